import type { RandomSource } from '../machines/notification-id.js';
import { validateChallengeLink } from '../rules/validation/challenge-link.js';

/**
 * A virtual player's decisions (docs/decisions/0161-capacity-rehearsal.md): what a crowd of players does in a
 * rehearsal of a whole event, decided here, in core, and played by a driver through the game's own machines
 * and the real adapters. Everything here is pure and deterministic for a seed, so a rehearsal can be run again
 * with the same crowd.
 */

/** How a rehearsal's crowd behaves: the shares of players doing each thing. */
export interface CrowdShape {
  /** The share who register and verify their address during the login storm (the others have accounts). */
  readonly registerShare: number;
  /** The share who invite a friend (who registers with their referral code and verifies). */
  readonly referShare: number;
  /** The share who stake while the raffle is open, spread over the period (the rest of the stakers rush). */
  readonly spreadStakeShare: number;
  /** The share who stake in the last minute before the raffle closes. */
  readonly rushStakeShare: number;
  /** The share who submit a challenge answer. */
  readonly challengeShare: number;
  /** The most wrong answers a player gives to one question before the right one (0 to 3). */
  readonly maxWrongTries: number;
  /** How many chests each player opens (at most the event's). */
  readonly chests: number;
}

/** The crowd of `npm run rehearse` unless told otherwise. */
export const DEFAULT_CROWD: CrowdShape = {
  registerShare: 0.1,
  referShare: 0.05,
  spreadStakeShare: 0.25,
  rushStakeShare: 0.65,
  challengeShare: 0.3,
  maxWrongTries: 2,
  chests: 2,
};

/** When and how one player stakes. */
export type StakeTiming = 'spread' | 'rush' | 'none';

/** What one virtual player will do in the rehearsal. */
export interface VirtualPlayerPlan {
  readonly index: number;
  /** Registers and verifies during the storm instead of logging in to an existing account. */
  readonly registers: boolean;
  /** When, within the login storm's window, the player arrives (0 to 1 of the window). */
  readonly arrivesAt: number;
  /** Wrong answers before the right one, for each question of each chest opened. */
  readonly wrongTries: readonly (readonly number[])[];
  readonly invitesFriend: boolean;
  readonly stakeTiming: StakeTiming;
  /** When, within its stake window, the player stakes (0 to 1 of the window). */
  readonly stakesAt: number;
  readonly submitsChallenge: boolean;
}

/** Questions in a chest (spec section 3). */
const QUESTIONS_PER_CHEST = 3;

/**
 * A seeded source of numbers in [0, 1) (mulberry32): the same seed, the same sequence. Pure apart from its
 * own state.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Player `index`'s plan in the crowd of `seed`. Deterministic; independent of the other players'. Pure. */
export function planVirtualPlayer(seed: number, index: number, crowd: CrowdShape = DEFAULT_CROWD): VirtualPlayerPlan {
  const random = seededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const registers = random() < crowd.registerShare;
  const arrivesAt = random();
  const maxWrong = Math.max(0, Math.min(QUESTIONS_PER_CHEST, Math.floor(crowd.maxWrongTries)));
  const wrongTries = Array.from({ length: Math.max(0, crowd.chests) }, () =>
    Array.from({ length: QUESTIONS_PER_CHEST }, () => Math.floor(random() * (maxWrong + 1))),
  );
  const invitesFriend = random() < crowd.referShare;
  const stakeDraw = random();
  const stakeTiming: StakeTiming =
    stakeDraw < crowd.spreadStakeShare ? 'spread' : stakeDraw < crowd.spreadStakeShare + crowd.rushStakeShare ? 'rush' : 'none';
  const stakesAt = random();
  const submitsChallenge = random() < crowd.challengeShare;
  return { index, registers, arrivesAt, wrongTries, invitesFriend, stakeTiming, stakesAt, submitsChallenge };
}

/**
 * The answer a player gives next to a question: while `wrongTriesLeft` is above 0, a wrong choice not tried
 * yet (when the right one is known and a wrong one is left); then the right one. When the right answer is not
 * known (the server judges), the first choice not tried yet. Null when every choice was tried. Pure.
 */
export function nextAnswer(
  choices: readonly string[],
  tried: readonly string[],
  wrongTriesLeft: number,
  correct: string | null,
): string | null {
  const untried = choices.filter((choice) => !tried.includes(choice));
  if (untried.length === 0) return null;
  if (correct === null || !untried.includes(correct)) return untried[0]!;
  const wrong = untried.filter((choice) => choice !== correct);
  return wrongTriesLeft > 0 && wrong.length > 0 ? wrong[0]! : correct;
}

/** One stake of a plan: coins on an item. */
export interface PlannedStake {
  readonly itemId: number;
  readonly coins: number;
}

/**
 * How a player spreads `coins` over the open items: one to three items drawn with `random`, every coin of
 * `coins` staked, each item at least one coin. Empty when there are no coins or no items. Pure apart from
 * `random`.
 */
export function planStakes(coins: number, itemIds: readonly number[], random: RandomSource): PlannedStake[] {
  const whole = Math.max(0, Math.floor(coins));
  if (whole === 0 || itemIds.length === 0) return [];
  const pool = [...new Set(itemIds)];
  const count = Math.min(pool.length, whole, 1 + Math.floor(random() * 3));
  const chosen: number[] = [];
  for (let pick = 0; pick < count; pick += 1) {
    const at = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    chosen.push(pool.splice(at, 1)[0]!);
  }
  // One coin each, then the rest where `random` puts it.
  const stakes = chosen.map((itemId) => ({ itemId, coins: 1 }));
  for (let left = whole - count; left > 0; left -= 1) {
    stakes[Math.min(stakes.length - 1, Math.floor(random() * stakes.length))]!.coins += 1;
  }
  return stakes;
}

/** Player `index`'s challenge answer: a Google Docs link of its own, valid by core's rule. Pure. */
export function challengeLinkFor(index: number): string {
  const link = `https://docs.google.com/document/d/rehearsal-${Math.max(0, Math.floor(index))}/edit`;
  if (validateChallengeLink(link) !== null) throw new Error(`not a valid challenge link: ${link}`);
  return link;
}

/**
 * What a process of virtual players reports at the end of a rehearsal (issue 33), the one shape both sides of
 * the process boundary read: the players' process (adapters' examples) writes it, the rehearsal (the server's
 * bench) merges the processes' reports and takes the percentiles.
 */
export interface VirtualPlayersReport {
  /** Every call's latencies (ms) and answers by status, keyed `<phase>\u0000<call>`. */
  calls: { key: string; latencies: number[]; statuses: Record<string, number> }[];
  /** coin_change latencies (ms) of the events sent while the player's socket was registered, and how many of those. */
  coinChange: { latencies: number[]; expected: number; notConnected: number };
  raffleTotals: { latencies: number[] };
  resultsPublished: number;
  eventLoopLagMs: { p50: number; p99: number; max: number };
  cpuMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  connectedPlayers: number;
  /** RSS before the players were made. */
  rssAtStartBytes: number;
}

/**
 * A phase of a rehearsal as one process of virtual players saw it: how long, who did what, and every failure's
 * reason counted. The players' process sends it at each phase's end and the rehearsal merges the processes'.
 */
export interface VirtualPlayersPhaseOutcome<PhaseName extends string = string> {
  phase: PhaseName;
  seconds: number;
  attempted: number;
  done: number;
  failures: Record<string, number>;
  /** Per player, from the step's start to its end (the storm: arrival to a live socket), ms. */
  steps: number[];
  extra?: Record<string, number | string>;
}
