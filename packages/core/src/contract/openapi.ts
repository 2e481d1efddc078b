import * as z from 'zod/mini';
import { errorBodySchema } from './common.schema.js';
import { API_BASE_PATH, endpointNames, endpoints, type EndpointDefinition, type EndpointName } from './endpoints.js';
import { HEALTH_PATH, healthResponseSchema } from './health.schema.js';
import {
  challengeSubmittedEventSchema,
  coinChangeEventSchema,
  RAFFLE_TOTALS_EVENT,
  raffleSilverEventSchema,
  raffleTotalsEventSchema,
  REALTIME_EVENTS,
  REGISTER_ACK,
  registerAckSchema,
  RESULTS_PUBLISHED_EVENT,
  resultsPublishedEventSchema,
  SCHEDULE_CHANGE_EVENT,
  scheduleChangeEventSchema,
  SESSION_ENDED_EVENT,
  sessionEndedEventSchema,
} from './realtime.schema.js';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/** One operation of the document: the OpenAPI Operation Object, with the period gate and role as extensions. */
export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly security: readonly Record<string, readonly string[]>[];
  readonly requestBody?: { readonly required: true; readonly content: { readonly 'application/json': { readonly schema: JsonSchema } } };
  readonly responses: Record<string, OpenApiResponse>;
  /** The feature whose period gate the call obeys (409 when closed), or null. */
  readonly 'x-period-gate': EndpointDefinition['feature'];
  /** Only a user whose role is `Player` may make the call (403 otherwise). */
  readonly 'x-player-only': boolean;
}

export interface OpenApiResponse {
  readonly description: string;
  readonly headers?: Record<string, { readonly description: string; readonly schema: JsonSchema }>;
  readonly content?: { readonly 'application/json': { readonly schema: JsonSchema } };
}

/** A socket event: its name on the wire and the JSON Schema of its one argument. */
export interface SocketEventDescription {
  readonly summary: string;
  readonly payload: JsonSchema;
  /** The acknowledgement the server answers (client events only). */
  readonly ack?: JsonSchema;
}

/** The OpenAPI 3.1 document of `/api/v2` with the socket.io events in `x-socket-io`. */
export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly paths: Record<string, Partial<Record<'get' | 'post' | 'patch', OpenApiOperation>>>;
  readonly components: {
    readonly securitySchemes: Record<string, Record<string, string>>;
    readonly schemas: Record<string, JsonSchema>;
  };
  readonly 'x-socket-io': {
    readonly description: string;
    readonly path: string;
    readonly clientEvents: Record<string, SocketEventDescription>;
    readonly serverEvents: Record<string, SocketEventDescription>;
  };
}

/**
 * The JSON Schema of what travels on the wire for a contract schema. The wire side is the codecs' input (ids are
 * strings there, numbers once parsed), for answers as much as for requests. `$schema` is dropped: OpenAPI 3.1
 * names the dialect once for the whole document.
 */
export function wireJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as JsonSchema;
  return jsonSchema;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' } as const;
