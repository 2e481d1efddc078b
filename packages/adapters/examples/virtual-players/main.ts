// The virtual players' process of `npm run rehearse` (packages/server/bench/rehearse.ts starts it over IPC):
// N players, each the game's own logic on the real adapters with one socket, and the organizer, on the console's
// adapter, who reads the outbox (verification links without mail), moves the schedule, draws and publishes.
// The rehearsal sends one phase at a time; this process plays it and answers what happened.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { EventTimestampsDto } from '@dubloon-quest/core';
import {
  planVirtualPlayer,
  type CrowdShape,
  type VirtualPlayerPlan,
  type VirtualPlayersPhaseOutcome,
  type VirtualPlayersReport,
} from '@dubloon-quest/core/testing';
import { createHttpGameApi } from '@dubloon-quest/adapters/http';
import { createConsoleApi } from '@dubloon-quest/adapters/console';
import { Recorder } from './recorder.js';
import { VirtualPlayer, type SocketLog, type VirtualPlayerSetup } from './virtual-player.js';
import { ProtocolPlayer } from './protocol-player.js';

/**
 * Which virtual player plays: `full`, the web app's own logic on the real adapters (decision 0161), or
 * `protocol`, the same decisions as contract calls over fetch and one socket (decision 0211), a fraction of the CPU.
 */
export type PlayerKind = 'full' | 'protocol';
type Player = VirtualPlayer | ProtocolPlayer;

/** One player account the rehearsal made (or that a registering player will make). */
export interface PlayerSpec {
  index: number;
  email: string;
  password: string;
}

export type Phase =
  | 'storm'
  | 'chests'
  | 'referrals'
  | 'spread'
  | 'schedule'
  | 'gameStartLogin'
  | 'challenges'
  | 'rush'
  | 'reviewLogin'
  | 'results';

export type PlayersRequest =
  | {
      type: 'init';
      servers: string[];
      players: PlayerSpec[];
      seed: number;
      crowd: CrowdShape;
      answers: [number, string[]][];
      organizer: { email: string; password: string };
      /** Players per client address (a class behind one school router). */
      playersPerAddress: number;
      /** Whether this process's organizer moves the schedule, draws and publishes (one process does). */
      organizerDuties: boolean;
      /** Every player registers (an external server, where the rehearsal made no accounts). */
      registerAll: boolean;
      kind: PlayerKind;
    }
  | { type: 'phase'; phase: Phase; windowMs: number; timestamps?: EventTimestampsDto }
  | { type: 'report'; coinEmits: [string, number][]; totalsEmits: [string, number][] }
  | { type: 'stop' };

/** A phase's outcome: how long, who did what, and every failure's reason counted. */
export type PhaseOutcome = VirtualPlayersPhaseOutcome<Phase>;

/** The report this process answers with: core's one shape, which the rehearsal reads. */
export type PlayersReport = VirtualPlayersReport;

export type PlayersMessage =
  | { type: 'ready' }
  | { type: 'phaseDone'; outcome: PhaseOutcome }
  | { type: 'report'; report: PlayersReport }
  | { type: 'log'; text: string };

const send = (message: PlayersMessage) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const recorder = new Recorder();
const sockets: SocketLog = {
  coinChanges: new Map(),
  raffleTotals: new Map(),
  resultsPublished: [],
  live: new Map(),
};
const loop = monitorEventLoopDelay({ resolution: 20 });
loop.enable();

const rssAtStartBytes = process.memoryUsage().rss;
let setup: Extract<PlayersRequest, { type: 'init' }>;
let answers: Map<number, string[]>;
const players: { player: Player; plan: VirtualPlayerPlan; live: boolean }[] = [];
const friends: Player[] = [];
const newPlayer = (setup: VirtualPlayerSetup): Player => (currentKind === 'protocol' ? new ProtocolPlayer(setup) : new VirtualPlayer(setup));
let currentKind: PlayerKind = 'full';
let organizer: Organizer;
let drawSecret: string | null = null;

/** The organizer on the console's adapter: the outbox, the schedule, the draw and the results. */
class Organizer {
  private tokens: { access: string; csrf: string } | null = null;
  readonly console;
  private readonly api;
  private readonly waiting = new Map<string, (token: string) => void>();
  private polling = false;

  constructor(baseUrl: string) {
    this.api = createHttpGameApi({ baseUrl, tokens: () => this.tokens, fetch: recorder.fetchFor(null) });
    this.console = createConsoleApi({ baseUrl, tokens: () => this.tokens, fetch: recorder.fetchFor(null) });
  }

  async login(email: string, password: string): Promise<void> {
    this.tokens = (await this.api.login({ email, password })).tokens;
  }

