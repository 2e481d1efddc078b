import { Writable } from 'node:stream';

/** A log stream that keeps every line's message, as an operator reads the server's output. */
export function capturedLog(): { stream: Writable; messages: string[] } {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        try {
          const { msg } = JSON.parse(line) as { msg?: unknown };
          messages.push(typeof msg === 'string' ? msg : line);
        } catch {
          messages.push(line);
        }
      }
      done();
    },
  });
  return { stream, messages };
}
