import type * as z from 'zod/mini';
import {
  changePasswordRequestSchema,
  emailRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  firstOrganizerRequestSchema,
  verifyEmailRequestSchema,
} from './auth.schema.js';
import {
  businessesResponseSchema,
  meetupSchema,
  submitChallengeRequestSchema,
  submitChallengeResponseSchema,
} from './business.schema.js';
import {
  answerChestQuestionRequestSchema,
  answerChestQuestionResponseSchema,
  chestsResponseSchema,
  submitChestRequestSchema,
  submitChestResponseSchema,
} from './chest.schema.js';
import { messageResponseSchema } from './common.schema.js';
import { raffleDrawResponseSchema } from './draw.schema.js';
import { countriesResponseSchema, regionsRequestSchema, regionsResponseSchema } from './location.schema.js';
import {
  coinHistoryResponseSchema,
  coinTotalResponseSchema,
  languageRequestSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  referralsResponseSchema,
} from './profile.schema.js';
import { raffleItemsResponseSchema, submitStakesRequestSchema, submitStakesResponseSchema } from './raffle.schema.js';
import { resultsResponseSchema } from './results.schema.js';
import { pastEventResponseSchema } from './past-event.schema.js';

/** Every call lives under this base path. */
export const API_BASE_PATH = '/api/v2';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

/** The features whose period gates a call obeys; structurally the rules' `Feature`. */
export type GatedFeature = 'learn' | 'raffle' | 'businesses' | 'results';

/** What the HTTP adapter and the server's routes both need to know about one call. */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Relative to {@link API_BASE_PATH}. */
  readonly path: `/${string}`;
  /**
   * The JSON body (POST, PATCH), or null when the call sends none: a GET, or a POST that carries nothing
   * (`logout`; clients send `{}`, which the server ignores).
   */
  readonly request: z.ZodMiniType | null;
  /** The JSON body of a 200 answer. */
  readonly response: z.ZodMiniType;
  /**
   * Needs `Authorization: Bearer <access>` (401 without a valid one). A state-changing call (POST, PATCH)
   * that needs auth also needs the matching `x-xsrf-token` (403 without it).
   */
  readonly auth: boolean;
  /** Answers 409 when this feature is not open in the current game period (`isFeatureOpen`). */
  readonly feature: GatedFeature | null;
  /** Answers 403 to a user whose role is not `Player`. */
  readonly playerOnly: boolean;
  /** May answer 429 when called too often. */
  readonly rateLimited: boolean;
}

const open = { auth: false, feature: null, playerOnly: false, rateLimited: false } as const;
const signedIn = { auth: true, feature: null, playerOnly: false, rateLimited: false } as const;

/**
 * The one table of calls (spec section 7, plus registration, the chest answer check and logout), keyed by call
 * name.
 * The HTTP adapter, the server's routes and the fakes are all derived from it.
 */
