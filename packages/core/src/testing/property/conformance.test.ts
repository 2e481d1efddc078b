import { describe, expect, it } from 'vitest';
import type { EndpointRequest } from '../../contract/endpoints.js';
import { messages } from '../../messages/catalogue.js';
import { isGameApiError, type GameApi } from '../../ports/game-api.port.js';
import { isFeatureOpen } from '../../rules/access/feature-access.js';
import { GAME_PERIODS } from '../../rules/period/game-period.js';
import { buildTimestamps } from '../builders.js';
import { DEMO_PLAYER } from '../demo-seed.js';
import type { FakeGameApi } from '../fake-game-api.js';
import type { FakeGameServer } from '../fake-game-server.js';
import { checkGameApiConformance, formatConformanceReport, type ConformancePropertyName } from './conformance.js';
import { describeGameApiConformance } from './conformance.contract.js';
import { fakeConformanceTarget } from './fake-target.js';

// The suite passes against core's fake, and catches each deliberately broken implementation below with a
// shrunk counterexample. The broken ones are the fake behind a wrapper that lets one rule slip, as a server
// with that bug would. Seeds are fixed so that each run is the same; the counts keep the file to a few seconds.

describeGameApiConformance('FakeGameApi', fakeConformanceTarget(), { numRuns: 25 });
describeGameApiConformance('FakeGameApi judging chests on the client', fakeConformanceTarget({ quizCheck: 'client' }), { numRuns: 10 });

/** A server that, asked for more than the player holds, tops the balance up so the stake goes through. */
function stakesBeyondTheBalance(api: FakeGameApi, server: FakeGameServer): GameApi {
  const submitStakes = async (request: EndpointRequest<'submitStakes'>) => {
    for (;;) {
      try {
        return await api.submitStakes(request);
      } catch (error) {
        if (!isGameApiError(error, 'invalid') || error.message !== messages.raffle.overAllocation) throw error;
        server.grantCoins(DEMO_PLAYER.email, 1, 'chests');
      }
    }
  };
  return Object.assign(Object.create(api) as FakeGameApi, { submitStakes });
}

/** A server that pays a chest again when asked again. */
function paysChestsTwice(api: FakeGameApi, server: FakeGameServer): GameApi {
  const submitChest = async (request: EndpointRequest<'submitChest'>) => {
    try {
      return await api.submitChest(request);
    } catch (error) {
      if (!isGameApiError(error, 'conflict')) throw error;
      server.grantCoins(DEMO_PLAYER.email, request.amount, 'chests');
      return { data: { chests_submitted: { [String(request.chest_id)]: request.amount } }, meta: { status: 200 } };
    }
  };
  return Object.assign(Object.create(api) as FakeGameApi, { submitChest });
}

/** A server that forgets the raffle's period gate: it takes stakes in any period. */
function stakesInAnyPeriod(api: FakeGameApi, server: FakeGameServer): GameApi {
  const submitStakes = async (request: EndpointRequest<'submitStakes'>) => {
    const scheduled = server.timestamps;
    server.timestamps = buildTimestamps('gameStart', server.clock.now());
    try {
      return await api.submitStakes(request);
    } finally {
      server.timestamps = scheduled;
    }
  };
  return Object.assign(Object.create(api) as FakeGameApi, { submitStakes });
}

async function failureOf(wrap: Parameters<typeof fakeConformanceTarget>[0], property: ConformancePropertyName, seed: number) {
  const report = await checkGameApiConformance(fakeConformanceTarget(wrap), { properties: [property], numRuns: 100, seed });
  const [result] = report.properties;
  expect(report.passed, formatConformanceReport(report)).toBe(false);
  return { result: result!, text: formatConformanceReport(report) };
}

/** The commands of a shrunk `fc.commands` counterexample, as fast-check prints them: `[a,b]`. */
const commandsOf = (counterexample: string | undefined) => /^\[(.*)\]$/.exec(counterexample ?? '')?.[1]?.split(/,(?=[a-zA-Z]+\()/) ?? [];

describe('the conformance suite catches broken implementations with a shrunk counterexample', () => {
  it('a stake accepted beyond the balance: one submission of one coin more than the balance', async () => {
    const { result, text } = await failureOf({ wrap: stakesBeyondTheBalance }, 'stakeLedger', 29);
    expect(result.rule, text).toBe('STAKE.WITHIN_BALANCE');
    const [command, ...more] = commandsOf(result.counterexample);
    expect(more, text).toEqual([]);
    // The demo player starts with 12 coins: the smallest stake beyond them is 13, however it is spread.
    const coins = [...(command ?? '').matchAll(/: (\d+)/g)].reduce((sum, [, each]) => sum + Number(each), 0);
    expect(coins, text).toBe(13);
  });

  it('a chest paid twice: play it to the end, submit, submit', async () => {
    const { result, text } = await failureOf({ wrap: paysChestsTwice }, 'chestQuiz', 29);
    expect(result.rule, text).toBe('CHEST.PAYS_ONCE');
    const commands = commandsOf(result.counterexample);
    expect(commands.map((command) => command.split('(')[0]), text).toEqual(['playToTheEnd', 'submit', 'submit']);
  });

  it('a stake taken outside its period: every gated call in a period when the raffle is closed', async () => {
    const { result, text } = await failureOf({ wrap: stakesInAnyPeriod }, 'periodGates', 29);
    expect(result.rule, text).toBe('PERIOD.GATE');
    expect(result.message, text).toMatch(/submitNoStakes \(raffle\) .* when raffle is closed/);
    const period = /^\[\["(\w+)",/.exec(result.counterexample ?? '')?.[1];
    expect(GAME_PERIODS.filter((each) => !isFeatureOpen('raffle', each)), text).toContain(period);
  });

  it('a failure replays from its seed and path alone: the same counterexample, at once', async () => {
    const { result } = await failureOf({ wrap: paysChestsTwice }, 'chestQuiz', 31);
    const replayed = await checkGameApiConformance(fakeConformanceTarget({ wrap: paysChestsTwice }), { properties: ['chestQuiz'], seed: result.seed!, path: result.path!, numRuns: 100 });
    const [again] = replayed.properties;
    expect(again?.counterexample).toBe(result.counterexample);
    expect(again?.runs).toBe(1);
    await expect(checkGameApiConformance(fakeConformanceTarget(), { path: result.path! })).rejects.toThrow(/seed/);
  });
});
