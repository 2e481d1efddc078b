import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, getNextSnapshot } from 'xstate';
import { RaffleServer } from '../../test/machines/raffle-server.js';
import { settle } from '../../test/machines/settle.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { coinChangeToRaffleEvent, createRaffleMachine } from './raffle.machine.js';
import type { RaffleEmitted, RaffleState } from './raffle.machine.js';
import {
  badgeCoins,
  cooldownCountdown,
  persistedRaffle,
  raffleItemViews,
  raffleItemsStatus,
  raffleRoleNotice,
  remainingCoins,
  stakeConfirmation,
  stakeControlsDisabled,
  userCoins,
} from './raffle.selectors.js';

const T0 = Date.parse('2026-04-21T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function start(
  options: {
    balance?: number;
    role?: string;
    restored?: RaffleState | null;
    at?: number;
    server?: RaffleServer;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(options.at ?? T0);
  const server = options.server ?? new RaffleServer(options.balance ?? 10, [1, 2, 3]);
  const machine = createRaffleMachine({ api: server, clock });
  const actor = createActor(machine, { clock, input: { restored: options.restored ?? null } });
  const emitted: RaffleEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  if (options.restored === undefined || options.restored === null)
    actor.send({ type: 'game.start', balance: server.balance, role: options.role ?? 'Player' });
  else actor.send({ type: 'game.role', role: options.role ?? 'Player' });
  const open = async () => {
    actor.send({ type: 'raffle.open' });
    await settle();
  };
  const notices = () => emitted.map((event) => event.notification.content);
  const stakes = () =>
    Object.fromEntries(raffleItemViews(actor.getSnapshot()).map((view) => [view.item.item_id, view.staked]));
  const submit = async () => {
    actor.send({ type: 'stake.submit' });
    actor.send({ type: 'stake.confirm' });
    await settle();
  };
  return {
    clock,
    server,
    machine,
    actor,
    emitted,
    open,
    notices,
    stakes,
    submit,
    snapshot: () => actor.getSnapshot(),
  };
}

describe('raffle machine: items and stakes', () => {
  it('loads the items when the page opens, counting the saved stakes in the player total', async () => {
    const server = new RaffleServer(6, [1, 2, 3]);
    server.saved = { 2: 4 };
    const { open, snapshot, stakes } = start({ server });
    expect(raffleItemsStatus(snapshot())).toBe('idle');
    await open();
    expect(raffleItemsStatus(snapshot())).toBe('loaded');
    expect(stakes()).toEqual({ 1: 0, 2: 4, 3: 0 });
    expect(userCoins(snapshot())).toBe(10);
    expect(remainingCoins(snapshot())).toBe(6);
  });

  it('moves coins with plus and minus through the ledger', async () => {
    const { actor, open, snapshot, stakes } = start({ balance: 3 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'stake.plus', itemId: 2 });
    actor.send({ type: 'stake.minus', itemId: 1 });
    expect(stakes()).toEqual({ 1: 1, 2: 1, 3: 0 });
    expect(remainingCoins(snapshot())).toBe(1);
    expect(userCoins(snapshot())).toBe(3);
    actor.send({ type: 'stake.add', itemId: 3, change: 1 });
    expect(stakes()).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it('refuses plus without remaining coins and minus on an empty item, with the ledger messages', async () => {
    const { actor, open, notices, stakes } = start({ balance: 1 });
    await open();
    actor.send({ type: 'stake.minus', itemId: 2 });
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(stakes()).toEqual({ 1: 1, 2: 0, 3: 0 });
    expect(notices()).toEqual([messages.raffle.nothingOnItem, messages.raffle.noRemainingCoins]);
  });

  it('lets only players stake or submit', async () => {
    const { actor, open, notices, stakes, snapshot, server } = start({ role: 'Partner' });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'stake.submit' });
    expect(stakes()).toEqual({ 1: 0, 2: 0, 3: 0 });
    expect(notices()).toEqual([messages.roles.onlyPlayersStake, messages.roles.onlyPlayersStake]);
    expect(stakeControlsDisabled(snapshot())).toBe(true);
    expect(raffleRoleNotice(snapshot())).toBe('Only players can assign Dubl-U-Nes to raffle items');
    expect(server.submissions).toEqual([]);
  });

  it('takes a plus as a pure transition without running anything', async () => {
    const { machine, open, snapshot } = start({ balance: 2 });
    await open();
    const before = snapshot();
    const after = getNextSnapshot(machine, before, { type: 'stake.plus', itemId: 3 });
    expect(after.context.ledger.staked).toEqual({ 3: 1 });
    expect(before.context.ledger.staked).toEqual({});
  });

  it('shows the empty state and an error toast when the items cannot be fetched, and tries again on open', async () => {
    const server = new RaffleServer(5, [1]);
    server.failures.push(
      new GameApiError({ kind: 'server', status: 500, message: messages.network.unexpectedServer }),
    );
    const { open, snapshot, emitted } = start({ server });
    await open();
    expect(raffleItemsStatus(snapshot())).toBe('failed');
    expect(emitted).toEqual([
      { type: 'notify', notification: { content: messages.raffle.loadFailed, error: true, duration: 0 } },
    ]);
    await open();
    expect(raffleItemsStatus(snapshot())).toBe('loaded');
  });

  it('applies live coin changes and silver flags', async () => {
    const { actor, open, snapshot } = start({ balance: 4 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send(coinChangeToRaffleEvent({ coins: 3 }));
    expect(userCoins(snapshot())).toBe(7);
    expect(remainingCoins(snapshot())).toBe(6);
    actor.send(coinChangeToRaffleEvent({ coins: -2, balance: 9 }));
    expect(userCoins(snapshot())).toBe(9);
    expect(remainingCoins(snapshot())).toBe(8);
    actor.send({ type: 'raffle.silver', items: [{ item_id: 2, silver: false }] });
    expect(raffleItemViews(snapshot()).map((view) => view.item.silver)).toEqual([true, false, true]);
  });

  it("takes live stake totals into each listed item's total_staked, keeping the stakes and the items unchanged otherwise", async () => {
    const { actor, open, snapshot } = start({ balance: 4 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({
      type: 'raffle.totals',
      items: [
        { item_id: 1, total_staked: 40 },
        { item_id: 3, total_staked: 7 },
        { item_id: 99, total_staked: 5 },
      ],
    });
    const items = snapshot().context.items;
    expect(items.map((item) => [item.item_id, item.total_staked])).toEqual([
      [1, 40],
      [2, undefined],
      [3, 7],
    ]);
    expect(remainingCoins(snapshot())).toBe(3);
    // The same totals again: the very same items (nothing re-renders, nothing is saved again).
    actor.send({ type: 'raffle.totals', items: [{ item_id: 1, total_staked: 40 }] });
    expect(snapshot().context.items).toBe(items);
  });
});

describe('raffle machine: the chance on each item', () => {
  const chances = (snapshot: ReturnType<ReturnType<typeof start>['snapshot']>) =>
    Object.fromEntries(raffleItemViews(snapshot).map((view) => [view.item.item_id, view.chance?.chance ?? null]));

  it('follows plus and minus at once, the live totals, and stays right through a submission', async () => {
    const { actor, open, snapshot, submit } = start({ balance: 5 });
    await open();
    // Without totals from the server the chance is unknown.
    expect(chances(snapshot())).toEqual({ 1: null, 2: null, 3: null });
    actor.send({ type: 'raffle.totals', items: [1, 2, 3].map((item_id) => ({ item_id, total_staked: 3 })) });
    expect(chances(snapshot())).toEqual({ 1: 0, 2: 0, 3: 0 });
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(chances(snapshot())[1]).toBe(1 / 4);
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(chances(snapshot())[1]).toBe(2 / 5);
    actor.send({ type: 'raffle.totals', items: [{ item_id: 1, total_staked: 8 }] });
    expect(chances(snapshot())[1]).toBe(2 / 10);
    actor.send({ type: 'stake.minus', itemId: 1 });
    expect(chances(snapshot())[1]).toBe(1 / 9);
    actor.send({ type: 'stake.plus', itemId: 1 });
    await submit();
    // Saved now: the total carries the player's 2 coins until the next announcement says the same.
    expect(snapshot().context.items[0]!.total_staked).toBe(10);
    expect(chances(snapshot())[1]).toBe(2 / 10);
    actor.send({ type: 'raffle.totals', items: [{ item_id: 1, total_staked: 10 }] });
    expect(chances(snapshot())[1]).toBe(2 / 10);
  });

  it("counts the player's stake once when the server announces the new totals before it answers the submission", async () => {
    // Maya alone on an item: 2 coins there make her sure to win, before and after submitting.
    const server = new RaffleServer(2, [1]);
    const { actor, open, snapshot } = start({ server });
    await open();
    actor.send({ type: 'raffle.totals', items: [{ item_id: 1, total_staked: 0 }] });
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(chances(snapshot())[1]).toBe(1);
    actor.send({ type: 'stake.submit' });
    actor.send({ type: 'stake.confirm' });
    // The server commits, then its announcement (which already has her 2 coins) overtakes its answer.
    actor.send({ type: 'raffle.totals', items: [{ item_id: 1, total_staked: 2 }] });
    await settle();
    expect(snapshot().matches({ submission: 'coolingDown' })).toBe(true);
    expect(snapshot().context.items[0]!.total_staked).toBe(2);
    expect(chances(snapshot())[1]).toBe(1);
  });
});

describe('raffle machine: the coin badge', () => {
  it('shows the unstaked balance from login on, whether or not the raffle page has loaded the saved stakes', async () => {
    // 25 coins unstaked and 3 staked on item 2, as the server holds them.
    const server = new RaffleServer(25, [1, 2, 3]);
    server.saved = { 2: 3 };
    const { actor, open, snapshot, submit } = start({ server });
    expect(badgeCoins(snapshot())).toBe(25);
    await open();
    expect(userCoins(snapshot())).toBe(28);
    expect(badgeCoins(snapshot())).toBe(25);
    // Coins moved on the page but not submitted have not left the balance yet.
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(badgeCoins(snapshot())).toBe(25);
    await submit();
    expect(badgeCoins(snapshot())).toBe(server.balance);
    expect(badgeCoins(snapshot())).toBe(24);
    actor.send({ type: 'coins.add', delta: 5 });
    expect(badgeCoins(snapshot())).toBe(29);
  });
});

describe('raffle machine: submission', () => {
  it('confirms first, then takes the server total as remaining, saves the stakes on the items and says so', async () => {
    const { actor, open, snapshot, server, emitted } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'stake.plus', itemId: 3 });
    actor.send({ type: 'stake.submit' });
    expect(stakeConfirmation(snapshot())).toBe(messages.raffle.confirmSubmit);
    expect(server.submissions).toEqual([]);
    actor.send({ type: 'stake.confirm' });
    await settle();
    expect(server.submissions).toEqual([
      {
        staked_items: [
          { item_id: 1, coins: 1 },
          { item_id: 3, coins: 1 },
        ],
        total_coins: 3,
      },
    ]);
    expect(remainingCoins(snapshot())).toBe(3);
    expect(userCoins(snapshot())).toBe(5);
    expect(raffleItemViews(snapshot()).map((view) => [view.item.coins, view.changed])).toEqual([
      [1, false],
      [0, false],
      [1, false],
    ]);
    expect(emitted).toEqual([{ type: 'notify', notification: { content: messages.raffle.submitted } }]);
  });

  it('takes the server total even when it differs from the client guess', async () => {
    const server = new RaffleServer(5, [1]);
    const { actor, open, snapshot, submit } = start({ server });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    server.balance = 20;
    await submit();
    expect(remainingCoins(snapshot())).toBe(19);
    expect(userCoins(snapshot())).toBe(20);
  });

  it('drops nothing when the confirmation is cancelled', async () => {
    const { actor, open, snapshot, stakes, server } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 2 });
    actor.send({ type: 'stake.submit' });
    actor.send({ type: 'stake.cancel' });
    expect(stakes()).toEqual({ 1: 0, 2: 1, 3: 0 });
    expect(stakeControlsDisabled(snapshot())).toBe(false);
    expect(server.submissions).toEqual([]);
  });

  it('blocks a submission with nothing staked', async () => {
    const { actor, open, notices, snapshot } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.submit' });
    expect(snapshot().matches({ submission: 'editing' })).toBe(true);
    expect(notices()).toEqual([messages.raffle.nothingStaked]);
  });

  it('loses nothing when the submission fails: the stakes stay and an error toast says so', async () => {
    const { actor, open, snapshot, stakes, server, emitted } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 2 });
    actor.send({ type: 'stake.plus', itemId: 2 });
    const before = persistedRaffle(snapshot());
    server.failures.push(
      new GameApiError({ kind: 'server', status: 503, message: messages.network.unexpectedServer }),
    );
    actor.send({ type: 'stake.submit' });
    actor.send({ type: 'stake.confirm' });
    await settle();
    expect(persistedRaffle(snapshot())).toEqual(before);
    expect(stakes()).toEqual({ 1: 0, 2: 2, 3: 0 });
    expect(snapshot().matches({ submission: 'editing' })).toBe(true);
    expect(emitted).toEqual([
      { type: 'notify', notification: { content: messages.raffle.submitFailed, error: true, duration: 0 } },
    ]);
  });

  it('locks the controls for 30 minutes after a submission, with a countdown ticking each second', async () => {
    const { actor, clock, open, snapshot, stakes, submit } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    await submit();
    expect(stakeControlsDisabled(snapshot())).toBe(true);
    expect(cooldownCountdown(snapshot())).toBe('00:30:00');
    clock.increment(999);
    expect(cooldownCountdown(snapshot())).toBe('00:30:00');
    clock.increment(1);
    expect(cooldownCountdown(snapshot())).toBe('00:29:59');
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(stakes()).toEqual({ 1: 1, 2: 0, 3: 0 });
    for (let second = 1; second < 30 * 60 - 1; second += 1) clock.increment(1000);
    expect(cooldownCountdown(snapshot())).toBe('00:00:01');
    expect(stakeControlsDisabled(snapshot())).toBe(true);
    clock.increment(1000);
    expect(stakeControlsDisabled(snapshot())).toBe(false);
    expect(cooldownCountdown(snapshot())).toBeNull();
    actor.send({ type: 'stake.plus', itemId: 1 });
    expect(stakes()).toEqual({ 1: 2, 2: 0, 3: 0 });
  });

  it('tells the user to wait when submitting during the cooldown', async () => {
    const { actor, open, notices, submit } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    await submit();
    actor.send({ type: 'stake.submit' });
    expect(notices()).toEqual([messages.raffle.submitted, messages.raffle.cooldown]);
  });

  it("waits as long as the server's own cooldown says when it answers 429", async () => {
    const server = new RaffleServer(5, [1]);
    const { actor, clock, open, snapshot } = start({ server });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    server.failures.push(
      new GameApiError({ kind: 'rateLimited', status: 429, message: 'Wait a little', retryAfterSeconds: 90 }),
    );
    actor.send({ type: 'stake.submit' });
    actor.send({ type: 'stake.confirm' });
    await settle();
    expect(cooldownCountdown(snapshot())).toBe('00:01:30');
    clock.increment(90_000);
    expect(stakeControlsDisabled(snapshot())).toBe(false);
  });
});

