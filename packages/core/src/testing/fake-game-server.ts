import type { ChallengeQuestion } from '../contract/business.schema.js';
import type { Chest, Question } from '../contract/chest.schema.js';
import { endpoints, type EndpointDefinition, type EndpointName, type EndpointRequest, type EndpointResponse } from '../contract/endpoints.js';
import { safeParseContract, parseContract } from '../contract/parse.js';
import type { DrawCommitment, PublishedDraw } from '../contract/draw.schema.js';
import type { CoinHistoryEntry, Referral } from '../contract/profile.schema.js';
import type { RaffleItem } from '../contract/raffle.schema.js';
import type { ChallengeSubmittedEvent, CoinChangeEvent, RaffleSilverEvent, RaffleTotalsEvent, ScheduleChangeEvent } from '../contract/realtime.schema.js';
import { GAME_NOT_STARTED } from '../contract/timestamps.schema.js';
import type { User } from '../contract/user.schema.js';
import { messages } from '../messages/catalogue.js';
import { contractMessages } from '../messages/contract-messages.js';
import { serverMessages } from '../messages/server-messages.js';
import type { Clock } from '../ports/clock.port.js';
import { GameApiError, errorKindForStatus, type SessionTokens } from '../ports/game-api.port.js';
import type { Unsubscribe } from '../ports/realtime.port.js';
import { isFeatureOpen, isPlayer } from '../rules/access/feature-access.js';
import { EMAIL_LINK_COUNTDOWN_MS, MAX_CHEST_COINS, NEW_PLAYER_FREE_COINS } from '../rules/constants.js';
import { RAFFLE_SUBMISSION_STATUS, submitRaffleStakes } from '../rules/ledger/stake-submission.js';
import { commitmentOf, isDrawSecret } from '../rules/draw/commitment.js';
import { createDrawRecord, serializeDrawRecord } from '../rules/draw/draw-record.js';
import { GAME_PERIODS, gamePeriodAt, type EventTimestamps, type GamePeriod } from '../rules/period/game-period.js';
import { scoreChest, type QuizAttempt } from '../rules/quiz/quiz-scoring.js';
import { validateChallengeLink } from '../rules/validation/challenge-link.js';
import type { ValidationErrors } from '../rules/validation/field-validators.js';
import {
  isValid,
  validateEmailRequest,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateProfileUpdate,
  validateRegistration,
} from '../rules/validation/form-validators.js';
import { validateVerificationToken } from '../rules/validation/token-validators.js';
import { demoSeed, type BusinessSeed, type FakeGameSeed, type RaffleItemSeed } from './demo-seed.js';
import { FakeClock } from './fake-clock.js';

/** How chest answers are judged: by the server (answers hidden until solved) or by the client (original). */
export type QuizCheckMode = 'server' | 'client';

/** What the in-memory game pushes to live connections. */
export type FakeServerPush =
  | { readonly type: 'coinChange'; readonly email: string; readonly event: CoinChangeEvent }
  | { readonly type: 'raffleSilver'; readonly event: RaffleSilverEvent }
  | { readonly type: 'raffleTotals'; readonly event: RaffleTotalsEvent }
  | { readonly type: 'challengeSubmitted'; readonly event: ChallengeSubmittedEvent }
  | { readonly type: 'scheduleChange'; readonly event: ScheduleChangeEvent };

/** A mail the game "sent": the outbox of the in-memory game. */
export interface FakeMail {
  readonly kind: 'verification' | 'reset';
  readonly email: string;
  readonly token: string;
}

export interface FakeGameServerOptions {
  readonly seed?: FakeGameSeed;
  readonly clock?: Clock;
  /** The event's timestamps, or the not-started string. Default: the middle of the game days. */
  readonly timestamps?: EventTimestamps | typeof GAME_NOT_STARTED;
  /** Default `server`, like the real server. */
  readonly quizCheck?: QuizCheckMode;
  /** Demo mode refuses registration. Default true, like the real server. */
  readonly demo?: boolean;
}

/** Coins the inviting player earns when someone registers with their referral link. */
export const FAKE_REFERRAL_BONUS = 3;