export const endpoints = {
  login: { ...open, method: 'POST', path: '/auth/login', request: loginRequestSchema, response: loginResponseSchema, rateLimited: true },
  register: { ...open, method: 'POST', path: '/auth/register', request: registerRequestSchema, response: messageResponseSchema, rateLimited: true },
  sendVerification: {
    ...open,
    method: 'POST',
    path: '/auth/email/sendVerification',
    request: emailRequestSchema,
    response: messageResponseSchema,
    rateLimited: true,
  },
  verifyEmail: { ...open, method: 'POST', path: '/auth/email/verify', request: verifyEmailRequestSchema, response: messageResponseSchema },
  requestPasswordReset: {
    ...open,
    method: 'POST',
    path: '/auth/email/reset',
    request: emailRequestSchema,
    response: messageResponseSchema,
    rateLimited: true,
  },
  resetPassword: { ...open, method: 'PATCH', path: '/auth/password', request: resetPasswordRequestSchema, response: messageResponseSchema },
  createFirstOrganizer: {
    ...open,
    method: 'POST',
    path: '/auth/first-organizer',
    request: firstOrganizerRequestSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    ...signedIn,
    method: 'PATCH',
    path: '/auth/player/password',
    request: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
  updateProfile: {
    ...signedIn,
    method: 'PATCH',
    path: '/auth/player/profile',
    request: profileUpdateRequestSchema,
    response: profileUpdateResponseSchema,
  },
  /** Not in the original API: the web's language switch, for the account's later mail (decision 0163). */
  setLanguage: {
    ...signedIn,
    method: 'PATCH',
    path: '/auth/player/language',
    request: languageRequestSchema,
    response: messageResponseSchema,
  },
  getReferrals: { ...signedIn, method: 'GET', path: '/auth/player/referrals', request: null, response: referralsResponseSchema },
  logout: { ...signedIn, method: 'POST', path: '/auth/logout', request: null, response: messageResponseSchema },
  getRaffleItems: { ...signedIn, method: 'GET', path: '/game/raffle/items', request: null, response: raffleItemsResponseSchema, feature: 'raffle' },
  submitStakes: {
    ...signedIn,
    method: 'POST',
    path: '/game/raffle/items',
    request: submitStakesRequestSchema,
    response: submitStakesResponseSchema,
    feature: 'raffle',
    playerOnly: true,
  },
  /** Open to anyone, logged in or not: checking the draw must not depend on an account (decision in API.md). */
  getRaffleDraw: { ...open, method: 'GET', path: '/game/raffle/draw', request: null, response: raffleDrawResponseSchema },
  /** Ours: a past event's results for its players, with the past-event cookie (decision 0180). */
  getPastEvent: { ...open, method: 'GET', path: '/game/past-event', request: null, response: pastEventResponseSchema },
  getCoinTotal: { ...signedIn, method: 'GET', path: '/game/player/coins/total', request: null, response: coinTotalResponseSchema },
  getCoinHistory: { ...signedIn, method: 'GET', path: '/game/player/coins/history', request: null, response: coinHistoryResponseSchema },
  getChests: { ...signedIn, method: 'GET', path: '/game/chests', request: null, response: chestsResponseSchema, feature: 'learn' },
  answerChestQuestion: {
    ...signedIn,
    method: 'POST',
    path: '/game/chests/answer',
    request: answerChestQuestionRequestSchema,
    response: answerChestQuestionResponseSchema,
    feature: 'learn',
    playerOnly: true,
  },
  submitChest: {
    ...signedIn,
    method: 'POST',
    path: '/game/player/coins/chest',
    request: submitChestRequestSchema,
    response: submitChestResponseSchema,
    feature: 'learn',
    playerOnly: true,
  },
  getBusinesses: { ...signedIn, method: 'GET', path: '/business/info', request: null, response: businessesResponseSchema, feature: 'businesses' },
  submitChallenge: {
    ...signedIn,
    method: 'POST',
    path: '/game/challenges',
    request: submitChallengeRequestSchema,
    response: submitChallengeResponseSchema,
    feature: 'businesses',
    playerOnly: true,
  },
  updateMeetup: {
    ...signedIn,
    method: 'PATCH',
    path: '/game/meetup',
    request: meetupSchema,
    response: meetupSchema,
    feature: 'businesses',
    playerOnly: true,
  },
  getResults: { ...signedIn, method: 'GET', path: '/game/results', request: null, response: resultsResponseSchema, feature: 'results' },
  getCountries: { ...open, method: 'GET', path: '/location/countries', request: null, response: countriesResponseSchema },
  getRegions: { ...open, method: 'POST', path: '/location/regions', request: regionsRequestSchema, response: regionsResponseSchema },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Every call name, in table order. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The body a call sends (`undefined` for a call without one, e.g. a GET). */
export type EndpointRequest<Name extends EndpointName> = Endpoints[Name]['request'] extends infer Schema extends z.ZodMiniType
  ? z.infer<Schema>
  : undefined;

/** The body of a call's 200 answer. */
export type EndpointResponse<Name extends EndpointName> = z.infer<Endpoints[Name]['response']>;

/** The calls that send a body. */
export type EndpointWithRequest = { [Name in EndpointName]: Endpoints[Name]['request'] extends null ? never : Name }[EndpointName];

/** The arguments a typed client method takes for a call: the body, or nothing. */
export type EndpointArgs<Name extends EndpointName> = Endpoints[Name]['request'] extends null ? [] : [request: EndpointRequest<Name>];

/** The full path of a call, base included (e.g. `/api/v2/auth/login`). Pure. */
export function endpointUrl(name: EndpointName): string {
  return `${API_BASE_PATH}${endpoints[name].path}`;
}
