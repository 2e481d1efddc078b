import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** Where a proxy forwards to. */
export interface Backend {
  host: string;
  port: number;
}

/**
 * A TCP proxy on 127.0.0.1 that a test controls: between a server and its database or Redis it can be cut
 * (every connection dropped, new ones refused, as when the service goes away) and restored on the same port.
 * With several backends it is a load balancer that sends each connection to the first backend that accepts
 * it, in order, as a load balancer with health checks does when a node dies.
 */
export class TcpProxy {
  private readonly connections = new Set<Socket>();
  private server: Server | null = null;

  private constructor(
    private readonly backends: readonly Backend[],
    readonly port: number,
  ) {}

  /** Starts a proxy to `backends` on a free port (or `port`). */
  static async start(backends: readonly Backend[], port = 0): Promise<TcpProxy> {
    const probe = createServer();
    const chosen = await new Promise<number>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port));
    });
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const proxy = new TcpProxy(backends, chosen);
    await proxy.restore();
    return proxy;
  }

  /** `host:port` of the proxy. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Drops every connection and refuses new ones until {@link restore}. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.connections) socket.destroy();
    this.connections.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections again, on the same port. */
  async restore(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => this.forward(client, 0));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  close(): Promise<void> {
    return this.cut();
  }

  private forward(client: Socket, backendIndex: number): void {
    const backend = this.backends[backendIndex];
    if (!backend) {
      client.destroy();
      return;
    }
    client.pause();
    const upstream = createConnection(backend.port, backend.host);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      this.connections.add(client);
      this.connections.add(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (!connected) this.forward(client, backendIndex + 1);
      else client.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => {
      this.connections.delete(upstream);
      if (connected) client.destroy();
    });
    client.on('close', () => {
      this.connections.delete(client);
      upstream.destroy();
    });
  }
}
