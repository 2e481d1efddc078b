import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from '../services/redis-link.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Counts a key's requests in its window and answers the count and the window's remaining ms, atomically. */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/**
 * Fixed-window counters in this process's memory: the fallback while Redis is unreachable, so limits keep
 * holding per node rather than vanishing.
 */
export class LocalWindowCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Counts one request for `key` in a window of `windowMs`. */
  increment(key: string, windowMs: number): Counted {
    const now = this.now();
    if (this.windows.size > 50_000) for (const [stale, window] of this.windows) if (window.resetAt <= now) this.windows.delete(stale);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

/**
 * A `@fastify/rate-limit` store whose counters live in Redis, shared by every server process, so a client
 * cannot multiply a budget by the number of nodes. While Redis is unreachable it counts in this process.
 */
export function redisRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  const fallback = new LocalWindowCounters();

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly keyPrefix: string;

    /** The plugin constructs the store with its options (unused); `child` adds the route to the prefix. */
    constructor(_options?: unknown, keyPrefix = `${link.prefix}:rate:`) {
      this.keyPrefix = keyPrefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.keyPrefix + key;
      const local = () => callback(null, fallback.increment(fullKey, timeWindow));
      if (!link.connected) return local();
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
