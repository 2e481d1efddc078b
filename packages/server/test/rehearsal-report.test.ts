import type { VirtualPlayersReport } from '@dubloon-quest/core/testing';
import { describe, expect, it } from 'vitest';
import { capacityOf, exhaustedResource, judge, mergeOutcomes, mergeReports, type RehearsalResult } from '../bench/rehearsal-report.js';

/**
 * The rehearsal's verdict (issue 33): "held N players" only when every target holds, else the first limit hit by
 * name. The merge of the players' processes' figures feeds it, so both are checked on figures made here.
 */
const KEY = (phase: string, call: string) => `${phase}\u0000${call}`;

function playersReport(overrides: Partial<VirtualPlayersReport> = {}): VirtualPlayersReport {
  return {
    calls: [],
    coinChange: { latencies: [], expected: 0, notConnected: 0 },
    raffleTotals: { latencies: [] },
    resultsPublished: 0,
    eventLoopLagMs: { p50: 1, p99: 5, max: 9 },
    cpuMicros: 0,
    rssBytes: 0,
    heapUsedBytes: 0,
    connectedPlayers: 0,
    rssAtStartBytes: 0,
    ...overrides,
  };
}

/** A run of two processes of 50 players each that met every target. */
function heldRun(): RehearsalResult {
  const fast = Array.from({ length: 50 }, (_, index) => 20 + index);
  const merged = mergeReports([
    playersReport({
      calls: [
        // Each try answered or told its place in the login queue (503 with Retry-After) within 2 s.
        { key: KEY('storm', 'POST /auth/login'), latencies: fast.map((ms) => ms * 20), statuses: { '200': 50, '503': 20 } },
        { key: KEY('rush', 'POST /raffle/stakes'), latencies: fast, statuses: { '200': 50 } },
      ],
      coinChange: { latencies: fast, expected: 50, notConnected: 0 },
      connectedPlayers: 50,
    }),
    playersReport({
      calls: [{ key: KEY('rush', 'POST /raffle/stakes'), latencies: fast, statuses: { '200': 50 } }],
      coinChange: { latencies: fast, expected: 50, notConnected: 0 },
      connectedPlayers: 50,
    }),
  ]);
  const phase = (name: string, seconds: number) => ({
    outcome: mergeOutcomes([
      { phase: name, seconds, attempted: 50, done: 50, failures: {}, steps: fast },
      { phase: name, seconds, attempted: 50, done: 50, failures: {}, steps: fast },
    ]),
    servers: [],
    databaseCpuPercent: null,
    commitsPerSecond: null,
    rowsWrittenPerSecond: null,
    blocksReadPerSecond: null,
    redisCommandsPerSecond: null,
    playersCpuPercent: null,
  });
  return {
    date: '2026-11-28T00:00:00.000Z',
    machine: null,
    loadAverage: [0, 0, 0],
    players: 100,
    engine: 'embedded',
    serverProcesses: 1,
    stormSeconds: 30,
    rushSeconds: 60,
    seed: 33,
    totalSeconds: 200,
    phases: [phase('storm', 40), phase('rush', 60)],
    calls: merged.calls,
    coinChange: merged.coinChange,
    raffleTotals: { ...merged.raffleTotals, emitted: 0 },
    resultsPublishedSockets: merged.resultsPublished,
    playersLoopLagMs: merged.eventLoopLagMs,
    connectedPlayers: merged.connectedPlayers,
    processes: [],
    databaseBytes: null,
    ledger: { players: 100, inconsistent: 0, chestsMispaid: 0, earned: 10, held: 6, staked: 4, strandedStakes: 0, ok: true },
    verdict: { held: false, text: '', misses: [] },
  };
}

