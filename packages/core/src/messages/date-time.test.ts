import { describe, expect, it } from 'vitest';
import { messages } from './catalogue.js';
import { formatDateTimeNamed } from './date-time.js';

describe('formatDateTimeNamed', () => {
  it('writes a moment in the given zone with weekday, date, time and the zone named', () => {
    expect(formatDateTimeNamed('2026-11-28T00:21:00.000Z', 'UTC')).toBe('Saturday, November 28, 2026 at 12:21 AM UTC');
    expect(formatDateTimeNamed('2026-11-28T00:21:00.000Z', 'America/New_York')).toBe(
      'Friday, November 27, 2026 at 7:21 PM EST',
    );
  });

  it('returns an unreadable timestamp as it came', () => {
    expect(formatDateTimeNamed('soon')).toBe('soon');
  });
});

describe('messages.session.suspended', () => {
  it('adds the reason only when the organizer gave one', () => {
    expect(messages.session.suspended('Friday', null)).toBe('Your account is suspended until Friday.');
    expect(messages.session.suspended('Friday', '  ')).toBe('Your account is suspended until Friday.');
    expect(messages.session.suspended('Friday', ' Spam ')).toBe('Your account is suspended until Friday. Reason: Spam');
  });
});
