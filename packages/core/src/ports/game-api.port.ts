import { type ErrorBody, errorBodySchema, INVALID_FIELDS_CODE } from '../contract/common.schema.js';
import { type FieldProblem, fieldProblemText, knownFieldProblem, problemTextsOnRead } from '../rules/validation/field-problems.js';
import type { EndpointName, EndpointRequest, EndpointResponse } from '../contract/endpoints.js';
import { messages } from '../messages/catalogue.js';
import { contractMessages } from '../messages/contract-messages.js';

/** What a call's answer carried besides its body. */
export interface ApiMeta {
  /** The HTTP status of the answer (200 for every success). */
  readonly status: number;
}

/** A successful call: the parsed body, typed by the endpoint table, and the answer's meta. */
export interface ApiResult<Data> {
  readonly data: Data;
  readonly meta: ApiMeta;
}

/** The session tokens login issues in its `Authorization` (bearer) and `x-xsrf-token` headers. */
export interface SessionTokens {
  readonly access: string;
  readonly csrf: string;
}

/** Login's result: the body, and the tokens read from the answer's headers. */
export interface LoginResult extends ApiResult<EndpointResponse<'login'>> {
  readonly tokens: SessionTokens;
}

/**
 * Where a `GameApi` implementation reads the current session's tokens before each call (null when logged
 * out). The session owns the tokens; the API only sends them.
 */
export type SessionTokenSource = () => SessionTokens | null;

/**
 * Why a call failed:
 * - `unauthorized` (401): token missing, invalid or expired; the UI logs out and shows /error-401.
 * - `forbidden` (403): role or anti-forgery token refused; the UI logs out and shows /error-403.
 * - `conflict` (409): the feature is closed in this period, or a duplicate (email taken, chest already paid).
 * - `invalid` (400, 404, 422 and any other 4xx): the input was refused; `fieldErrors` says why per field.
 * - `rateLimited` (429): too many attempts or the raffle cooldown; `retryAfterSeconds` when the server says.
 * - `server` (5xx), `network` (no answer), `timeout` (no answer in time), `badResponse` (an answer that is not
 *   JSON or does not match the endpoint's response schema).
 */
export type GameApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'invalid'
  | 'rateLimited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'badResponse';

export interface GameApiErrorInit {
  readonly kind: GameApiErrorKind;
  /** The HTTP status, or null when no answer arrived (network, timeout). */
  readonly status: number | null;
  readonly message: string;
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
  readonly retryAfterSeconds?: number | null;
  /** The account's suspension, when the call was refused because of it. */
  readonly ban?: AccountBan | null;
  /** A login waiting in the server's login queue: its place in line (503 with `Retry-After`). */
  readonly queue?: LoginQueuePlace | null;
  /** The answer's stable code (the error body's `code`), when the server sent one. */
  readonly code?: string | null;
  readonly cause?: unknown;
}

/** A login's place in the server's login queue, 1 for the next one served (docs/decisions/0210). */
export interface LoginQueuePlace {
  readonly position: number;
}

/** A suspended account's ban as a refusal names it: its end (ISO 8601) and the organizer's reason, if any. */
export interface AccountBan {
  readonly until: string;
  readonly reason: string | null;
}

/**
 * The one error every `GameApi` method rejects with. `message` is fit to show: the server's message for
 * statuses below 500, the catalogue's text otherwise.
 */
export class GameApiError extends Error {
  override readonly name = 'GameApiError';
  readonly kind: GameApiErrorKind;
  readonly status: number | null;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  readonly retryAfterSeconds: number | null;
  readonly ban: AccountBan | null;
  readonly queue: LoginQueuePlace | null;
  /** The answer's stable code (e.g. `PAST_EVENT_CODE`), or null. */
  readonly code: string | null;

  constructor(init: GameApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.ban = init.ban ?? null;
    this.queue = init.queue ?? null;
    this.code = init.code ?? null;
  }
}

/** True when `error` is a {@link GameApiError}, optionally of the given kind. Pure. */
export function isGameApiError(error: unknown, kind?: GameApiErrorKind): error is GameApiError {
  return error instanceof GameApiError && (kind === undefined || error.kind === kind);
}

/** The error kind of a non-2xx HTTP status. Pure. */
export function errorKindForStatus(status: number): GameApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'server';
  return 'invalid';
}

/**
 * Each field's problems in the reader's language: from the codes when the server sent them and this build
 * knows each one (core's catalogues are the reader's, the web's switch writes them in place), else the
 * server's texts (an older server, a code added since, a field no rule of core checked). Pure.
 */
function readersFieldErrors(body: ErrorBody): Record<string, string[]> {
  const known: Record<string, FieldProblem[]> = {};
  for (const [field, wire] of Object.entries(body.codes ?? {})) {
    const problems = wire.map(knownFieldProblem);
    if (problems.length > 0 && problems.every((problem) => problem !== null)) known[field] = problems;
  }
  // The known codes' texts are written each time they are read, so an error shown follows a switch of language.
  const errors = problemTextsOnRead(known, (problem) => fieldProblemText(problem));
  for (const [field, texts] of Object.entries(body.errors ?? {})) if (!Object.hasOwn(known, field)) errors[field] = texts;
  return errors;
}

/**
 * Builds the error for a non-2xx answer from its status and parsed JSON body (the error body
 * `{ message, errors? }`). A body that is not an error body still gives a typed error, with the catalogue's
 * text. Pure.
 */