  /** The verification token mailed to `email`, read from the console's outbox (no mail leaves the server). */
  verificationToken(email: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting.set(email.toLowerCase(), resolve);
      if (!this.polling) void this.poll();
    });
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      while (this.waiting.size > 0) {
        try {
          const { mails } = await this.console.call('consoleListOutbox');
          for (const mail of mails) {
            const resolve = this.waiting.get(mail.to.toLowerCase());
            const token = /\b[0-9a-f]{40}\b/.exec(mail.body ?? '')?.[0];
            if (resolve && token) {
              this.waiting.delete(mail.to.toLowerCase());
              resolve(token);
            }
          }
        } catch (error) {
          send({ type: 'log', text: `outbox: ${String(error)}` });
        }
        await sleep(250);
      }
    } finally {
      this.polling = false;
    }
  }
}

function addressOf(index: number): string {
  const group = Math.floor(index / setup.playersPerAddress);
  return `10.${(group >> 16) & 255}.${(group >> 8) & 255}.${group & 255}`;
}

function count(failures: Record<string, number>, error: unknown): void {
  const reason = error instanceof Error ? error.message.slice(0, 120) : String(error);
  failures[reason] = (failures[reason] ?? 0) + 1;
}

/**
 * Runs `step` for every selected player, each at its own moment of the window (`at`, 0 to 1), and counts
 * what happened.
 */
async function each<T extends { plan: VirtualPlayerPlan }>(
  phase: Phase,
  selected: T[],
  windowMs: number,
  at: (entry: T) => number,
  step: (entry: T) => Promise<void>,
): Promise<PhaseOutcome> {
  const started = performance.now();
  const failures: Record<string, number> = {};
  const durations: number[] = [];
  let done = 0;
  await Promise.all(
    selected.map(async (entry) => {
      await sleep(at(entry) * windowMs);
      const begun = performance.now();
      try {
        await step(entry);
        done += 1;
        durations.push(performance.now() - begun);
      } catch (error) {
        count(failures, error);
      }
    }),
  );
  return {
    phase,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    attempted: selected.length,
    done,
    failures,
    steps: durations.map((ms) => Math.round(ms)),
  };
}

async function runPhase(request: Extract<PlayersRequest, { type: 'phase' }>): Promise<PhaseOutcome> {
  recorder.phase = request.phase;
  const { windowMs } = request;
  switch (request.phase) {
    case 'storm':
      return each(
        'storm',
        players,
        windowMs,
        (entry) => entry.plan.arrivesAt,
        async (entry) => {
          await entry.player.open();
          if (entry.plan.registers || setup.registerAll)
            await entry.player.register(
              (email) => organizer.verificationToken(email),
              null,
              `Rehearsal Player ${entry.plan.index}`,
            );
          await entry.player.login();
          entry.live = true;
        },
      );
    case 'chests': {
      const live = players.filter((entry) => entry.live);
      return each(
        'chests',
        live,
        windowMs,
        (entry) => entry.plan.arrivesAt,
        (entry) => entry.player.playChests(),
      );
    }
    case 'referrals': {
      const inviting = players.filter((entry) => entry.live && entry.plan.invitesFriend);
      return each(
        'referrals',
        inviting,
        windowMs,
        (entry) => entry.plan.stakesAt,
        async (entry) => {
          const friendIndex = 1_000_000 + entry.plan.index;
          const friend = newPlayer({
            baseUrl: setup.servers[friendIndex % setup.servers.length]!,
            email: `friend.${entry.plan.index}.${setup.seed}@rehearsal.example.com`,
            password: setup.players[0]!.password,
            plan: planVirtualPlayer(setup.seed, friendIndex, setup.crowd),
            address: addressOf(entry.plan.index),
            answers,
            recorder,
            sockets,
            seed: setup.seed,
          });
          friends.push(friend);
          await friend.open();
          await friend.register(
            (email) => organizer.verificationToken(email),
            entry.player.referralCode(),
            `Rehearsal Friend ${entry.plan.index}`,
          );
          await friend.login();
        },
      );
    }
    case 'spread':
    case 'rush': {
      const staking = players.filter((entry) => entry.live && entry.plan.stakeTiming === request.phase);
      return each(
        request.phase,
        staking,
        windowMs,
        (entry) => entry.plan.stakesAt,
        (entry) => entry.player.stake(),
      );
    }
    case 'schedule': {
      const started = performance.now();
      if (!setup.organizerDuties)
        return { phase: 'schedule', seconds: 0, attempted: 0, done: 0, failures: {}, steps: [] };
      if (drawSecret === null)
        drawSecret = (await organizer.console.call('consoleCommitDraw', { body: {} })).secret;
      await organizer.console.call('consoleUpdateSchedule', { body: { timestamps: request.timestamps! } });
      return {
        phase: 'schedule',
        seconds: Math.round((performance.now() - started) / 100) / 10,
        attempted: 1,
        done: 1,
        failures: {},
        steps: [Math.round(performance.now() - started)],
      };
    }
    case 'gameStartLogin':
    case 'reviewLogin': {
      // Every player was logged out at the period's end (their period machine heard the schedule change on the
      // socket); each comes back within the window. One whose page never heard it stays logged in: counted.
      const live = players.filter((entry) => entry.live);
      let stayed = 0;
      // Protocol players have no period timer: they log out together, as the pages' timers do at the period's end.
      await Promise.all(
        [...live.map((entry) => entry.player), ...friends]
          .filter((player) => player instanceof ProtocolPlayer)
          .map((player) => player.logOutAtPeriodEnd().catch(() => undefined)),
      );
      const outcome = await each(
        request.phase,
        live,
        windowMs,
        (entry) => entry.plan.arrivesAt,
        async (entry) => {
          if (!(await entry.player.loginAgain(30_000))) stayed += 1;
        },
      );
      await Promise.all(friends.map((friend) => friend.loginAgain(30_000).catch(() => false)));
      return { ...outcome, extra: { stayedLoggedIn: stayed } };
    }
    case 'challenges': {
      const answering = players.filter((entry) => entry.live && entry.plan.submitsChallenge);
      return each(
        'challenges',
        answering,
        windowMs,
        (entry) => entry.plan.stakesAt,
        (entry) => entry.player.submitChallenge(),
      );
    }
    case 'results': {
      const started = performance.now();
      const failures: Record<string, number> = {};
      const live = players.filter((entry) => entry.live);
      let drawMs = 0;
      let publishedAt = performance.now();
      if (setup.organizerDuties) {
        try {
          const drawStart = performance.now();
          await organizer.console.call('consoleRunDraw', { body: { secret: drawSecret ?? '' } });
          drawMs = performance.now() - drawStart;
          publishedAt = performance.now();
          await organizer.console.call('consolePublishResults', { body: { published: true } });
        } catch (error) {
          count(failures, error);
        }
      }
      const shownAfter: number[] = [];
      let done = 0;
      await Promise.all(
        live.map(async (entry) => {
          if (await entry.player.resultsShown(windowMs)) {
            done += 1;
            shownAfter.push(Math.round(performance.now() - publishedAt));
          } else failures['results not shown'] = (failures['results not shown'] ?? 0) + 1;
        }),
      );
      return {
        phase: 'results',
        seconds: Math.round((performance.now() - started) / 100) / 10,
        attempted: live.length,
        done,
        failures,
        steps: shownAfter,
        extra: { drawMs: Math.round(drawMs) },
      };
    }
  }
}

