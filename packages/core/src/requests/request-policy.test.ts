import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { GameApiError, type GameApiErrorKind } from '../ports/game-api.port.js';
import { PATHS } from '../rules/access/routes.js';
import { requestFailure, type RequestIntent } from './request-policy.js';

const refusal = (kind: GameApiErrorKind, status: number | null, extra: Partial<{ fieldErrors: Record<string, string[]>; retryAfterSeconds: number | null; message: string }> = {}) =>
  new GameApiError({ kind, status, message: extra.message ?? `the server says ${kind}`, ...extra });

describe('the request policy table (one answer for the player pages and the console)', () => {
  const rows: [string, GameApiError | Error, RequestIntent, Record<string, unknown>][] = [
    ['401 of a load', refusal('unauthorized', 401), 'load', { kind: 'sessionEnded', route: PATHS.unauthorized }],
    ['401 of a change', refusal('unauthorized', 401), 'change', { kind: 'sessionEnded', route: PATHS.unauthorized }],
    ['403 of a load', refusal('forbidden', 403), 'load', { kind: 'forbidden', route: PATHS.forbidden }],
    ['403 of a change', refusal('forbidden', 403), 'change', { kind: 'refused', message: 'the server says forbidden' }],
    ['409', refusal('conflict', 409, { message: 'The raffle is closed.' }), 'change', { kind: 'closed', message: 'The raffle is closed.' }],
    ['422', refusal('invalid', 422, { fieldErrors: { email: ['Taken'] } }), 'change', { kind: 'invalid', fieldErrors: { email: ['Taken'] } }],
    ['429 with Retry-After', refusal('rateLimited', 429, { message: 'Too many attempts.', retryAfterSeconds: 30 }), 'change', { kind: 'rateLimited', retryAfterSeconds: 30, message: messages.network.retryIn('Too many attempts.', 30) }],
    ['429 without Retry-After', refusal('rateLimited', 429, { message: 'Too many attempts.' }), 'load', { kind: 'rateLimited', retryAfterSeconds: null, message: 'Too many attempts.' }],
    ['lost network', refusal('network', null), 'load', { kind: 'offline', message: messages.network.offline }],
    ['timeout', refusal('timeout', null), 'change', { kind: 'offline', message: messages.network.timeout }],
    ['500', refusal('server', 500), 'load', { kind: 'failed', message: 'The screen could not load.' }],
    ['a malformed answer', refusal('badResponse', 200), 'load', { kind: 'failed', message: 'The screen could not load.' }],
    ['a thrown bug', new Error('undefined is not a function'), 'change', { kind: 'failed', message: 'The screen could not load.' }],
  ];
  it.each(rows)('%s', (_, error, intent, expected) => {
    expect(requestFailure(error, intent, 'The screen could not load.')).toMatchObject(expected);
  });

  it('never leaves a failure without a message to show', () => {
    for (const [, error, intent] of rows) expect(requestFailure(error, intent).message.trim()).not.toBe('');
    expect(requestFailure(refusal('server', 503), 'load').message).toBe(messages.network.unexpectedServer);
  });

  it('rounds a fractional Retry-After up, so the wait shown is never too short', () => {
    expect(requestFailure(refusal('rateLimited', 429, { retryAfterSeconds: 0.2 }), 'change')).toMatchObject({ retryAfterSeconds: 1 });
  });
});
