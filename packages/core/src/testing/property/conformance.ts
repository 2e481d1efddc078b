import fc from 'fast-check';
import type { GatedFeature } from '../../contract/endpoints.js';
import { GAME_NOT_STARTED } from '../../contract/timestamps.schema.js';
import type { GameApi } from '../../ports/game-api.port.js';
import { RAFFLE_COOLDOWN_MS } from '../../rules/constants.js';
import { GAME_PERIODS } from '../../rules/period/game-period.js';
import { chestQuizCommandsArb, readChestQuizModel } from './chest-quiz.commands.js';
import {
  ConformanceViolation,
  describeOutcome,
  expectRule,
  featureOpenAt,
  logIn,
  outcomeOf,
  type ConformanceRule,
  type ConformanceSession,
  type ConformanceTarget,
  type Wait,
} from './conformance-session.js';
import { periodBounds } from './domain-arbitraries.js';
import { readStakeLedgerModel, stakeLedgerCommandsArb } from './stake-ledger.commands.js';

/** The properties of the conformance suite, in the order they run. */
export const CONFORMANCE_PROPERTIES = ['stakeLedger', 'chestQuiz', 'stakeCooldown', 'periodGates'] as const;
export type ConformancePropertyName = (typeof CONFORMANCE_PROPERTIES)[number];

export interface ConformanceOptions {
  /** Runs per property (default 20). Each run opens a fresh session, so against a remote server keep it low. */
  readonly numRuns?: number;
  /** The seed, to replay a failure exactly (the report names the seed of each property). */
  readonly seed?: number;
  /** The properties to check (default all). */
  readonly properties?: readonly ConformancePropertyName[];
  /** Lets the suite wait out a remote server's login rate limit; without it a limited login fails the run. */
  readonly wait?: Wait;
  /** Heard after each property, to print progress. */
  readonly onProperty?: (report: ConformancePropertyReport) => void;
}

/** How one property came out. A failure carries the shrunk counterexample and the rule it broke. */
export interface ConformancePropertyReport {
  readonly name: ConformancePropertyName;
  readonly title: string;
  readonly status: 'passed' | 'failed' | 'skipped';
  /** Runs made (up to and including the first failure). */
  readonly runs: number;
  /** Why the property was skipped. */
  readonly reason?: string;
  /** The broken rule's id, or null when the run failed otherwise (an exception, a broken contract). */
  readonly rule?: ConformanceRule | null;
  readonly message?: string;
  /** The shrunk counterexample, as fast-check prints it. */
  readonly counterexample?: string;
  /** Replays the failure: `{ seed, path }` given to fast-check, or `--seed` and `--path` to the command line. */
  readonly seed?: number;
  readonly path?: string;
  readonly shrinks?: number;
}

export interface ConformanceReport {
  readonly passed: boolean;
  readonly properties: readonly ConformancePropertyReport[];
}

const TITLES: Record<ConformancePropertyName, string> = {
  stakeLedger: 'stake ledger model: coins never created or lost, no stake beyond the balance, refusals change nothing',
  chestQuiz: 'chest quiz model: answers scored in order, a chest pays at most once and at most 9 coins',
  stakeCooldown: 'a stake starts a 30-minute cooldown that ends at its end exactly',
  periodGates: 'every gated call answers 409 exactly when its feature is closed in the period now',
};

/** What the suite learns from one probing login: which properties can run against this implementation now. */
interface Probe {
  readonly raffleOpen: boolean;
  readonly learnOpen: boolean;
  readonly movesClock: boolean;
}

async function probe(target: ConformanceTarget, wait: Wait | undefined): Promise<Probe> {
  return withSession(target, async (session) => {
    const { timestamps } = (await logIn(session, wait)).data;
    return {
      raffleOpen: featureOpenAt(timestamps, 'raffle', session.now()) === true,
      learnOpen: featureOpenAt(timestamps, 'learn', session.now()) === true,
      movesClock: session.setNow !== undefined,
    };
  });
}

async function withSession<T>(target: ConformanceTarget, use: (session: ConformanceSession) => Promise<T>): Promise<T> {
  const session = await target();
  try {
    return await use(session);
  } finally {
    await session.dispose?.();
  }
}

function skipReason(name: ConformancePropertyName, found: Probe): string | null {
  if ((name === 'stakeLedger' || name === 'stakeCooldown') && !found.raffleOpen) return 'the raffle is closed in the period now';
  if (name === 'chestQuiz' && !found.learnOpen) return 'Learn and Earn is closed in the period now';
  if (name === 'stakeCooldown' && !found.movesClock) return "the target cannot move the server's clock (setNow)";
  return null;
}

