import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';

/** One connection as the local socket server saw it. */
export interface SeenConnection {
  readonly socket: Socket;
  /** The handshake's `auth` object. */
  readonly auth: Record<string, unknown>;
  /** The transport the connection opened with (`websocket` or `polling`). */
  readonly transport: string;
}

export type HandshakeVerdict = 'accept' | 'refuse' | 'ignore';

export interface LocalSocketServer {
  /** `http://127.0.0.1:<port>`: pass it as the adapter's URL. */
  readonly url: string;
  readonly connections: readonly SeenConnection[];
  /** How the next handshakes are treated: accepted, refused with an error, or left unanswered. */
  handshake(verdict: HandshakeVerdict): void;
  /** What the server acknowledges to `register` (a function of the email); `undefined` leaves it unanswered. */
  acknowledgeRegister(ack: (email: unknown) => unknown): void;
  /** Emits an event with any payload, valid or not, to every connected socket. */
  emit(event: string, payload: unknown): void;
  /** Resolves once at least `count` connections were made. */
  waitForConnections(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A socket.io server on a free port whose behaviour the test sets: for what the real game server cannot be
 * made to do (send a malformed event, refuse or ignore a handshake, acknowledge something else).
 */
export async function startLocalSocketServer(): Promise<LocalSocketServer> {
  const http = createServer();
  const io = new Server(http);
  const connections: SeenConnection[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let verdict: HandshakeVerdict = 'accept';
  let registerAck: (email: unknown) => unknown = () => 'success';

  io.use((_socket, next) => {
    if (verdict === 'refuse') return next(new Error('unauthorized'));
    if (verdict === 'ignore') return;
    next();
  });
  io.on('connection', (socket) => {
    connections.push({ socket, auth: socket.handshake.auth, transport: socket.conn.transport.name });
    for (const waiter of waiting.filter((candidate) => connections.length >= candidate.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
    socket.on('register', (email: unknown, ack: unknown) => {
      const answer = registerAck(email);
      if (answer !== undefined && typeof ack === 'function') (ack as (value: unknown) => void)(answer);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    handshake(next) {
      verdict = next;
    },
    acknowledgeRegister(next) {
      registerAck = next;
    },
    emit(event, payload) {
      io.emit(event, payload);
    },
    waitForConnections(count) {
      if (connections.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        void io.close(() => resolve());
      }),
  };
}

/** Waits until `condition` holds, checking every few milliseconds, or fails after `limitMs`. */
export async function eventually(condition: () => boolean, limitMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`the condition did not hold within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