export const errorResponse = (description: string): OpenApiResponse => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** The statuses a call may answer besides 200, from its row of the endpoint table (the server's order of checks). */
function errorResponses(name: EndpointName, endpoint: EndpointDefinition): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {};
  if (endpoint.request) responses['400'] = errorResponse('The body does not match the request schema; `errors` names each field.');
  if (endpoint.auth) responses['401'] = errorResponse('No valid `Authorization: Bearer` token.');
  if ((endpoint.auth && endpoint.method !== 'GET') || endpoint.playerOnly)
    responses['403'] = errorResponse(
      [endpoint.auth && endpoint.method !== 'GET' ? 'No matching `x-xsrf-token`' : null, endpoint.playerOnly ? 'the user is not a Player' : null]
        .filter((reason) => reason !== null)
        .join(', or '),
    );
  if (endpoint.feature) responses['409'] = errorResponse(`The ${endpoint.feature} feature is closed in the current game period.`);
  if (endpoint.rateLimited) responses['429'] = errorResponse('Called too often; `Retry-After` says when to try again.');
  for (const [status, reasons] of Object.entries(REFUSALS[name] ?? {})) {
    const text = reasons.map(([code, reason]) => `${reason} (\`${code}\`)`).join('; or ');
    const known = responses[status]?.description;
    responses[status] = { ...errorResponse(known ? `${known.replace(/\.$/, '')}; or ${text}.` : `${text[0]!.toUpperCase()}${text.slice(1)}.`), ...(status === '429' ? { headers: RETRY_AFTER } : {}) };
  }
  responses['4XX'] = errorResponse('Any other refusal, with a message to show.');
  // Standard for every client: wait `Retry-After` seconds and send the same call again (docs/decisions/0210).
  responses['503'] = errorResponse(
    endpoint.path === '/auth/login'
      ? 'Not now: `Retry-After` says when to try again. A login waiting in the login queue has its place in `queue.position` and a `dq_login_ticket` cookie that keeps it for the next try; past the queue\'s bound, or while the database is unreachable, the body has no place.'
      : 'The database is unreachable for now: `Retry-After` says when to try again.',
  );
  return responses;
}

const RETRY_AFTER = { 'Retry-After': { description: 'The seconds until the call may be made again.', schema: { type: 'integer' } } } as const;

/**
 * The refusals of the game's rules that a call answers, by status, each with the rule's code (the error body's
 * `code`): the raffle's `RAFFLE_SUBMISSION_STATUS` and the chests' `CHEST_REFUSAL_STATUS` (a test holds these to
 * those tables).
 */
export const REFUSALS: Partial<Record<EndpointName, Readonly<Record<string, readonly (readonly [code: string, reason: string])[]>>>> = {
  submitStakes: {
    '422': [
      ['LEDGER.UNKNOWN_ITEM', 'an item the event does not offer'],
      ['LEDGER.INVALID_AMOUNT', 'a stake that is not a whole number of coins from 0'],
      ['LEDGER.DUPLICATE_ITEM', 'the same item twice'],
      ['LEDGER.OVER_ALLOCATION', 'more coins than the player holds'],
    ],
    '429': [['LEDGER.COOLDOWN', 'the stake cooldown: a submission that changed a stake starts 30 minutes in which no other change is taken; `Retry-After` gives the seconds left']],
  },
  answerChestQuestion: {
    '404': [['CHEST.UNKNOWN', 'no such chest']],
    '409': [
      ['CHEST.COMPLETED', 'the chest was paid already'],
      ['CHEST.QUESTION_SETTLED', 'the question is not the one being played'],
    ],
    '422': [['CHEST.CHOICE_NOT_OFFERED', 'a letter the question does not offer']],
  },
  submitChest: {
    '404': [['CHEST.UNKNOWN', 'no such chest']],
    '409': [['CHEST.COMPLETED', 'the chest was paid already']],
    '422': [
      ['CHEST.NOT_ANSWERED', 'the chest is unfinished: not every question was answered right (when the server judges)'],
      ['CHEST.AMOUNT_MISMATCH', 'the amount is not what the answers earned'],
      ['CHEST.AMOUNT_OUT_OF_RANGE', 'the amount is not from 0 to 9'],
    ],
  },
};

/** Who may call: nobody in particular, a bearer token, or (a state-changing call) the token and the anti-forgery header. */
function securityOf(endpoint: EndpointDefinition): OpenApiOperation['security'] {
  if (!endpoint.auth) return [];
  return [endpoint.method === 'GET' ? { bearer: [] } : { bearer: [], xsrf: [] }];
}

const LOGIN_HEADERS = {
  Authorization: { description: 'The access token: `Bearer <access>`, sent back on every call that needs a login.', schema: { type: 'string' } },
  'x-xsrf-token': { description: 'The anti-forgery token, sent back on every POST and PATCH that needs a login.', schema: { type: 'string' } },
} as const;

