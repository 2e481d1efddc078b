import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the canned server received it. */
export interface ReceivedRequest {
  readonly method: string;
  /** Path and query, e.g. `/api/v2/game/chests`. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The raw body text ('' when none was sent). */
  readonly body: string;
}

/** What the canned server answers to a request. */
export type CannedAnswer =
  | { readonly status: number; readonly body?: unknown; readonly text?: string; readonly headers?: Readonly<Record<string, string>> }
  /** Close the connection without answering (a network failure as the client sees it). */
  | { readonly hangUp: true }
  /** Never answer (for timeouts). */
  | { readonly silence: true };

export interface CannedHttpServer {
  /** `http://127.0.0.1:<port>`: pass it as the adapter's base URL. */
  readonly baseUrl: string;
  /** Every request received so far, in order. */
  readonly requests: readonly ReceivedRequest[];
  /** Replaces how the server answers from now on. */
  answerWith(answer: (request: ReceivedRequest, index: number) => CannedAnswer): void;
  close(): Promise<void>;
}

/**
 * A tiny HTTP server on a free port that records every request and answers what the test says: for the
 * adapter's header, error-mapping and retry behaviour, which the real server cannot be made to misbehave for.
 */
export async function startCannedHttpServer(): Promise<CannedHttpServer> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let answer: (request: ReceivedRequest, index: number) => CannedAnswer = () => ({ status: 200, body: {} });

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      respond(outgoing, answer(request, requests.length - 1));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function respond(outgoing: ServerResponse, answer: CannedAnswer): void {
  if ('hangUp' in answer) {
    outgoing.socket?.destroy();
    return;
  }
  if ('silence' in answer) return;
  const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
  const contentType = answer.text === undefined ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  outgoing.writeHead(answer.status, { 'content-type': contentType, ...answer.headers });
  outgoing.end(text);
}
