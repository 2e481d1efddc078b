import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/** Creates a node-redis client that reconnects forever with a short backoff. */
function newRedisClient(url: string, options: { queueWhileOffline: boolean }) {
  return createClient({
    url,
    socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay },
    disableOfflineQueue: !options.queueWhileOffline,
  });
}

/** A node-redis client as this server creates it. */
type RedisClient = ReturnType<typeof newRedisClient>;

/** The process's link to Redis: socket.io's adapter and the shared rate-limit counters use it. */
export interface RedisLink {
  /** The command connection (publishing and rate-limit counters). */
  readonly client: RedisClient;
  /** Whether both connections (commands and subscriptions) are up right now. */
  readonly connected: boolean;
  /** The prefix of every key and channel this deployment uses. */
  readonly prefix: string;
  close(): Promise<void>;
}

/** How long the start waits for Redis before serving alone (it keeps reconnecting in the background). */
const FIRST_CONNECT_WAIT_MS = 5_000;
/** How long a closing process waits for Redis to acknowledge before dropping the connection. */
const CLOSE_WAIT_MS = 1_000;

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

/** Drops a connection at once (pending commands fail); a client already closed is left alone. */
function dropQuietly(client: RedisClient): void {
  try {
    client.destroy();
  } catch {
    // already closed
  }
}

/** Reconnection backoff: 100 ms more per attempt, at most 2 s apart, forever. */
const reconnectDelay = (attempt: number) => Math.min(100 * (attempt + 1), 2_000);

/**
 * Connects to Redis and attaches socket.io's Redis adapter, so rooms and broadcasts reach the sockets of every
 * process sharing the Redis. Never fails the start and never crashes the process when Redis is unreachable:
 * the node then keeps serving its own sockets (every emit also goes to the local ones), logs once that it is
 * alone, reports it through {@link RedisLink.connected}, and rejoins by itself when Redis answers again.
 */
export async function connectRedis(
  io: Server,
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<RedisLink> {
  // Publishing while Redis is down must fail at once (not queue stale events to replay later).
  const publisher = newRedisClient(url, { queueWhileOffline: false });
  // Subscriptions are queued until connected and renewed by the client after every reconnection.
  const subscriber = newRedisClient(url, { queueWhileOffline: true });

  // Reported only once the first connection attempt settled, and never while closing.
  let watching = false;
  let alone = false;
  const report = () => {
    if (!watching) return;
    const up = publisher.isReady && subscriber.isReady;
    if (!up && !alone)
      log.warn(
        'Redis is unreachable: this node serves its own sockets only, and its rate limits count locally, until Redis answers again',
      );
    if (up && alone) log.info('Redis answers again: events reach every node');
    alone = !up;
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', report);
    client.on('end', report);
    client.on('ready', report);
  }

  const firstConnect = Promise.allSettled([publisher.connect(), subscriber.connect()]);
  const waited = await Promise.race([
    firstConnect.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRST_CONNECT_WAIT_MS).unref()),
  ]);
  watching = true;
  if (!waited || !publisher.isReady || !subscriber.isReady) report();

  io.adapter(
    createAdapter(neverRejectingPublisher(publisher, log), subscriber, { key: `${prefix}:socket.io` }),
  );
  let closed = false;

  return {
    client: publisher,
    get connected() {
      return publisher.isReady && subscriber.isReady;
    },
    prefix,
    async close() {
      if (closed) return;
      closed = true;
      watching = false;
      for (const client of [publisher, subscriber]) {
        client.removeAllListeners('error');
        client.on('error', () => undefined);
        // A polite close waits for Redis to answer: only when it is answering now, and never long. Otherwise (down
        // at start, or gone while running, the client reconnecting) the connection is dropped at once.
        if (client.isReady) await withTimeout(client.close(), CLOSE_WAIT_MS).catch(() => dropQuietly(client));
        else dropQuietly(client);
      }
    },
  };
}

/**
 * The adapter calls `publish` without handling its promise; a rejection while Redis is down would be unhandled
 * and end the process. This view of the client handles it (the local sockets were already served).
 */
function neverRejectingPublisher(client: RedisClient, log: FastifyBaseLogger): RedisClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'publish') {
        return (channel: string, message: string | Buffer) =>
          target.publish(channel, message).catch((error: unknown) => {
            log.debug(`Redis publish failed: ${(error as Error).message}`);
            return 0;
          });
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
