import {
  API_BASE_PATH,
  COIN_TOTAL_RETRIES,
  endpointNames,
  endpoints,
  requestJson,
  safeParseContract,
  type ApiResult,
  type EndpointArgs,
  type EndpointName,
  type EndpointRequest,
  type EndpointResponse,
  type GameApi,
  type HttpMethod,
  type LoginResult,
  type SessionTokens,
  type SessionTokenSource,
} from '@dubloon-quest/core';
import ky, { isHTTPError, isTimeoutError, type Options, type RetryOptions } from 'ky';
import { badResponseError, failureOf, jsonOrUndefined, readText } from './failures.js';
import { HTTP_TIMEOUT_MS } from './timeout.js';

export { HTTP_TIMEOUT_MS };

export { COIN_TOTAL_RETRIES };

export interface HttpGameApiOptions {
  /**
   * Where the server is, without the API base path: `''` (the default) for the page's own origin, or an
   * origin such as `https://game.example.com`. Calls go to `<baseUrl>/api/v2/<path>`.
   */
  readonly baseUrl?: string;
  /** The current session's tokens, read before every call (null when logged out). */
  readonly tokens: SessionTokenSource;
  /** Per-request timeout in milliseconds; {@link HTTP_TIMEOUT_MS} by default. */
  readonly timeoutMs?: number;
  /**
   * How many times the coin total fetch is retried on a network failure or a 5xx answer; core's
   * {@link COIN_TOTAL_RETRIES} (2) by default. A host whose realtime machine already retries the fetch
   * (core's `createGameLogic` does) passes 0, so a failing server gets 3 requests, not 9.
   */
  readonly coinTotalRetries?: number;
  /** The delay before retry number `attempt` (1, 2); ky's exponential backoff (300 ms, 600 ms) by default. */
  readonly retryDelayMs?: (attempt: number) => number;
  /** The fetch to use; the global one by default. */
  readonly fetch?: typeof globalThis.fetch;
  /** The current time in epoch ms, for `Retry-After` dates; `Date.now` by default. */
  readonly now?: () => number;
  /**
   * The reader's language, read before every call and sent as `Accept-Language` (`fr-CA`, `en`), so that the
   * server's texts and mail follow it; none sent (the browser's own) when absent.
   */
  readonly language?: () => string | null;
}

/** The ky hooks that send the reader's language, when the host gives it. */
export function languageHooks(language: (() => string | null) | undefined): Options['hooks'] {
  if (language === undefined) return {};
  return {
    beforeRequest: [
      (request) => {
        const tag = language();
        if (tag !== null) request.headers.set('accept-language', tag);
      },
    ],
  };
}

/** A `GameApi` over HTTP, plus the one generic call every method goes through. */
export interface HttpGameApi extends GameApi {
  /** Makes the named call of the endpoint table with its body (none for a call without one). */
  call<Name extends EndpointName>(name: Name, ...args: EndpointArgs<Name>): Promise<ApiResult<EndpointResponse<Name>>>;
}

/** A parsed answer with the headers login needs. */
interface Answer<Data> extends ApiResult<Data> {
  readonly headers: Headers;
}

/**
 * Creates the HTTP `GameApi` on ky, driven by the endpoint table: each method is the generic call of its
 * endpoint. Every call sends JSON `Accept` and `Content-Type`, the session's bearer token and
 * `x-xsrf-token` (when logged in), and cookies; GET parameters go in the query, POST and PATCH bodies as
 * JSON. Every answer is parsed with the endpoint's response schema and every failure is a `GameApiError`.
 * `getCoinTotal` is retried up to 2 times on a network failure or a 5xx answer; no other call is retried.
 */