function operationOf(name: EndpointName): OpenApiOperation {
  const endpoint: EndpointDefinition = endpoints[name];
  const ok: OpenApiResponse = {
    description: 'Done.',
    ...(name === 'login' ? { headers: LOGIN_HEADERS } : {}),
    content: { 'application/json': { schema: wireJsonSchema(endpoint.response) } },
  };
  return {
    operationId: name,
    summary: `${endpoint.method} ${endpoint.path}`,
    security: securityOf(endpoint),
    ...(endpoint.request ? { requestBody: { required: true, content: { 'application/json': { schema: wireJsonSchema(endpoint.request) } } } } : {}),
    responses: { '200': ok, ...errorResponses(name, endpoint) },
    'x-period-gate': endpoint.feature,
    'x-player-only': endpoint.playerOnly,
  };
}

const event = (summary: string, schema: z.ZodMiniType): SocketEventDescription => ({ summary, payload: wireJsonSchema(schema) });

/**
 * The OpenAPI 3.1 description of the players' API, `/api/v2`, built from the endpoint table and the contract's
 * schemas (never written by hand, so it cannot drift from what the server checks). The socket.io events a
 * player's client sends and hears are described alongside, in `x-socket-io`. Pure.
 */
export function openApiDocument(): OpenApiDocument {
  const paths: Record<string, Partial<Record<'get' | 'post' | 'patch', OpenApiOperation>>> = {};
  for (const name of endpointNames) {
    const { method, path } = endpoints[name];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(name) };
  }
  paths[HEALTH_PATH] = {
    get: {
      operationId: 'health',
      summary: `GET ${HEALTH_PATH}`,
      security: [],
      responses: {
        '200': { description: 'The database answers.', content: { 'application/json': { schema: wireJsonSchema(healthResponseSchema) } } },
        '503': { description: 'The database does not answer.', content: { 'application/json': { schema: wireJsonSchema(healthResponseSchema) } } },
      },
      'x-period-gate': null,
      'x-player-only': false,
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dubloon Quest players API',
      version: API_BASE_PATH.slice(API_BASE_PATH.lastIndexOf('/') + 1),
      description:
        'The calls a player client makes. JSON in and out; ids are strings on the wire. Log in, then send `Authorization: Bearer <access>` ' +
        'on every call that needs it, and the `x-xsrf-token` login answered on every POST and PATCH. Generated from the contract of ' +
        '@dubloon-quest/core.',
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access token from the `Authorization` header of login\'s answer.' },
        xsrf: { type: 'apiKey', in: 'header', name: 'x-xsrf-token', description: 'The anti-forgery token from login\'s answer.' },
      },
      schemas: { ErrorBody: wireJsonSchema(errorBodySchema) },
    },
    'x-socket-io': {
      description:
        'socket.io 4 on the same origin (websocket, then polling). The login cookie authenticates the socket; the client then emits ' +
        `\`register\` with its email and waits for the acknowledgement \`${REGISTER_ACK}\`.`,
      path: '/socket.io',
      clientEvents: {
        [REALTIME_EVENTS.register]: { summary: 'Joins the player\'s room: the payload is the logged-in user\'s own email.', payload: wireJsonSchema(z.string()), ack: wireJsonSchema(registerAckSchema) },
      },
      serverEvents: {
        [REALTIME_EVENTS.coinChange]: event('The player\'s coins changed: the delta, and the new unstaked balance.', coinChangeEventSchema),
        [REALTIME_EVENTS.raffleSilver]: event('Raffle items whose silver flag (nobody has staked) changed.', raffleSilverEventSchema),
        [REALTIME_EVENTS.challengeSubmitted]: event('A business challenge\'s new answer count.', challengeSubmittedEventSchema),
        [RAFFLE_TOTALS_EVENT]: event('Every raffle item\'s total staked coins, after stakes are committed.', raffleTotalsEventSchema),
        [SCHEDULE_CHANGE_EVENT]: event('The organizers changed the schedule: login\'s timestamps, new.', scheduleChangeEventSchema),
        [RESULTS_PUBLISHED_EVENT]: event('The organizers published the results.', resultsPublishedEventSchema),
        [SESSION_ENDED_EVENT]: event('The session ended; the server disconnects the socket next.', sessionEndedEventSchema),
      },
    },
  };
}
