import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy hop as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` makes one: each
 * request goes to the backend with its peer's address appended to whatever `X-Forwarded-For` it carried. It
 * listens on `host` (127.0.0.1 by default; another loopback address such as 127.0.0.2 gives it a peer address
 * of its own as the backend sees it).
 */
export class HttpProxy {
  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(backendUrl: string, host = '127.0.0.1'): Promise<HttpProxy> {
    const backend = new URL(backendUrl);
    const server = createServer((incoming, outgoing) => {
      const peer = incoming.socket.remoteAddress ?? '';
      const before = incoming.headers['x-forwarded-for'];
      const chain = [...(Array.isArray(before) ? before : before ? [before] : []), peer].join(', ');
      const upstream = forward(
        {
          host: backend.hostname,
          port: backend.port,
          // Leaves from `host` too, so the backend sees this hop's own address as its peer.
          localAddress: host,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, 'x-forwarded-for': chain },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        outgoing.writeHead(502).end();
      });
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return new HttpProxy(server, `http://${host}:${port}`);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A POST of JSON to `<baseUrl>/api/v2<path>` from the loopback address `from` (127.0.0.11, 127.0.0.12, ...),
 * so that a proxy or the server sees each test client at an address of its own. @returns the status.
 */
export async function postFrom(
  from: string,
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return (await postFromAnswer(from, baseUrl, path, body, headers)).status;
}

/** {@link postFrom}, answering the status and the headers (the login queue's Retry-After and ticket). */
export function postFromAnswer(
  from: string,
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: { get(name: string): string | null } }> {
  const url = new URL(`${baseUrl}/api/v2${path}`);
  return new Promise((resolve, reject) => {
    const outgoing = forward(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: {
              get: (name) => {
                const value = answer.headers[name.toLowerCase()];
                return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
              },
            },
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}