export function createHttpGameApi(options: HttpGameApiOptions): HttpGameApi {
  const now = options.now ?? (() => Date.now());
  const prefixUrl = `${trimTrailingSlash(options.baseUrl ?? '')}${API_BASE_PATH}`;
  const client = ky.create({
    prefixUrl,
    credentials: 'include',
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    retry: 0,
    hooks: languageHooks(options.language),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });

  async function send<Name extends EndpointName>(name: Name, body: EndpointRequest<Name> | undefined): Promise<Answer<EndpointResponse<Name>>> {
    const endpoint = endpoints[name];
    const subject = `the answer of ${endpoint.method} ${endpoint.path}`;
    let response: Response;
    try {
      response = await client(endpoint.path.slice(1), {
        ...requestOptions(endpoint.method, requestJson(endpoint.request, body), options.tokens()),
        retry: retryOptions(name === 'getCoinTotal' ? (options.coinTotalRetries ?? COIN_TOTAL_RETRIES) : 0, options.retryDelayMs),
      });
    } catch (error) {
      throw await failureOf(error, now, prefixUrl);
    }
    const text = await readText(response);
    const json = jsonOrUndefined(text);
    if (json === undefined) throw badResponseError(response.status, new SyntaxError(`${subject} is not JSON`));
    const parsed = safeParseContract(endpoint.response, json, subject);
    if (!parsed.ok) throw badResponseError(response.status, parsed.error);
    return { data: parsed.value as EndpointResponse<Name>, meta: { status: response.status }, headers: response.headers };
  }

  async function call<Name extends EndpointName>(name: Name, ...args: EndpointArgs<Name>): Promise<ApiResult<EndpointResponse<Name>>> {
    const { data, meta } = await send(name, args[0]);
    return { data, meta };
  }

  async function login(request: EndpointRequest<'login'>): Promise<LoginResult> {
    const { data, meta, headers } = await send('login', request);
    return { data, meta, tokens: tokensFromHeaders(headers, meta.status) };
  }

  return { ...endpointMethods(call), call, login };
}

type EndpointMethods = {
  [Name in EndpointName]: (...args: EndpointArgs<Name>) => Promise<ApiResult<EndpointResponse<Name>>>;
};

/** One method per endpoint of the table, each the generic call of its name. */
function endpointMethods(call: HttpGameApi['call']): EndpointMethods {
  const methods: Partial<Record<EndpointName, (...args: [unknown?]) => Promise<unknown>>> = {};
  for (const name of endpointNames) {
    methods[name] = (...args) => (call as (name: EndpointName, ...rest: [unknown?]) => Promise<unknown>)(name, ...args);
  }
  // Built from the same table the type is mapped over, so every name has its method.
  return methods as EndpointMethods;
}

/**
 * The ky options of one request: JSON headers and the session's tokens on every call, the body as the
 * query of a GET or as the JSON body otherwise. Pure.
 */
export function requestOptions(method: HttpMethod, body: unknown, tokens: SessionTokens | null): Options {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (tokens !== null) {
    headers.authorization = `Bearer ${tokens.access}`;
    headers['x-xsrf-token'] = tokens.csrf;
  }
  if (method === 'GET') {
    return body === undefined ? { method, headers } : { method, headers, searchParams: queryOf(body) };
  }
  return { method, headers, json: body ?? {} };
}

function queryOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  }
  return query;
}

/**
 * ky's retry settings for a call retried `limit` times: GET only, on a network failure or a 5xx answer,
 * never on a timeout or a 4xx. Pure.
 */
function retryOptions(limit: number, delayMs?: (attempt: number) => number): RetryOptions {
  if (limit === 0) return { limit: 0 };
  return {
    limit,
    methods: ['get'],
    shouldRetry: ({ error }) => {
      if (isHTTPError(error)) return error.response.status >= 500;
      return !isTimeoutError(error);
    },
    ...(delayMs === undefined ? {} : { delay: delayMs }),
  };
}

/** The session tokens login's answer carries in its `Authorization` and `x-xsrf-token` headers. Pure. */
export function tokensFromHeaders(headers: Headers, status: number): SessionTokens {
  const authorization = headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  const csrf = headers.get('x-xsrf-token')?.trim() ?? '';
  const access = match?.[1];
  if (access === undefined || csrf === '') {
    throw badResponseError(
      status,
      new Error(
        'the answer of POST /auth/login carries no session tokens: it needs the headers `Authorization: Bearer <access>` and ' +
          '`x-xsrf-token` (exposed through Access-Control-Expose-Headers when the API is on another origin)',
      ),
    );
  }
  return { access, csrf };
}

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
