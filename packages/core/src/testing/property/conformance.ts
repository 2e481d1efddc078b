import fc from 'fast-check';
import type { GatedFeature } from '../../contract/endpoints.js';
import { GAME_NOT_STARTED } from '../../contract/timestamps.schema.js';
import type { GameApi } from '../../ports/game-api.port.js';
import { RAFFLE_COOLDOWN_MS } from '../../rules/constants.js';
import { GAME_PERIODS, type GamePeriod } from '../../rules/period/game-period.js';
import { chestQuizCommandsArb, PlayChestCommand, readChestQuizModel, SubmitChestCommand, type ChestQuizModel, type ChestQuizReal } from './chest-quiz.commands.js';
import { featureOpen, NotRun, openForMs, openSession, runInPeriod, type OpenedSession, type PeriodPolicy, type PeriodWanted } from './conformance-periods.js';
import {
  ConformanceViolation,
  describeOutcome,
  expectRule,
  featureOpenAt,
  logIn,
  outcomeOf,
  type ConformanceRule,
  type ConformanceTarget,
  type Wait,
} from './conformance-session.js';
import { periodBounds } from './domain-arbitraries.js';
import { readStakeLedgerModel, stakeLedgerCommandsArb, SubmitStakesCommand, type StakeLedgerModel, type StakeLedgerReal } from './stake-ledger.commands.js';

/** The properties of the conformance suite, in the order they are reported. */
export const CONFORMANCE_PROPERTIES = ['stakeLedger', 'chestQuiz', 'stakeCooldown', 'periodGates'] as const;
export type ConformancePropertyName = (typeof CONFORMANCE_PROPERTIES)[number];

/** The longest the suite waits for a period by default: one demo cycle (10 minutes) and a margin. */
export const CONFORMANCE_MAX_PERIOD_WAIT_MS = 11 * 60_000;

export interface ConformanceOptions {
  /** Generated runs per property (default 20), after its targeted ones. Each run opens a fresh session, so against a remote server keep it low. */
  readonly numRuns?: number;
  /** The seed, to replay a failure exactly (the report names the seed of each property). */
  readonly seed?: number;
  /**
   * With `seed`, replays one failure exactly: the `path` the report printed. Only with `properties` naming the
   * one property that failed (a path belongs to one property's runs).
   */
  readonly path?: string;
  /** The properties to check (default all). */
  readonly properties?: readonly ConformancePropertyName[];
  /**
   * Lets the suite wait in real time: out the server's login limit (`Retry-After` of a 429 or a 503), and for a
   * period to come (the chests open only in preGame, the gates are checked in two periods). Without it a limited
   * login fails the run, and a target without `setNow` checks only what the period now allows.
   */
  readonly wait?: Wait;
  /** The longest wait for a period (default {@link CONFORMANCE_MAX_PERIOD_WAIT_MS}). */
  readonly maxPeriodWaitMs?: number;
  /** Heard after each property, to print progress. */
  readonly onProperty?: (report: ConformancePropertyReport) => void;
  /** Heard when the suite waits for a period, or runs something again because its period ended under it. */
  readonly onNote?: (text: string) => void;
}

/** How one property came out. A failure carries the shrunk counterexample and the rule it broke. */
export interface ConformancePropertyReport {
  readonly name: ConformancePropertyName;
  readonly title: string;
  /** `skipped`: not run, for `reason` (its feature closed, its period ending under it, no clock to move). */
  readonly status: 'passed' | 'failed' | 'skipped';
  /** Runs made (up to and including the first failure), the targeted ones included. */
  readonly runs: number;
  /** The game periods its runs were made in. */
  readonly periods: readonly GamePeriod[];
  /** Why the property was not run. */
  readonly reason?: string;
  /** What a passed property could not check against this target. */
  readonly notes?: readonly string[];
  /** The broken rule's id, or null when the run failed otherwise (an exception, a broken contract). */
  readonly rule?: ConformanceRule | null;
  readonly message?: string;
  /** The shrunk counterexample, as fast-check prints it. */
  readonly counterexample?: string;
  /** Replays the failure: `{ seed, path, properties: [name] }`, or `--only name --seed S --path P` to the command line. */
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
  stakeCooldown: 'a stake starts a 30-minute cooldown: answered 429 with its Retry-After, over at its end exactly',
  periodGates: 'every gated call answers 409 exactly when its feature is closed in the period now',
};

/** The time a run needs left in its period: a login (perhaps waiting out the limit) comes first, then a few calls. */
const RUN_NEEDS_MS = 20_000;

