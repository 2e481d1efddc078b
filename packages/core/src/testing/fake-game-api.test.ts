import { describe, expect, it } from 'vitest';
import { GameApiError } from '../ports/game-api.port.js';
import { buildTimestamps } from './builders.js';
import { DEMO_PLAYER } from './demo-seed.js';
import { FakeClock } from './fake-clock.js';
import { FakeGameApi } from './fake-game-api.js';
import { FakeGameServer, type FakeServerPush } from './fake-game-server.js';
import { RAFFLE_COOLDOWN_MS } from '../rules/constants.js';

function game(period: 'preGame' | 'gameStart' = 'preGame') {
  const clock = new FakeClock();
  const server = new FakeGameServer({ clock, timestamps: buildTimestamps(period, clock.now()) });
  const pushes: FakeServerPush[] = [];
  server.onPush((push) => pushes.push(push));
  return { clock, server, api: new FakeGameApi(server), pushes };
}

describe('FakeGameApi', () => {
  it('fails the next call of a name as told, then answers again', async () => {
    const { api } = game();
    const offline = new GameApiError({ kind: 'network', status: null, message: 'offline' });
    api.failNext('getCountries', offline);
    await expect(api.getCountries()).rejects.toBe(offline);
    await expect(api.getCountries()).resolves.toMatchObject({ meta: { status: 200 } });
  });

  it('leaves the next call of a name unanswered as told, then answers again', async () => {
    const { api } = game();
    api.hangNext('getCountries');
    let settled = false;
    void api.getCountries().finally(() => (settled = true));
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(settled).toBe(false);
    await expect(api.getCountries()).resolves.toMatchObject({ meta: { status: 200 } });
    expect(api.calls.map((call) => call.name)).toEqual(['getCountries', 'getCountries']);
  });

  it('logout ends only the session of the tokens it sends', async () => {
    const { api, server } = game();
    const elsewhere = new FakeGameApi(server);
    await elsewhere.login({ ...DEMO_PLAYER });
    await api.login({ ...DEMO_PLAYER });
    await expect(api.logout()).resolves.toMatchObject({ meta: { status: 200 } });
    await expect(api.getCoinTotal()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await expect(elsewhere.getCoinTotal()).resolves.toMatchObject({ meta: { status: 200 } });
  });

  it('records every call in order', async () => {
    const { api } = game();
    await api.login({ ...DEMO_PLAYER });
    await api.getCoinTotal();
    expect(api.calls).toEqual([
      { name: 'login', request: DEMO_PLAYER },
      { name: 'getCoinTotal', request: undefined },
    ]);
  });

  it('sends the tokens of the token source it was given', async () => {
    const server = new FakeGameServer();
    const session = new FakeGameApi(server);
    const { tokens } = await session.login({ ...DEMO_PLAYER });
    let current: typeof tokens | null = null;
    const api = new FakeGameApi(server, () => current);
    await expect(api.getCoinTotal()).rejects.toMatchObject({ kind: 'unauthorized' });
    current = tokens;
    await expect(api.getCoinTotal()).resolves.toMatchObject({ data: { coins: server.balanceOf(DEMO_PLAYER.email) } });
  });

  it('answers copies: changing an answer does not change the game', async () => {
    const { api } = game();
    await api.login({ ...DEMO_PLAYER });
    const first = await api.getRaffleItems();
    const item = first.data[0]!;
    item.coins = 99;
    const again = await api.getRaffleItems();
    expect(again.data[0]?.coins).toBe(0);
  });
});

describe('FakeGameServer', () => {
  it('pays a completed chest once, records it in the history and pushes the coin change with the balance', async () => {
    const { api, server, pushes } = game('preGame');
    await api.login({ ...DEMO_PLAYER });
    const before = server.balanceOf(DEMO_PLAYER.email);
    // Demo chest 1: b, a, c. One wrong answer on the first question.
    for (const [question, choice] of [[0, 'a'], [0, 'b'], [1, 'a'], [2, 'c']] as const) {
      await api.answerChestQuestion({ chest_id: 1, question, choice });
    }
    await expect(api.submitChest({ chest_id: 1, amount: 9 })).rejects.toMatchObject({ kind: 'invalid', status: 422 });
    const { data } = await api.submitChest({ chest_id: 1, amount: 8 });
    expect(data.chests_submitted).toEqual({ '1': 8 });
    expect(server.balanceOf(DEMO_PLAYER.email)).toBe(before + 8);
    expect(pushes).toContainEqual({ type: 'coinChange', email: DEMO_PLAYER.email, event: { coins: 8, balance: before + 8 } });
    const history = await api.getCoinHistory();
    expect(history.data.coin_details).toContainEqual({ source: 'chests', count: 8 });
  });

  it('shows a question\'s answer once it is solved, and its wrong tries', async () => {
    const { api } = game('preGame');
    await api.login({ ...DEMO_PLAYER });
    await api.answerChestQuestion({ chest_id: 2, question: 0, choice: 'a' });
    await api.answerChestQuestion({ chest_id: 2, question: 0, choice: 'd' });
    const chest = (await api.getChests()).data.find((candidate) => candidate.chest_id === 2)!;
    expect(chest.group[0]).toMatchObject({ tried: ['a'], solved: true, coins: 2, answers: { correct: 'd' } });
    expect(chest.group[1]).toMatchObject({ tried: [], solved: false, coins: 3 });
    expect(chest.group[1]?.answers.correct).toBeUndefined();
  });

  it('broadcasts silver flags that a stake changes, and lets a stake through again after the cooldown', async () => {
    const { api, clock, pushes } = game('gameStart');
    await api.login({ ...DEMO_PLAYER });
    await api.submitStakes({ staked_items: [{ item_id: 2, coins: 3 }], total_coins: 0 });
    expect(pushes).toContainEqual({ type: 'raffleSilver', event: [{ item_id: 2, silver: false }] });
    await expect(api.submitStakes({ staked_items: [{ item_id: 2, coins: 0 }], total_coins: 0 })).rejects.toMatchObject({
      kind: 'rateLimited',
      retryAfterSeconds: RAFFLE_COOLDOWN_MS / 1000,
    });
    clock.advance(RAFFLE_COOLDOWN_MS);
    await api.submitStakes({ staked_items: [{ item_id: 2, coins: 0 }], total_coins: 0 });
    expect(pushes.slice(-2)).toEqual([
      { type: 'raffleSilver', event: [{ item_id: 2, silver: true }] },
      { type: 'raffleTotals', event: { items: [1, 2, 3, 4].map((item_id) => ({ item_id, total_staked: 0 })) } },
    ]);
  });

  it("broadcasts every item's stake total after each committed stake", async () => {
    const { api, pushes } = game('gameStart');
    await api.login({ ...DEMO_PLAYER });
    await api.submitStakes({ staked_items: [{ item_id: 3, coins: 2 }], total_coins: 0 });
    const totals = (await api.getRaffleItems()).data.map(({ item_id, total_staked }) => ({ item_id, total_staked }));
    expect(pushes.at(-1)).toEqual({ type: 'raffleTotals', event: { items: totals } });
    expect(totals.find((item) => item.item_id === 3)?.total_staked).toBeGreaterThanOrEqual(2);
  });

  it('verifies a registered player through the mailed token, once', async () => {
    const server = new FakeGameServer({ demo: false });
    const api = new FakeGameApi(server);
    const email = 'new.player@example.com';
    await api.register({
      name: 'New Player',
      email,
      password: 'Fresh-Secret-1',
      password_confirmation: 'Fresh-Secret-1',
      education: 'Grade 9',
      country: 'Canada',
      referral_code: 'de70p1a7e5',
    });
    await expect(api.login({ email, password: 'Fresh-Secret-1' })).rejects.toMatchObject({ kind: 'invalid', status: 422 });
    const token = server.lastMailedToken(email, 'verification')!;
    await api.verifyEmail({ token });
    await expect(api.verifyEmail({ token })).rejects.toMatchObject({ status: 404 });
    const login = await api.login({ email, password: 'Fresh-Secret-1' });
    expect(login.data.coins).toBe(3);
    const referrer = await api.login({ ...DEMO_PLAYER });
    await expect(api.getReferrals()).resolves.toMatchObject({
      data: { referrals: expect.arrayContaining([expect.objectContaining({ invited_user: { name: 'New Player', email } })]) as unknown },
    });
    expect(referrer.data.coins).toBeGreaterThan(0);
  });

  it('expires a reset token after ten minutes', async () => {
    const clock = new FakeClock();
    const server = new FakeGameServer({ clock });
    const api = new FakeGameApi(server);
    await api.requestPasswordReset({ email: DEMO_PLAYER.email });
    const token = server.lastMailedToken(DEMO_PLAYER.email, 'reset')!;
    clock.advance(10 * 60 * 1000);
    await expect(
      api.resetPassword({ token, password: 'Fresh-Secret-1', password_confirmation: 'Fresh-Secret-1' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers a body of the wrong shape with 400 and the problems per path', async () => {
    const { api } = game('gameStart');
    await api.login({ ...DEMO_PLAYER });
    const malformed = { staked_items: [{ item_id: 1, coins: 1.5 }], total_coins: 0 };
    await expect(api.submitStakes(malformed)).rejects.toMatchObject({
      kind: 'invalid',
      status: 400,
      fieldErrors: { 'staked_items[0].coins': ['Expected a whole number, received a fraction'] },
    });
  });
});
