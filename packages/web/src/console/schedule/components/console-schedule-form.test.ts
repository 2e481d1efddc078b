import { type EventTimestamps, messages, serverMessages } from '@dubloon-quest/core';
import { consoleMessages, consoleProblemTexts, consoleScheduleText } from '@dubloon-quest/core/console';
import { describe, expect, it } from 'vitest';
import {
  describeEffect,
  draftOf,
  fromLocalInput,
  isPristine,
  localTimeZone,
  movesPeriod,
  periodUnder,
  readDraft,
  scheduleEffect,
  toLocalInput,
} from './console-schedule-form.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-04-21T12:00:00.000Z');
const iso = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
/** Game start now: started an hour ago, the review in a day. */
const running: EventTimestamps = {
  pre_game: iso(-2),
  game_start: iso(-1),
  review_start: iso(24),
  review_end: iso(25),
  game_end: iso(26),
};
const names = (period: keyof typeof serverMessages.periodNames) => serverMessages.periodNames[period];

describe('datetime-local values', () => {
  it('shows an instant in the local time zone to the minute, and reads it back to the same instant', () => {
    const local = toLocalInput('2026-04-21T12:34:56.789Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-04-21T12:34:00.000Z');
  });

  it('reads nothing from an empty or malformed value', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });
});

describe('readDraft', () => {
  it('keeps the exact instant of every boundary left as loaded, seconds included', () => {
    const original = { ...running, game_start: '2026-04-21T11:00:30.500Z' };
    const result = readDraft(draftOf(original), original);
    expect(result.errors).toBeNull();
    expect(result.timestamps).toEqual(original);
  });

  it('reads an edited boundary in the local time zone and leaves out an empty pre-game', () => {
    const draft = { ...draftOf(running), pre_game: '', review_start: toLocalInput(iso(2)) };
    const result = readDraft(draft, running);
    expect(result.timestamps).toEqual({ ...running, pre_game: undefined, review_start: iso(2) });
    expect(result.timestamps && 'pre_game' in result.timestamps).toBe(false);
  });

  it('requires the four boundaries, keyed as the server keys them', () => {
    const result = readDraft({ ...draftOf(running), game_start: '', game_end: '' }, running);
    expect(result.errors).toEqual({
      'timestamps.game_start': [{ code: 'content.required' }],
      'timestamps.game_end': [{ code: 'content.required' }],
    });
  });

  it("refuses boundaries out of order with core's rule, the server's codes and messages", () => {
    const draft = { ...draftOf(running), game_end: toLocalInput(iso(3)) };
    const unordered = readDraft(draft, running).errors;
    expect(unordered).toEqual({ timestamps: [{ code: 'schedule.unorderedTimestamps' }] });
    expect(consoleProblemTexts(unordered ?? {})).toEqual({ timestamps: [messages.period.unorderedTimestamps] });
    const early = { ...draftOf(running), pre_game: toLocalInput(iso(1)) };
    expect(consoleProblemTexts(readDraft(early, running).errors ?? {})).toEqual({
      'timestamps.pre_game': [consoleMessages.schedule.preGameAfterStart],
    });
  });

  it('tells an edited form from the schedule it was made from', () => {
    expect(isPristine(draftOf(running), running)).toBe(true);
    expect(isPristine({ ...draftOf(running), game_end: toLocalInput(iso(30)) }, running)).toBe(false);
    expect(isPristine(draftOf(null), null)).toBe(true);
  });
});

describe('what a change does now', () => {
  it('moves players to the period the new schedule puts them in', () => {
    const effect = scheduleEffect(running, { ...running, review_start: iso(0) }, NOW);
    expect(effect).toEqual({ kind: 'move', from: 'gameStart', to: 'reviewStart' });
    expect(movesPeriod(effect)).toBe(true);
    expect(describeEffect(effect, names, NOW)).toBe(consoleScheduleText.effects.move('game start', 'review'));
  });

  it('keeps players in their period when only its end moves, and says when it ends', () => {
    const effect = scheduleEffect(running, { ...running, review_start: iso(2) }, NOW);
    expect(effect).toEqual({ kind: 'stay', period: 'gameStart', endsAt: NOW + 2 * HOUR });
    expect(movesPeriod(effect)).toBe(false);
    expect(describeEffect(effect, names, NOW)).toContain('02:00:00');
  });

  it('opens, closes or leaves closed the game', () => {
    expect(scheduleEffect(null, running, NOW)).toEqual({ kind: 'open', to: 'gameStart' });
    expect(scheduleEffect(running, null, NOW)).toEqual({ kind: 'close', from: 'gameStart' });
    const later = { ...running, pre_game: iso(1), game_start: iso(2) };
    expect(scheduleEffect(running, later, NOW)).toEqual({ kind: 'close', from: 'gameStart' });
    expect(scheduleEffect(null, later, NOW)).toEqual({ kind: 'stillClosed' });
  });

  it('is unchanged for the same instants written differently', () => {
    const same = { ...running, game_end: running.game_end.replace('.000Z', 'Z') };
    expect(scheduleEffect(running, same, NOW)).toEqual({ kind: 'unchanged' });
    expect(scheduleEffect(null, null, NOW)).toEqual({ kind: 'unchanged' });
  });

  it('reads no period before pre-game, as the server does', () => {
    expect(periodUnder({ ...running, pre_game: iso(1), game_start: iso(2) }, NOW)).toBeNull();
    expect(periodUnder(running, NOW)).toEqual({ period: 'gameStart', endsAt: NOW + 24 * HOUR });
    expect(periodUnder(running, NOW + 30 * HOUR)).toEqual({ period: 'gameEnd', endsAt: null });
  });
});

it('names the time zone and its offset', () => {
  const { zone, offset } = localTimeZone(NOW);
  expect(zone.length).toBeGreaterThan(0);
  expect(offset).toMatch(/^UTC[+-]\d{2}:\d{2}$/);
});
