import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from '../services/redis-link.js';
import { type Counted, INCREMENT_SCRIPT, LocalWindowCounters } from '../services/throttle.js';

type Callback = (error: Error | null, result?: Counted) => void;

/**
 * A `@fastify/rate-limit` store whose counters live in Redis, shared by every server process, so a client
 * cannot multiply a budget by the number of nodes. While Redis is unreachable, or without Redis (`null`), it
 * counts in this process, on the server's clock `now` (so a test that sets the clock sets the windows too).
 */
export function rateLimitStore(link: RedisLink | null, now: () => number = () => Date.now()): FastifyRateLimitStoreCtor {
  const fallback = new LocalWindowCounters(now);

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly keyPrefix: string;

    /** The plugin constructs the store with its options (unused); `child` adds the route to the prefix. */
    constructor(_options?: unknown, keyPrefix = `${link?.prefix ?? 'local'}:rate:`) {
      this.keyPrefix = keyPrefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.keyPrefix + key;
      const local = () => callback(null, fallback.increment(fullKey, timeWindow));
      if (!link?.connected) return local();
      link.client
        .eval(INCREMENT_SCRIPT, { keys: [fullKey], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch(local);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const route = routeInfo ? `${routeInfo.method ?? ''}${routeInfo.url ?? ''}:` : '';
      return new RedisRateLimitStore(undefined, `${this.keyPrefix}${route}`);
    }
  }
  return RedisRateLimitStore;
}
