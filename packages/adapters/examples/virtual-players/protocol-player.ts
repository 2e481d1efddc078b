// A protocol-level virtual player of the capacity rehearsal (docs/decisions/0211): the same decisions as the
// full player (core's virtual-player policy: who registers, when each arrives, the wrong tries, the stakes, the
// challenge links), sent as the contract's calls over plain `fetch` and one socket.io connection, without the web
// app's machines, adapters and schema parsing per player. It costs a fraction of the full player's CPU and
// memory, so that one core drives a crowd; the full players stay the smaller check of the app's own logic.
import { REALTIME_EVENTS, REGISTER_ACK, RAFFLE_TOTALS_EVENT, RESULTS_PUBLISHED_EVENT } from '@dubloon-quest/core';
import { challengeLinkFor, nextAnswer, planStakes, seededRandom } from '@dubloon-quest/core/testing';
import { io, type Socket } from 'socket.io-client';
import { wallClock } from './recorder.js';
import { PlayerFailure, raffleTotalsKey, type VirtualPlayerSetup } from './virtual-player.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longest a call waits for its answer, as the web app's HTTP adapter does. */
const CALL_TIMEOUT_MS = 30_000;
/** Tries of a call answered 503 with `Retry-After` (the login queue, a database back soon) or without an answer. */
const MOST_TRIES = 60;

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

interface ChestView {
  chest_id: string;
  group: { answers: { choices: Record<string, string> }; tried?: string[]; solved?: boolean; coins?: number }[];
}

export class ProtocolPlayer {
  private readonly random: () => number;
  private readonly fetch: typeof fetch;
  private tokens: { access: string; csrf: string } | null = null;
  private user: { referral_link: string } | null = null;
  private socket: Socket | null = null;
  private syncPending = false;
  /** The unstaked balance as the page knows it: from the login, each coin_change and each stake's answer. */
  private balance = 0;
  private readonly stretches: [number, number][] = [];
  private resultsLoaded = false;
  private resultsWaiters: (() => void)[] = [];
  /** The login queue's ticket cookie between tries. */
  private ticket: string | null = null;

  constructor(private readonly setup: VirtualPlayerSetup) {
    this.random = seededRandom(setup.seed ^ (setup.plan.index * 7919));
    this.fetch = setup.recorder.fetchFor(setup.address);
    setup.sockets.live.set(setup.email.toLowerCase(), this.stretches);
  }

  get email(): string {
    return this.setup.email;
  }

