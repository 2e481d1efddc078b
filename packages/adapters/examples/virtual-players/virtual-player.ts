// One virtual player of the capacity rehearsal (docs/decisions/0161-capacity-rehearsal.md): the game's own logic
// (`createGameLogic`: the web app's machines, retries, cooldowns and period gates) on the real HTTP adapter and
// one socket.io connection, driven by core's virtual-player policy as a person drives the web app's pages.
import {
  activeQuestion,
  businessesStatus,
  businessList,
  chestsStatus,
  chestViews,
  createGameLogic,
  isLoggedIn,
  isLoggingIn,
  raffleItemsStatus,
  raffleItemViews,
  realtimeStatus,
  remainingCoins,
  winnersStatus,
  type GameLogic,
  type RegisterRequest,
} from '@dubloon-quest/core';
import {
  challengeLinkFor,
  nextAnswer,
  planStakes,
  seededRandom,
  type VirtualPlayerPlan,
} from '@dubloon-quest/core/testing';
import { createHttpGameApi, type HttpGameApi } from '@dubloon-quest/adapters/http';
import { SocketRealtime } from '@dubloon-quest/adapters/realtime';
import { wallClock, type Recorder } from './recorder.js';

/** What the rehearsal's sockets heard, for every player of this process: arrival times by event key. */
export interface SocketLog {
  /** `<email>:<balance>` to the arrival time of that coin_change. */
  readonly coinChanges: Map<string, number>;
  /** The raffle totals' key (the staked coins, item by item) to the arrival time at each socket. */
  readonly raffleTotals: Map<string, number[]>;
  /** Arrival of results_published at each socket. */
  readonly resultsPublished: number[];
  /** Each player's registered stretches, `[from, to]` (to: Infinity while connected): a coin_change sent outside them cannot arrive. */
  readonly live: Map<string, [number, number][]>;
}

export interface VirtualPlayerSetup {
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  readonly plan: VirtualPlayerPlan;
  /** The address the player's calls come from (`x-forwarded-for`), or null for the loopback's own. */
  readonly address: string | null;
  /** Chest id to the right letter of each question (the rehearsal wrote the event). */
  readonly answers: ReadonlyMap<number, readonly string[]>;
  readonly recorder: Recorder;
  readonly sockets: SocketLog;
  readonly seed: number;
}

/** The key of a raffle-totals event: the staked coins of each item, in item order. */
export function raffleTotalsKey(items: readonly { item_id: number; total_staked: number }[]): string {
  return [...items]
    .sort((a, b) => a.item_id - b.item_id)
    .map((item) => `${item.item_id}=${item.total_staked}`)
    .join(',');
}

/**
 * The socket adapter, telling when a registration starts: the server answers each registration with a
 * coin_change of the balance (a sync, not a broadcast of a commit), which the fan-out figures leave out.
 */
class ObservedSocketRealtime extends SocketRealtime {
  syncPending = false;
  constructor(
    options: { url: string },
    private readonly stretches: [number, number][],
  ) {
    super(options);
    this.onDisconnect(() => {
      const last = this.stretches.at(-1);
      if (last && last[1] === Infinity) last[1] = wallClock();
    });
  }
  override async register(email: string): Promise<string> {
    this.syncPending = true;
    const answer = await super.register(email);
    this.stretches.push([wallClock(), Infinity]);
    return answer;
  }
}

type AnyActor = {
  getSnapshot(): unknown;
  subscribe(listener: (snapshot: unknown) => void): { unsubscribe(): void };
};

