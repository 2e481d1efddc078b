import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndpointName } from '../contract/endpoints.js';
import { messages } from '../messages/catalogue.js';
import { contractMessages } from '../messages/contract-messages.js';
import { errorKindForStatus, GameApiError, gameApiErrorFromAnswer, isGameApiError, type GameApi } from './game-api.port.js';

describe('GameApi', () => {
  it('has exactly one method per endpoint of the table', () => {
    expectTypeOf<keyof GameApi>().toEqualTypeOf<EndpointName>();
  });
});

describe('errorKindForStatus', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'invalid'],
    [409, 'conflict'],
    [422, 'invalid'],
    [429, 'rateLimited'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('maps %i to %s', (status, kind) => {
    expect(errorKindForStatus(status)).toBe(kind);
  });
});

describe('gameApiErrorFromAnswer', () => {
  it("keeps a suspended account's ban end and reason, and none otherwise", () => {
    const banned = gameApiErrorFromAnswer(403, {
      message: 'Your account is suspended until Saturday, November 28, 2026, 12:21 AM UTC.',
      banned_until: '2026-11-28T00:21:00.000Z',
      ban_reason: 'Spam',
    });
    expect(banned.ban).toEqual({ until: '2026-11-28T00:21:00.000Z', reason: 'Spam' });
    expect(gameApiErrorFromAnswer(403, { message: 'x', banned_until: '2026-11-28T00:21:00.000Z' }).ban).toEqual({
      until: '2026-11-28T00:21:00.000Z',
      reason: null,
    });
    expect(gameApiErrorFromAnswer(403, { message: 'Forbidden' }).ban).toBeNull();
  });

  it('keeps the server message and field errors below 500', () => {
    const error = gameApiErrorFromAnswer(422, { message: 'Some fields are not valid', errors: { email: ['Invalid Email'] } });
    expect(error).toBeInstanceOf(GameApiError);
    expect({ kind: error.kind, status: error.status, message: error.message, fieldErrors: error.fieldErrors }).toEqual({
      kind: 'invalid',
      status: 422,
      message: 'Some fields are not valid',
      fieldErrors: { email: ['Invalid Email'] },
    });
  });

  it('shows the catalogue default at 500 and above, whatever the body says', () => {
    const error = gameApiErrorFromAnswer(500, { message: 'TypeError: x is undefined' });
    expect(error.message).toBe(messages.network.unexpectedServer);
    expect(error.kind).toBe('server');
  });

  it('still types an answer whose body is not an error body', () => {
    const error = gameApiErrorFromAnswer(409, '<html>');
    expect({ kind: error.kind, message: error.message, fieldErrors: error.fieldErrors }).toEqual({
      kind: 'conflict',
      message: contractMessages.invalidResponse,
      fieldErrors: {},
    });
  });

  it('carries Retry-After for rate limits', () => {
    expect(gameApiErrorFromAnswer(429, { message: 'Slow down' }, 30).retryAfterSeconds).toBe(30);
  });
});

describe('isGameApiError', () => {
  it('recognises the error and its kind', () => {
    const error = new GameApiError({ kind: 'network', status: null, message: messages.network.offline });
    expect(isGameApiError(error)).toBe(true);
    expect(isGameApiError(error, 'network')).toBe(true);
    expect(isGameApiError(error, 'timeout')).toBe(false);
    expect(isGameApiError(new Error('x'))).toBe(false);
  });
});
