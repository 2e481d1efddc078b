import { describe, expect, it } from 'vitest';
import type { ConsoleOverview } from '../../contract/console/console-overview.schema.js';
import { linksInMail, nextPeriodChange, overviewNextStep } from './console-overview.js';

const NOW = Date.parse('2026-04-21T12:00:00.000Z');
const timestamps = {
  pre_game: '2026-04-21T13:00:00.000Z',
  game_start: '2026-04-21T14:00:00.000Z',
  review_start: '2026-04-22T14:00:00.000Z',
  review_end: '2026-04-22T16:00:00.000Z',
  game_end: '2026-04-22T18:00:00.000Z',
};

const running: ConsoleOverview = {
  event_name: 'Spring Treasure Hunt',
  period: 'gameStart',
  next_change: { period: 'reviewStart', at: timestamps.review_start },
  players: { registered: 12, verified: 10 },
  coins: { earned: 40, staked: 20 },
  judging: { waiting: 0 },
  content: { chests: 2, raffle_items: 1, businesses: 1 },
  raffle: { committed: false, drawn: false, results: 'auto' },
  mail: { delivery: 'smtp', queued: 0, sent: 12, failed: 0, per_minute: 60, drained_at: null },
};
const inReview = (raffle: Partial<ConsoleOverview['raffle']>, rest: Partial<ConsoleOverview> = {}) => ({
  ...running,
  period: 'reviewStart' as const,
  raffle: { ...running.raffle, ...raffle },
  ...rest,
});

describe('nextPeriodChange', () => {
  it('is the period after the current one, at its end', () => {
    expect(nextPeriodChange({ timestamps, period: 'gameStart', ends_at: timestamps.review_start }, NOW)).toEqual({
      period: 'reviewStart',
      at: timestamps.review_start,
    });
  });

  it('is none in the last period, and none without a schedule', () => {
    expect(nextPeriodChange({ timestamps, period: 'gameEnd', ends_at: null }, NOW)).toBeNull();
    expect(nextPeriodChange({ timestamps: null, period: null, ends_at: null }, NOW)).toBeNull();
  });

  it('is the pre-game start before the game, or the game start when there is no pre-game', () => {
    expect(nextPeriodChange({ timestamps, period: null, ends_at: null }, NOW)).toEqual({
      period: 'preGame',
      at: timestamps.pre_game,
    });
    const { pre_game: _skipped, ...withoutPreGame } = timestamps;
    expect(nextPeriodChange({ timestamps: withoutPreGame, period: null, ends_at: null }, NOW)).toEqual({
      period: 'gameStart',
      at: timestamps.game_start,
    });
  });
});

describe('overviewNextStep', () => {
  it('asks for a schedule first, then content, then players', () => {
    expect(overviewNextStep({ ...running, period: null, next_change: null })).toBe('schedule');
    const future = { ...running, period: null, next_change: { period: 'preGame' as const, at: timestamps.pre_game } };
    expect(overviewNextStep({ ...future, content: { chests: 0, raffle_items: 0, businesses: 0 } })).toBe('content');
    expect(overviewNextStep({ ...future, players: { registered: 0, verified: 0 } })).toBe('invitePlayers');
    expect(overviewNextStep(future)).toBe('waitForStart');
  });

  it('during the game: judge what waits, else watch', () => {
    expect(overviewNextStep(running)).toBe('watch');
    expect(overviewNextStep({ ...running, judging: { waiting: 3 } })).toBe('judge');
  });

  it('in the review: judge, commit, draw, publish, then archive', () => {
    expect(overviewNextStep(inReview({}, { judging: { waiting: 1 } }))).toBe('judge');
    expect(overviewNextStep(inReview({}))).toBe('commitDraw');
    expect(overviewNextStep(inReview({ committed: true }))).toBe('runDraw');
    expect(overviewNextStep(inReview({ committed: true, drawn: true }))).toBe('publishResults');
    expect(overviewNextStep(inReview({ drawn: true, results: 'published' }))).toBe('archive');
  });

  it('skips the draw of an event without raffle items', () => {
    expect(overviewNextStep(inReview({}, { content: { chests: 1, raffle_items: 0, businesses: 0 } }))).toBe(
      'publishResults',
    );
  });
});

describe('linksInMail', () => {
  it('finds each link once, in order, without the punctuation around it', () => {
    const body = 'Open http://localhost:3000/register/verify-email/verify?token=ab1 to verify.\n\nOr https://x.example/a <https://x.example/b> http://localhost:3000/register/verify-email/verify?token=ab1';
    expect(linksInMail(body)).toEqual([
      'http://localhost:3000/register/verify-email/verify?token=ab1',
      'https://x.example/a',
      'https://x.example/b',
    ]);
  });

  it('finds none in a mail without a link', () => {
    expect(linksInMail('Your password was changed.')).toEqual([]);
  });
});