/**
 * The time a property's runs take against a remote server, about: a login each, and the login limit. A property
 * whose feature closes sooner is left for its next period (the demo's chests, started late in pre-game).
 */
const PROPERTY_NEEDS_MS = 2 * 60_000;

/** One property's check: its context, what it found out, and the runs it made. */
interface PropertyRun {
  readonly target: ConformanceTarget;
  readonly policy: PeriodPolicy;
  readonly periods: Set<GamePeriod>;
  readonly notes: Set<string>;
  notRun: string | null;
}

/**
 * A run of a property, made in a period `wanted` accepts; when none comes, the property is marked not run and
 * the remaining runs pass at once.
 */
async function inPeriod(run: PropertyRun, wanted: PeriodWanted, body: (opened: OpenedSession) => Promise<void>): Promise<void> {
  if (run.notRun !== null) return;
  try {
    await runInPeriod(run.target, wanted, run.policy, run.periods, body);
  } catch (error) {
    if (!(error instanceof NotRun)) throw error;
    run.notRun = error.message;
  }
}

/** Commands as one value that fast-check prints as it prints `fc.commands`: `[a,b,c]`. */
function commandList<Model extends object, Real>(...commands: fc.AsyncCommand<Model, Real>[]): Iterable<fc.AsyncCommand<Model, Real>> {
  const list: Iterable<fc.AsyncCommand<Model, Real>> & { [fc.toStringMethod]: () => string } = {
    [Symbol.iterator]: () => commands[Symbol.iterator](),
    [fc.toStringMethod]: () => commands.map(String).join(','),
  };
  return list;
}

/**
 * The stake ledger model run: a fresh player, a sequence of stake submissions. The targeted run first: one coin
 * staked (its answer's remaining balance checked), then a change at once (the cooldown's 429).
 */
function stakeLedgerProperty(run: PropertyRun) {
  const targeted = commandList<StakeLedgerModel, StakeLedgerReal>(new SubmitStakesCommand([{ item: 0, coins: 1 }]), new SubmitStakesCommand([{ item: 0, coins: 2 }]));
  const property = fc.asyncProperty(stakeLedgerCommandsArb(), (commands) =>
    inPeriod(run, featureOpen('raffle', RUN_NEEDS_MS), async ({ session }) => {
      const model = await readStakeLedgerModel(session);
      await fc.asyncModelRun(() => ({ model, real: { session } }), commands);
    }),
  );
  return { property, examples: [[targeted]] as [Iterable<fc.AsyncCommand<StakeLedgerModel, StakeLedgerReal>>][] };
}

/**
 * The chest quiz model run: a fresh player, a sequence of answers, plays and payouts. The targeted run first: a
 * chest played to the end, its coins asked, then asked again (paid once only).
 */
function chestQuizProperty(run: PropertyRun) {
  const targeted = commandList<ChestQuizModel, ChestQuizReal>(new PlayChestCommand(0, [0, 0, 0]), new SubmitChestCommand(0, 0), new SubmitChestCommand(0, 0));
  const property = fc.asyncProperty(chestQuizCommandsArb(), (commands) =>
    inPeriod(run, featureOpen('learn', RUN_NEEDS_MS), async ({ session, login }) => {
      const model = await readChestQuizModel(session, login.data.user.chests_submitted);
      if (model === null) throw new Error("the player's login has no fresh chest to play: the session must start from nothing played");
      await fc.asyncModelRun(() => ({ model, real: { session } }), commands);
    }),
  );
  return { property, examples: [[targeted]] as [Iterable<fc.AsyncCommand<ChestQuizModel, ChestQuizReal>>][] };
}

const COOLDOWN_END_NOTE = "the cooldown's end was not checked: the target cannot move the server's clock (setNow)";

/**
 * The cooldown, through its answers: a stake that changes something is accepted; a change any time within the
 * next 30 minutes is refused with 429 and a `Retry-After` of what is left (at most, and at least less the time
 * the calls took); one at the end exactly is accepted. Without `setNow` the second stake follows at once and
 * the end is not checked. The targeted run first: a change at once.
 */