interface Account {
  user: User;
  password: string;
  verified: boolean;
  balance: number;
  staked: Record<number, number>;
  lastStakeAt: number | null;
  history: CoinHistoryEntry[];
  referrals: Referral[];
  quizAttempts: Map<number, QuizAttempt[]>;
  challengeLinks: Map<number, string>;
}

interface IssuedToken {
  readonly kind: FakeMail['kind'];
  readonly email: string;
  readonly expiresAt: number;
}

type Handler<Name extends EndpointName> = (
  request: EndpointRequest<Name>,
  account: Account | null,
  tokens: SessionTokens | null,
) => EndpointResponse<Name>;
type Handlers = { [Name in Exclude<EndpointName, 'login'>]: Handler<Name> };

const HOUR_MS = 60 * 60 * 1000;

function defaultTimestamps(nowMs: number): EventTimestamps {
  const at = (hours: number) => new Date(nowMs + hours * HOUR_MS).toISOString();
  return { pre_game: at(-48), game_start: at(-24), review_start: at(24), review_end: at(48), game_end: at(72) };
}

/** A deep copy of a JSON value. */
function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function reject(status: number, message: string, fieldErrors: ValidationErrors = {}, retryAfterSeconds: number | null = null): never {
  throw new GameApiError({ kind: errorKindForStatus(status), status, message, fieldErrors, retryAfterSeconds });
}

function rejectUnlessValid(errors: ValidationErrors): void {
  if (!isValid(errors)) reject(422, contractMessages.invalidRequest, errors);
}

/**
 * An in-memory game server that answers every call of the endpoint table the way API.md says the real one
 * does: the same auth, anti-forgery, player-only and period-gate checks, in the same order (401, 403, 400,
 * 403 role, 409 gate, then the call's own 404/409/422/429), with the rules' own functions (period, feature
 * access, stake submission, quiz scoring, validators). Every answer is checked against its response schema.
 * Not for production: passwords are kept in clear and nothing persists.
 */
export class FakeGameServer {
  readonly clock: Clock;
  quizCheck: QuizCheckMode;
  demo: boolean;
  timestamps: EventTimestamps | typeof GAME_NOT_STARTED;
  /** Every mail sent, oldest first. */
  readonly outbox: FakeMail[] = [];

  private readonly accounts = new Map<string, Account>();
  private readonly sessions = new Map<string, { email: string; csrf: string }>();
  private readonly issuedTokens = new Map<string, IssuedToken>();
  private readonly pushListeners = new Set<(push: FakeServerPush) => void>();
  private readonly raffleItems: readonly RaffleItemSeed[];
  private readonly chests: readonly Chest[];
  private readonly businesses: readonly BusinessSeed[];
  private readonly seed: FakeGameSeed;
  private tokenCounter = 0;
  private drawCommitment: DrawCommitment | null = null;
  private draw: (PublishedDraw & { text: string; published: boolean }) | null = null;

  constructor(options: FakeGameServerOptions = {}) {
    this.seed = options.seed ?? demoSeed();
    this.clock = options.clock ?? new FakeClock();
    this.quizCheck = options.quizCheck ?? 'server';
    this.demo = options.demo ?? true;
    this.timestamps = options.timestamps ?? defaultTimestamps(this.clock.now());
    this.raffleItems = this.seed.raffleItems;
    this.chests = this.seed.chests;
    this.businesses = this.seed.businesses;
    for (const account of this.seed.accounts) {
      this.accounts.set(account.user.email, {
        user: cloneJson(account.user),
        password: account.password,
        verified: account.verified,
        balance: account.balance,
        staked: {},
        lastStakeAt: null,
        history: account.history.map((entry) => ({ ...entry })),
        referrals: cloneJson([...account.referrals]),
        quizAttempts: new Map(),
        challengeLinks: new Map(),
      });
    }
  }

  /** The game period now, or null when the game is not scheduled. */
  period(): GamePeriod | null {
    return this.timestamps === GAME_NOT_STARTED ? null : gamePeriodAt(this.timestamps, this.clock.now()).period;
  }

