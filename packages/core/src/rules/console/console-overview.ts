import { type EventTimestampsDto, type GamePeriod, GAME_PERIODS } from '../../contract/timestamps.schema.js';
import type { ConsoleOverview } from '../../contract/console/console-overview.schema.js';

/** The next change of period: which period starts, and when. */
export interface PeriodChange {
  readonly period: GamePeriod;
  readonly at: string;
}

/**
 * The next change of period from the schedule's view: the period after the current one at its end; before the
 * game (no period yet), the pre-game's or the game's start when still ahead; null when nothing is scheduled or
 * the last period runs. Pure.
 */
export function nextPeriodChange(
  view: {
    readonly timestamps: EventTimestampsDto | null;
    readonly period: GamePeriod | null;
    readonly ends_at: string | null;
  },
  nowMs: number,
): PeriodChange | null {
  if (view.period !== null) {
    const next = GAME_PERIODS[GAME_PERIODS.indexOf(view.period) + 1];
    return next === undefined || view.ends_at === null ? null : { period: next, at: view.ends_at };
  }
  if (view.timestamps === null) return null;
  const ahead: [GamePeriod, string | undefined][] = [
    ['preGame', view.timestamps.pre_game],
    ['gameStart', view.timestamps.game_start],
  ];
  const first = ahead.find(([, at]) => at !== undefined && Date.parse(at) > nowMs);
  return first === undefined ? null : { period: first[0], at: first[1]! };
}

/** What the Overview suggests doing next; each has its text and its console screen. */
export type OverviewStep =
  | 'schedule'
  | 'content'
  | 'invitePlayers'
  | 'waitForStart'
  | 'judge'
  | 'watch'
  | 'commitDraw'
  | 'runDraw'
  | 'publishResults'
  | 'archive';

/**
 * The one thing an organizer should do next, read from the Overview's figures: schedule the event; give it
 * content; bring players in; during the game judge waiting answers, else watch; in the review commit to the
 * draw, run it (skipped without raffle items) and publish the results; once they are out, archive the event
 * and start the next. Pure.
 */
export function overviewNextStep(overview: ConsoleOverview): OverviewStep {
  const { period, content, raffle } = overview;
  if (period === null && overview.next_change === null) return 'schedule';
  const beforeReview = period === null || period === 'preGame' || period === 'gameStart';
  if (beforeReview && content.chests + content.raffle_items + content.businesses === 0) return 'content';
  if (beforeReview && overview.players.registered === 0) return 'invitePlayers';
  if (period === null || period === 'preGame') return 'waitForStart';
  if (period === 'gameStart') return overview.judging.waiting > 0 ? 'judge' : 'watch';
  if (raffle.results !== 'published') {
    if (overview.judging.waiting > 0) return 'judge';
    if (content.raffle_items > 0 && !raffle.drawn) return raffle.committed ? 'runDraw' : 'commitDraw';
    return 'publishResults';
  }
  return 'archive';
}

/** The web addresses in a mail's text, in order, each once (what the outbox lets organizers open or copy). Pure. */
export function linksInMail(body: string): string[] {
  return [...new Set(body.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