function stakeCooldownProperty(run: PropertyRun) {
  const arbitraries = [fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: RAFFLE_COOLDOWN_MS - 1 })] as const;
  const property = fc.asyncProperty(...arbitraries, (coins, elapsedMs) =>
    inPeriod(run, featureOpen('raffle', RUN_NEEDS_MS), async ({ session }) => {
      const model = await readStakeLedgerModel(session);
      const itemId = model.itemIds[0];
      if (itemId === undefined || model.balance < coins + 1) throw new Error('the fresh player needs an item and a few coins to stake');
      const stake = (extra: number) => outcomeOf(session.api.submitStakes({ staked_items: [{ item_id: itemId, coins: (model.staked[itemId] ?? 0) + extra }], total_coins: 0 }));
      const startedAt = session.now();
      const first = await stake(coins);
      expectRule(first.ok, 'STAKE.COOLDOWN', () => `a first stake of ${coins} coins was ${describeOutcome(first)}`);

      const moves = session.setNow !== undefined;
      if (moves) await session.setNow!(startedAt + elapsedMs);
      const during = await stake(coins + 1);
      const elapsed = moves ? elapsedMs : session.now() - startedAt;
      expectRule(!during.ok && during.kind === 'rateLimited', 'STAKE.COOLDOWN', () => `${elapsed} ms after a stake, another was ${describeOutcome(during)}`);
      const left = Math.ceil((RAFFLE_COOLDOWN_MS - elapsed) / 1000);
      if (!during.ok) {
        const retryAfter = during.retryAfterSeconds;
        expectRule(retryAfter !== null, 'STAKE.COOLDOWN', () => `${elapsed} ms after a stake, the 429 has no Retry-After`);
        // The first stake's instant is the server's, somewhere in the calls' time: what is left is known within it.
        const slack = moves ? 1 : Math.ceil(elapsed / 1000) + 1;
        expectRule(retryAfter! <= left + (moves ? 0 : 1) && retryAfter! >= left - slack, 'STAKE.COOLDOWN', () => `${elapsed} ms after a stake, Retry-After is ${retryAfter} s, not the ${left} s left`);
      }
      if (!moves) {
        run.notes.add(COOLDOWN_END_NOTE);
        return;
      }
      await session.setNow!(startedAt + RAFFLE_COOLDOWN_MS);
      const after = await stake(coins + 1);
      expectRule(after.ok, 'STAKE.COOLDOWN', () => `30 minutes after a stake, another was ${describeOutcome(after)}`);
    }),
  );
  return { property, examples: [[1, 0]] as [number, number][] };
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

/** Makes every gated call in the session's period and checks each answer: 409 exactly when its feature is closed. */
async function checkGates({ session, login }: OpenedSession): Promise<void> {
  for (const [callName, gated] of Object.entries(GATED_CALLS)) {
    const now = session.now();
    const open = featureOpenAt(login.data.timestamps, gated.feature, now);
    if (open === null) continue;
    const outcome = await outcomeOf(gated.call(session.api) as Promise<{ data: unknown }>);
    const closedAnswer = !outcome.ok && outcome.kind === 'conflict';
    expectRule(closedAnswer === !open, 'PERIOD.GATE', () => `${callName} (${gated.feature}) at ${new Date(now).toISOString()}, when ${gated.feature} is ${open ? 'open' : 'closed'}, was ${describeOutcome(outcome)}`);
  }
}

/** Any period, with time to make every gated call in it. */
const anyPeriod = (except: GamePeriod | null): PeriodWanted => ({
  accepts: (period) => period !== except,
  description: except === null ? 'a period' : `a period other than ${except}`,
  minLeftMs: RUN_NEEDS_MS,
});

/**
 * The period gates, with a target that moves the clock: each run moves it into a period of the event (as a
 * fresh login describes it), every period's middle first, then generated instants, and makes every gated call.
 */
function periodGatesProperty(run: PropertyRun) {
  const place = fc.tuple(fc.constantFrom(...GAME_PERIODS), fc.double({ min: 0.05, max: 0.95, noNaN: true }));
  const property = fc.asyncProperty(place, ([period, fraction]) =>
    inPeriod(run, anyPeriod(null), async (opened) => {
      const { session } = opened;
      if (opened.login.data.timestamps === GAME_NOT_STARTED) return checkGates(opened);
      const [start, end] = periodBounds(opened.login.data.timestamps, period);
      await session.setNow!(Math.round(start + (end - start) * fraction));
      const login = await logIn(session, run.policy.loginWait);
      run.periods.add(period);
      await checkGates({ session, login, period });
    }),
  );
  return { property, examples: GAME_PERIODS.map((period) => [[period, 0.5]] as [[GamePeriod, number]]) };
}

