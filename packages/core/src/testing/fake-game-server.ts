import type { ChallengeQuestion } from '../contract/business.schema.js';
import type { Chest } from '../contract/chest.schema.js';
import { endpoints, type EndpointDefinition, type EndpointName, type EndpointRequest, type EndpointResponse } from '../contract/endpoints.js';
import { encodeContract, safeParseContract, parseContract } from '../contract/parse.js';
import type { DrawCommitment, PublishedDraw } from '../contract/draw.schema.js';
import type { CoinHistoryEntry, Referral } from '../contract/profile.schema.js';
import type { RaffleItem } from '../contract/raffle.schema.js';
import type { ChallengeSubmittedEvent, CoinChangeEvent, RaffleSilverEvent, RaffleTotalsEvent, ResultsPublishedEvent, ScheduleChangeEvent } from '../contract/realtime.schema.js';
import type { ResultsResponse } from '../contract/results.schema.js';
import { GAME_NOT_STARTED } from '../contract/timestamps.schema.js';
import { nameFromEmail } from '../rules/console/name-from-email.js';
import type { User } from '../contract/user.schema.js';
import { messages } from '../messages/catalogue.js';
import { contractMessages } from '../messages/contract-messages.js';
import { serverMessages } from '../messages/server-messages.js';
import type { Clock } from '../ports/clock.port.js';
import { GameApiError, errorKindForStatus, type SessionTokens } from '../ports/game-api.port.js';
import type { Unsubscribe } from '../ports/realtime.port.js';
import { isFeatureOpen, isPlayer } from '../rules/access/feature-access.js';
import { EMAIL_LINK_COUNTDOWN_MS, NEW_PLAYER_FREE_COINS, referralRewardAllowed } from '../rules/constants.js';
import { RAFFLE_SUBMISSION_STATUS, submitRaffleStakes } from '../rules/ledger/stake-submission.js';
import { commitmentOf, isDrawSecret } from '../rules/draw/commitment.js';
import { isSilver, itemsWithStakes, silverFlagChanges } from '../rules/raffle/silver-flags.js';
import { createDrawRecord, serializeDrawRecord } from '../rules/draw/draw-record.js';
import { GAME_PERIODS, gamePeriodAt, type EventTimestamps, type GamePeriod } from '../rules/period/game-period.js';
import { answeredChest, CHEST_REFUSAL_STATUS, chestForPlayer, chestPayout, judgeChestAnswer, type AnsweredChest, type ChestPlay, type QuizCheckMode } from '../rules/quiz/chest-quiz.js';
import type { QuizAttempt } from '../rules/quiz/quiz-scoring.js';
import { validateChallengeLink } from '../rules/validation/challenge-link.js';
import type { RuleFailure } from '../rules/result.js';
import type { ValidationErrors } from '../rules/validation/field-validators.js';
import { fieldProblemText, fieldProblemTexts, type FieldProblems } from '../rules/validation/field-problems.js';
import type { Locale } from '../messages/locale.js';
import {
  isValid,
  validateEmailRequest,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateFirstOrganizer,
  validateProfileUpdate,
  validateRegistration,
} from '../rules/validation/form-validators.js';
import { validateVerificationToken } from '../rules/validation/token-validators.js';
import { demoSeed, type BusinessSeed, type FakeGameSeed, type RaffleItemSeed } from './demo-seed.js';
import { FakeClock } from './fake-clock.js';

export type { QuizCheckMode };

/** What the in-memory game pushes to live connections. */
export type FakeServerPush =
  | { readonly type: 'coinChange'; readonly email: string; readonly event: CoinChangeEvent }
  | { readonly type: 'raffleSilver'; readonly event: RaffleSilverEvent }
  | { readonly type: 'raffleTotals'; readonly event: RaffleTotalsEvent }
  | { readonly type: 'challengeSubmitted'; readonly event: ChallengeSubmittedEvent }
  | { readonly type: 'scheduleChange'; readonly event: ScheduleChangeEvent }
  | { readonly type: 'resultsPublished'; readonly event: ResultsPublishedEvent };

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
  /** The language kept for the account's later mail (absent until registration or a switch sets it). */
  language?: Locale;
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

/** A chest rule's refusal as the server answers it: its status, and the field at fault for a choice not offered. */
function refuseChest(refusal: RuleFailure<keyof typeof CHEST_REFUSAL_STATUS>): never {
  const fields: ValidationErrors = refusal.code === 'CHEST.CHOICE_NOT_OFFERED' ? { choice: [refusal.message] } : {};
  return reject(CHEST_REFUSAL_STATUS[refusal.code], refusal.message, fields);
}

/** A seed chest with every answer: the fake judges like the server, from the event's own answers. */
function seededChest(chest: Chest): AnsweredChest {
  const answered = answeredChest(chest);
  if (answered === null) throw new Error(`The fake game's chest ${chest.chest_id} lacks a correct answer`);
  return answered;
}