  /** One contract call: JSON in and out, the session's tokens, and the server's `Retry-After` honoured. */
  private async call<T>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer<T>> {
    for (let attempt = 1; ; attempt += 1) {
      const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (this.tokens) {
        headers.authorization = `Bearer ${this.tokens.access}`;
        headers['x-xsrf-token'] = this.tokens.csrf;
      }
      let response: Response;
      try {
        response = await this.fetch(`${this.setup.baseUrl}/api/v2${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch {
        // No answer: a person presses the button again after a moment, twice at most.
        if (attempt >= 3) throw new PlayerFailure(`${method} ${path}: no answer`);
        await sleep(2_000 + this.random() * 3_000);
        continue;
      }
      const text = await response.text();
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status === 503 && retryAfter > 0 && attempt < MOST_TRIES) {
        if (path === '/auth/login') this.ticket = /dq_login_ticket=([0-9a-f]{32})/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? this.ticket;
        await sleep(retryAfter * 1000);
        if (path === '/auth/login' && this.ticket) extraHeaders = { ...extraHeaders, cookie: `dq_login_ticket=${this.ticket}` };
        continue;
      }
      let parsed: unknown = null;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // not JSON: kept as null
      }
      return { status: response.status, body: parsed as T, headers: response.headers };
    }
  }

  private async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status !== 200) throw new PlayerFailure(`${method} ${path} answered ${answer.status}`);
    return answer.body;
  }

  /** A first visit: nothing to load before logging in. */
  open(): Promise<void> {
    return Promise.resolve();
  }

  async register(verificationToken: (email: string) => Promise<string>, referralCode: string | null, name: string): Promise<void> {
    const { email, password } = this.setup;
    await this.ok('POST', '/auth/register', {
      name,
      email,
      password,
      password_confirmation: password,
      education: 'Grade 10',
      school: null,
      country: 'Canada',
      region: null,
      city: null,
      ...(referralCode === null ? {} : { referral_code: referralCode }),
    });
    let token: string | null = null;
    for (let ask = 0; token === null; ask += 1) {
      token = await Promise.race([verificationToken(email), sleep(60_000).then(() => null)]);
      if (token === null) {
        if (ask === 2) throw new PlayerFailure('no verification mail after two resends');
        await this.ok('POST', '/auth/email/sendVerification', { email });
      }
    }
    await this.ok('POST', '/auth/email/verify', { token });
  }

  /** Logs in (waiting in the login queue as long as it asks), connects and registers the socket, reads the balance. */
  async login(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.call<{ user: { referral_link: string }; coins: number }>(
        'POST',
        '/auth/login',
        { email: this.setup.email, password: this.setup.password },
        this.ticket ? { cookie: `dq_login_ticket=${this.ticket}` } : {},
      );
      if (answer.status === 200) {
        const access = /^Bearer (.+)$/.exec(answer.headers.get('authorization') ?? '')?.[1];
        const csrf = answer.headers.get('x-xsrf-token');
        if (!access || !csrf) throw new PlayerFailure('login answered without tokens');
        this.tokens = { access, csrf };
        this.user = answer.body.user;
        this.balance = answer.body.coins;
        this.ticket = null;
        break;
      }
      if (attempt === 3) throw new PlayerFailure('login refused three times');
      await sleep(2_000 + this.random() * 3_000);
    }
    await this.connectSocket();
    await this.ok('GET', '/game/player/coins/total');
  }

  private async connectSocket(): Promise<void> {
    this.socket?.disconnect();
    const socket = io(this.setup.baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      auth: { token: this.tokens!.access },
      extraHeaders: this.setup.address === null ? {} : { 'x-forwarded-for': this.setup.address },
    });
    this.socket = socket;
    const email = this.setup.email.toLowerCase();
    const log = this.setup.sockets;
    socket.on(REALTIME_EVENTS.coinChange, (event: { balance?: number }) => {
      if (event.balance !== undefined) this.balance = event.balance;
      if (this.syncPending) {
        this.syncPending = false;
        return;
      }
      const key = `${email}:${event.balance}`;
      if (event.balance !== undefined && !log.coinChanges.has(key)) log.coinChanges.set(key, wallClock());
    });
    socket.on(RAFFLE_TOTALS_EVENT, (event: { items: { item_id: string | number; total_staked: number }[] }) => {
      const key = raffleTotalsKey(event.items.map((item) => ({ item_id: Number(item.item_id), total_staked: item.total_staked })));
      const list = log.raffleTotals.get(key);
      if (list) list.push(wallClock());
      else log.raffleTotals.set(key, [wallClock()]);
    });
    socket.on(RESULTS_PUBLISHED_EVENT, () => {
      log.resultsPublished.push(wallClock());
      // The page fetches the results when they are published, as the web app does.
      void this.loadResults();
    });
    socket.on('disconnect', () => {
      const last = this.stretches.at(-1);
      if (last && last[1] === Infinity) last[1] = wallClock();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new PlayerFailure(`socket not live: ${error.message}`)));
    });
    this.syncPending = true;
    const ack: unknown = await socket.timeout(20_000).emitWithAck(REALTIME_EVENTS.register, this.setup.email);
    if (ack !== REGISTER_ACK) throw new PlayerFailure('socket registration refused');
    this.stretches.push([wallClock(), Infinity]);
  }

  /** The period ended (the timer logs every page out): log out, then back in. */
  async loginAgain(): Promise<boolean> {
    if (this.tokens) {
      await this.call('POST', '/auth/logout', {});
      this.tokens = null;
      this.socket?.disconnect();
    }
    await this.login();
    return true;
  }

  /** The period's timer ran out: every page logs out at once (the server revokes the session). */
  async logOutAtPeriodEnd(): Promise<void> {
    if (!this.tokens) return;
    await this.call('POST', '/auth/logout', {});
    this.tokens = null;
    this.socket?.disconnect();
  }

  async playChests(): Promise<void> {
    const chests = await this.ok<ChestView[]>('GET', '/game/chests');
    const planned = chests.slice(0, this.setup.plan.wrongTries.length);
    for (const [chestIndex, chest] of planned.entries()) {
      const chestId = Number(chest.chest_id);
      if (chest.group.every((question) => question.solved)) continue;
      const correct = this.setup.answers.get(chestId) ?? [];
      let chestCoins: number | null = null;
      let verdictLost = false;
      for (const [questionIndex, question] of chest.group.entries()) {
        if (question.solved) continue;
        const tried = [...(question.tried ?? [])];
        const letters = Object.keys(question.answers.choices);
        for (;;) {
          const wrongTries = this.setup.plan.wrongTries[chestIndex]?.[questionIndex] ?? 0;
          const choice = nextAnswer(letters, tried, wrongTries - tried.length, correct[questionIndex] ?? null);
          if (choice === null) throw new PlayerFailure('no choice left');
          const verdict = await this.call<{ correct: boolean; chest_coins: number }>('POST', '/game/chests/answer', { chest_id: chestId, question: questionIndex, choice });
          // A person reads the verdict before the next click.
          await sleep(200 + this.random() * 800);
          if (verdict.status === 409) {
            // Answered already: a try whose answer was lost went through.
            verdictLost = true;
            break;
          }
          if (verdict.status !== 200) throw new PlayerFailure(`chest answer answered ${verdict.status}`);
          tried.push(choice);
          if (verdict.body.correct) {
            chestCoins = verdict.body.chest_coins;
            break;
          }
        }
      }
      // An answer whose verdict was lost (no answer, then 409 on its retry) leaves the earned coins unknown here: the
      // page reloads the chests, whose questions say what each earned.
      if (chestCoins === null || verdictLost) {
        const reloaded = (await this.ok<ChestView[]>('GET', '/game/chests')).find((view) => Number(view.chest_id) === chestId);
        chestCoins = (reloaded?.group ?? []).reduce((sum, question) => sum + (question.coins ?? 0), 0);
      }
      const paid = await this.call('POST', '/game/player/coins/chest', { chest_id: chestId, amount: chestCoins });
      if (paid.status !== 200 && paid.status !== 409) throw new PlayerFailure(`chest ${chestId} not completed`);
    }
  }

  referralCode(): string {
    const code = this.user ? new URL(this.user.referral_link, 'http://localhost').searchParams.get('referral') : null;
    if (!code) throw new PlayerFailure('no referral link');
    return code;
  }

  async stake(): Promise<void> {
    const items = await this.call<{ item_id: string; coins: number }[]>('GET', '/game/raffle/items');
    if (items.status !== 200) throw new PlayerFailure('raffle items not loaded');
    const stakes = planStakes(this.balance, items.body.map((item) => Number(item.item_id)), this.random);
    if (stakes.length === 0) return;
    const current = new Map(items.body.map((item) => [Number(item.item_id), item.coins]));
    const answer = await this.call<{ total_coins: number }>('POST', '/game/raffle/items', {
      staked_items: stakes.map((stake) => ({ item_id: stake.itemId, coins: (current.get(stake.itemId) ?? 0) + stake.coins })),
      total_coins: 0,
    });
    if (answer.status !== 200) throw new PlayerFailure('stakes not accepted');
    this.balance = answer.body.total_coins;
  }

  async submitChallenge(): Promise<void> {
    const businesses = await this.call<{ challenge_question: { challenge_id: string } }[]>('GET', '/business/info');
    if (businesses.status !== 200) throw new PlayerFailure('businesses not loaded');
    if (businesses.body.length === 0) throw new PlayerFailure('no business');
    const target = businesses.body[Math.floor(this.random() * businesses.body.length)]!;
    await this.call('POST', '/game/challenges', {
      challenge_id: Number(target.challenge_question.challenge_id),
      submission_link: challengeLinkFor(this.setup.plan.index),
    });
  }

  private async loadResults(): Promise<void> {
    const answer = await this.call('GET', '/game/results').catch(() => null);
    if (answer?.status !== 200) return;
    this.resultsLoaded = true;
    for (const waiter of this.resultsWaiters.splice(0)) waiter();
  }

  /** Whether the results page got the published winners (the socket's results_published fetched them). */
  resultsShown(timeoutMs: number): Promise<boolean> {
    if (this.resultsLoaded) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.resultsLoaded), timeoutMs);
      this.resultsWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  close(): void {
    this.socket?.disconnect();
  }
}
