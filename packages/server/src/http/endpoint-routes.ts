import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH, encodeContract, type EndpointName, type EndpointRequest, type EndpointResponse, endpoints, GAME_NOT_STARTED, gamePeriodAt, type GatedFeature, isFeatureOpen, isPlayer, parseContract, safeParseContract } from '@dubloon-quest/core';
import { bearerToken } from '../services/auth/sessions.js';
import type { LoginQueue } from '../services/auth/login-queue.js';
import { loginQueueHook } from './login-queue-hook.js';
import type { AppContext, AuthContext } from '../services/context.js';
import { HttpError } from '../services/errors.js';
import { requireAuth, requireCsrf } from '../services/auth/request-auth.js';
import { WireJson } from './wire-json.js';
import { contractMessages, messages, serverMessages } from '../services/language.js';

/** What a handler receives: the parsed body and, for calls that need a login, the verified login. */
interface Call<Name extends EndpointName> {
  body: EndpointRequest<Name>;
  auth: Endpoints[Name]['auth'] extends true ? AuthContext : null;
  request: FastifyRequest;
  reply: FastifyReply;
}
type Endpoints = typeof endpoints;

/** A handler answers with the value to encode, or with its answer already encoded and serialized ({@link WireJson}). */
type Handler<Name extends EndpointName> = (call: Call<Name>) => Promise<EndpointResponse<Name> | WireJson>;

/** One handler per call of the endpoint table: the compiler refuses a missing call. */
export type Handlers = { [Name in EndpointName]: Handler<Name> };

/** The non-player refusal each player-only call answers with (spec section 6 texts). */
const ROLE_MESSAGES: Partial<Record<EndpointName, string>> = {
  submitStakes: messages.roles.onlyPlayersStake,
  answerChestQuestion: messages.roles.onlyPlayersWinCoins,
  submitChest: messages.roles.onlyPlayersWinCoins,
  submitChallenge: messages.roles.playersOnlyFeature,
  updateMeetup: messages.roles.playersOnlyFeature,
};

/**
 * Answers 409 unless the feature is open now (`isFeatureOpen` of the current `gamePeriodAt`), with a message
 * naming the period. While no event is scheduled only the results are open.
 */
function assertFeatureOpen(context: AppContext, feature: GatedFeature): void {
  const now = context.now();
  const timestamps = context.schedule.timestampsAt(now);
  if (timestamps === null) {
    if (feature === 'results') return;
    throw new HttpError(409, GAME_NOT_STARTED);
  }
  const { period } = gamePeriodAt(timestamps, now);
  if (!isFeatureOpen(feature, period)) {
    throw new HttpError(409, serverMessages.featureClosed(serverMessages.featureNames[feature], serverMessages.periodNames[period]));
  }
}

/**
 * The hot calls whose login may come from the read cache (services/read-cache.ts), as they need nothing of it
 * but what the cache keeps current: the session (its anti-forgery hash included), the account's id and role
 * (a role change ends its sessions), the balance read with it (`getCoinTotal`) and the player's stakes
 * (`getRaffleItems`, through the cache too), the chests and their answers (the player's id: the answer is
 * judged on the rows it locks, as the payout is), and the results every player's page reads at once when they
 * are published (`getResults`, decision 0212). The stake and the payout decide on the rows they lock.
 */
const CACHED_LOGIN_CALLS: ReadonlySet<EndpointName> = new Set(['getCoinTotal', 'getRaffleItems', 'submitStakes', 'submitChest', 'getChests', 'answerChestQuestion', 'getResults']);

/** Per-call request budgets, keyed by what the call is about. */
function rateLimitOf(context: AppContext, name: EndpointName) {
  const limits = context.config.rateLimits;
  const emailOf = (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  };
  switch (name) {
    case 'login':
      return { max: limits.login.max, timeWindow: limits.login.windowMs, keyGenerator: (request: FastifyRequest) => `login|${request.ip}|${emailOf(request)}` };
    case 'register':
    case 'sendVerification':
    case 'requestPasswordReset':
      return { max: limits.mail.max, timeWindow: limits.mail.windowMs, keyGenerator: (request: FastifyRequest) => `${name}|${request.ip}|${emailOf(request)}` };
    case 'answerChestQuestion':
      return {
        max: limits.chestAnswer.max,
        timeWindow: limits.chestAnswer.windowMs,
        // Per player: the signed token names the user without a database read (the handler checks it fully).
        keyGenerator: (request: FastifyRequest) => {
          const claims = context.tokens.verify(bearerToken(request.headers.authorization) ?? '', context.now());
          return claims ? `chest|${claims.uid}` : `chest|${request.ip}`;
        },
      };
    default:
      return null;
  }
}

/**
 * Registers every call of the endpoint table under `/api/v2`, each checked in this order: login (401),
 * anti-forgery token on POST and PATCH (403), body shape with core's schema (400 with `errors` per path), role
 * (403), period gate (409); then the handler, whose answer is encoded with the response schema (ids become
 * strings), unless the handler encoded it already ({@link WireJson}: sent as it is). With `checkResponses` the
 * encoded answer is also read back with the schema (tests).
 */
export function registerEndpoints(app: FastifyInstance, context: AppContext, handlers: Handlers, checkResponses: boolean, loginQueue: LoginQueue): void {
  const queueLogin = loginQueueHook(loginQueue, context.config.publicUrl.startsWith('https:'));
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as unknown as (call: { body: unknown; auth: AuthContext | null; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>;
    const rateLimit = rateLimitOf(context, name);
    app.route({
      method: endpoint.method,
      url: `${API_BASE_PATH}${endpoint.path}`,
      ...(rateLimit ? { config: { rateLimit } } : {}),
      // A login waits its turn before its budget counts it: a try answered with its place costs no attempt.
      ...(name === 'login' ? { preValidation: queueLogin } : {}),
      handler: async (request, reply) => {
        let auth: AuthContext | null = null;
        if (endpoint.auth) {
          auth = await requireAuth(context, request, CACHED_LOGIN_CALLS.has(name));
          if (endpoint.method !== 'GET') requireCsrf(auth, request);
        }
        let body: unknown = undefined;
        if (endpoint.request !== null) {
          const parsed = safeParseContract(endpoint.request, request.body ?? null, `the body of ${endpoint.method} ${endpoint.path}`);
          if (!parsed.ok) throw new HttpError(400, contractMessages.invalidRequest, parsed.error.fieldErrors);
          body = parsed.value;
        }
        if (endpoint.playerOnly && !isPlayer(auth?.user.role)) throw new HttpError(403, ROLE_MESSAGES[name] ?? messages.roles.playersOnlyFeature);
        if (endpoint.feature !== null) assertFeatureOpen(context, endpoint.feature);
        const result = await handler({ body, auth, request, reply });
        const subject = `the answer of ${endpoint.method} ${endpoint.path}`;
        if (result instanceof WireJson) {
          if (checkResponses) parseContract(endpoint.response, JSON.parse(result.text), subject);
          return reply.type('application/json; charset=utf-8').send(result.text);
        }
        // The one place answers are written in their wire form: ids as strings (handlers use the stored numbers).
        const answer = encodeContract(endpoint.response, result as never, subject);
        if (checkResponses) parseContract(endpoint.response, answer, subject);
        return answer;
      },
    });
  }
}