describe('raffle machine: refetch and persistence', () => {
  it('refetches the items 3 hours after the last fetch', async () => {
    const { clock, open, server } = start();
    await open();
    expect(server.loads).toBe(1);
    clock.increment(3 * HOUR - 1);
    await settle();
    expect(server.loads).toBe(1);
    clock.increment(1);
    await settle();
    expect(server.loads).toBe(2);
  });

  it('does not refetch fresh items when the page opens again', async () => {
    const { clock, open, server } = start();
    await open();
    clock.increment(HOUR);
    await open();
    expect(server.loads).toBe(1);
  });

  it('resets unsubmitted stakes to the saved ones on a refresh', async () => {
    const { actor, open, snapshot, stakes } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'raffle.refresh' });
    await settle();
    expect(stakes()).toEqual({ 1: 0, 2: 0, 3: 0 });
    expect(remainingCoins(snapshot())).toBe(5);
  });

  it('survives a persisted round trip in the middle of a cooldown', async () => {
    const first = start({ balance: 5 });
    await first.open();
    first.actor.send({ type: 'stake.plus', itemId: 2 });
    await first.submit();
    first.clock.increment(10 * MINUTE);
    const stored = JSON.parse(JSON.stringify(persistedRaffle(first.snapshot()))) as RaffleState;
    first.actor.stop();

    const second = start({ restored: stored, at: T0 + 10 * MINUTE, server: first.server });
    expect(persistedRaffle(second.snapshot())).toEqual(stored);
    expect(raffleItemsStatus(second.snapshot())).toBe('loaded');
    expect(stakeControlsDisabled(second.snapshot())).toBe(true);
    expect(cooldownCountdown(second.snapshot())).toBe('00:20:00');
    second.clock.increment(20 * MINUTE);
    expect(stakeControlsDisabled(second.snapshot())).toBe(false);
    second.clock.increment(2 * HOUR + 40 * MINUTE);
    await settle();
    expect(first.server.loads).toBe(2);
  });

  it('drops everything on game.clear', async () => {
    const { actor, open, snapshot } = start({ balance: 5 });
    await open();
    actor.send({ type: 'stake.plus', itemId: 1 });
    actor.send({ type: 'game.clear' });
    expect(persistedRaffle(snapshot())).toEqual({
      ledger: { userCoins: 0, remainingCoins: 0, staked: {} },
      items: [],
      itemsFetchedAt: null,
      cooldownUntil: null,
    });
    expect(raffleItemsStatus(snapshot())).toBe('idle');
  });
});
