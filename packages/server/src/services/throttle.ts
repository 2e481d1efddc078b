import { serverMessages } from '@dubloon-quest/core';
import type { RedisLink } from './redis-link.js';
import { HttpError } from './errors.js';
import type { Budget } from '../config/config.js';

export type Counted = { current: number; ttl: number };

/** Counts a key's requests in its window and answers the count and the window's remaining ms, atomically. */
export const INCREMENT_SCRIPT = `
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
    if (this.windows.size > 50_000)
      for (const [stale, window] of this.windows) if (window.resetAt <= now) this.windows.delete(stale);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  /** Takes one back from `key`'s running window (never below zero). */
  decrement(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }
}

/** What taking from a budget answered: whether it was within, and when the window ends. */
export interface Taken {
  allowed: boolean;
  retryAfterMs: number;
}

/** Takes one back from a key's window, if the window still runs (never below zero). */
const GIVE_BACK_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters of what the handlers limit themselves (failed logins per address and per account, mail per
 * address), beside the route budgets of `@fastify/rate-limit`. In Redis when it is set, so every process counts
 * into the same windows (`REDIS_PREFIX:throttle:<key>`), with the same per-process fallback while Redis is
 * unreachable; in this process's memory otherwise.
 */
export class Throttle {
  private readonly local: LocalWindowCounters;

  constructor(
    private readonly link: RedisLink | null,
    now: () => number = () => Date.now(),
    /** Told the kind of each refusal (the key up to its first `|`: `login-failures`, `mail`), for the metrics. */
    private readonly refused: (kind: string) => void = () => undefined,
  ) {
    this.local = new LocalWindowCounters(now);
  }

  /** Counts one event for `key`; allowed while the window's count stays within the budget. */
  async take(key: string, budget: Budget): Promise<Taken> {
    const counted = await this.count(this.fullKey(key), budget.windowMs);
    const allowed = counted.current <= budget.max;
    if (!allowed) this.refused(key.split('|')[0]!);
    return { allowed, retryAfterMs: counted.ttl };
  }

  /** Takes back an event counted by {@link take} (a login that turned out right, a refused attempt). */
  async giveBack(key: string): Promise<void> {
    const fullKey = this.fullKey(key);
    this.local.decrement(fullKey);
    if (this.link?.connected)
      await this.link.client
        .eval(GIVE_BACK_SCRIPT, { keys: [fullKey], arguments: [] })
        .catch(() => undefined);
  }

  private fullKey(key: string): string {
    return `${this.link?.prefix ?? 'local'}:throttle:${key}`;
  }

  private async count(fullKey: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    if (this.link?.connected) {
      try {
        const [current, ttl] = (await this.link.client.eval(INCREMENT_SCRIPT, {
          keys: [fullKey],
          arguments: [String(windowMs)],
        })) as [number, number];
        return { current: Number(current), ttl: Number(ttl) };
      } catch {
        // Redis went away in between: count here meanwhile.
      }
    }
    return this.local.increment(fullKey, windowMs);
  }
}

/** The 429 of a throttle: the catalogue's text and `Retry-After` in whole seconds. */
export function tooManyRequests(retryAfterMs: number): HttpError {
  return new HttpError(429, serverMessages.tooManyRequests, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/**
 * Counts a call that sends mail (or would, for a known address: every such call counts alike) against its
 * client address's budget; 429 once it is spent. `request.ip` follows `TRUST_PROXY`.
 */
export async function takeMailBudget(
  context: { throttle: Throttle; config: { rateLimits: { mailPerAddress: Budget } } },
  address: string,
): Promise<void> {
  const taken = await context.throttle.take(
    `mail|address|${address}`,
    context.config.rateLimits.mailPerAddress,
  );
  if (!taken.allowed) throw tooManyRequests(taken.retryAfterMs);
}

/**
 * Guards one login attempt: counted against the failures of its address (across accounts) and of its account
 * (across addresses) before the password is checked, so parallel guesses cannot slip past the budget; given
 * back once the password proves right. @returns `passed`, to call when the password was right.
 * @throws HttpError 429 while either budget is spent (the attempt is then not counted).
 */
export async function guardLoginAttempt(
  context: {
    throttle: Throttle;
    config: { rateLimits: { loginFailuresPerAddress: Budget; loginFailuresPerAccount: Budget } };
  },
  address: string,
  email: string,
): Promise<{ passed(): Promise<void> }> {
  const limits = context.config.rateLimits;
  const keys = [
    `login-failures|address|${address}`,
    `login-failures|account|${email.trim().toLowerCase()}`,
  ] as const;
  const taken = await Promise.all([
    context.throttle.take(keys[0], limits.loginFailuresPerAddress),
    context.throttle.take(keys[1], limits.loginFailuresPerAccount),
  ]);
  const giveBack = async () => {
    await Promise.all(keys.map((key) => context.throttle.giveBack(key)));
  };
  const refused = taken.filter((answer) => !answer.allowed);
  if (refused.length > 0) {
    await giveBack();
    throw tooManyRequests(Math.max(...refused.map((answer) => answer.retryAfterMs)));
  }
  return { passed: giveBack };
}
