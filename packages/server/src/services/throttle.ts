import { randomUUID } from 'node:crypto';

import type { ClientAddresses } from './client-address.js';
import type { RedisLink } from './redis-link.js';
import { HttpError } from './errors.js';
import type { Budget } from '../config/config.js';
import { serverMessages } from './language.js';

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

  /** Forgets `key`'s window. */
  clear(key: string): void {
    this.windows.delete(key);
  }

  /** `key`'s count in its running window, without counting. */
  peek(key: string): Counted {
    const window = this.windows.get(key);
    const now = this.now();
    return !window || window.resetAt <= now
      ? { current: 0, ttl: 0 }
      : { current: window.count, ttl: window.resetAt - now };
  }
}

/** Login attempts in flight in this process's memory (the fallback while Redis is unreachable), by key. */
class LocalAttempts {
  private readonly inFlight = new Map<string, Set<string>>();

  start(key: string, id: string, max: number): boolean {
    const attempts = this.inFlight.get(key) ?? new Set<string>();
    if (attempts.size >= max) return false;
    attempts.add(id);
    this.inFlight.set(key, attempts);
    return true;
  }

  end(key: string, id: string): void {
    const attempts = this.inFlight.get(key);
    attempts?.delete(id);
    if (attempts?.size === 0) this.inFlight.delete(key);
  }
}

