import { API_BASE_PATH, requestJson, safeParseContract, type SessionTokenSource } from '@dubloon-quest/core';
import {
  consoleEndpoints,
  consoleUrl,
  type ConsoleEndpointName,
  type ConsoleParams,
  type ConsoleQuery,
  type ConsoleRequest,
  type ConsoleResponse,
} from '@dubloon-quest/core/console';
import ky from 'ky';
import { badResponseError, failureOf, jsonOrUndefined, readText } from '../http/failures.js';
import { HTTP_TIMEOUT_MS, languageHooks, requestOptions } from '../http/http-game-api.js';

/** A part of a call's input: required when the call has it, absent when it does not. */
type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { readonly [K in Key]?: undefined }
  : { readonly [K in Key]: Value };

/**
 * What one console call takes: its path parameters and JSON body when the endpoint has them (required then),
 * and its query parameters (always optional: every query field is).
 */
export type ConsoleCallInput<Name extends ConsoleEndpointName> = Part<'params', ConsoleParams<Name>> &
  Part<'body', ConsoleRequest<Name>> & { readonly query?: ConsoleQuery<Name> };

/** A call's arguments after its name: its input, which may be left out when it has neither path parameters nor a body. */
export type ConsoleCallArgs<Name extends ConsoleEndpointName> = [ConsoleParams<Name>, ConsoleRequest<Name>] extends [
  undefined,
  undefined,
]
  ? [input?: ConsoleCallInput<Name>]
  : [input: ConsoleCallInput<Name>];

export interface ConsoleApiOptions {
  /** Where the server is, without the API base path: `''` (the default) for the page's own origin. */
  readonly baseUrl?: string;
  /** The current session's tokens, read before every call (null when logged out). */
  readonly tokens: SessionTokenSource;
  /** Per-request timeout in milliseconds; the game adapter's {@link HTTP_TIMEOUT_MS} by default. */
  readonly timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  readonly fetch?: typeof globalThis.fetch;
  /** The current time in epoch ms, for `Retry-After` dates; `Date.now` by default. */
  readonly now?: () => number;
  /** The reader's language, sent as `Accept-Language` on every call (the game adapter's option of that name). */
  readonly language?: () => string | null;
}

/** The console's calls over HTTP, driven by core's console endpoint table. */
export interface ConsoleApi {
  /**
   * Makes the named console call and resolves its parsed answer: the JSON body, or the text of a CSV export.
   * Rejects with a `GameApiError` of the failure's kind (401 unauthorized, 403 forbidden, 4xx with field errors,
   * 5xx, network, timeout, an answer that does not match the contract).
   */
  call<Name extends ConsoleEndpointName>(
    name: Name,
    ...args: ConsoleCallArgs<Name>
  ): Promise<ConsoleResponse<Name>>;
}

/**
 * Creates the console's HTTP client on ky, with the same headers, tokens and errors as the game's adapter
 * (docs/decisions/0061): bearer token and `x-xsrf-token` on every call, cookies, JSON bodies, the query of a
 * GET, every answer checked against the endpoint's response schema. No call is retried: every console write
 * changes the event, and a read is one click away.
 */
export function createConsoleApi(options: ConsoleApiOptions): ConsoleApi {
  const now = options.now ?? (() => Date.now());
  const client = ky.create({
    credentials: 'include',
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    retry: 0,
    hooks: languageHooks(options.language),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const origin = (options.baseUrl ?? '').replace(/\/$/, '');

  async function call<Name extends ConsoleEndpointName>(
    name: Name,
    ...args: ConsoleCallArgs<Name>
  ): Promise<ConsoleResponse<Name>> {
    const endpoint = consoleEndpoints[name];
    const input: { params?: Record<string, number | string>; body?: unknown } = args[0] ?? {};
    const path = consoleUrl(name, input.params ?? {});
    const subject = `the answer of ${endpoint.method} ${path.slice(API_BASE_PATH.length)}`;
    const request = requestOptions(
      endpoint.method,
      endpoint.method === 'GET' ? args[0]?.query : requestJson(endpoint.request, input.body),
      options.tokens(),
    );
    if (endpoint.format === 'csv')
      request.headers = { ...(request.headers as Record<string, string>), accept: 'text/csv' };
    let response: Response;
    try {
      response = await client(`${origin}${path}`, request);
    } catch (error) {
      throw await failureOf(error, now, `${origin}${path}`);
    }
    const text = await readText(response);
    const body = endpoint.format === 'csv' ? text : jsonOrUndefined(text);
    if (body === undefined)
      throw badResponseError(response.status, new SyntaxError(`${subject} is not JSON`));
    const parsed = safeParseContract(endpoint.response, body, subject);
    if (!parsed.ok) throw badResponseError(response.status, parsed.error);
    return parsed.value as ConsoleResponse<Name>;
  }

  return { call };
}
