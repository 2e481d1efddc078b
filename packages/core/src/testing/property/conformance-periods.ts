import type { GatedFeature } from '../../contract/endpoints.js';
import { GAME_NOT_STARTED, type LoginTimestamps } from '../../contract/timestamps.schema.js';
import type { LoginResult } from '../../ports/game-api.port.js';
import { isFeatureOpen } from '../../rules/access/feature-access.js';
import { gamePeriodAt, type GamePeriod } from '../../rules/period/game-period.js';
import { BOUNDARY_MARGIN_MS, logIn, type ConformanceSession, type ConformanceTarget, type Wait } from './conformance-session.js';

/**
 * A run that could not be made: its feature stayed closed (the event's schedule does not reopen it within the
 * longest wait), or its period kept ending under it. The property is then reported as not run, with `reason`.
 */
export class NotRun extends Error {
  override readonly name = 'NotRun';
}

/** How the suite may pass time against the target: what it waits at most, and whom it tells. */
export interface PeriodPolicy {
  /** Waits real time (a remote server); without it the suite moves the target's clock or does not run. */
  readonly wait?: Wait;
  /** Waits out a login refused for now (429, or 503 with `Retry-After`), saying so. */
  readonly loginWait?: Wait;
  /** The longest wait for a period to come (ms). */
  readonly maxWaitMs: number;
  /** Heard when the suite waits, or runs something again because its period ended under it. */
  readonly note: (text: string) => void;
}

/** A logged-in fresh session in a period where what it checks is open, with time to do it. */
export interface OpenedSession {
  readonly session: ConformanceSession;
  readonly login: LoginResult;
  readonly period: GamePeriod;
}

const FEATURE_NAMES: Record<GatedFeature, string> = { learn: 'Learn and Earn', raffle: 'the raffle', businesses: 'the businesses', results: 'the results' };

/** The boundaries of the event's periods, epoch ms, in order. */
function boundaries(timestamps: Exclude<LoginTimestamps, typeof GAME_NOT_STARTED>): number[] {
  return [timestamps.game_start, timestamps.review_start, timestamps.review_end, timestamps.game_end].map((iso) => Date.parse(iso));
}

/**
 * When to look again for `wanted` (a period that `accepts`): the next boundary of this schedule that starts one,
 * or else the end of the period now, when a new login may hand out another schedule (the demo's next cycle).
 * Null when the schedule never moves on.
 */
function nextLook(timestamps: LoginTimestamps, nowMs: number, accepts: (period: GamePeriod) => boolean): number | null {
  if (timestamps === GAME_NOT_STARTED) return null;
  // A boundary just passed counts: its period is wanted once clear of the margin.
  const later = boundaries(timestamps).filter((ms) => ms > nowMs - BOUNDARY_MARGIN_MS);
  const opening = later.find((ms) => accepts(gamePeriodAt(timestamps, ms).period));
  return opening ?? gamePeriodAt(timestamps, nowMs).endsAt;
}

/** How long `feature` stays open from `nowMs` by these timestamps (ms): 0 when closed now, infinite when it never closes. */
export function openForMs(timestamps: LoginTimestamps, feature: GatedFeature, nowMs: number): number {
  if (timestamps === GAME_NOT_STARTED) return feature === 'results' ? Number.POSITIVE_INFINITY : 0;
  if (!isFeatureOpen(feature, gamePeriodAt(timestamps, nowMs).period)) return 0;
  const closing = boundaries(timestamps).find((ms) => ms > nowMs && !isFeatureOpen(feature, gamePeriodAt(timestamps, ms).period));
  return closing === undefined ? Number.POSITIVE_INFINITY : closing - nowMs;
}

/** The period at `nowMs` when it is at least the margin from both its ends, with the ms left in it; else null. */
function settledPeriod(timestamps: LoginTimestamps, nowMs: number): { period: GamePeriod; leftMs: number } | null {
  if (timestamps === GAME_NOT_STARTED) return null;
  const { period, endsAt } = gamePeriodAt(timestamps, nowMs);
  if (gamePeriodAt(timestamps, nowMs - BOUNDARY_MARGIN_MS).period !== period) return null;
  const leftMs = endsAt === null ? Number.POSITIVE_INFINITY : endsAt - nowMs;
  return leftMs < BOUNDARY_MARGIN_MS ? null : { period, leftMs };
}

const minutes = (ms: number) => (ms >= 90_000 ? `${Math.round(ms / 60_000)} min` : `${Math.ceil(ms / 1000)} s`);

