import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { formatDateTimeNamed } from '../messages/date-time.js';
import { GameApiError } from '../ports/game-api.port.js';
import { errorNotification } from './error-notification.js';

describe('errorNotification (spec section 8 error toast helper)', () => {
  it('shows the given message for a server status of 500 or more', () => {
    expect(errorNotification({ status: 503, message: 'Bad gateway' }, messages.raffle.submitFailed)).toEqual({
      content: messages.raffle.submitFailed,
      error: true,
      duration: 0,
    });
  });

  it('falls back to "An unexpected server occurred." for a server fault without a given message', () => {
    expect(errorNotification({ status: 500, message: 'stack trace' }).content).toBe(
      'An unexpected server occurred.',
    );
  });

  it("shows the error's own message below 500", () => {
    expect(
      errorNotification({ status: 409, message: 'The raffle is closed' }, messages.raffle.submitFailed),
    ).toEqual({
      content: 'The raffle is closed',
      error: true,
      duration: 0,
    });
  });

  it("shows the error's own message when there is no status (network, timeout)", () => {
    expect(errorNotification(new Error(messages.network.offline)).content).toBe(messages.network.offline);
  });

  it('uses the given message for something that is not an error', () => {
    expect(errorNotification('boom', messages.chests.loadFailed).content).toBe(messages.chests.loadFailed);
  });

  it("names a suspended account's ban end in local date and time with its reason, never the raw timestamp", () => {
    const until = '2026-11-28T00:21:00.000Z';
    const error = new GameApiError({
      kind: 'forbidden',
      status: 403,
      message: `This account is suspended until ${until}.`,
      ban: { until, reason: 'Spam' },
    });
    const toast = errorNotification(error);
    expect(toast).toEqual({ content: messages.session.suspended(formatDateTimeNamed(until), 'Spam'), error: true, duration: 0 });
    expect(toast.content).not.toContain(until);
    expect(toast.content).toContain('Reason: Spam');
  });
});