/** Resolves when `test` holds for the actor's snapshot; false when `timeoutMs` passes first. */
function waitFor<Snapshot>(
  actor: { getSnapshot(): Snapshot },
  test: (snapshot: Snapshot) => boolean,
  timeoutMs: number,
): Promise<boolean> {
  if (test(actor.getSnapshot())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const subscription = (actor as unknown as AnyActor).subscribe((snapshot) => {
      if (!test(snapshot as Snapshot)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(true);
    });
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      resolve(test(actor.getSnapshot()));
    }, timeoutMs);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong for a player, counted by the rehearsal (a step not done, with why). */
export class PlayerFailure extends Error {}

export class VirtualPlayer {
  private logic: GameLogic | null = null;
  readonly api: HttpGameApi;
  private readonly realtime: ObservedSocketRealtime;
  private readonly random: () => number;

  constructor(private readonly setup: VirtualPlayerSetup) {
    this.random = seededRandom(setup.seed ^ (setup.plan.index * 7919));
    this.api = createHttpGameApi({
      baseUrl: setup.baseUrl,
      tokens: () => this.logic?.tokens() ?? null,
      fetch: setup.recorder.fetchFor(setup.address),
    });
    const email = setup.email.toLowerCase();
    const stretches: [number, number][] = [];
    setup.sockets.live.set(email, stretches);
    this.realtime = new ObservedSocketRealtime({ url: setup.baseUrl }, stretches);
    this.realtime.onCoinChange((event) => {
      if (this.realtime.syncPending) {
        this.realtime.syncPending = false;
        return;
      }
      // The first arrival of each balance only, as the server keeps the first emission of each.
      const key = `${email}:${event.balance}`;
      if (event.balance !== undefined && !setup.sockets.coinChanges.has(key))
        setup.sockets.coinChanges.set(key, wallClock());
    });
    this.realtime.onRaffleTotals((event) => {
      const key = raffleTotalsKey(event.items);
      const list = setup.sockets.raffleTotals.get(key);
      if (list) list.push(wallClock());
      else setup.sockets.raffleTotals.set(key, [wallClock()]);
    });
    this.realtime.onResultsPublished(() => setup.sockets.resultsPublished.push(wallClock()));
  }

  get email(): string {
    return this.setup.email;
  }

  private get game(): GameLogic {
    if (!this.logic) throw new PlayerFailure('not started');
    return this.logic;
  }

  /** Opens the page: the game logic with nothing saved (a first visit). */
  async open(): Promise<void> {
    this.logic = await createGameLogic({
      api: this.api,
      realtime: this.realtime,
      storage: {
        load: () => Promise.resolve(null),
        save: () => Promise.resolve(),
        clear: () => Promise.resolve(),
      },
      clock: { now: () => Date.now() },
      random: this.random,
      navigate: () => undefined,
    });
  }

  /** Registers (with a referral code when given) and answers the verification link the mail carries. */
  async register(
    verificationToken: (email: string) => Promise<string>,
    referralCode: string | null,
    name: string,
  ): Promise<void> {
    const request: RegisterRequest = {
      name,
      email: this.setup.email,
      password: this.setup.password,
      password_confirmation: this.setup.password,
      education: 'Grade 10',
      school: null,
      country: 'Canada',
      region: null,
      city: null,
      ...(referralCode === null ? {} : { referral_code: referralCode }),
    };
    await this.api.register(request);
    // A person whose mail has not come within a minute asks for it again (the organizer's outbox lists the
    // newest mail, so a mail buried under a storm's worth of newer ones is found again).
    let token: string | null = null;
    for (let ask = 0; token === null; ask += 1) {
      token = await Promise.race([verificationToken(this.setup.email), sleep(60_000).then(() => null)]);
      if (token === null) {
        if (ask === 2) throw new PlayerFailure('no verification mail after two resends');
        await this.api.sendVerification({ email: this.setup.email });
      }
    }
    await this.api.verifyEmail({ token });
  }

  /**
   * Logs in through the session machine and waits for the socket to be live (registered). A refused login is
   * tried again after a pause, as a person would, at most three times.
   */
  async login(): Promise<void> {
    const { session, realtime } = this.game;
    for (let attempt = 1; ; attempt += 1) {
      session.send({ type: 'session.login', email: this.setup.email, password: this.setup.password });
      await waitFor(session, (snapshot) => !isLoggingIn(snapshot), 60_000);
      if (isLoggedIn(session.getSnapshot())) break;
      if (attempt === 3) throw new PlayerFailure('login refused three times');
      await sleep(2_000 + this.random() * 3_000);
    }
    if (!(await waitFor(realtime, (snapshot) => realtimeStatus(snapshot) === 'live', 120_000)))
      throw new PlayerFailure(`socket not live: ${realtimeStatus(realtime.getSnapshot())}`);
  }

  /**
   * Comes back after a period end: the period's timer logs every player out when a period ends (spec section
   * 4, docs/decisions/0021), so a player who goes on logs in again. Waits up to `waitMs` for that logout first.
   */
  async loginAgain(waitMs: number): Promise<boolean> {
    const { session } = this.game;
    await waitFor(session, (snapshot) => !isLoggedIn(snapshot) && !snapshot.matches('loggingOut'), waitMs);
    if (isLoggedIn(session.getSnapshot())) return false;
    await this.login();
    return true;
  }

  /** Opens the planned chests one by one and answers each question, with the planned wrong tries first. */
  async playChests(): Promise<void> {
    const { quiz } = this.game;
    quiz.send({ type: 'quiz.open' });
    if (!(await waitFor(quiz, (snapshot) => chestsStatus(snapshot) === 'loaded', 60_000)))
      throw new PlayerFailure('chests not loaded');
    const chests = chestViews(quiz.getSnapshot()).slice(0, this.setup.plan.wrongTries.length);
    for (const [chestIndex, chest] of chests.entries()) {
      if (chest.status === 'completed') continue;
      quiz.send({ type: 'chest.open', chestId: chest.chestId });
      const correct = this.setup.answers.get(chest.chestId) ?? [];
      let lastAnswer: { index: number; tried: number } | null = null;
      let retries = 0;
      let reloads = 0;
      for (let guard = 0; guard < 60; guard += 1) {
        await waitFor(quiz, (snapshot) => !snapshot.hasTag('busy'), 60_000);
        const snapshot = quiz.getSnapshot();
        if (snapshot.matches('browsing')) break;
        if (snapshot.matches('submitFailed')) {
          // A person presses Retry; after two failures they reload the chests (the payout may have been made).
          if (retries < 2) {
            retries += 1;
            quiz.send({ type: 'chest.retry' });
          } else await this.reloadChest(chest.chestId, ++reloads);
          continue;
        }
        const question = activeQuestion(snapshot);
        if (question === null) break;
        if (question.explanation !== null || snapshot.matches({ playing: 'explained' })) {
          quiz.send({ type: 'answer.proceed' });
          continue;
        }
        // The last answer got no verdict (a timeout, a lost connection): the server may have recorded it, so a
        // person reloads the chests to see where they stand, as the error toast suggests.
        if (lastAnswer && lastAnswer.index === question.index && lastAnswer.tried === question.tried.length) {
          lastAnswer = null;
          await this.reloadChest(chest.chestId, ++reloads);
          continue;
        }
        const planned = this.setup.plan.wrongTries[chestIndex]?.[question.index] ?? 0;
        const choice = nextAnswer(
          question.choices.map((option) => option.letter),
          question.tried,
          planned - question.tried.length,
          correct[question.index] ?? null,
        );
        if (choice === null) throw new PlayerFailure('no choice left');
        lastAnswer = { index: question.index, tried: question.tried.length };
        quiz.send({ type: 'answer.submit', choice });
        // A person reads the verdict before the next click.
        await sleep(200 + this.random() * 800);
      }
      if (
        !chestViews(quiz.getSnapshot()).some(
          (view) => view.chestId === chest.chestId && view.status === 'completed',
        )
      )
        throw new PlayerFailure(`chest ${chest.chestId} not completed`);
    }
  }

  /** Closes the chest, reloads the chest list and opens it again (at most three times per chest). */
  private async reloadChest(chestId: number, reloads: number): Promise<void> {
    if (reloads > 3) throw new PlayerFailure('chest still failing after three reloads');
    const { quiz } = this.game;
    quiz.send({ type: 'chest.close' });
    quiz.send({ type: 'quiz.refresh' });
    if (
      !(await waitFor(
        quiz,
        (snapshot) => chestsStatus(snapshot) === 'loaded' && !snapshot.hasTag('busy'),
        60_000,
      ))
    )
      throw new PlayerFailure('chests not reloaded');
    quiz.send({ type: 'chest.open', chestId });
  }

  /** The player's referral code, read from the link on the profile (login's user). */
  referralCode(): string {
    const user = (this.game.session.getSnapshot() as { context: { user: { referral_link: string } | null } })
      .context.user;
    const code = user ? new URL(user.referral_link, 'http://localhost').searchParams.get('referral') : null;
    if (!code) throw new PlayerFailure('no referral link');
    return code;
  }

  /** Opens the raffle page, spreads every unstaked coin over one to three items, confirms. */
  async stake(): Promise<void> {
    const { raffle } = this.game;
    raffle.send({ type: 'raffle.open' });
    if (!(await waitFor(raffle, (snapshot) => raffleItemsStatus(snapshot) === 'loaded', 60_000)))
      throw new PlayerFailure('raffle items not loaded');
    const snapshot = raffle.getSnapshot();
    const items = raffleItemViews(snapshot).map((view) => view.item.item_id);
    const stakes = planStakes(remainingCoins(snapshot), items, this.random);
    if (stakes.length === 0) return;
    for (const stake of stakes) raffle.send({ type: 'stake.add', itemId: stake.itemId, change: stake.coins });
    raffle.send({ type: 'stake.submit' });
    raffle.send({ type: 'stake.confirm' });
    await waitFor(raffle, (next) => !next.matches({ submission: 'submitting' }), 60_000);
    if (!raffle.getSnapshot().matches({ submission: 'coolingDown' }))
      throw new PlayerFailure('stakes not accepted');
  }

  /** Opens the businesses page and submits a challenge answer to one business's challenge. */
  async submitChallenge(): Promise<void> {
    const { businesses, challenge } = this.game;
    businesses.send({ type: 'businesses.open' });
    if (!(await waitFor(businesses, (snapshot) => businessesStatus(snapshot) === 'loaded', 60_000)))
      throw new PlayerFailure('businesses not loaded');
    const list = businessList(businesses.getSnapshot());
    if (list.length === 0) throw new PlayerFailure('no business');
    const target = list[Math.floor(this.random() * list.length)]!;
    challenge.send({
      type: 'challenge.submit',
      challengeId: target.challenge_question.challenge_id,
      link: challengeLinkFor(this.setup.plan.index),
    });
    challenge.send({ type: 'challenge.confirm' });
    await waitFor(
      challenge,
      (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('confirming'),
      60_000,
    );
  }

  /** Whether the results page has the published winners (the socket's results_published fetched them). */
  async resultsShown(timeoutMs: number): Promise<boolean> {
    const { winners } = this.game;
    return waitFor(winners, (snapshot) => winnersStatus(snapshot) === 'loaded', timeoutMs);
  }

  /** Opens the results page, as a player waiting for them does. */
  openResults(): void {
    this.game.winners.send({ type: 'winners.open' });
  }

  close(): void {
    this.realtime.disconnect();
    this.logic?.stop();
  }
}
