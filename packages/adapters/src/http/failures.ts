import { contractMessages, GameApiError, gameApiErrorFromAnswer, messages } from '@dubloon-quest/core';
import { isHTTPError, isTimeoutError } from 'ky';

/**
 * The seconds a `Retry-After` header asks to wait: either a number of seconds or an HTTP date (then the
 * time left until it, never below 0). Null when the header is absent or unreadable. Pure.
 * @param nowMs the current time, for the HTTP-date form.
 */
function retryAfterSeconds(header: string | null, nowMs: number): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const dateMs = Date.parse(trimmed);
  if (Number.isNaN(dateMs)) return null;
  return Math.max(0, Math.ceil((dateMs - nowMs) / 1000));
}

/**
 * Reads a body as JSON, or `undefined` when it is empty or not JSON (an error answer from a proxy, an HTML
 * page). Pure.
 */
export function jsonOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The error for a non-2xx answer. The status decides the kind, whatever the body (a 401 with an HTML body
 * is still `unauthorized`, so the UI still logs out); the body gives the message and field errors when it
 * is the contract's error body. Pure.
 */
export function errorFromAnswer(status: number, bodyText: string, retryAfterHeader: string | null, nowMs: number): GameApiError {
  return gameApiErrorFromAnswer(status, jsonOrUndefined(bodyText), retryAfterSeconds(retryAfterHeader, nowMs));
}

/** A 2xx answer this client cannot use: not JSON, or not the endpoint's response shape. Pure. */
export function badResponseError(status: number, cause: unknown): GameApiError {
  return new GameApiError({ kind: 'badResponse', status, message: contractMessages.invalidResponse, cause });
}

/** No answer in time. Pure. */
export function timeoutError(cause: unknown): GameApiError {
  return new GameApiError({ kind: 'timeout', status: null, message: messages.network.timeout, cause });
}

/** No answer at all: offline, DNS, refused connection, CORS refusal. Pure. */
export function networkError(cause: unknown): GameApiError {
  return new GameApiError({ kind: 'network', status: null, message: messages.network.offline, cause });
}

/**
 * No answer from `url` while the page runs on another origin: what the browser reports of a CORS refusal, the
 * same as a dead server. Its message names both causes and the server's `CORS_ORIGINS`. Pure.
 */
function otherOriginError(cause: unknown, pageOrigin: string): GameApiError {
  return new GameApiError({ kind: 'network', status: null, message: messages.network.otherOrigin(pageOrigin), cause });
}

/** The page's origin when the request to `url` goes to another one (a browser's cross-origin call), else null. */
function crossOrigin(url: string | undefined): string | null {
  const page = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  if (typeof page !== 'string' || page === 'null' || url === undefined) return null;
  try {
    return new URL(url, page).origin === page ? null : page;
  } catch {
    return null;
  }
}

/**
 * Turns whatever ky threw into the `GameApiError` of its kind. `url` is where the call went: no answer from
 * another origin than the page's is reported as a likely CORS refusal.
 */
export async function failureOf(error: unknown, now: () => number, url?: string): Promise<GameApiError> {
  if (isHTTPError(error)) {
    const { response } = error;
    return errorFromAnswer(response.status, await readText(response), response.headers.get('retry-after'), now());
  }
  if (isTimeoutError(error)) return timeoutError(error);
  const pageOrigin = crossOrigin(url);
  return pageOrigin === null ? networkError(error) : otherOriginError(error, pageOrigin);
}

/** An answer's body as text; a connection that drops while it is read is a network failure. */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw networkError(error);
  }
}