/** What taking from a budget answered: whether it was within, and when the window ends. */
export interface Taken {
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Starts a login attempt against a failure budget, atomically: refused while the budget's failures are spent,
 * or while as many attempts as the budget allows are still being checked (so parallel guesses cannot slip past
 * by more than one budget's worth); else the attempt joins those in flight. KEYS: the failures' window, the set
 * of attempts in flight. ARGV: the budget, the window (ms), the attempt's id, now (ms), how long an attempt may
 * stay in flight (ms; one whose process died is dropped then). Answers {allowed (1 or 0), retry after (ms)}.
 */
const START_ATTEMPT_SCRIPT = `
local max = tonumber(ARGV[1])
local failures = tonumber(redis.call('GET', KEYS[1]) or '0')
if failures >= max then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = tonumber(ARGV[2]) end
  return {0, ttl}
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[4]) - tonumber(ARGV[5]))
if redis.call('ZCARD', KEYS[2]) >= max then return {0, 1000} end
redis.call('ZADD', KEYS[2], tonumber(ARGV[4]), ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return {1, 0}`;

/** How long a login attempt may hold its place in flight (longer only when its process died mid-check). */
const ATTEMPT_IN_FLIGHT_MS = 60_000;

/** A login attempt started against a failure budget: settle it once the password has been checked. */
export interface Attempt extends Taken {
  /** Ends the attempt: a failure is counted into the budget's window; a success is not counted at all. */
  settle(failed: boolean): Promise<void>;
}

/**
 * Counters of what the handlers limit themselves (failed logins per address and per account, mail per
 * address), beside the route budgets of `@fastify/rate-limit`. In Redis when it is set, so every process counts
 * into the same windows (`REDIS_PREFIX:throttle:<key>`), with the same per-process fallback while Redis is
 * unreachable; in this process's memory otherwise.
 */
export class Throttle {
  private readonly local: LocalWindowCounters;
  private readonly localAttempts = new LocalAttempts();

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

  /**
   * Starts an attempt against the failure budget of `key` (START_ATTEMPT_SCRIPT): only failures count, and
   * only once they are known, so attempts that turn out right never spend the budget.
   */
  async startAttempt(key: string, budget: Budget): Promise<Attempt> {
    const attempt = await this.openAttempt(key, budget);
    if (!attempt.allowed) this.refused(key.split('|')[0]!);
    return attempt;
  }

  private async openAttempt(key: string, budget: Budget): Promise<Attempt> {
    const failuresKey = this.fullKey(key);
    const inFlightKey = `${failuresKey}|in-flight`;
    const id = randomUUID();
    const settle = async (failed: boolean) => {
      this.localAttempts.end(inFlightKey, id);
      if (this.link?.connected) await this.link.client.zRem(inFlightKey, id).catch(() => undefined);
      if (failed) await this.count(failuresKey, budget.windowMs);
    };
    if (this.link?.connected) {
      try {
        const [allowed, retryAfterMs] = (await this.link.client.eval(START_ATTEMPT_SCRIPT, {
          keys: [failuresKey, inFlightKey],
          arguments: [
            String(budget.max),
            String(budget.windowMs),
            id,
            String(Date.now()),
            String(ATTEMPT_IN_FLIGHT_MS),
          ],
        })) as [number, number];
        return { allowed: Number(allowed) === 1, retryAfterMs: Number(retryAfterMs), settle };
      } catch {
        // Redis went away in between: count here meanwhile.
      }
    }
    const failures = this.local.peek(failuresKey);
    if (failures.current >= budget.max) return { allowed: false, retryAfterMs: failures.ttl, settle };
    const allowed = this.localAttempts.start(inFlightKey, id, budget.max);
    return { allowed, retryAfterMs: allowed ? 0 : 1000, settle };
  }

  /** Ends `key`'s window at once, on every process (Redis) and in this one. */
  async clear(key: string): Promise<void> {
    const fullKey = this.fullKey(key);
    this.local.clear(fullKey);
    if (this.link?.connected) await this.link.client.del(fullKey).catch(() => undefined);
  }

  private fullKey(key: string): string {
    return `${this.link?.prefix ?? 'local'}:throttle:${key}`;
  }

  private async count(fullKey: string, windowMs: number): Promise<Counted> {
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
 * How many times the per-address budget the connection's own peer gets when `X-Forwarded-For` is believed
 * unchecked (`TRUST_PROXY=on`): generous, since a real proxy in front would put every player behind one peer,
 * yet a finite budget for a client that forges a fresh address per request.
 */
export const UNPROVEN_PEER_BUDGET_FACTOR = 10;

/** The budgets of a request's addresses: the client's, and its unproven peer's (10 times larger) if any. */
function addressBudgets(
  addresses: ClientAddresses,
  kind: string,
  budget: Budget,
): { key: string; budget: Budget }[] {
  const budgets = [{ key: `${kind}|address|${addresses.client}`, budget }];
  if (addresses.unprovenPeer !== null)
    budgets.push({
      key: `${kind}|peer|${addresses.unprovenPeer}`,
      budget: { ...budget, max: budget.max * UNPROVEN_PEER_BUDGET_FACTOR },
    });
  return budgets;
}

/**
 * Counts a call that sends mail (or would, for a known address: every such call counts alike) against its
 * client address's budget (and its unproven peer's, `TRUST_PROXY=on`); 429 once one is spent.
 */
export async function takeMailBudget(
  context: { throttle: Throttle; config: { rateLimits: { mailPerAddress: Budget } } },
  addresses: ClientAddresses,
): Promise<void> {
  const taken = await Promise.all(
    addressBudgets(addresses, 'mail', context.config.rateLimits.mailPerAddress).map(({ key, budget }) =>
      context.throttle.take(key, budget),
    ),
  );
  const refused = taken.filter((answer) => !answer.allowed);
  if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((answer) => answer.retryAfterMs)));
}

/**
 * Guards one login attempt against the failures of its client address (across accounts; and of its unproven
 * peer, `TRUST_PROXY=on`) and of its account (across addresses). Only failures count, once the password
 * check has found them: a class that logs in together after some typos is never refused for its right
 * passwords (docs/decisions/0146-security-second-round.md). @returns `settle`, to call with whether the
 * password was wrong. @throws HttpError 429 while a budget is spent (the attempt then counts nowhere).
 */
export async function guardLoginAttempt(
  context: {
    throttle: Throttle;
    config: { rateLimits: { loginFailuresPerAddress: Budget; loginFailuresPerAccount: Budget } };
  },
  addresses: ClientAddresses,
  email: string,
): Promise<{ settle(failed: boolean): Promise<void> }> {
  const limits = context.config.rateLimits;
  const budgets = [
    ...addressBudgets(addresses, 'login-failures', limits.loginFailuresPerAddress),
    { key: accountFailuresKey(email), budget: limits.loginFailuresPerAccount },
  ];
  const attempts = await Promise.all(
    budgets.map(({ key, budget }) => context.throttle.startAttempt(key, budget)),
  );
  const refused = attempts.filter((attempt) => !attempt.allowed);
  if (refused.length > 0) {
    await Promise.all(attempts.map((attempt) => attempt.settle(false)));
    throw tooManyRequests(Math.max(...refused.map((attempt) => attempt.retryAfterMs)));
  }
  return {
    settle: async (failed) => {
      await Promise.all(attempts.map((attempt) => attempt.settle(failed)));
    },
  };
}

/** The key of an account's failed-login window. */
function accountFailuresKey(email: string): string {
  return `login-failures|account|${email.trim().toLowerCase()}`;
}

/**
 * Opens an account its failed logins locked (`LOGIN_FAILURES_PER_ACCOUNT`): called when its password was reset
 * through a mailed link, which proves the owner's mailbox, so the only organizer is never locked out until the
 * window ends.
 */
export async function clearAccountFailures(context: { throttle: Throttle }, email: string): Promise<void> {
  await context.throttle.clear(accountFailuresKey(email));
}

/**
 * Runs a call that redeems a token (a mailed verification or reset link, the first organizer's printed link)
 * under the failure budget of its address, the failed logins' budget: a wrong token (the call's 404) counts as a
 * failure once known, and a spent budget answers 429 before the token is looked at. Every token call alike.
 */
export async function guardTokenAttempt<T>(
  context: { throttle: Throttle; config: { rateLimits: { loginFailuresPerAddress: Budget } } },
  addresses: ClientAddresses,
  redeem: () => Promise<T>,
): Promise<T> {
  const attempts = await Promise.all(
    addressBudgets(addresses, 'token-failures', context.config.rateLimits.loginFailuresPerAddress).map(
      ({ key, budget }) => context.throttle.startAttempt(key, budget),
    ),
  );
  const refused = attempts.filter((attempt) => !attempt.allowed);
  if (refused.length > 0) {
    await Promise.all(attempts.map((attempt) => attempt.settle(false)));
    throw tooManyRequests(Math.max(...refused.map((attempt) => attempt.retryAfterMs)));
  }
  let wrongToken = false;
  try {
    return await redeem();
  } catch (error) {
    wrongToken = error instanceof HttpError && error.statusCode === 404;
    throw error;
  } finally {
    await Promise.all(attempts.map((attempt) => attempt.settle(wrongToken)));
  }
}
