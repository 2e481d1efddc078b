import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { settle } from '../test/machines/settle.js';
import { createGameLogic } from './game-logic.js';
import type { GameLogic } from './game-logic.js';
import { isOverlayShown } from './machines/loading.selectors.js';
import { notificationItems } from './machines/notifications.selectors.js';
import { currentPeriod, footerCountdown, gameNotStarted, newPeriodCount } from './machines/period.selectors.js';
import { parsePersistedClientState } from './machines/persisted-state.js';
import type { PersistedClientState } from './machines/persisted-state.js';
import { activeQuestion, chestViews } from './machines/quiz.selectors.js';
import { raffleItemViews, remainingCoins, userCoins } from './machines/raffle.selectors.js';
import { realtimeStatus } from './machines/realtime.selectors.js';
import { currentUser, isLoggedIn, sessionTokens } from './machines/session.selectors.js';
import { GAME_NOT_STARTED } from './contract/timestamps.schema.js';
import { messages } from './messages/catalogue.js';
import { formatDateTimeNamed } from './messages/date-time.js';
import { GameApiError } from './ports/game-api.port.js';
import type { PersistedStateStore } from './ports/storage.port.js';
import { LocalQuizJudge } from './quiz-judge/local-quiz-judge.js';
import type { GamePeriod } from './rules/period/game-period.js';
import { buildTimestamps } from './testing/builders.js';
import { DEMO_PARTNER, DEMO_PLAYER } from './testing/demo-seed.js';
import { FakeGameApi } from './testing/fake-game-api.js';
import { FakeGameServer } from './testing/fake-game-server.js';
import { FakeRealtime } from './testing/fake-realtime.js';
import { KeyValuePersistedStateStore } from './testing/key-value-persisted-state-store.js';
import { MemoryStorage } from './testing/memory-storage.js';

const T0 = Date.parse('2026-04-21T12:00:00.000Z');

interface World {
  clock: SimulatedClock;
  server: FakeGameServer;
  api: FakeGameApi;
  realtime: FakeRealtime;
  storage: KeyValuePersistedStateStore<PersistedClientState>;
  memory: MemoryStorage;
  navigations: string[];
}

function world(
  options: {
    period?: GamePeriod;
    periodMs?: number;
    quizCheck?: 'server' | 'client';
    memory?: MemoryStorage;
  } = {},
): World {
  const clock = new SimulatedClock();
  clock.set(T0);
  const server = new FakeGameServer({
    clock,
    timestamps: buildTimestamps(options.period ?? 'preGame', T0, options.periodMs),
    quizCheck: options.quizCheck ?? 'server',
  });
  let logic: GameLogic | undefined;
  const api = new FakeGameApi(server, () => logic?.tokens() ?? null);
  const memory = options.memory ?? new MemoryStorage();
  const storage = new KeyValuePersistedStateStore<PersistedClientState>(memory, {
    parse: parsePersistedClientState,
  });
  const w: World & { bind(l: GameLogic): void } = {
    clock,
    server,
    api,
    realtime: new FakeRealtime({ server }),
    storage,
    memory,
    navigations: [],
    bind: (l) => (logic = l),
  };
  return w;
}

async function start(
  w: World,
  options: { quizJudge?: LocalQuizJudge; storage?: PersistedStateStore<PersistedClientState> } = {},
) {
  const logic = await createGameLogic({
    api: w.api,
    realtime: w.realtime,
    storage: options.storage ?? w.storage,
    clock: w.clock,
    timers: w.clock,
    random: () => 0.5,
    navigate: (to) => w.navigations.push(to),
    ...(options.quizJudge === undefined ? {} : { quizJudge: options.quizJudge }),
  });
  (w as World & { bind(l: GameLogic): void }).bind(logic);
  return logic;
}

async function logIn(w: World, logic: GameLogic, account: { email: string; password: string } = DEMO_PLAYER) {
  logic.session.send({ type: 'session.login', email: account.email, password: account.password });
  await settle();
  await w.realtime.flush();
  await settle();
}

const toasts = (logic: GameLogic) =>
  notificationItems(logic.notifications.getSnapshot()).map((item) => item.payload.content);