/** The gates of a target whose clock only time moves: checked in the period now, and later in another one. */
interface GatePasses {
  readonly run: PropertyRun;
  except: GamePeriod | null;
  runs: number;
  failure: unknown;
  over: boolean;
}

/**
 * One pass of the gates of a target whose clock only time moves: every gated call in the period now (the first
 * pass) or in a period other than the first pass's (the second, waiting for it), so that each gate is seen both
 * open and closed where the event allows.
 */
async function gatesPass(gates: GatePasses): Promise<void> {
  if (gates.over) return;
  try {
    await runInPeriod(gates.run.target, anyPeriod(gates.except), gates.run.policy, gates.run.periods, async (opened) => {
      gates.runs += 1;
      await checkGates(opened);
      gates.except = opened.period;
    });
  } catch (error) {
    gates.over = true;
    if (!(error instanceof NotRun)) gates.failure = error;
    else if (gates.runs === 0) gates.run.notRun = error.message;
    else gates.run.notes.add(`the gates were not checked in a second period: ${error.message}`);
  }
}

function gatesReport(gates: GatePasses): ConformancePropertyReport {
  if (gates.failure === null) return finished('periodGates', gates.run, gates.runs);
  return { ...failureReport('periodGates', gates.failure, gates.runs), periods: [...gates.run.periods] };
}

/** Whether the target moves its clock: asked of one session, then released. */
async function movesClock(target: ConformanceTarget): Promise<boolean> {
  const session = await target();
  try {
    return session.setNow !== undefined;
  } finally {
    await session.dispose?.();
  }
}

/** Runs one property and reports it. */
async function checkProperty(name: ConformancePropertyName, run: PropertyRun, parameters: { numRuns: number; seed?: number; path?: string }): Promise<ConformancePropertyReport> {
  const details = await (async () => {
    switch (name) {
      case 'stakeLedger': {
        const { property, examples } = stakeLedgerProperty(run);
        return fc.check(property, { ...parameters, examples });
      }
      case 'chestQuiz': {
        const { property, examples } = chestQuizProperty(run);
        return fc.check(property, { ...parameters, examples });
      }
      case 'stakeCooldown': {
        const { property, examples } = stakeCooldownProperty(run);
        return fc.check(property, { ...parameters, examples });
      }
      case 'periodGates': {
        const { property, examples } = periodGatesProperty(run);
        return fc.check(property, { ...parameters, examples });
      }
    }
  })();
  if (details.failed) {
    return {
      ...failureReport(name, details.errorInstance ?? null, details.numRuns, details.interrupted ? 'interrupted' : 'too many skipped runs'),
      periods: [...run.periods],
      counterexample: details.counterexample === null ? '' : fc.stringify(details.counterexample),
      seed: details.seed,
      path: details.counterexamplePath ?? '',
      shrinks: details.numShrinks,
    };
  }
  return finished(name, run, details.numRuns);
}

/** A property that did not fail: passed, or not run when its period never came. */
function finished(name: ConformancePropertyName, run: PropertyRun, runs: number): ConformancePropertyReport {
  const base = { name, title: TITLES[name], periods: [...run.periods] };
  if (run.notRun !== null) return { ...base, status: 'skipped', runs: 0, reason: `not run: ${run.notRun}` };
  return { ...base, status: 'passed', runs, ...(run.notes.size > 0 ? { notes: [...run.notes] } : {}) };
}

function failureReport(name: ConformancePropertyName, error: unknown, runs: number, otherwise = 'a value that is not an Error was thrown'): Omit<ConformancePropertyReport, 'periods'> {
  return {
    name,
    title: TITLES[name],
    status: 'failed',
    runs,
    rule: error instanceof ConformanceViolation ? error.rule : null,
    message: error instanceof Error ? error.message : otherwise,
  };
}

/** The feature each property needs open, to run first those the period now allows. */
const NEEDS: Record<ConformancePropertyName, GatedFeature | null> = { stakeLedger: 'raffle', chestQuiz: 'learn', stakeCooldown: 'raffle', periodGates: null };

/**
 * Checks any `GameApi` against the game's rules with fast-check: the stake ledger and chest quiz models, the
 * cooldown and the period gates, each run from fresh sessions of `target`, each property's targeted runs (the
 * known kinds of defect) before its generated ones. A failing property reports the rule it broke and its shrunk
 * counterexample. Each run is made in a period where what it checks is open, moving the target's clock or
 * waiting for it (`wait`); a run whose period ends under it is made again, and a property whose period does not
 * come is reported as not run, with the reason. Resolves the report; never throws for a broken implementation.
 * @throws Error when `path` is given without `seed` and exactly one property.
 */