/** The stake ledger model run: a fresh player, a generated sequence of stake submissions. */
function stakeLedgerProperty(target: ConformanceTarget, wait: Wait | undefined) {
  return fc.asyncProperty(stakeLedgerCommandsArb(), (commands) =>
    withSession(target, async (session) => {
      await logIn(session, wait);
      const model = await readStakeLedgerModel(session);
      await fc.asyncModelRun(() => ({ model, real: { session } }), commands);
    }),
  );
}

/** The chest quiz model run: a fresh player, a generated sequence of answers, plays and payouts. */
function chestQuizProperty(target: ConformanceTarget, wait: Wait | undefined) {
  return fc.asyncProperty(chestQuizCommandsArb(), (commands) =>
    withSession(target, async (session) => {
      const login = await logIn(session, wait);
      const model = await readChestQuizModel(session, login.data.user.chests_submitted);
      if (model === null) throw new Error("the player's login has no fresh chest to play: the session must start from nothing played");
      await fc.asyncModelRun(() => ({ model, real: { session } }), commands);
    }),
  );
}

/**
 * The cooldown: a stake that changes something is accepted, a change any time within the next 30 minutes is
 * refused with 429 (and a `Retry-After` no longer than what is left), and one at the end exactly is accepted.
 */
function stakeCooldownProperty(target: ConformanceTarget, wait: Wait | undefined) {
  const arbitraries = [fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: RAFFLE_COOLDOWN_MS - 1 })] as const;
  return fc.asyncProperty(...arbitraries, (coins, elapsedMs) =>
    withSession(target, async (session) => {
      await logIn(session, wait);
      const model = await readStakeLedgerModel(session);
      const itemId = model.itemIds[0];
      if (itemId === undefined || model.balance < coins) throw new Error('the fresh player needs an item and a few coins to stake');
      const stake = (extra: number) => outcomeOf(session.api.submitStakes({ staked_items: [{ item_id: itemId, coins: (model.staked[itemId] ?? 0) + extra }], total_coins: 0 }));
      const startedAt = session.now();
      const first = await stake(coins);
      expectRule(first.ok, 'STAKE.COOLDOWN', () => `a first stake of ${coins} coins was ${describeOutcome(first)}`);

      await session.setNow!(startedAt + elapsedMs);
      const during = await stake(coins + 1);
      expectRule(!during.ok && during.kind === 'rateLimited', 'STAKE.COOLDOWN', () => `${elapsedMs} ms after a stake, another was ${describeOutcome(during)}`);
      const left = Math.ceil((RAFFLE_COOLDOWN_MS - elapsedMs) / 1000);
      if (!during.ok && during.retryAfterSeconds !== null) {
        expectRule(during.retryAfterSeconds <= left, 'STAKE.COOLDOWN', () => `${elapsedMs} ms after a stake, Retry-After is ${during.retryAfterSeconds} s, more than the ${left} s left`);
      }

      await session.setNow!(startedAt + RAFFLE_COOLDOWN_MS);
      const after = await stake(coins + 1);
      expectRule(after.ok, 'STAKE.COOLDOWN', () => `30 minutes after a stake, another was ${describeOutcome(after)}`);
    }),
  );
}

/** A call of each gated feature that a fresh player may make without changing the game when it is open. */
const GATED_CALLS: Readonly<Record<string, { feature: GatedFeature; call(api: GameApi): Promise<unknown> }>> = {
  getRaffleItems: { feature: 'raffle', call: (api) => api.getRaffleItems() },
  submitNoStakes: { feature: 'raffle', call: (api) => api.submitStakes({ staked_items: [], total_coins: 0 }) },
  getChests: { feature: 'learn', call: (api) => api.getChests() },
  submitUnplayedChest: { feature: 'learn', call: (api) => api.submitChest({ chest_id: 1, amount: 0 }) },
  getBusinesses: { feature: 'businesses', call: (api) => api.getBusinesses() },
  updateMeetup: { feature: 'businesses', call: (api) => api.updateMeetup({ attend_meeting: true }) },
  getResults: { feature: 'results', call: (api) => api.getResults() },
};

/**
 * The period gates: a gated call answers 409 when its feature is closed in the period now and never when open.
 * With a target that moves the clock, each run first moves it into a generated period of the event (as a fresh
 * login describes it); otherwise the calls are checked in the period now.
 */
