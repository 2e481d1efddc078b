import type { LoginTimestamps } from '../../contract/timestamps.schema.js';
import { GAME_NOT_STARTED } from '../../contract/timestamps.schema.js';
import type { GatedFeature } from '../../contract/endpoints.js';
import { isGameApiError, type GameApi, type GameApiErrorKind, type LoginResult, type SessionTokens } from '../../ports/game-api.port.js';
import { isFeatureOpen } from '../../rules/access/feature-access.js';
import { gamePeriodAt } from '../../rules/period/game-period.js';

/**
 * One fresh player on the implementation under test: every property run opens its own session, so runs never
 * see each other's stakes, chests or cooldowns.
 */
export interface ConformanceSession {
  /** The implementation under test. */
  readonly api: GameApi;
  /** Makes `api` send these tokens from now on (null: logged out). */
  useTokens(tokens: SessionTokens | null): void;
  /**
   * A Player whose login starts with nothing played: no stake, no chest opened, no cooldown, some coins. On a
   * server in demo mode the demo player does (each login plays its own copy); elsewhere an account made for the
   * session.
   */
  readonly player: { readonly email: string; readonly password: string };
  /** The server's time now (epoch ms): the local clock for a remote server. */
  now(): number;
  /** Moves the server's clock, when the implementation lets the test do so; the cooldown and gate properties use it. */
  setNow?(ms: number): void | Promise<void>;
  /** Releases what the session holds. */
  dispose?(): void | Promise<void>;
}

/** Opens a fresh session on the implementation under test. */
export type ConformanceTarget = () => ConformanceSession | Promise<ConformanceSession>;

/** The rules the conformance suite checks, each with a stable id that a violation names. */
export const CONFORMANCE_RULES = {
  'COINS.CONSERVED': 'coins are never created or lost: balance plus stakes only grow by what chests pay',
  'STAKE.WITHIN_BALANCE': 'a stake is never accepted beyond the balance',
  'STAKE.REFUSED_AS_A_WHOLE': 'a refused stake submission changes nothing, and is refused with the right status',
  'STAKE.COOLDOWN': 'a submission that changed a stake starts a 30-minute cooldown (429), over at its end exactly',
  'CHEST.PAYS_ONCE': 'a chest pays at most once, never more than 9 coins, and exactly what its answers earned',
  'CHEST.SCORING': 'each question is worth 3 coins minus 1 per distinct wrong letter, answered in order',
  'PERIOD.GATE': 'a gated call answers 409 exactly when its feature is closed in the period now',
} as const;

export type ConformanceRule = keyof typeof CONFORMANCE_RULES;

/** A broken rule, as the suite reports it: the rule's id and what was seen. */
export class ConformanceViolation extends Error {
  override readonly name = 'ConformanceViolation';
  constructor(
    readonly rule: ConformanceRule,
    detail: string,
  ) {
    super(`${rule} (${CONFORMANCE_RULES[rule]}): ${detail}`);
  }
}

/** Throws a {@link ConformanceViolation} of `rule` unless `holds`. */
export function expectRule(holds: boolean, rule: ConformanceRule, detail: () => string): void {
  if (!holds) throw new ConformanceViolation(rule, detail());
}

/** What a call came to: its data, or the kind of error it was refused with. Other errors propagate. */
export type Outcome<Data> = { readonly ok: true; readonly data: Data } | { readonly ok: false; readonly kind: GameApiErrorKind; readonly status: number | null; readonly retryAfterSeconds: number | null };

export async function outcomeOf<Data>(call: Promise<{ data: Data }>): Promise<Outcome<Data>> {
  try {
    return { ok: true, data: (await call).data };
  } catch (error) {
    if (!isGameApiError(error)) throw error;
    return { ok: false, kind: error.kind, status: error.status, retryAfterSeconds: error.retryAfterSeconds };
  }
}

/** A short text of an outcome, for violation messages. */
export function describeOutcome(outcome: Outcome<unknown>): string {
  return outcome.ok ? `accepted with ${JSON.stringify(outcome.data)}` : `refused: ${outcome.kind} (${outcome.status ?? 'no status'})`;
}

/** Waits, for a runner that may wait: a remote server's login limit answers how long (`Retry-After`). */
export type Wait = (ms: number) => Promise<void>;

/** Whether a refused login asks to be tried again later: 429 (the login limit) or 503 with `Retry-After` (a queue). */
function asksToWait(error: unknown): error is { retryAfterSeconds: number | null } {
  if (isGameApiError(error, 'rateLimited')) return true;
  return isGameApiError(error, 'server') && error.status === 503 && error.retryAfterSeconds !== null;
}

/**
 * Logs the session's player in and makes the session send its tokens. A login refused for now (429, or 503
 * with `Retry-After`) is tried again after the time the server names, up to five times, when `wait` is given.
 */
export async function logIn(session: ConformanceSession, wait?: Wait): Promise<LoginResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await session.api.login({ ...session.player });
      session.useTokens(result.tokens);
      return result;
    } catch (error) {
      if (!wait || attempt >= 5 || !asksToWait(error)) throw error;
      await wait(Math.max(1, error.retryAfterSeconds ?? 60) * 1000);
    }
  }
}

/** Time kept clear of a period boundary: closer than this, whether a feature is open is not asserted. */
export const BOUNDARY_MARGIN_MS = 10_000;

/**
 * Whether `feature` is open at `nowMs` by the login's timestamps, or null within {@link BOUNDARY_MARGIN_MS} of a
 * boundary, where a remote server's clock and ours may disagree.
 */
export function featureOpenAt(timestamps: LoginTimestamps, feature: GatedFeature, nowMs: number): boolean | null {
  if (timestamps === GAME_NOT_STARTED) return feature === 'results';
  const { period, endsAt } = gamePeriodAt(timestamps, nowMs);
  const nearEnd = endsAt !== null && endsAt - nowMs < BOUNDARY_MARGIN_MS;
  const nearStart = gamePeriodAt(timestamps, nowMs - BOUNDARY_MARGIN_MS).period !== period;
  if (nearEnd || nearStart) return null;
  return isFeatureOpen(feature, period);
}
