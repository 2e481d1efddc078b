import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, getNextSnapshot } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import type { Business } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { buildBusiness, buildChallengeQuestion } from '../testing/builders.js';
import { createBusinessesMachine } from './businesses.machine.js';
import type { BusinessesEmitted, BusinessesState } from './businesses.machine.js';
import {
  businessByChallenge,
  businessList,
  businessesStatus,
  persistedBusinesses,
} from './businesses.selectors.js';

const T0 = Date.parse('2026-04-21T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

const list: Business[] = [
  buildBusiness({
    name: 'Harbor Tech',
    challenge_question: buildChallengeQuestion({ challenge_id: 1, answers_count: 2 }),
  }),
  buildBusiness({
    name: 'Lighthouse Books',
    challenge_question: buildChallengeQuestion({ challenge_id: 2, answers_count: 5 }),
  }),
];

function start(options: { restored?: BusinessesState; at?: number; failures?: Error[] } = {}) {
  const clock = new SimulatedClock();
  clock.set(options.at ?? T0);
  let loads = 0;
  const failures = [...(options.failures ?? [])];
  const api = {
    getBusinesses: () => {
      loads += 1;
      const failure = failures.shift();
      return failure === undefined
        ? Promise.resolve({ data: list, meta: { status: 200 } })
        : Promise.reject(failure);
    },
  };
  const machine = createBusinessesMachine({ api, clock });
  const actor = createActor(machine, { clock, input: { restored: options.restored ?? null } });
  const emitted: BusinessesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const open = async () => {
    actor.send({ type: 'businesses.open' });
    await settle();
  };
  return { clock, machine, actor, emitted, open, loads: () => loads, snapshot: () => actor.getSnapshot() };
}

describe('businesses machine', () => {
  it('sets the list and stamps an expiry 3 hours ahead', async () => {
    const { open, snapshot } = start();
    await open();
    expect(businessList(snapshot())).toEqual(list);
    expect(persistedBusinesses(snapshot()).expiresAt).toBe(T0 + 3 * HOUR);
  });

  it('refetches when the list expires, 3 hours later', async () => {
    const { clock, open, loads } = start();
    await open();
    clock.increment(3 * HOUR - 1);
    await settle();
    expect(loads()).toBe(1);
    clock.increment(1);
    await settle();
    expect(loads()).toBe(2);
  });

  it('keeps a fresh list when the page opens again', async () => {
    const { clock, open, loads } = start();
    await open();
    clock.increment(HOUR);
    await open();
    expect(loads()).toBe(1);
  });

  it('merges a challenge update into the business whose challenge_id matches', async () => {
    const { actor, open, snapshot } = start();
    await open();
    actor.send({ type: 'business.challenge.update', challenge: { challenge_id: 2, answers_count: 6 } });
    expect(businessByChallenge(snapshot(), 2)?.challenge_question).toEqual({
      ...list[1]!.challenge_question,
      answers_count: 6,
    });
    expect(businessByChallenge(snapshot(), 1)).toEqual(list[0]);
  });

  it('merges as a pure transition, and ignores an unknown challenge', async () => {
    const { machine, open, snapshot } = start();
    await open();
    const next = getNextSnapshot(machine, snapshot(), {
      type: 'business.challenge.update',
      challenge: { challenge_id: 9, answers_count: 1 },
    });
    expect(next.context.list).toEqual(list);
  });

  it('shows the empty state and an error toast when the list cannot be fetched', async () => {
    const failure = new GameApiError({
      kind: 'server',
      status: 500,
      message: messages.network.unexpectedServer,
    });
    const { open, snapshot, emitted } = start({ failures: [failure] });
    await open();
    expect(businessesStatus(snapshot())).toBe('failed');
    expect(emitted).toEqual([
      { type: 'notify', notification: { content: messages.businesses.loadFailed, error: true, duration: 0 } },
    ]);
  });

  it('empties the list on clear', async () => {
    const { actor, open, snapshot } = start();
    await open();
    actor.send({ type: 'businesses.clear' });
    expect(persistedBusinesses(snapshot())).toEqual({ list: [], expiresAt: null });
    expect(businessesStatus(snapshot())).toBe('idle');
  });

  it('survives a persisted round trip, refetching when the restored list has expired', async () => {
    const first = start();
    await first.open();
    const stored = JSON.parse(JSON.stringify(persistedBusinesses(first.snapshot()))) as BusinessesState;
    first.actor.stop();
    const fresh = start({ restored: stored, at: T0 + HOUR });
    expect(businessList(fresh.snapshot())).toEqual(list);
    expect(fresh.loads()).toBe(0);
    const expired = start({ restored: stored, at: T0 + 4 * HOUR });
    await settle();
    expect(expired.loads()).toBe(1);
  });
});
