import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EventTimestampsDto } from '../../contract/timestamps.schema.js';
import {
  classifyLoginTimestamps,
  formatCountdown,
  gamePeriodAt,
  isGameNotStarted,
  msUntilPeriodEnd,
  parseEventSchedule,
  periodIndex,
  type EventTimestamps,
} from './game-period.js';

const timestamps = {
  pre_game: '2026-04-01T00:00:00.000Z',
  game_start: '2026-04-20T14:00:00.000Z',
  review_start: '2026-04-25T14:00:00.000Z',
  review_end: '2026-04-26T14:00:00.000Z',
  game_end: '2026-04-27T14:00:00.000Z',
};
const ms = (iso: string) => Date.parse(iso);

describe('gamePeriodAt', () => {
  it.each([
    ['2026-04-10T00:00:00.000Z', 'preGame', timestamps.game_start],
    ['2026-04-20T13:59:59.999Z', 'preGame', timestamps.game_start],
    ['2026-04-20T14:00:00.000Z', 'gameStart', timestamps.review_start],
    ['2026-04-25T13:59:59.999Z', 'gameStart', timestamps.review_start],
    ['2026-04-25T14:00:00.000Z', 'reviewStart', timestamps.review_end],
    ['2026-04-26T14:00:00.000Z', 'winnersAnnounced', timestamps.game_end],
    ['2026-04-27T13:59:59.999Z', 'winnersAnnounced', timestamps.game_end],
  ] as const)('at %s is %s, ending at %s', (now, period, end) => {
    expect(gamePeriodAt(timestamps, ms(now))).toEqual({ period, endsAt: ms(end) });
  });

  it('is gameEnd from game_end on, with no end', () => {
    expect(gamePeriodAt(timestamps, ms(timestamps.game_end))).toEqual({ period: 'gameEnd', endsAt: null });
    expect(gamePeriodAt(timestamps, ms('2030-01-01T00:00:00Z'))).toEqual({ period: 'gameEnd', endsAt: null });
  });

  it('skips a period that lasts no time', () => {
    const noReview = { ...timestamps, review_end: timestamps.review_start };
    expect(gamePeriodAt(noReview, ms(timestamps.review_start)).period).toBe('winnersAnnounced');
  });

  it('reads timestamps with an offset', () => {
    expect(gamePeriodAt({ ...timestamps, game_start: '2026-04-20T10:00:00-04:00' }, ms('2026-04-20T14:00:00Z')).period).toBe('gameStart');
  });

  it('treats broken timestamps and a NaN time as gameEnd, without throwing', () => {
    expect(gamePeriodAt({ ...timestamps, review_start: 'soon' }, 0)).toEqual({ period: 'gameEnd', endsAt: null });
    expect(gamePeriodAt({ ...timestamps, game_end: timestamps.game_start }, 0)).toEqual({ period: 'gameEnd', endsAt: null });
    expect(gamePeriodAt(timestamps, Number.NaN)).toEqual({ period: 'gameEnd', endsAt: null });
  });
});

describe('parseEventSchedule', () => {
  it('says why a schedule is refused', () => {
    expect(parseEventSchedule({ ...timestamps, game_start: '' })).toMatchObject({ ok: false, code: 'PERIOD.INVALID_TIMESTAMP' });
    expect(parseEventSchedule({ ...timestamps, review_end: '2026-04-24T00:00:00Z' })).toMatchObject({
      ok: false,
      code: 'PERIOD.UNORDERED_TIMESTAMPS',
    });
  });

  it('does not depend on pre_game', () => {
    expect(parseEventSchedule({ ...timestamps, pre_game: 'whenever' }).ok).toBe(true);
  });
});

describe('periodIndex', () => {
  it('orders the periods', () => {
    expect((['preGame', 'gameStart', 'reviewStart', 'winnersAnnounced', 'gameEnd'] as const).map(periodIndex)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('msUntilPeriodEnd', () => {
  it('counts down to the end of the current period', () => {
    expect(msUntilPeriodEnd(timestamps, ms(timestamps.game_start) - 5000)).toBe(5000);
    expect(msUntilPeriodEnd(timestamps, ms(timestamps.game_end))).toBeNull();
  });
});

describe('the two login shapes', () => {
  it('recognises "The game has not started yet" exactly', () => {
    expect(isGameNotStarted('The game has not started yet')).toBe(true);
    expect(isGameNotStarted('the game has not started yet')).toBe(false);
    expect(isGameNotStarted(timestamps)).toBe(false);
    expect(isGameNotStarted(null)).toBe(false);
  });

  it('classifies login timestamps', () => {
    expect(classifyLoginTimestamps('The game has not started yet')).toEqual({ kind: 'notStarted' });
    expect(classifyLoginTimestamps(timestamps)).toMatchObject({ kind: 'scheduled', timestamps });
    expect(classifyLoginTimestamps('tomorrow')).toEqual({ kind: 'invalid' });
    expect(classifyLoginTimestamps({ ...timestamps, game_start: 'x' })).toEqual({ kind: 'invalid' });
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [1, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [3_723_000, '01:02:03'],
    [86_399_000, '23:59:59'],
    [86_400_000, '1d 00:00:00'],
    [93_784_000, '1d 02:03:04'],
    [12 * 86_400_000, '12d 00:00:00'],
  ])('formats %s ms as %s', (value, text) => {
    expect(formatCountdown(value)).toBe(text);
  });

  it.each([
    [0, '0\u00a0s'],
    [9_000, '9\u00a0s'],
    [308_000, '5\u00a0min 08\u00a0s'],
    [6_908_000, '1\u00a0h 55\u00a0min 08\u00a0s'],
    [3_600_000, '1\u00a0h 00\u00a0min 00\u00a0s'],
    [93_784_000, '1\u00a0j 2\u00a0h 03\u00a0min 04\u00a0s'],
  ])('writes %s ms in French as a duration: %s (decision 0190)', (value, text) => {
    expect(formatCountdown(value, 'fr')).toBe(text);
    expect(formatCountdown(value, 'en')).toMatch(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
  });
});

describe('EventTimestamps', () => {
  it('has the shape of the contract\'s timestamps, both ways', () => {
    expectTypeOf<EventTimestampsDto>().toExtend<EventTimestamps>();
    expectTypeOf<EventTimestamps>().toExtend<EventTimestampsDto>();
  });
});