describe("the rehearsal's verdict", () => {
  it('merges the processes: one call per phase, every latency and status counted once', () => {
    const run = heldRun();
    const stakes = run.calls.find((call) => call.phase === 'rush' && call.call === 'POST /raffle/stakes');
    expect(stakes).toMatchObject({ count: 100, statuses: { '200': 100 }, p50Ms: 44, maxMs: 69 });
    expect(run.coinChange).toMatchObject({ emitted: 100, received: 100, notConnected: 0 });
    expect(run.connectedPlayers).toBe(100);
    expect(run.phases[0]!.outcome).toMatchObject({ phase: 'storm', attempted: 100, done: 100 });
  });

  it('holds when every target holds, a login try answered or queued within 2 s in the storm', () => {
    const verdict = judge(heldRun());
    expect(verdict).toEqual({ held: true, text: "held 100 players: no error, every call's p99 under its limit", misses: [] });
  });

  it('names a 5xx or a 429 first, then unfinished players; a long storm is the login queue at work, not a miss', () => {
    const run = heldRun();
    run.calls[1]!.statuses = { '200': 97, '503': 2, '429': 1 };
    run.phases[1]!.outcome = { ...run.phases[1]!.outcome, done: 98, failures: { 'stake refused': 2 } };
    run.phases[0]!.outcome = { ...run.phases[0]!.outcome, seconds: 75 };
    const verdict = judge(run);
    expect(verdict.held).toBe(false);
    // Statuses in the order of their codes.
    expect(verdict.misses).toEqual([
      'POST /raffle/stakes answered 429 1 times in the rush phase',
      'POST /raffle/stakes answered 503 2 times in the rush phase',
      '2 of 100 players did not finish the rush phase (2x stake refused)',
    ]);
    expect(verdict.text).toBe(
      'did not hold 100 players: the first limit hit: POST /raffle/stakes answered 429 1 times in the rush phase',
    );
  });

  it('counts a login without an answer, never its place in the login queue (503 with Retry-After)', () => {
    const run = heldRun();
    run.calls[0]!.statuses = { '200': 50, '503': 20, network: 1 };
    expect(judge(run).misses).toEqual(['POST /auth/login answered network 1 times in the storm phase']);
  });

  it('counts the return after a period end as a storm: its logouts at once are not held to 300 ms, its login tries to 2 s', () => {
    const run = heldRun();
    run.calls.push(
      { ...run.calls[1]!, phase: 'gameStartLogin', call: 'POST /auth/logout', p99Ms: 900 },
      { ...run.calls[0]!, phase: 'gameStartLogin', p99Ms: 2_500 },
    );
    expect(judge(run).misses).toEqual(['login p99 2500 ms in the gameStartLogin phase (target 2000 ms)']);
  });

  it('holds a login try to 2 s at p99 and every other call to 300 ms outside the storm', () => {
    const run = heldRun();
    run.calls[0]!.p99Ms = 2_001;
    run.calls[1]!.p99Ms = 301;
    expect(judge(run).misses).toEqual([
      'login p99 2001 ms in the storm phase (target 2000 ms)',
      'POST /raffle/stakes p99 301 ms in the rush phase (target 300 ms)',
    ]);
  });

  it('counts every coin_change undelivered or late, and a ledger that does not hold', () => {
    const run = heldRun();
    run.coinChange = { ...run.coinChange, received: 99, p99Ms: 501 };
    run.ledger = { ...run.ledger!, strandedStakes: 1, ok: false };
    const misses = judge(run).misses;
    expect(misses[0]).toBe('1 of 100 coin_change events not delivered');
    expect(misses[1]).toBe('coin_change delivery p99 501 ms (target 500 ms)');
    expect(misses[2]).toMatch(/^the ledger check failed: .*"strandedStakes":1/);
  });
});

describe('the first resource to run out', () => {
  it("names the phase of the first miss and what was busy there: the server's core, else the machine's other work", () => {
    const run = heldRun();
    run.calls[1]!.p99Ms = 900;
    run.phases[1] = { ...run.phases[1]!, servers: [{ cpuPercent: 97, loopLagP99Ms: 80, loopLagMaxMs: 200 }] };
    run.verdict = judge(run);
    expect(exhaustedResource(run)).toBe('the server core in the rush phase (97% busy)');
    run.phases[1] = { ...run.phases[1], servers: [{ cpuPercent: 20, loopLagP99Ms: 600, loopLagMaxMs: 900 }] };
    expect(exhaustedResource(run)).toMatch(/^none of the run's own: the server core was 20% busy with the game in the rush phase while its event loop waited 600 ms/);
    expect(exhaustedResource({ ...run, verdict: judge(heldRun()) })).toBeNull();
  });
});

describe('players per server core', () => {
  it("reads the storm's and the whole event's from the servers' CPU time, the busiest phase binding", () => {
    const run = heldRun();
    // 100 players: the storm took 5 CPU-s (a 30 s window), the rush 12 CPU-s over its 60 s.
    run.phases[0] = { ...run.phases[0]!, serverCpuSeconds: 5, wallSeconds: 40 };
    run.phases[1] = { ...run.phases[1]!, serverCpuSeconds: 12, wallSeconds: 60 };
    expect(capacityOf(run, 1)).toEqual({
      serverCores: 1,
      stormCpuMsPerPlayer: 50,
      stormPlayersPerCore: 600,
      eventCpuMsPerPlayer: 170,
      eventPlayersPerCore: 500,
      bindingPhase: 'rush',
    });
  });

  it('says nothing for a run without the servers’ CPU per phase (runs before decision 0211)', () => {
    expect(capacityOf(heldRun(), 1)).toBeNull();
  });
});
