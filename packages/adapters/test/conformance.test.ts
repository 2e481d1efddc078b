import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, type ConformanceTarget } from '@dubloon-quest/core/testing';
import { describeGameApiConformance } from '@dubloon-quest/core/testing/contracts';
import { runConformanceCli } from '../src/conformance/conformance-cli.js';
import { startRealServer, type RealServer } from './support/real-server.js';

// Core's conformance suite against the real server through the HTTP adapter, in demo mode: each login of the
// demo player plays its own fresh copy. Then the command line a developer points at a URL, on the same server.

/** The demo's cycle (docs/decisions/0033): every 10 minutes the same periods come back. */
const DEMO_CYCLE_MS = 10 * 60_000;

let server: RealServer;
/** The middle of preGame, when both the chests and the raffle are open. */
let preGameMiddle: number;

beforeAll(async () => {
  server = await startRealServer();
  await server.enterPeriod('preGame');
  preGameMiddle = server.now();
}, 120_000);
afterAll(async () => {
  await server.close();
}, 60_000);

/**
 * Each session starts in the middle of a preGame: the first one from now on, since the suite moves the clock
 * forward (into later periods, past cooldowns) and a server's time never goes back.
 */
const realServerTarget: ConformanceTarget = () => {
  server.setNow(preGameMiddle + Math.ceil((server.now() - preGameMiddle) / DEMO_CYCLE_MS) * DEMO_CYCLE_MS);
  const { api, useTokens } = server.api();
  return { api, useTokens, player: DEMO_PLAYER, now: () => server.now(), setNow: (ms) => server.setNow(ms) };
};

describeGameApiConformance('HttpGameApi on the real server (demo mode)', realServerTarget, { numRuns: 5 });

describe('the conformance command line (npm run conformance -- <url>)', () => {
  it('checks a running demo server and says it conforms', async () => {
    server.setNow(preGameMiddle + Math.ceil((server.now() - preGameMiddle) / DEMO_CYCLE_MS) * DEMO_CYCLE_MS);
    let output = '';
    const code = await runConformanceCli([server.url, '--runs', '2', '--seed', '7'], { write: (text) => (output += text), now: () => server.now() });
    expect(code, output).toBe(0);
    expect(output).toMatch(/PASS stakeLedger/);
    expect(output).toMatch(/PASS chestQuiz/);
    expect(output).toMatch(/PASS periodGates/);
    // A server reached by URL cannot have its clock moved, so the cooldown's end is checked only in-process.
    expect(output).toMatch(/SKIP stakeCooldown[\s\S]*setNow/);
    expect(output).toMatch(/conformant\n$/);
  }, 120_000);

  it('answers 2 with the usage for a missing URL, and 2 when nothing listens there', async () => {
    let output = '';
    expect(await runConformanceCli(['--runs', '3'], { write: (text) => (output += text) })).toBe(2);
    expect(output).toMatch(/Usage: dubloon-quest-conformance <url>/);
    output = '';
    expect(await runConformanceCli(['http://127.0.0.1:9'], { write: (text) => (output += text) })).toBe(2);
    expect(output).toMatch(/Could not check http:\/\/127\.0\.0\.1:9/);
  });
});