export function gameApiErrorFromAnswer(status: number, body: unknown, retryAfterSeconds: number | null = null): GameApiError {
  const kind = errorKindForStatus(status);
  const parsed = errorBodySchema.safeParse(body);
  const serverMessage = parsed.success
    ? parsed.data.code === INVALID_FIELDS_CODE
      ? contractMessages.invalidRequest
      : parsed.data.message
    : null;
  const message =
    kind === 'server' || serverMessage === null || serverMessage === ''
      ? kind === 'server'
        ? messages.network.unexpectedServer
        : contractMessages.invalidResponse
      : serverMessage;
  return new GameApiError({
    kind,
    status,
    message,
    fieldErrors: parsed.success ? readersFieldErrors(parsed.data) : {},
    retryAfterSeconds,
    ban:
      parsed.success && parsed.data.banned_until !== undefined
        ? { until: parsed.data.banned_until, reason: parsed.data.ban_reason ?? null }
        : null,
    queue: parsed.success && parsed.data.queue !== undefined ? { position: parsed.data.queue.position } : null,
    code: parsed.success ? (parsed.data.code ?? null) : null,
  });
}

type Call<Name extends EndpointName> = (request: EndpointRequest<Name>) => Promise<ApiResult<EndpointResponse<Name>>>;
/** A call that sends no body: a GET, or `logout`. */
type Query<Name extends EndpointName> = () => Promise<ApiResult<EndpointResponse<Name>>>;

/**
 * The game server, one method per call of the endpoint table (`contract/endpoints.ts`), named alike.
 * Every method resolves `{ data, meta: { status } }` with `data` parsed by the call's response schema, and
 * rejects only with a {@link GameApiError}. Implementations read the session's tokens from a
 * {@link SessionTokenSource}; `login` is the one call that yields tokens.
 */
export interface GameApi {
  /** `POST /auth/login`: the user, unstaked coins and event timestamps, plus the session tokens. */
  login(request: EndpointRequest<'login'>): Promise<LoginResult>;
  /** `POST /auth/register`: creates an unverified Player account and mails a verification link. */
  register: Call<'register'>;
  /** `POST /auth/email/sendVerification`: mails a new verification link. */
  sendVerification: Call<'sendVerification'>;
  /** `POST /auth/email/verify`: verifies the email of the 40-hex token. */
  verifyEmail: Call<'verifyEmail'>;
  /** `POST /auth/email/reset`: mails a password reset link. */
  requestPasswordReset: Call<'requestPasswordReset'>;
  /** `PATCH /auth/password`: sets a new password with a reset token. */
  resetPassword: Call<'resetPassword'>;
  /** `POST /auth/first-organizer`: creates the first organizer with the one-time link printed at start. */
  createFirstOrganizer: Call<'createFirstOrganizer'>;
  /** `PATCH /auth/player/password`: changes the logged-in user's password. */
  changePassword: Call<'changePassword'>;
  /** `PATCH /auth/player/profile`: saves the changed profile fields; `verify_email` when the email changed. */
  updateProfile: Call<'updateProfile'>;
  /** `PATCH /auth/player/language`: keeps the language the person switched to, for their later mail. */
  setLanguage: Call<'setLanguage'>;
  /** `GET /auth/player/referrals`: the players who registered through this player's link. */
  getReferrals: Query<'getReferrals'>;
  /**
   * `POST /auth/logout` (no body): revokes the session of the tokens sent, so they answer 401 from then on,
   * and closes its sockets. The session's tokens must still be in the token source when it is called.
   */
  logout: Query<'logout'>;
  /** `GET /game/raffle/items`: the raffle items with this player's stakes. */
  getRaffleItems: Query<'getRaffleItems'>;
  /** `POST /game/raffle/items`: sets the absolute stakes of the listed items; resolves the remaining balance. */
  submitStakes: Call<'submitStakes'>;
  /**
   * `GET /game/raffle/draw` (no login needed): the draw's commitment and, once drawn and published, its record's
   * canonical text.
   */
  getRaffleDraw: Query<'getRaffleDraw'>;
  /** `GET /game/past-event` (ours, no login): a past event's results for its player, by the past-event cookie. */
  getPastEvent: Query<'getPastEvent'>;
  /** `GET /game/player/coins/total`: the unstaked balance. */
  getCoinTotal: Query<'getCoinTotal'>;
  /** `GET /game/player/coins/history`: coins received per source. */
  getCoinHistory: Query<'getCoinHistory'>;
  /** `GET /game/chests`: the chests, with progress (and answers only when solved, in the default mode). */
  getChests: Query<'getChests'>;
  /** `POST /game/chests/answer`: judges one choice and records it. */
  answerChestQuestion: Call<'answerChestQuestion'>;
  /** `POST /game/player/coins/chest`: pays a completed chest once. */
  submitChest: Call<'submitChest'>;
  /** `GET /business/info`: the businesses with their challenges. */
  getBusinesses: Query<'getBusinesses'>;
  /** `POST /game/challenges`: submits (or replaces) this player's challenge answer. */
  submitChallenge: Call<'submitChallenge'>;
  /** `PATCH /game/meetup`: saves whether the player attends the wrap-up meeting. */
  updateMeetup: Call<'updateMeetup'>;
  /** `GET /game/results`: raffle and challenge winners. */
  getResults: Query<'getResults'>;
  /** `GET /location/countries`: the countries the registration form offers. */
  getCountries: Query<'getCountries'>;
  /** `POST /location/regions`: the regions of a country. */
  getRegions: Call<'getRegions'>;
}