function report(request: Extract<PlayersRequest, { type: 'report' }>): PlayersReport {
  const coinLatencies: number[] = [];
  let expected = 0;
  let notConnected = 0;
  for (const [key, emittedAt] of request.coinEmits) {
    const stretches = sockets.live.get(key.slice(0, key.lastIndexOf(':')));
    // Another process's player, or one not registered when the event left (it reads its balance on connecting).
    if (!stretches) continue;
    if (!stretches.some(([from, to]) => emittedAt >= from && emittedAt <= to)) {
      notConnected += 1;
      continue;
    }
    expected += 1;
    const arrivedAt = sockets.coinChanges.get(key);
    if (arrivedAt !== undefined) coinLatencies.push(Math.round((arrivedAt - emittedAt) * 10) / 10);
  }
  const totalsLatencies: number[] = [];
  for (const [key, emittedAt] of request.totalsEmits) {
    for (const arrivedAt of sockets.raffleTotals.get(key) ?? [])
      totalsLatencies.push(Math.round((arrivedAt - emittedAt) * 10) / 10);
  }
  globalThis.gc?.();
  const usage = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    calls: recorder.raw(),
    coinChange: { latencies: coinLatencies, expected, notConnected },
    raffleTotals: { latencies: totalsLatencies },
    resultsPublished: sockets.resultsPublished.length,
    eventLoopLagMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    cpuMicros: cpu.user + cpu.system,
    rssBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    connectedPlayers: players.filter((entry) => entry.live).length + friends.length,
    rssAtStartBytes,
  };
}

process.on('message', (request: PlayersRequest) => {
  void (async () => {
    if (request.type === 'init') {
      setup = request;
      currentKind = request.kind;
      answers = new Map(request.answers);
      for (const spec of request.players) {
        const plan = planVirtualPlayer(request.seed, spec.index, request.crowd);
        const player = newPlayer({
          baseUrl: request.servers[spec.index % request.servers.length]!,
          email: spec.email,
          password: spec.password,
          plan,
          address: addressOf(spec.index),
          answers,
          recorder,
          sockets,
          seed: request.seed,
        });
        players.push({ player, plan, live: false });
      }
      organizer = new Organizer(request.servers[0]!);
      await organizer.login(request.organizer.email, request.organizer.password);
      send({ type: 'ready' });
    } else if (request.type === 'phase') {
      send({ type: 'phaseDone', outcome: await runPhase(request) });
    } else if (request.type === 'report') {
      send({ type: 'report', report: report(request) });
    } else {
      for (const entry of players) entry.player.close();
      for (const friend of friends) friend.close();
      process.exit(0);
    }
  })().catch((error: unknown) => {
    send({
      type: 'log',
      text: `players process: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    });
    process.exit(1);
  });
});