export async function checkGameApiConformance(target: ConformanceTarget, options: ConformanceOptions = {}): Promise<ConformanceReport> {
  const { numRuns = 20, seed, path, wait } = options;
  const names = options.properties ?? CONFORMANCE_PROPERTIES;
  if (path !== undefined && (seed === undefined || names.length !== 1)) throw new Error('`path` replays one failure: give it with its `seed` and the one property that failed');
  const note = options.onNote ?? (() => undefined);
  const loginWait: Wait | undefined = wait && (async (ms) => {
    note(`the server limits logins: waiting ${Math.ceil(ms / 1000)} s`);
    await wait(ms);
  });
  const policy: PeriodPolicy = { ...(wait ? { wait } : {}), ...(loginWait ? { loginWait } : {}), maxWaitMs: options.maxPeriodWaitMs ?? CONFORMANCE_MAX_PERIOD_WAIT_MS, note };
  const moves = await movesClock(target);
  const newRun = (): PropertyRun => ({ target, policy, periods: new Set(), notes: new Set(), notRun: null });
  const reports = new Map<ConformancePropertyName, ConformancePropertyReport>();
  const heard = (report: ConformancePropertyReport) => {
    reports.set(report.name, report);
    options.onProperty?.(report);
  };
  // What the period now allows: a target that cannot be reached or logged into fails here, before any property.
  const probe = moves
    ? null
    : await openSession(target, anyPeriod(null), policy).then(
        async ({ session, login }) => {
          const now = session.now();
          await session.dispose?.();
          return { timestamps: login.data.timestamps, now };
        },
        (error: unknown) => {
          if (error instanceof NotRun) return null;
          throw error;
        },
      );
  // A target whose clock only time moves has its gates checked first in the period now, and later in another.
  const gates: GatePasses | null = !moves && names.includes('periodGates') ? { run: newRun(), except: null, runs: 0, failure: null, over: false } : null;
  if (gates) await gatesPass(gates);
  // First the properties whose feature is open now long enough, those whose feature closes soonest first; then
  // the gates' second pass; then the properties that wait for their period.
  const openFor = (name: ConformancePropertyName) => {
    const feature = NEEDS[name];
    return probe === null || feature === null ? Number.POSITIVE_INFINITY : openForMs(probe.timestamps, feature, probe.now);
  };
  const properties = names.filter((name) => !(gates && name === 'periodGates'));
  const now = properties.filter((name) => openFor(name) >= PROPERTY_NEEDS_MS).sort((a, b) => Math.min(openFor(a), 1e15) - Math.min(openFor(b), 1e15));
  const later = properties.filter((name) => !now.includes(name));
  const parameters = { numRuns, ...(seed === undefined ? {} : { seed }), ...(path === undefined ? {} : { path }) };
  for (const name of now) heard(await checkProperty(name, newRun(), parameters));
  if (gates) {
    await gatesPass(gates);
    heard(gatesReport(gates));
  }
  for (const name of later) heard(await checkProperty(name, newRun(), parameters));
  const reported = names.map((name) => reports.get(name)!);
  return { passed: reported.every((report) => report.status !== 'failed'), properties: reported };
}

/** The report as text, one block per property, for a terminal or a test failure. */
export function formatConformanceReport(report: ConformanceReport): string {
  const lines = report.properties.map((property) => {
    const head = `${property.status === 'passed' ? 'PASS' : property.status === 'failed' ? 'FAIL' : 'SKIP'} ${property.name}: ${property.title}`;
    const periods = property.periods.length > 0 ? ` in ${property.periods.join(' and ')}` : '';
    if (property.status === 'passed') return [`${head} (${property.runs} runs${periods})`, ...(property.notes ?? []).map((note) => `     note: ${note}`)].join('\n');
    if (property.status === 'skipped') return `${head}\n     ${property.reason}`;
    const replay = property.seed === undefined ? [] : [`     replay: --only ${property.name} --seed ${property.seed} --path "${property.path}"`];
    return [
      head,
      `     broke: ${property.message}`,
      ...(property.counterexample === undefined ? [] : [`     counterexample (after ${property.shrinks} shrinks): ${property.counterexample}`]),
      ...replay,
    ].join('\n');
  });
  return [...lines, report.passed ? 'conformant' : 'NOT conformant'].join('\n');
}
