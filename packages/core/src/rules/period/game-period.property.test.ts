import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { GAME_PERIODS, formatCountdown, gamePeriodAt, periodIndex } from './game-period.js';

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Four ordered boundaries (equal ones allowed), as ISO strings and as ms. */
const schedule = fc.array(instant, { minLength: 4, maxLength: 4 }).map((values) => {
  const [gameStart, reviewStart, reviewEnd, gameEnd] = [...values].sort((a, b) => a - b) as [number, number, number, number];
  const iso = (v: number) => new Date(v).toISOString();
  return {
    ms: [gameStart, reviewStart, reviewEnd, gameEnd] as const,
    timestamps: { game_start: iso(gameStart), review_start: iso(reviewStart), review_end: iso(reviewEnd), game_end: iso(gameEnd) },
  };
});
const anyTime = fc.oneof(instant, fc.integer(), fc.double(), fc.constantFrom(-Infinity, Infinity));

describe('game period properties', () => {
  test.prop([schedule, anyTime])('is total: a period for any time, ends after now or never', ({ timestamps }, now) => {
    const { period, endsAt } = gamePeriodAt(timestamps, now);
    expect(GAME_PERIODS).toContain(period);
    if (endsAt === null) expect(period).toBe('gameEnd');
    else if (Number.isFinite(now)) expect(endsAt).toBeGreaterThan(now);
  });

  test.prop([schedule, instant, instant])('never goes back as time goes on', ({ timestamps }, a, b) => {
    const [earlier, later] = a <= b ? [a, b] : [b, a];
    expect(periodIndex(gamePeriodAt(timestamps, later).period)).toBeGreaterThanOrEqual(periodIndex(gamePeriodAt(timestamps, earlier).period));
  });

  test.prop([schedule])('each boundary instant starts its period, the instant before belongs to an earlier one', ({ ms, timestamps }) => {
    const starts = ['gameStart', 'reviewStart', 'winnersAnnounced', 'gameEnd'] as const;
    ms.forEach((boundary, i) => {
      const at = gamePeriodAt(timestamps, boundary).period;
      // Equal boundaries skip empty periods: the last period starting at this instant wins.
      const lastStartingHere = ms.lastIndexOf(boundary);
      expect(at).toBe(starts[lastStartingHere]);
      expect(periodIndex(gamePeriodAt(timestamps, boundary - 1).period)).toBeLessThanOrEqual(i);
    });
  });

  test.prop([schedule, instant])('the period lasts until endsAt, and endsAt starts the next one', ({ timestamps }, now) => {
    const { period, endsAt } = gamePeriodAt(timestamps, now);
    if (endsAt === null) return;
    expect(gamePeriodAt(timestamps, endsAt - 1).period).toBe(period);
    expect(periodIndex(gamePeriodAt(timestamps, endsAt).period)).toBeGreaterThan(periodIndex(period));
  });

  test.prop([
    fc.record({
      game_start: fc.string(),
      review_start: fc.string(),
      review_end: fc.string(),
      game_end: fc.string(),
    }),
    anyTime,
  ])('never throws on any strings', (timestamps, now) => {
    expect(GAME_PERIODS).toContain(gamePeriodAt(timestamps, now).period);
  });

  test.prop([schedule, instant])('unordered boundaries are refused as gameEnd', ({ ms, timestamps }, now) => {
    if (ms[0] === ms[3]) return;
    const swapped = { ...timestamps, game_start: timestamps.game_end, game_end: timestamps.game_start };
    expect(gamePeriodAt(swapped, now)).toEqual({ period: 'gameEnd', endsAt: null });
  });
});

describe('countdown properties', () => {
  test.prop([fc.integer({ min: 0, max: 400 * 86_400_000 })])('round-trips to the whole seconds left, rounded up', (ms) => {
    const match = /^(?:(\d+)d )?(\d{2}):(\d{2}):(\d{2})$/.exec(formatCountdown(ms));
    expect(match).not.toBeNull();
    const [, d = '0', h = '', m = '', s = ''] = match!;
    expect(Number(h)).toBeLessThan(24);
    expect(Number(m)).toBeLessThan(60);
    expect(Number(s)).toBeLessThan(60);
    expect(Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(Math.ceil(ms / 1000));
  });
});
