import { describe, expect, it } from 'vitest';
import { ContractError } from '../contract/parse.js';
import { groupWinners } from '../rules/winners/group-winners.js';
import {
  buildBusiness,
  buildChest,
  buildRaffleItem,
  buildResults,
  buildTimestamps,
  buildUser,
} from '../testing/builders.js';
import { fromPersistedState, parsePersistedClientState, toPersistedState } from './persisted-state.js';
import type { PersistedSlices } from './persisted-state.js';

const grouped = groupWinners(buildResults());
if (!grouped.ok) throw new Error('the builders must give results that group');

const slices: PersistedSlices = {
  session: { user: buildUser(), tokens: { access: 'a', csrf: 'c' }, newLogin: true },
  raffle: {
    ledger: { userCoins: 10, remainingCoins: 6, staked: { 1: 3, 2: 1 } },
    items: [buildRaffleItem({ item_id: 1, coins: 3, silver: false }), buildRaffleItem({ item_id: 2 })],
    itemsFetchedAt: 1_000,
    cooldownUntil: 2_000,
  },
  quiz: { chests: [buildChest({ chest_id: 1, correct: ['a', 'b', 'c'] })] },
  gameConfig: {
    newPeriod: 2,
    config: { theme: 'gold' },
    timestamps: buildTimestamps('gameStart', 5_000_000),
  },
  businesses: { list: [buildBusiness()], expiresAt: 3_000 },
  winners: { partners: grouped.value },
};

describe('persisted client state', () => {
  it('round-trips the machines slices through JSON, in the spec field names', () => {
    const saved = JSON.parse(JSON.stringify(toPersistedState(slices))) as unknown;
    const parsed = parsePersistedClientState(saved);
    expect(parsed.game.staked).toEqual({ remainingCoins: 6, raffleItem: { '1': 3, '2': 1 } });
    expect(parsed.game.raffleTimestamp).toBe(1_000);
    expect(parsed.businesses.getBusinessesTimestamp).toBe(3_000);
    expect(fromPersistedState(parsed)).toEqual(slices);
  });

  it('keeps a prize\'s French name across a reload (decision 0164), and reads a state saved without it as none', () => {
    const results = buildResults();
    const french = groupWinners({ ...results, raffle_winners: results.raffle_winners.map((raffle) => ({ ...raffle, item_name_fr: 'Lot' })) });
    if (!french.ok) throw new Error('the French results must group');
    const withFrench = { ...slices, winners: { partners: french.value } };
    const back = fromPersistedState(parsePersistedClientState(JSON.parse(JSON.stringify(toPersistedState(withFrench)))));
    const draws = [...back.winners.partners!.main.flatMap((partner) => partner.raffles), ...back.winners.partners!.other];
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((draw) => draw.itemNameFr === 'Lot')).toBe(true);
    const before = fromPersistedState(parsePersistedClientState(JSON.parse(JSON.stringify(toPersistedState(slices)))));
    expect([...before.winners.partners!.main.flatMap((partner) => partner.raffles), ...before.winners.partners!.other].some((draw) => 'itemNameFr' in draw)).toBe(false);
  });

  it('refuses a state whose coins do not add up', () => {
    const saved = toPersistedState(slices);
    const broken = { ...saved, game: { ...saved.game, staked: { ...saved.game.staked, remainingCoins: 7 } } };
    expect(() => parsePersistedClientState(broken)).toThrow(ContractError);
  });

  it('refuses a state of another shape, naming the field', () => {
    expect(() => parsePersistedClientState({ user: { credentials: 'nope' } })).toThrow(/user\.credentials/);
  });
});