function periodGatesProperty(target: ConformanceTarget, wait: Wait | undefined) {
  const place = fc.option(fc.tuple(fc.constantFrom(...GAME_PERIODS), fc.double({ min: 0.05, max: 0.95, noNaN: true })), { nil: null, freq: 5 });
  return fc.asyncProperty(fc.constantFrom(...Object.keys(GATED_CALLS)), place, (callName, where) =>
    withSession(target, async (session) => {
      let login = await logIn(session, wait);
      if (where !== null && session.setNow && login.data.timestamps !== GAME_NOT_STARTED) {
        const [start, end] = periodBounds(login.data.timestamps, where[0]);
        await session.setNow(Math.round(start + (end - start) * where[1]));
        login = await logIn(session, wait);
      }
      const gated = GATED_CALLS[callName]!;
      const now = session.now();
      const open = featureOpenAt(login.data.timestamps, gated.feature, now);
      if (open === null) return;
      const outcome = await outcomeOf(gated.call(session.api) as Promise<{ data: unknown }>);
      const closedAnswer = !outcome.ok && outcome.kind === 'conflict';
      expectRule(closedAnswer === !open, 'PERIOD.GATE', () => `${callName} (${gated.feature}) at ${new Date(now).toISOString()}, when ${gated.feature} is ${open ? 'open' : 'closed'}, was ${describeOutcome(outcome)}`);
    }),
  );
}

/** Runs one property with fast-check and reports it. */
async function checkProperty(name: ConformancePropertyName, target: ConformanceTarget, wait: Wait | undefined, parameters: { numRuns: number; seed?: number }): Promise<ConformancePropertyReport> {
  const title = TITLES[name];
  switch (name) {
    case 'stakeLedger':
      return reportOf(name, title, await fc.check(stakeLedgerProperty(target, wait), parameters));
    case 'chestQuiz':
      return reportOf(name, title, await fc.check(chestQuizProperty(target, wait), parameters));
    case 'stakeCooldown':
      return reportOf(name, title, await fc.check(stakeCooldownProperty(target, wait), parameters));
    case 'periodGates':
      return reportOf(name, title, await fc.check(periodGatesProperty(target, wait), parameters));
  }
}

/**
 * Checks any `GameApi` against the game's rules with fast-check: the stake ledger and chest quiz models, the
 * cooldown and the period gates, each run from fresh sessions of `target`. A failing property reports the rule
 * it broke and its shrunk counterexample. A property that cannot run now (its feature closed, no clock to move)
 * is skipped with the reason. Resolves the report; never throws for a broken implementation.
 */
export async function checkGameApiConformance(target: ConformanceTarget, options: ConformanceOptions = {}): Promise<ConformanceReport> {
  const { numRuns = 20, seed, wait } = options;
  const found = await probe(target, wait);
  const reports: ConformancePropertyReport[] = [];
  for (const name of options.properties ?? CONFORMANCE_PROPERTIES) {
    const reason = skipReason(name, found);
    const report: ConformancePropertyReport =
      reason !== null
        ? { name, title: TITLES[name], status: 'skipped', runs: 0, reason }
        : await checkProperty(name, target, wait, { numRuns, ...(seed === undefined ? {} : { seed }) });
    reports.push(report);
    options.onProperty?.(report);
  }
  return { passed: reports.every((report) => report.status !== 'failed'), properties: reports };
}

function reportOf<Values>(name: ConformancePropertyName, title: string, details: fc.RunDetails<Values>): ConformancePropertyReport {
  if (!details.failed) return { name, title, status: 'passed', runs: details.numRuns };
  const error = details.errorInstance;
  return {
    name,
    title,
    status: 'failed',
    runs: details.numRuns,
    rule: error instanceof ConformanceViolation ? error.rule : null,
    message: error instanceof Error ? error.message : details.interrupted ? 'interrupted' : details.counterexample === null ? 'too many skipped runs' : 'a value that is not an Error was thrown',
    counterexample: details.counterexample === null ? '' : fc.stringify(details.counterexample),
    seed: details.seed,
    path: details.counterexamplePath ?? '',
    shrinks: details.numShrinks,
  };
}

/** The report as text, one block per property, for a terminal or a test failure. */
export function formatConformanceReport(report: ConformanceReport): string {
  const lines = report.properties.map((property) => {
    const head = `${property.status === 'passed' ? 'PASS' : property.status === 'failed' ? 'FAIL' : 'SKIP'} ${property.name}: ${property.title}`;
    if (property.status === 'passed') return `${head} (${property.runs} runs)`;
    if (property.status === 'skipped') return `${head}\n     skipped: ${property.reason}`;
    return [
      head,
      `     broke: ${property.message}`,
      `     counterexample (after ${property.shrinks} shrinks): ${property.counterexample}`,
      `     replay: seed ${property.seed}, path "${property.path}"`,
    ].join('\n');
  });
  return [...lines, report.passed ? 'conformant' : 'NOT conformant'].join('\n');
}
