import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformanceCli } from '../src/conformance/conformance-cli.js';
import { DEFECTS, startDefectProxy, type Defect, type DefectProxy } from './support/defect-proxy.js';
import { startRealServer, type RealServer } from './support/real-server.js';

// The conformance command as a developer runs it (`dubloon-quest-conformance <url>`, default options, a random
// seed), against the real server in demo mode with its own login limit (10 a minute), through a proxy that
// injects one defect at a time (issue 43). The server's clock is the test's: the command's waits (the login
// limit's Retry-After, the next demo period) move it instead of passing, so a run started at any minute of the
// demo's 10-minute cycle is played out exactly, in a few seconds of CPU.

/** The demo's cycle (docs/decisions/0033): 5 minutes of preGame, then 5 of gameStart, from each xx:x0. */
const DEMO_CYCLE_MS = 10 * 60_000;

let server: RealServer;
let proxy: DefectProxy;

beforeAll(async () => {
  server = await startRealServer({ rateLimits: 'default', startAt: Math.ceil(Date.now() / DEMO_CYCLE_MS) * DEMO_CYCLE_MS });
  proxy = await startDefectProxy(server.url);
}, 180_000);
afterAll(async () => {
  await proxy?.close();
  await server?.close();
}, 60_000);

interface CommandRun {
  readonly code: number;
  readonly output: string;
  /** The server's time the command took (its waits included), ms. */
  readonly tookMs: number;
}

/**
 * Runs the command with its default options through the proxy, started `offsetMs` into the next demo cycle:
 * the clock only moves forward, so each run starts in a cycle of its own, past every earlier run's limits.
 */
async function runCommandAt(offsetMs: number, options: readonly string[] = []): Promise<CommandRun> {
  server.setNow((Math.floor(server.now() / DEMO_CYCLE_MS) + 2) * DEMO_CYCLE_MS + offsetMs);
  const startedAt = server.now();
  const cpu = process.cpuUsage();
  let output = '';
  const code = await runConformanceCli([proxy.url, ...options], {
    write: (text) => (output += text),
    now: () => server.now(),
    sleep: (ms) => Promise.resolve(server.setNow(server.now() + ms)),
  });
  const used = process.cpuUsage(cpu);
  if (process.env.CONFORMANCE_TIMES) console.log(`${minute(offsetMs)} code ${code}, took ${Math.round((server.now() - startedAt) / 1000)} s of the server's time, ${((used.user + used.system) / 1e6).toFixed(1)} CPU-s\n${output}`);
  return { code, output, tookMs: server.now() - startedAt };
}

const minute = (offsetMs: number) => `x${Math.floor(offsetMs / 60_000)}:${String((offsetMs % 60_000) / 1000).padStart(2, '0')}`;

describe('the conformance command through an honest proxy', () => {
  // Each minute of the cycle, and the instants around its boundaries (x4:05 is where issue 43 saw it fail).
  const starts = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((each) => each * 60_000 + 5_000).concat([4 * 60_000 + 55_000, 9 * 60_000 + 55_000]);
  it.each(starts.map((offsetMs) => [minute(offsetMs), offsetMs] as const))('started at %s: conformant, every property run, the gates in both periods', async (_, offsetMs) => {
    proxy.inject(null);
    const { code, output } = await runCommandAt(offsetMs);
    expect(code, output).toBe(0);
    expect(output, output).not.toMatch(/SKIP|FAIL/);
    expect(output).toMatch(/PASS chestQuiz: .*\(\d+ runs in preGame\)/);
    expect(output).toMatch(/PASS periodGates: .*\(2 runs in (preGame and gameStart|gameStart and preGame)\)/);
    expect(output).toMatch(/conformant\n$/);
  }, 120_000);
});

const RULES: Record<Defect, RegExp> = {
  stakeAnswerOneTooMany: /FAIL stakeLedger[^\n]*\n\s+broke: COINS\.CONSERVED/,
  chestPayoutReplayed: /FAIL chestQuiz[^\n]*\n\s+broke: CHEST\.PAYS_ONCE/,
  cooldownAnswered200: /FAIL stakeCooldown[^\n]*\n\s+broke: STAKE\.COOLDOWN/,
  learnGateIgnored: /FAIL periodGates[^\n]*\n\s+broke: PERIOD\.GATE[^\n]*getChests \(learn\)/,
};

describe('the conformance command finds each injected defect in a default run', () => {
  // Each defect from a start in preGame and one in gameStart.
  const cases = DEFECTS.flatMap((defect, index) => [index * 60_000 + 20_000, (5 + index) * 60_000 + 20_000].map((offsetMs) => [defect, minute(offsetMs), offsetMs] as const));
  it.each(cases)('%s, started at %s', async (defect, _, offsetMs) => {
    proxy.inject(defect);
    const { code, output } = await runCommandAt(offsetMs);
    expect(proxy.injected, output).toBeGreaterThan(0);
    expect(code, output).toBe(1);
    expect(output).toMatch(RULES[defect]);
    expect(output).toMatch(/NOT conformant\n$/);
  }, 120_000);
});

describe('a failure of the command replays from the line it printed', () => {
  it('--only, --seed and --path give the same counterexample again, in one run', async () => {
    proxy.inject('chestPayoutReplayed');
    const first = await runCommandAt(20_000);
    const replay = /replay: --only (\w+) --seed (-?\d+) --path "([\d:]*)"/.exec(first.output);
    expect(replay, first.output).not.toBeNull();
    const [, property, seed, path] = replay!;
    const counterexample = /counterexample \(after \d+ shrinks\): (.*)/.exec(first.output)?.[1];
    const again = await runCommandAt(20_000, ['--only', property!, '--seed', seed!, '--path', path!]);
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain(`counterexample (after 0 shrinks): ${counterexample}`);
    expect(again.output).toMatch(/FAIL chestQuiz/);
  }, 120_000);
});
