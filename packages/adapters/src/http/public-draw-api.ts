import { API_BASE_PATH, raffleDrawResponseSchema, safeParseContract, type ApiResult, type GameApi, type RaffleDrawResponse } from '@dubloon-quest/core';
import { badResponseError, errorFromAnswer, jsonOrUndefined, networkError, readText, timeoutError } from './failures.js';
import { HTTP_TIMEOUT_MS } from './timeout.js';

export interface PublicDrawApiOptions {
  /** Where the server is, without the API base path: `''` (the default) for the page's own origin. */
  readonly baseUrl?: string;
  /** Timeout in milliseconds; the HTTP adapter's {@link HTTP_TIMEOUT_MS} by default. */
  readonly timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  readonly fetch?: typeof globalThis.fetch;
  /** An archived event's id: its draw as archived (`?event=<id>`) instead of the event in play's. */
  readonly eventId?: number;
  /** The start of a draw's commitment (`?draw=<hex>`): that draw, in play or archived (ignored with `eventId`). */
  readonly draw?: string;
}

const PATH = '/game/raffle/draw';

/**
 * `GameApi.getRaffleDraw` alone, on the browser's `fetch`, for the page that checks the raffle draw. The full
 * `HttpGameApi` carries the schema of every call and ky (about 9 KB gzip); a visitor who only checks a draw,
 * logged out, should not download them (the per-page budget of docs/decisions/0051). It behaves as the
 * `HttpGameApi` does for this call: JSON `Accept`, no tokens (the call is public), the same timeout, the answer
 * parsed with the contract's schema, and every failure a `GameApiError` of the same kind and message.
 */
export function createPublicDrawApi(options: PublicDrawApiOptions = {}): Pick<GameApi, 'getRaffleDraw'> {
  const query =
    options.eventId !== undefined ? `?event=${options.eventId}` : options.draw !== undefined ? `?draw=${encodeURIComponent(options.draw)}` : '';
  const url = `${(options.baseUrl ?? '').replace(/\/+$/, '')}${API_BASE_PATH}${PATH}${query}`;
  return {
    async getRaffleDraw(): Promise<ApiResult<RaffleDrawResponse>> {
      const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
      let response: Response;
      let text: string;
      try {
        try {
          response = await fetchFn(url, { headers: { accept: 'application/json' }, credentials: 'include', signal: controller.signal });
        } catch (error) {
          throw timedOut ? timeoutError(error) : networkError(error);
        }
        text = await readText(response);
      } finally {
        clearTimeout(timer);
      }
      if (!response.ok) throw errorFromAnswer(response.status, text, response.headers.get('retry-after'), Date.now());
      const json = jsonOrUndefined(text);
      const subject = `the answer of GET ${PATH}`;
      if (json === undefined) throw badResponseError(response.status, new SyntaxError(`${subject} is not JSON`));
      const parsed = safeParseContract(raffleDrawResponseSchema, json, subject);
      if (!parsed.ok) throw badResponseError(response.status, parsed.error);
      return { data: parsed.value, meta: { status: response.status } };
    },
  };
}