/** What a session is opened for: periods it may run in, the time it needs left in one, and how to say so. */
export interface PeriodWanted {
  readonly accepts: (period: GamePeriod) => boolean;
  /** What is waited for, for the notes: "Learn and Earn to open", "a period other than pre-game". */
  readonly description: string;
  readonly minLeftMs: number;
}

/** A period in which `feature` is open. */
export const featureOpen = (feature: GatedFeature, minLeftMs: number): PeriodWanted => ({
  accepts: (period) => isFeatureOpen(feature, period),
  description: `${FEATURE_NAMES[feature]} to open`,
  minLeftMs,
});

/**
 * Opens a fresh session of `target` and logs in, in a period that `wanted` accepts with at least its time left.
 * When the period now does not do, it moves the target's clock to the next one that does (`setNow`), or waits
 * for it in real time (`wait`, and says so), up to the policy's longest wait.
 * @throws NotRun when no such period comes.
 */
export async function openSession(target: ConformanceTarget, wanted: PeriodWanted, policy: PeriodPolicy): Promise<OpenedSession> {
  let waitedMs = 0;
  let session: ConformanceSession | null = null;
  let login: LoginResult | null = null;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (session === null || login === null) {
      session = await target();
      login = await logIn(session, policy.loginWait);
    }
    const { timestamps } = login.data;
    const now = session.now();
    const settled = settledPeriod(timestamps, now);
    if (settled !== null && wanted.accepts(settled.period) && settled.leftMs >= wanted.minLeftMs) return { session, login, period: settled.period };
    const inWanted = settled !== null && wanted.accepts(settled.period);
    const look = timestamps === GAME_NOT_STARTED ? null : inWanted ? gamePeriodAt(timestamps, now).endsAt : nextLook(timestamps, now, wanted.accepts);
    const periodNow = timestamps === GAME_NOT_STARTED ? 'no event scheduled' : `the ${gamePeriodAt(timestamps, now).period} period`;
    if (look === null) {
      await session.dispose?.();
      throw new NotRun(`waited for ${wanted.description}, but it is ${periodNow} and the event's schedule does not move on`);
    }
    // Past the boundary by the margin, so that a remote clock a little off agrees on the period.
    const until = look + BOUNDARY_MARGIN_MS + 1_000;
    if (session.setNow) {
      await session.setNow(until);
      login = await logIn(session, policy.loginWait);
      continue;
    }
    await session.dispose?.();
    session = null;
    const pause = until - now;
    if (!policy.wait || waitedMs + pause > policy.maxWaitMs) {
      throw new NotRun(`waited for ${wanted.description}, but it is ${periodNow}; the next chance is in ${minutes(pause)}${policy.wait ? `, beyond the longest wait (${minutes(policy.maxWaitMs)})` : ' and the suite may not wait (no `wait`)'}`);
    }
    policy.note(`waiting ${minutes(pause)} for ${wanted.description} (it is ${periodNow} now)`);
    waitedMs += pause;
    await policy.wait(pause);
  }
  await session?.dispose?.();
  throw new NotRun(`waited for ${wanted.description}, but it did not come after several tries`);
}

/** Whether the session is still in `period`, clear of its end: a failure then is the implementation's. */
function stillIn(opened: OpenedSession): boolean {
  const now = opened.session.now();
  const { timestamps } = opened.login.data;
  return timestamps !== GAME_NOT_STARTED && gamePeriodAt(timestamps, now + BOUNDARY_MARGIN_MS).period === opened.period && gamePeriodAt(timestamps, now).period === opened.period;
}

/**
 * Runs `body` in a fresh session opened for `wanted`. A run that fails after its period ended under it proves
 * nothing: it is made again in a new session (the same generated values), twice at most, then not run.
 * @throws NotRun, or what `body` threw while its period lasted.
 */
export async function runInPeriod(target: ConformanceTarget, wanted: PeriodWanted, policy: PeriodPolicy, periods: Set<GamePeriod>, body: (opened: OpenedSession) => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const opened = await openSession(target, wanted, policy);
    periods.add(opened.period);
    try {
      await body(opened);
      return;
    } catch (error) {
      // A target that moves its clock is moved only by the suite: its failures are its own.
      if (opened.session.setNow !== undefined || stillIn(opened)) throw error;
      policy.note(`the ${opened.period} period ended during a run: running it again`);
    } finally {
      await opened.session.dispose?.();
    }
  }
  throw new NotRun('its period ended under it three times');
}
