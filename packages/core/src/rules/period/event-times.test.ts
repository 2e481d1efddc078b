import { describe, expect, it } from 'vitest';
import { validateSchedule } from '../console/console-rules.js';
import { eventTimesOf, formatEventTime, isChallengeWindowOpen } from './event-times.js';

const BOUNDARIES = {
  game_start: '2026-04-20T14:00:00.000Z',
  review_start: '2026-04-25T14:00:00.000Z',
  review_end: '2026-04-26T14:00:00.000Z',
  game_end: '2026-04-27T14:00:00.000Z',
};
const WINDOW = { challenges_open: '2026-04-22T14:00:00.000Z', challenges_close: '2026-04-25T14:00:00.000Z' };

describe('the event times players read', () => {
  it('reads the challenge window and the meeting from the timestamps, none when unset or not started', () => {
    expect(eventTimesOf({ ...BOUNDARIES, ...WINDOW, meeting: '2026-04-26T18:00:00.000Z' })).toEqual({
      challenges: { opens: WINDOW.challenges_open, closes: WINDOW.challenges_close },
      meeting: '2026-04-26T18:00:00.000Z',
    });
    expect(eventTimesOf(BOUNDARIES)).toEqual({ challenges: null, meeting: null });
    expect(eventTimesOf('The game has not started yet')).toEqual({ challenges: null, meeting: null });
    expect(eventTimesOf(null)).toEqual({ challenges: null, meeting: null });
  });

  it('takes challenge answers from the opening up to the close of the window, always without one', () => {
    const timestamps = { ...BOUNDARIES, ...WINDOW };
    expect(isChallengeWindowOpen(timestamps, Date.parse(WINDOW.challenges_open) - 1)).toBe(false);
    expect(isChallengeWindowOpen(timestamps, Date.parse(WINDOW.challenges_open))).toBe(true);
    expect(isChallengeWindowOpen(timestamps, Date.parse(WINDOW.challenges_close) - 1)).toBe(true);
    expect(isChallengeWindowOpen(timestamps, Date.parse(WINDOW.challenges_close))).toBe(false);
    expect(isChallengeWindowOpen(BOUNDARIES, 0)).toBe(true);
  });

  it("writes a time in the reader's time zone, naming it", () => {
    expect(formatEventTime('2026-04-26T18:00:00.000Z', 'America/Toronto')).toBe(
      'Sunday, April 26, 2026 at 2:00 PM Eastern Daylight Time',
    );
    expect(formatEventTime('2026-04-26T18:00:00.000Z', 'Europe/Paris')).toBe(
      'Sunday, April 26, 2026 at 8:00 PM Central European Summer Time',
    );
  });

  it('checks the window on the schedule: both ends or neither, in order, whatever the periods', () => {
    expect(validateSchedule({ ...BOUNDARIES, ...WINDOW, meeting: '2026-04-26T18:00:00.000Z' })).toEqual({});
    expect(Object.keys(validateSchedule({ ...BOUNDARIES, challenges_open: WINDOW.challenges_open }))).toEqual(
      ['timestamps.challenges_close'],
    );
    expect(
      Object.keys(
        validateSchedule({
          ...BOUNDARIES,
          challenges_open: WINDOW.challenges_close,
          challenges_close: WINDOW.challenges_open,
        }),
      ),
    ).toEqual(['timestamps.challenges_close']);
    // Past the review's start is allowed: moving the review earlier never has to move the window first.
    expect(
      validateSchedule({
        ...BOUNDARIES,
        challenges_open: WINDOW.challenges_open,
        challenges_close: BOUNDARIES.review_end,
      }),
    ).toEqual({});
    expect(Object.keys(validateSchedule({ ...BOUNDARIES, meeting: 'soon' }))).toEqual(['timestamps.meeting']);
  });
});