/** A 422 of the rules' problems, as the server answers it: each field's texts in the reader's language. */
function rejectUnlessValid(problems: FieldProblems): void {
  if (!isValid(problems)) reject(422, contractMessages.invalidRequest, fieldProblemTexts(problems));
}

/** What a new account starts with in play: no coins, stakes, history, referrals, chest attempts or links. */
const newAccountPlay = () => ({
  balance: 0,
  staked: {},
  lastStakeAt: null,
  history: [],
  referrals: [],
  quizAttempts: new Map(),
  challengeLinks: new Map(),
});

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
  private firstOrganizerToken: string | null = null;
  private readonly pushListeners = new Set<(push: FakeServerPush) => void>();
  private readonly raffleItems: readonly RaffleItemSeed[];
  private readonly chests: readonly AnsweredChest[];
  private readonly businesses: readonly BusinessSeed[];
  private readonly seed: FakeGameSeed;
  private tokenCounter = 0;
  private drawCommitment: DrawCommitment | null = null;
  private draw: (PublishedDraw & { text: string; published: boolean }) | null = null;
  /** What `GET /game/results` answers: the seed's results until the organizers publish others. */
  private results: ResultsResponse;

  constructor(options: FakeGameServerOptions = {}) {
    this.seed = options.seed ?? demoSeed();
    this.results = this.seed.results;
    this.clock = options.clock ?? new FakeClock();
    this.quizCheck = options.quizCheck ?? 'server';
    this.demo = options.demo ?? true;
    this.timestamps = options.timestamps ?? defaultTimestamps(this.clock.now());
    this.raffleItems = this.seed.raffleItems;
    this.chests = this.seed.chests.map(seededChest);
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

  /** The language kept on an account by `setLanguage`, undefined when never set (for assertions). */
  languageOf(email: string): Locale | undefined {
    return this.account(email).language;
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

  /**
   * The organizers publish the results (the console's results switch): `GET /game/results` answers them from
   * now on, and every connection hears `results_published`.
   */
  publishResults(results: ResultsResponse): void {
    const publishedAt = new Date(this.clock.now()).toISOString();
    this.results = { ...cloneJson(results), published_at: publishedAt };
    this.push({ type: 'resultsPublished', event: { published_at: publishedAt } });
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
    const { json, tokens } = this.loginJson(body);
    return { data: parseContract(endpoints.login.response, json, 'the fake answer to login'), tokens };
  }

  /** {@link login}, answering the body exactly as it travels: the JSON the real server sends. */
  loginJson(body: unknown): { json: unknown; tokens: SessionTokens } {
    const request = this.parseRequest('login', endpoints.login, body);
    rejectUnlessValid(validateLogin(request));
    const account = this.accounts.get(request.email);
    if (!account || account.password !== request.password) reject(422, messages.auth.invalidCredentials);
    if (!account.verified) reject(422, messages.auth.emailNotVerified);
    const tokens = { access: `access-${this.nextToken()}`, csrf: `csrf-${this.nextToken()}` };
    this.sessions.set(tokens.access, { email: account.user.email, csrf: tokens.csrf });
    const data = { user: account.user, coins: account.balance, timestamps: this.timestamps };
    return { json: this.wire('login', data), tokens };
  }

  /**
   * Answers any call but login as the real server would, with the session of `tokens`: `body` is the request's
   * JSON, and the answer is read from the JSON the real server would send (ids as strings), as a client reads
   * it. Rejects with a `GameApiError`. Throws a `ContractError` if the fake itself breaks the contract.
   */
  call<Name extends Exclude<EndpointName, 'login'>>(name: Name, body: unknown, tokens: SessionTokens | null): EndpointResponse<Name> {
    return parseContract(endpoints[name].response, this.callJson(name, body, tokens), `the fake answer to ${name}`) as EndpointResponse<Name>;
  }

  /** {@link call}, answering the body exactly as it travels: the JSON the real server sends. */
  callJson<Name extends Exclude<EndpointName, 'login'>>(name: Name, body: unknown, tokens: SessionTokens | null): unknown {
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
    return this.wire(name, handler(request, account, tokens));
  }

  /** An answer as the real server sends it: in its wire form (ids as strings), a copy of the fake's own state. */
  private wire(name: EndpointName, data: unknown): unknown {
    return cloneJson(encodeContract(endpoints[name].response, data as never, `the fake answer to ${name}`));
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
        ...newAccountPlay(),
      };
      this.accounts.set(request.email, account);
      this.credit(account, NEW_PLAYER_FREE_COINS, 'signup');
      const referrer = request.referral_code ? this.referrerOf(request.referral_code) : undefined;
      if (referrer) {
        // Rewarded up to the limit, as the server pays them (decision 0198); later referrals are listed with no coins.
        const rewarded = referralRewardAllowed(referrer.referrals.filter((referral) => referral.coins > 0).length);
        referrer.referrals.push({
          created_at: new Date(this.clock.now()).toISOString(),
          coins: rewarded ? FAKE_REFERRAL_BONUS : 0,
          invited_user: { name: request.name },
        });
        if (rewarded) this.credit(referrer, FAKE_REFERRAL_BONUS, 'referrals');
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
      if (problem !== null) rejectUnlessValid({ token: [problem] });
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
    createFirstOrganizer: (request) => {
      rejectUnlessValid(validateFirstOrganizer(request));
      if ([...this.accounts.values()].some((account) => account.user.role === 'Organizer')) reject(409, serverMessages.organizerExists);
      if (this.firstOrganizerToken === null || request.token.toLowerCase() !== this.firstOrganizerToken) reject(404, serverMessages.tokenNotValid);
      this.firstOrganizerToken = null;
      const email = request.email.trim().toLowerCase();
      if (this.accounts.has(email)) reject(409, serverMessages.emailTaken);
      this.accounts.set(email, {
        user: {
          name: request.name.trim() === '' ? nameFromEmail(email) : request.name.trim(),
          email,
          education: 'Other',
          school: null,
          country: '',
          region: null,
          city: null,
          role: 'Organizer',
          referral_link: `http://localhost:3000/register?referral=${this.nextToken().slice(-10)}`,
          chests_submitted: {},
          attend_meeting: null,
        },
        password: request.password,
        verified: true,
        ...newAccountPlay(),
      });
      return { message: messages.auth.firstOrganizerCreated };
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
    setLanguage: (request, account) => {
      this.signedIn(account).language = request.language;
      return { message: serverMessages.languageSaved };
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
      const stakedBefore = this.itemsWithStakes();
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
      const silverChanges = silverFlagChanges(
        this.raffleItems.map((item) => item.item_id),
        stakedBefore,
        this.itemsWithStakes(),
      );
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
    // The fake keeps no archived event: nobody holds the past-event cookie.
    getPastEvent: () => reject(401, serverMessages.pastEventLogIn),
    getCoinTotal: (_request, account) => ({ coins: this.signedIn(account).balance }),
    getCoinHistory: (_request, account) => ({ coin_details: this.signedIn(account).history }),
    getChests: (_request, account) => {
      const player = this.signedIn(account);
      return this.chests.map((chest) => chestForPlayer(chest, player.quizAttempts.get(chest.chest_id) ?? [], this.quizCheck));
    },
    answerChestQuestion: (request, account) => {
      const player = this.signedIn(account);
      const verdict = judgeChestAnswer(this.chest(request.chest_id), this.playOf(player, request.chest_id), request);
      if (!verdict.ok) return refuseChest(verdict);
      player.quizAttempts.set(request.chest_id, [...verdict.value.attempts]);
      return verdict.value.response;
    },
    submitChest: (request, account) => {
      const player = this.signedIn(account);
      const paid = chestPayout(this.chest(request.chest_id), this.playOf(player, request.chest_id), request.amount, this.quizCheck);
      if (!paid.ok) return refuseChest(paid);
      player.user.chests_submitted = { ...player.user.chests_submitted, [String(request.chest_id)]: paid.value };
      this.credit(player, paid.value, 'chests');
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
      if (problem !== null) reject(422, fieldProblemText(problem), { submission_link: [fieldProblemText(problem)] });
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
    getResults: () => this.results,
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

  private chest(chestId: number): AnsweredChest | undefined {
    return this.chests.find((candidate) => candidate.chest_id === chestId);
  }

  private playOf(player: Account, chestId: number): ChestPlay {
    return { attempts: player.quizAttempts.get(chestId) ?? [], paidCoins: player.user.chests_submitted[String(chestId)] ?? null };
  }

  private itemsWithStakes(): Set<number> {
    return itemsWithStakes(this.raffleItems.map((item) => [item.item_id, this.totalStakedOn(item.item_id)] as const));
  }

  private totalStakedOn(itemId: number): number {
    let total = 0;
    for (const account of this.accounts.values()) total += account.staked[itemId] ?? 0;
    return total;
  }

  private raffleItemFor(item: RaffleItemSeed, player: Account): RaffleItem {
    const total = this.totalStakedOn(item.item_id);
    return { ...item, coins: player.staked[item.item_id] ?? 0, silver: isSilver(total), total_staked: total };
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

  /**
   * The first organizer's one-time link token, as the server prints it at a start with no organizer (decision
   * 0112); a new call replaces the previous token.
   */
  firstOrganizerLink(): string {
    this.firstOrganizerToken = this.nextToken();
    return this.firstOrganizerToken;
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