  /**
   * The organizers move the schedule (the console's `PATCH /console/schedule`): later logins get the new
   * timestamps, and every connection hears `schedule_change` with them.
   */
  setTimestamps(timestamps: EventTimestamps | typeof GAME_NOT_STARTED): void {
    this.timestamps = timestamps;
    this.push({ type: 'scheduleChange', event: { timestamps: cloneJson(timestamps) } });
  }

  /** Hears every push (coin changes, silver flags, stake totals, challenge counts, schedule changes). */
  onPush(listener: (push: FakeServerPush) => void): Unsubscribe {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /** The unstaked balance of an account (for assertions). */
  balanceOf(email: string): number {
    return this.account(email).balance;
  }

  /** The unstaked balance of an account, or null when there is no such account. */
  findBalance(email: string): number | null {
    return this.accounts.get(email)?.balance ?? null;
  }

  /** Gives an account coins from a source, as an organizer's grant would; pushes `coin_change`. */
  grantCoins(email: string, coins: number, source: string): void {
    this.credit(this.account(email), coins, source);
  }

  /**
   * The organizers commit to a draw secret (the organizer tool's `draw commit`): from now on
   * `GET /game/raffle/draw` answers its commitment. @returns the commitment.
   */
  commitDraw(secret: string): string {
    if (!isDrawSecret(secret)) throw new Error('A draw secret is 64 lower-case hexadecimal characters');
    this.drawCommitment = { commitment: commitmentOf(secret), committed_at: new Date(this.clock.now()).toISOString() };
    this.draw = null;
    return this.drawCommitment.commitment;
  }

  /**
   * The organizers run the draw (`draw run`) with the committed secret over every account's stakes now, with
   * core's draw; `published: false` holds the record back as the console does until the results are published.
   * Player ids are the accounts' order of creation (`player-1`, ...). @returns the record's canonical text.
   */
  runDraw(secret: string, options: { published?: boolean } = {}): string {
    if (this.drawCommitment?.commitment !== commitmentOf(secret)) throw new Error('Commit to this secret first');
    const players = [...this.accounts.values()];
    const made = createDrawRecord(
      {
        event: 'Fake game',
        frozen_at: new Date(this.clock.now()).toISOString(),
        one_prize_per_player: true,
        items: this.raffleItems.map((item) => ({
          item_id: item.item_id,
          stock: item.stock,
          stakes: players.map((account, index) => ({ player_id: `player-${index + 1}`, coins: account.staked[item.item_id] ?? 0 })),
        })),
      },
      secret,
    );
    if (!made.ok) throw new Error(made.message);
    const text = serializeDrawRecord(made.value);
    this.draw = { drawn_at: new Date(this.clock.now()).toISOString(), record: text, text, published: options.published ?? true };
    return text;
  }

  /** Publishes (or holds back) the draw's record, as the console's results switch does. */
  publishDraw(published: boolean): void {
    if (this.draw) this.draw = { ...this.draw, published };
  }

  /** The last token mailed to an address, of a kind, or undefined. */
  lastMailedToken(email: string, kind: FakeMail['kind']): string | undefined {
    return this.outbox.findLast((mail) => mail.email === email && mail.kind === kind)?.token;
  }

  /** `POST /auth/login`, which alone yields tokens. */
  login(body: unknown): { data: EndpointResponse<'login'>; tokens: SessionTokens } {
    const request = this.parseRequest('login', endpoints.login, body);
    rejectUnlessValid(validateLogin(request));
    const account = this.accounts.get(request.email);
    if (!account || account.password !== request.password) reject(422, messages.auth.invalidCredentials);
    if (!account.verified) reject(422, messages.auth.emailNotVerified);
    const tokens = { access: `access-${this.nextToken()}`, csrf: `csrf-${this.nextToken()}` };
    this.sessions.set(tokens.access, { email: account.user.email, csrf: tokens.csrf });
    const data = { user: account.user, coins: account.balance, timestamps: this.timestamps };
    return { data: parseContract(endpoints.login.response, cloneJson(data), 'the fake answer to login'), tokens };
  }

  /**
   * Answers any call but login as the real server would, with the session of `tokens`. Resolves the
   * answer's body; rejects with a `GameApiError`. Throws a `ContractError` if the fake itself breaks the
   * contract.
   */
  call<Name extends Exclude<EndpointName, 'login'>>(name: Name, body: unknown, tokens: SessionTokens | null): EndpointResponse<Name> {
    const endpoint: EndpointDefinition = endpoints[name];
    let account: Account | null = null;
    if (endpoint.auth) {
      const session = tokens === null ? undefined : this.sessions.get(tokens.access);
      if (!session || !tokens) return reject(401, serverMessages.unauthorized);
      if (endpoint.method !== 'GET' && session.csrf !== tokens.csrf) reject(403, serverMessages.badXsrfToken);
      account = this.account(session.email);
    }
    const request = this.parseRequest(name, endpoint, body);
    if (endpoint.playerOnly && !isPlayer(account?.user.role)) reject(403, messages.roles.playersOnlyFeature);
    if (endpoint.feature !== null) {
      const period = this.period();
      const feature = endpoint.feature;
      if (period === null) {
        // With no schedule only a feature open in every period (the results) is open.
        if (!GAME_PERIODS.every((any) => isFeatureOpen(feature, any))) reject(409, messages.session.gameNotStarted);
      } else if (!isFeatureOpen(feature, period)) {
        reject(409, serverMessages.featureClosed(serverMessages.featureNames[feature], serverMessages.periodNames[period]));
      }
    }
    const handler = this.handlers[name] as Handler<Name>;
    const data = handler(request, account, tokens);
    // A clone, so that a caller never holds the fake's own state.
    return parseContract(endpoint.response, cloneJson(data), `the fake answer to ${name}`) as EndpointResponse<Name>;
  }

  private parseRequest<Name extends EndpointName>(name: Name, endpoint: EndpointDefinition, body: unknown): EndpointRequest<Name> {
    if (endpoint.request === null) return undefined as EndpointRequest<Name>;
    const parsed = safeParseContract(endpoint.request, body, `the body of ${name}`);
    if (!parsed.ok) reject(400, contractMessages.invalidRequest, parsed.error.fieldErrors);
    return parsed.value as EndpointRequest<Name>;
  }

  private readonly handlers: Handlers = {
    register: (request) => {
      if (this.demo) reject(403, messages.auth.demoCannotRegister);
      rejectUnlessValid(validateRegistration(request));
      if (this.accounts.has(request.email)) reject(409, serverMessages.emailTaken);
      const code = this.nextToken().slice(-10);
      const account: Account = {
        user: {
          name: request.name,
          email: request.email,
          education: request.education,
          school: request.school ?? null,
          country: request.country,
          region: request.region ?? null,
          city: request.city ?? null,
          role: 'Player',
          referral_link: `http://localhost:3000/register?referral=${code}`,
          chests_submitted: {},
          attend_meeting: null,
        },
        password: request.password,
        verified: false,
        balance: 0,
        staked: {},
        lastStakeAt: null,
        history: [],
        referrals: [],
        quizAttempts: new Map(),
        challengeLinks: new Map(),
      };
      this.accounts.set(request.email, account);
      this.credit(account, NEW_PLAYER_FREE_COINS, 'signup');
      const referrer = request.referral_code ? this.referrerOf(request.referral_code) : undefined;
      if (referrer) {
        referrer.referrals.push({
          created_at: new Date(this.clock.now()).toISOString(),
          coins: FAKE_REFERRAL_BONUS,
          invited_user: { name: request.name, email: request.email },
        });
        this.credit(referrer, FAKE_REFERRAL_BONUS, 'referrals');
      }
      this.mail('verification', request.email);
      return { message: messages.auth.verificationSent };
    },
    sendVerification: (request) => {
      rejectUnlessValid(validateEmailRequest(request));
      const account = this.accounts.get(request.email);
      if (account && !account.verified) this.mail('verification', request.email);
      return { message: messages.auth.verificationSent };
    },
    verifyEmail: (request) => {
      const problem = validateVerificationToken(request.token);
      if (problem !== null) reject(422, contractMessages.invalidRequest, { token: [problem] });
      const email = this.redeem(request.token, 'verification');
      this.account(email).verified = true;
      return { message: messages.auth.verifySuccess };
    },
    requestPasswordReset: (request) => {
      rejectUnlessValid(validateEmailRequest(request));
      if (this.accounts.has(request.email)) this.mail('reset', request.email);
      return { message: messages.auth.resetSent };
    },
    resetPassword: (request) => {
      rejectUnlessValid(validatePasswordReset(request));
      const email = this.redeem(request.token, 'reset');
      this.account(email).password = request.password;
      return { message: messages.auth.passwordReset };
    },
    changePassword: (request, account) => {
      const player = this.signedIn(account);
      rejectUnlessValid(validatePasswordChange(request));
      if (request.old_password !== player.password) {
        reject(422, contractMessages.invalidRequest, { old_password: [serverMessages.wrongOldPassword] });
      }
      player.password = request.password;
      return { message: messages.profile.passwordChanged };
    },
    updateProfile: (request, account) => {
      const player = this.signedIn(account);
      const changes = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as typeof request;
      if (Object.keys(changes).length === 0) reject(422, messages.validation.nothingToUpdate);
      rejectUnlessValid(validateProfileUpdate(changes));
      const emailChanged = changes.email !== undefined && changes.email !== player.user.email;
      if (emailChanged && changes.email !== undefined) {
        if (this.accounts.has(changes.email)) reject(409, serverMessages.emailTaken);
        this.accounts.delete(player.user.email);
        this.accounts.set(changes.email, player);
        for (const session of this.sessions.values()) if (session.email === player.user.email) session.email = changes.email;
        player.verified = false;
        this.mail('verification', changes.email);
      }
      player.user = { ...player.user, ...changes };
      return { user: player.user, verify_email: emailChanged };
    },
    getReferrals: (_request, account) => {
      const player = this.signedIn(account);
      return { referrals: player.referrals, referral_link: player.user.referral_link };
    },
    logout: (_request, _account, tokens) => {
      // Only the session of these tokens ends; the account's other logins stay valid.
      if (tokens !== null) this.sessions.delete(tokens.access);
      return { message: serverMessages.loggedOut };
    },
    getRaffleItems: (_request, account) => {
      const player = this.signedIn(account);
      return this.raffleItems.map((item) => this.raffleItemFor(item, player));
    },
    submitStakes: (request, account) => {
      const player = this.signedIn(account);
      const now = this.clock.now();
      const silverBefore = new Map(this.raffleItems.map((item) => [item.item_id, this.totalStakedOn(item.item_id) === 0]));
      const verdict = submitRaffleStakes(
        { balance: player.balance, staked: player.staked, lastSubmittedAtMs: player.lastStakeAt, offeredItemIds: this.raffleItems.map((item) => item.item_id) },
        request.staked_items,
        now,
      );
      if (!verdict.ok) {
        const status = RAFFLE_SUBMISSION_STATUS[verdict.code];
        if (verdict.retryAfterMs !== undefined) reject(status, verdict.message, {}, Math.ceil(verdict.retryAfterMs / 1000));
        reject(status, verdict.message, { staked_items: [verdict.message] });
      }
      player.balance = verdict.value.balance;
      player.staked = { ...verdict.value.staked };
      if (verdict.value.startsCooldown) player.lastStakeAt = now;
      const silverChanges = this.raffleItems
        .map((item) => ({ item_id: item.item_id, silver: this.totalStakedOn(item.item_id) === 0 }))
        .filter((flag) => silverBefore.get(flag.item_id) !== flag.silver);
      if (silverChanges.length > 0) this.push({ type: 'raffleSilver', event: silverChanges });
      // The real server coalesces these to one a second; the fake announces each commit.
      this.push({
        type: 'raffleTotals',
        event: { items: this.raffleItems.map((item) => ({ item_id: item.item_id, total_staked: this.totalStakedOn(item.item_id) })) },
      });
      return { total_coins: player.balance };
    },
    getRaffleDraw: () => ({
      commitment: this.drawCommitment,
      draw: this.draw && { drawn_at: this.draw.drawn_at, record: this.draw.published ? this.draw.text : null },
    }),
    getCoinTotal: (_request, account) => ({ coins: this.signedIn(account).balance }),
    getCoinHistory: (_request, account) => ({ coin_details: this.signedIn(account).history }),
    getChests: (_request, account) => {
      const player = this.signedIn(account);
      return this.chests.map((chest) => this.chestFor(chest, player));
    },
    answerChestQuestion: (request, account) => {
      const player = this.signedIn(account);
      const chest = this.chest(request.chest_id);
      if (String(chest.chest_id) in player.user.chests_submitted) reject(409, messages.chests.alreadyCompleted);
      const question = chest.group[request.question];
      if (!question || !Object.hasOwn(question.answers.choices, request.choice)) {
        reject(422, serverMessages.unknownChoice, { choice: [serverMessages.unknownChoice] });
      }
      const correctLetters = this.correctLetters(chest);
      const attempts = player.quizAttempts.get(chest.chest_id) ?? [];
      const before = scoreChest(correctLetters, attempts);
      if (before.current === null) reject(409, messages.chests.alreadyCompleted);
      if (request.question !== before.current) reject(409, serverMessages.questionSettled);
      const after = scoreChest(correctLetters, [...attempts, { question: request.question, choice: request.choice }]);
      player.quizAttempts.set(chest.chest_id, [...attempts, { question: request.question, choice: request.choice }]);
      const correct = request.choice === correctLetters[request.question];
      const explanation = question.answers.explanation;
      return {
        correct,
        ...(correct && explanation !== undefined ? { explanation } : {}),
        question_coins: after.questions[request.question]?.coins ?? 0,
        chest_coins: after.coins,
        completed: after.completed,
      };
    },
    submitChest: (request, account) => {
      const player = this.signedIn(account);
      const chest = this.chest(request.chest_id);
      if (String(chest.chest_id) in player.user.chests_submitted) reject(409, messages.chests.alreadyCompleted);
      let paid: number;
      if (this.quizCheck === 'server') {
        const score = scoreChest(this.correctLetters(chest), player.quizAttempts.get(chest.chest_id) ?? []);
        if (!score.completed) reject(422, serverMessages.chestNotCompleted);
        if (request.amount !== score.coins) reject(422, serverMessages.chestAmountMismatch(score.coins));
        paid = score.coins;
      } else {
        if (request.amount > MAX_CHEST_COINS) reject(422, serverMessages.chestAmountOutOfRange(MAX_CHEST_COINS));
        paid = request.amount;
      }
      player.user.chests_submitted = { ...player.user.chests_submitted, [String(chest.chest_id)]: paid };
      this.credit(player, paid, 'chests');
      return { chests_submitted: player.user.chests_submitted };
    },
    getBusinesses: (_request, account) => {
      const player = this.signedIn(account);
      return this.businesses.map((business) => ({ ...business, challenge_question: this.challengeFor(business, player) }));
    },
    submitChallenge: (request, account) => {
      const player = this.signedIn(account);
      const business = this.businesses.find((candidate) => candidate.challenge_question.challenge_id === request.challenge_id);
      if (!business) return reject(404, serverMessages.unknownChallenge);
      const problem = validateChallengeLink(request.submission_link);
      if (problem !== null) reject(422, problem, { submission_link: [problem] });
      player.challengeLinks.set(request.challenge_id, request.submission_link);
      const challenge = this.challengeFor(business, player);
      this.push({ type: 'challengeSubmitted', event: { challenge_id: challenge.challenge_id, answers_count: challenge.answers_count } });
      return { message: messages.businesses.challengeSubmitted, challenge_question: challenge };
    },
    updateMeetup: (request, account) => {
      const player = this.signedIn(account);
      player.user = { ...player.user, attend_meeting: request.attend_meeting };
      return { attend_meeting: request.attend_meeting };
    },
    getResults: () => this.seed.results,
    getCountries: () => ({ countries: this.seed.countries.map(({ name }) => ({ name })) }),
    getRegions: (request) => ({
      regions: (this.seed.countries.find((country) => country.name === request.name)?.regions ?? []).map((name) => ({ name })),
    }),
  };

  private signedIn(account: Account | null): Account {
    if (account === null) return reject(401, serverMessages.unauthorized);
    return account;
  }

  private account(email: string): Account {
    const account = this.accounts.get(email);
    if (!account) throw new Error(`The fake game has no account ${email}`);
    return account;
  }

  private referrerOf(code: string): Account | undefined {
    return [...this.accounts.values()].find((account) => account.user.referral_link.endsWith(`referral=${code}`));
  }

  private chest(chestId: number): Chest {
    const chest = this.chests.find((candidate) => candidate.chest_id === chestId);
    if (!chest) return reject(404, serverMessages.unknownChest);
    return chest;
  }

  private correctLetters(chest: Chest): string[] {
    return chest.group.map((question) => question.answers.correct ?? '');
  }

  private chestFor(chest: Chest, player: Account): Chest {
    const score = scoreChest(this.correctLetters(chest), player.quizAttempts.get(chest.chest_id) ?? []);
    const group = chest.group.map((question, index): Question => {
      const progress = score.questions[index] ?? { tried: [], solved: false, coins: 0 };
      const reveal = this.quizCheck === 'client' || progress.solved;
      return {
        question: question.question,
        answers: reveal ? question.answers : { choices: question.answers.choices },
        tried: progress.tried.filter((letter) => letter !== question.answers.correct),
        solved: progress.solved,
        coins: progress.coins,
      };
    });
    return { chest_id: chest.chest_id, group };
  }

  private totalStakedOn(itemId: number): number {
    let total = 0;
    for (const account of this.accounts.values()) total += account.staked[itemId] ?? 0;
    return total;
  }

  private raffleItemFor(item: RaffleItemSeed, player: Account): RaffleItem {
    const total = this.totalStakedOn(item.item_id);
    return { ...item, coins: player.staked[item.item_id] ?? 0, silver: total === 0, total_staked: total };
  }

  private challengeFor(business: BusinessSeed, player: Account): ChallengeQuestion {
    const id = business.challenge_question.challenge_id;
    let answers = 0;
    for (const account of this.accounts.values()) if (account.challengeLinks.has(id)) answers += 1;
    return {
      ...business.challenge_question,
      answers_count: answers,
      answer_submitted: player.challengeLinks.has(id),
      submission_link: player.challengeLinks.get(id) ?? null,
    };
  }

  private credit(account: Account, coins: number, source: string): void {
    account.balance += coins;
    const row = account.history.find((entry) => entry.source === source);
    if (row) row.count += coins;
    else account.history.push({ source, count: coins });
    this.push({ type: 'coinChange', email: account.user.email, event: { coins, balance: account.balance } });
  }

  private mail(kind: FakeMail['kind'], email: string): void {
    const token = this.nextToken();
    this.issuedTokens.set(token, { kind, email, expiresAt: this.clock.now() + EMAIL_LINK_COUNTDOWN_MS });
    this.outbox.push({ kind, email, token });
  }

  /** Uses up a mailed token, or answers 404 when it is unknown, of another kind, used or expired. */
  private redeem(token: string, kind: FakeMail['kind']): string {
    const issued = this.issuedTokens.get(token.toLowerCase());
    if (!issued || issued.kind !== kind || issued.expiresAt <= this.clock.now()) {
      return reject(404, serverMessages.tokenNotValid);
    }
    this.issuedTokens.delete(token.toLowerCase());
    return issued.email;
  }

  /** A fresh 40-hex token: a counter, so that runs are reproducible. */
  private nextToken(): string {
    this.tokenCounter += 1;
    return `d0b1${this.tokenCounter.toString(16).padStart(36, '0')}`;
  }

  private push(push: FakeServerPush): void {
    for (const listener of this.pushListeners) listener(push);
  }
}
