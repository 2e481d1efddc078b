import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import type { ResultsResponse } from '../contract/results.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { groupWinners, hasWinners } from '../rules/winners/group-winners.js';
import { buildResults } from '../testing/builders.js';
import { createWinnersMachine } from './winners.machine.js';
import type { WinnersEmitted, WinnersState } from './winners.machine.js';
import { persistedWinners, winnerPartners, winnersStatus } from './winners.selectors.js';

function start(answer: () => Promise<ResultsResponse>, restored: WinnersState | null = null) {
  const api = { getResults: async () => ({ data: await answer(), meta: { status: 200 } }) };
  const actor = createActor(createWinnersMachine({ api }), { input: { restored } });
  const emitted: WinnersEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const open = async () => {
    actor.send({ type: 'winners.open' });
    await settle();
  };
  return { actor, emitted, open, snapshot: () => actor.getSnapshot() };
}

describe('winners machine', () => {
  it('sets the winners grouped into main and other partners', async () => {
    const results = buildResults();
    const { open, snapshot } = start(() => Promise.resolve(results));
    await open();
    const grouped = groupWinners(results);
    expect(grouped.ok && winnerPartners(snapshot())).toEqual(grouped.ok && grouped.value);
    expect(hasWinners(winnerPartners(snapshot())!)).toBe(true);
  });

  it('holds results that list nobody as partners without winners', async () => {
    const { open, snapshot } = start(() => Promise.resolve({ raffle_winners: [], challenge_winners: [] }));
    await open();
    expect(hasWinners(winnerPartners(snapshot())!)).toBe(false);
  });

  it('says there was an issue processing the winners when the answer cannot be grouped', async () => {
    const { open, snapshot, emitted } = start(() =>
      Promise.resolve({ raffle_winners: 'nope' } as unknown as ResultsResponse),
    );
    await open();
    expect(winnersStatus(snapshot())).toBe('failed');
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'There was a issue processing the winners response', error: true },
      },
    ]);
  });

  it('shows the winners load failure on a server error', async () => {
    const failure = new GameApiError({
      kind: 'server',
      status: 500,
      message: messages.network.unexpectedServer,
    });
    const { open, emitted } = start(() => Promise.reject(failure));
    await open();
    expect(emitted).toEqual([
      { type: 'notify', notification: { content: messages.winners.loadFailed, error: true, duration: 0 } },
    ]);
  });

  it('clears, and survives a persisted round trip', async () => {
    const { actor, open, snapshot } = start(() => Promise.resolve(buildResults()));
    await open();
    const stored = JSON.parse(JSON.stringify(persistedWinners(snapshot()))) as WinnersState;
    const restored = start(() => Promise.reject(new Error('not called')), stored);
    expect(winnersStatus(restored.snapshot())).toBe('loaded');
    expect(persistedWinners(restored.snapshot())).toEqual(stored);
    actor.send({ type: 'winners.clear' });
    expect(persistedWinners(snapshot())).toEqual({ partners: null });
  });
});