describe('createGameLogic', () => {
  it('logs in: session, coins, period, realtime, Treasure Map, and a saved state', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(true);
    expect(w.navigations).toEqual(['/']);
    expect(userCoins(logic.raffle.getSnapshot())).toBe(w.server.balanceOf(DEMO_PLAYER.email));
    expect(currentPeriod(logic.period.getSnapshot())).toBe('preGame');
    expect(realtimeStatus(logic.realtime.getSnapshot())).toBe('live');
    expect(w.realtime.registeredEmail).toBe(DEMO_PLAYER.email);
    const saved = await w.storage.load();
    expect(saved?.user.tokens).toEqual(sessionTokens(logic.session.getSnapshot()));
    expect(saved?.gameConfig.timestamps).toEqual(w.server.timestamps);
    logic.stop();
  });

  it('saves a login as one whole state: never the session without its schedule and coins', async () => {
    // A page opened from the saved state (a second tab, the next visit) between two saves would otherwise find
    // a session without a period, and be sent to /profile as if the game had not started.
    const w = world({ period: 'gameStart' });
    const saves: PersistedClientState[] = [];
    const recording: PersistedStateStore<PersistedClientState> = {
      load: () => w.storage.load(),
      save: (state) => {
        saves.push(state);
        return w.storage.save(state);
      },
      clear: () => w.storage.clear(),
    };
    const logic = await start(w, { storage: recording });
    await logIn(w, logic);
    const withSession = saves.filter((state) => state.user.tokens !== null);
    expect(withSession.length).toBeGreaterThan(0);
    for (const state of withSession) {
      expect(state.gameConfig.timestamps).toEqual(w.server.timestamps);
      expect(state.game.userCoins).toBe(w.server.balanceOf(DEMO_PLAYER.email));
    }
    logic.stop();
  });

  it('shows the loading overlay while logging in', async () => {
    const w = world();
    const logic = await start(w);
    logic.session.send({ type: 'session.login', email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    expect(isOverlayShown(logic.loading.getSnapshot())).toBe(true);
    await settle();
    expect(isOverlayShown(logic.loading.getSnapshot())).toBe(false);
    logic.stop();
  });

  it('adds coins pushed live by the server', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    const before = userCoins(logic.raffle.getSnapshot());
    w.server.grantCoins(DEMO_PLAYER.email, 4, 'referrals');
    await w.realtime.flush();
    expect(userCoins(logic.raffle.getSnapshot())).toBe(before + 4);
    logic.stop();
  });

  it('stakes through the raffle and takes the server balance', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    logic.raffle.send({ type: 'raffle.open' });
    await settle();
    const itemId = raffleItemViews(logic.raffle.getSnapshot())[0]!.item.item_id;
    logic.raffle.send({ type: 'stake.plus', itemId });
    logic.raffle.send({ type: 'stake.submit' });
    logic.raffle.send({ type: 'stake.confirm' });
    await settle();
    expect(remainingCoins(logic.raffle.getSnapshot())).toBe(w.server.balanceOf(DEMO_PLAYER.email));
    expect(toasts(logic)).toContain(messages.raffle.submitted);
    logic.stop();
  });

  it("updates the raffle items' total_staked live when stakes are committed elsewhere", async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    logic.raffle.send({ type: 'raffle.open' });
    await settle();
    const item = raffleItemViews(logic.raffle.getSnapshot())[0]!.item;
    // The same account on another device (the demo seed has one player) stakes 2 coins on the item.
    const elsewhere = new FakeGameApi(w.server);
    await elsewhere.login(DEMO_PLAYER);
    await elsewhere.submitStakes({ staked_items: [{ item_id: item.item_id, coins: 2 }], total_coins: 0 });
    await w.realtime.flush();
    const updated = logic.raffle.getSnapshot().context.items.find((candidate) => candidate.item_id === item.item_id);
    expect(updated?.total_staked).toBe((item.total_staked ?? 0) + 2 - item.coins);
    logic.stop();
  });

  it('pays a completed chest into the coins and the user, judged by the server', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    const before = userCoins(logic.raffle.getSnapshot());
    logic.quiz.send({ type: 'quiz.open' });
    await settle();
    logic.quiz.send({ type: 'chest.open', chestId: 1 });
    for (const choice of ['b', 'a', 'c']) {
      logic.quiz.send({ type: 'answer.submit', choice });
      await settle();
      logic.quiz.send({ type: 'answer.proceed' });
      await settle();
    }
    expect(chestViews(logic.quiz.getSnapshot())[0]).toEqual({ chestId: 1, status: 'completed', coins: 9 });
    expect(userCoins(logic.raffle.getSnapshot())).toBe(before + 9);
    expect(currentUser(logic.session.getSnapshot())?.chests_submitted).toEqual({ '1': 9 });
    expect(toasts(logic)).toContain(messages.chests.earned(9));
    expect(w.api.calls.filter((call) => call.name === 'answerChestQuestion')).toHaveLength(3);
    logic.stop();
  });

  it('judges locally with a LocalQuizJudge for a server of the original contract', async () => {
    const w = world({ quizCheck: 'client' });
    const logic = await start(w, { quizJudge: new LocalQuizJudge() });
    await logIn(w, logic);
    logic.quiz.send({ type: 'quiz.open' });
    await settle();
    logic.quiz.send({ type: 'chest.open', chestId: 2 });
    logic.quiz.send({ type: 'answer.submit', choice: 'a' });
    await settle();
    expect(activeQuestion(logic.quiz.getSnapshot())).toMatchObject({ index: 0, coins: 2, tried: ['a'] });
    expect(w.api.calls.some((call) => call.name === 'answerChestQuestion')).toBe(false);
    logic.stop();
  });

  it('logs out 2.5 s after the countdown runs out, clearing the game, the socket and the saved state', async () => {
    const w = world({ period: 'preGame', periodMs: 20_000 });
    const logic = await start(w);
    await logIn(w, logic);
    for (let second = 0; second < 10; second += 1) w.clock.increment(1000);
    expect(currentPeriod(logic.period.getSnapshot())).toBe('gameStart');
    expect(newPeriodCount(logic.period.getSnapshot())).toBe(1);
    expect(toasts(logic)).toContain(messages.session.timerRanOut);
    const tokens = sessionTokens(logic.session.getSnapshot())!;
    w.clock.increment(2500);
    await settle();
    await w.realtime.flush();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    expect(() => w.server.call('getCoinTotal', undefined, tokens)).toThrow(
      expect.objectContaining({ kind: 'unauthorized' }),
    );
    expect(realtimeStatus(logic.realtime.getSnapshot())).toBe('off');
    expect(w.realtime.connected).toBe(false);
    expect(userCoins(logic.raffle.getSnapshot())).toBe(0);
    expect(newPeriodCount(logic.period.getSnapshot())).toBe(0);
    expect(await w.storage.load()).toBeNull();
    expect(toasts(logic)).not.toContain(messages.session.timedOut);
    logic.stop();
  });

  it('logs out from the menu: the server revokes the session, then the game, socket and saved state are cleared', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    const tokens = sessionTokens(logic.session.getSnapshot())!;
    logic.session.send({ type: 'session.logout', reason: 'user' });
    await settle();
    await w.realtime.flush();
    expect(w.api.calls.filter((call) => call.name === 'logout')).toHaveLength(1);
    expect(() => w.server.call('getCoinTotal', undefined, tokens)).toThrow(
      expect.objectContaining({ kind: 'unauthorized' }),
    );
    expect(logic.tokens()).toBeNull();
    expect(w.realtime.connected).toBe(false);
    expect(await w.storage.load()).toBeNull();
    expect(w.navigations).toEqual(['/']);
    expect(toasts(logic)).toEqual([]);
    logic.stop();
  });

  it('forgets the saved session as soon as a logout begins, while the server is still asked to revoke it', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    expect(await w.storage.load()).not.toBeNull();
    w.api.hangNext('logout');
    logic.session.send({ type: 'session.logout', reason: 'user' });
    await settle();
    // The revocation has not answered: a page loaded now must start logged out, not restore the session.
    expect(w.api.calls.filter((call) => call.name === 'logout')).toHaveLength(1);
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    expect(await w.storage.load()).toBeNull();
    logic.stop();
  });

  it('logs out without an error page when the session had already ended on the server', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    w.server.call('logout', undefined, sessionTokens(logic.session.getSnapshot()));
    logic.session.send({ type: 'session.logout', reason: 'user' });
    await settle();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    expect(logic.tokens()).toBeNull();
    expect(w.navigations).toEqual(['/']);
    logic.stop();
  });

  it('continues a saved session after a reload: logged in, same coins, realtime reconnected', async () => {
    const w = world();
    const first = await start(w);
    await logIn(w, first);
    first.raffle.send({ type: 'raffle.open' });
    await settle();
    const coins = userCoins(first.raffle.getSnapshot());
    first.stop();

    const reload = { ...w, realtime: new FakeRealtime({ server: w.server }) };
    const second = await start(reload);
    expect(isLoggedIn(second.session.getSnapshot())).toBe(true);
    expect(userCoins(second.raffle.getSnapshot())).toBe(coins);
    expect(raffleItemViews(second.raffle.getSnapshot()).length).toBeGreaterThan(0);
    await reload.realtime.flush();
    expect(reload.realtime.accessToken).toBe(sessionTokens(second.session.getSnapshot())?.access);
    expect(realtimeStatus(second.realtime.getSnapshot())).toBe('live');
    second.stop();
  });

  it('starts fresh when the saved state takes more than 5 s to read', async () => {
    const w = world();
    const hanging: PersistedStateStore<PersistedClientState> = {
      load: () => new Promise(() => {}),
      save: () => Promise.resolve(),
      clear: () => Promise.resolve(),
    };
    let started: GameLogic | undefined;
    const pending = start(w, { storage: hanging }).then((logic) => (started = logic));
    await settle();
    w.clock.increment(4999);
    await settle();
    expect(started).toBeUndefined();
    w.clock.increment(1);
    await pending;
    expect(isLoggedIn(started!.session.getSnapshot())).toBe(false);
    started!.stop();
  });

  it('drops a saved state of another shape', async () => {
    const memory = new MemoryStorage();
    memory.setItem('persist:root', JSON.stringify({ user: { credentials: 'nope' } }));
    const w = world({ memory });
    const logic = await start(w);
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    logic.stop();
  });

  it('shows /error-401 when a call is refused for authorization, and logs out 1.2 s after the error page asks', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic);
    w.api.failNext(
      'getRaffleItems',
      new GameApiError({ kind: 'unauthorized', status: 401, message: 'expired' }),
    );
    logic.raffle.send({ type: 'raffle.open' });
    await settle();
    expect(w.navigations).toEqual(['/', '/error-401']);
    logic.session.send({ type: 'session.expire' });
    w.clock.increment(1200);
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    expect(toasts(logic)).toContain('User session timed out.');
    logic.stop();
  });

  it('answers a refused session once: one error page, no toast per failing call, then the one timed-out message', async () => {
    const w = world({ period: 'gameStart' });
    const logic = await start(w);
    await logIn(w, logic);
    w.server.call('logout', undefined, sessionTokens(logic.session.getSnapshot()));
    logic.raffle.send({ type: 'raffle.open' });
    logic.quiz.send({ type: 'quiz.open' });
    logic.businesses.send({ type: 'businesses.open' });
    logic.winners.send({ type: 'winners.open' });
    await settle();
    expect(w.navigations).toEqual(['/', '/error-401']);
    expect(toasts(logic)).toEqual([]);
    w.clock.increment(1200);
    await settle();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    expect(toasts(logic)).toEqual([messages.session.timedOut]);
    logic.stop();
  });

  it('logs out at once when the server ends the session by a kick, with one message and no error page', async () => {
    const w = world({ period: 'gameStart' });
    const logic = await start(w);
    await logIn(w, logic);
    w.server.call('logout', undefined, sessionTokens(logic.session.getSnapshot()));
    w.realtime.endSession({ reason: 'kicked' });
    await w.realtime.flush();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    expect(logic.tokens()).toBeNull();
    expect(toasts(logic)).toEqual([messages.session.kicked]);
    // A call already on its way when the kick arrived fails with 401: nothing more is said or shown.
    logic.raffle.send({ type: 'raffle.open' });
    await settle();
    w.clock.increment(5000);
    await settle();
    expect(w.navigations).toEqual(['/']);
    expect(toasts(logic)).toEqual([messages.session.kicked]);
    expect(await w.storage.load()).toBeNull();
    logic.stop();
  });

  it('logs out at once on a ban, naming its end in local date and time and the organizer\'s reason', async () => {
    const w = world({ period: 'gameStart' });
    const logic = await start(w);
    await logIn(w, logic);
    const until = '2026-11-28T00:21:00.000Z';
    w.realtime.endSession({ reason: 'banned', banned_until: until, ban_reason: 'Spamming the challenge' });
    await w.realtime.flush();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    const [only, ...more] = toasts(logic);
    expect(more).toEqual([]);
    expect(only).toBe(messages.session.suspended(formatDateTimeNamed(until), 'Spamming the challenge'));
    expect(only).not.toContain(until);
    logic.stop();
  });

  it('follows a schedule change pushed live: period, gates, countdown and saved timestamps, still logged in', async () => {
    const w = world({ period: 'preGame', periodMs: 20_000 });
    const logic = await start(w);
    await logIn(w, logic);
    w.clock.increment(2000);
    // The organizers start the game now: game start 1 s ago, review in 19 s.
    const moved = buildTimestamps('gameStart', w.clock.now() + 9000, 20_000);
    w.server.setTimestamps(moved);
    await w.realtime.flush();
    await settle();
    expect(currentPeriod(logic.period.getSnapshot())).toBe('gameStart');
    expect(newPeriodCount(logic.period.getSnapshot())).toBe(1);
    expect(footerCountdown(logic.period.getSnapshot())).toBe('00:00:19');
    expect((await w.storage.load())?.gameConfig.timestamps).toEqual(moved);
    w.clock.increment(5000);
    await settle();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(true);
    expect(toasts(logic)).not.toContain(messages.session.timerRanOut);

    // Unscheduled: only the profile is open, and still nobody is logged out.
    w.server.setTimestamps(GAME_NOT_STARTED);
    await w.realtime.flush();
    expect(gameNotStarted(logic.period.getSnapshot())).toBe(true);
    expect(footerCountdown(logic.period.getSnapshot())).toBeNull();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(true);
    logic.stop();
  });

  it('takes the schedule moved while the page was closed as soon as the restored session registers', async () => {
    const w = world({ period: 'preGame', periodMs: 20_000 });
    const first = await start(w);
    await logIn(w, first);
    first.stop();
    const moved = buildTimestamps('gameStart', T0, 20_000);
    w.server.setTimestamps(moved);

    const reload = { ...w, realtime: new FakeRealtime({ server: w.server }) };
    const second = await start(reload);
    expect(currentPeriod(second.period.getSnapshot())).toBe('preGame');
    await reload.realtime.flush();
    await settle();
    expect(currentPeriod(second.period.getSnapshot())).toBe('gameStart');
    expect(isLoggedIn(second.session.getSnapshot())).toBe(true);
    expect((await w.storage.load())?.gameConfig.timestamps).toEqual(moved);
    second.stop();
  });

  it('keeps an organizer or partner logged in when the countdown runs out, the period moving on', async () => {
    const w = world({ period: 'preGame', periodMs: 20_000 });
    const logic = await start(w);
    await logIn(w, logic, DEMO_PARTNER);
    for (let second = 0; second < 10; second += 1) w.clock.increment(1000);
    w.clock.increment(2500);
    await settle();
    expect(currentPeriod(logic.period.getSnapshot())).toBe('gameStart');
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(true);
    expect(toasts(logic)).not.toContain(messages.session.timerRanOut);

    // A player logging in after the partner on the same page is logged out at a period end again.
    logic.session.send({ type: 'session.logout', reason: 'user' });
    await settle();
    await w.realtime.flush();
    await settle();
    expect(isLoggedIn(logic.session.getSnapshot())).toBe(false);
    await logIn(w, logic);
    for (let second = 0; second < 20; second += 1) w.clock.increment(1000);
    expect(toasts(logic)).toContain(messages.session.timerRanOut);
    logic.stop();
  });

  it('lets a non-player log in without staking or chest opening', async () => {
    const w = world();
    const logic = await start(w);
    await logIn(w, logic, DEMO_PARTNER);
    logic.quiz.send({ type: 'quiz.open' });
    await settle();
    logic.quiz.send({ type: 'chest.open', chestId: 1 });
    expect(toasts(logic)).toContain('Only players can win more dubl-u-nes');
    logic.stop();
  });
});
