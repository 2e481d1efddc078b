import type { GamePeriod } from '../../contract/timestamps.schema.js';
import type { RaffleDrawResponse } from '../../contract/draw.schema.js';
import type { ResultsResponse } from '../../contract/results.schema.js';
import { isFeatureOpen } from '../access/feature-access.js';

/**
 * One step of the presenter's reveal (docs/decisions/0159): the draw's commitment first, then for each raffle
 * prize its announcement and then its winners, and last the public check of the draw. A prize's winners are
 * never shown before the commitment nor before the prize itself was announced.
 */
export type RevealStep =
  | { readonly kind: 'commitment' }
  | { readonly kind: 'prize'; readonly item: number }
  | { readonly kind: 'winners'; readonly item: number }
  | { readonly kind: 'verify' };

/** Where the presenter stands in the reveal: how many prizes it reveals, and the step shown (an index). */
export interface RevealState {
  readonly items: number;
  readonly index: number;
}

/** What the presenter asks of the reveal: one step on, one step back, or back to the commitment. */
export type RevealAction = { readonly type: 'next' } | { readonly type: 'back' } | { readonly type: 'restart' };

/** The steps of a reveal of `items` prizes, in order: commitment, prize and winners of each, verify. Pure. */
export function revealSteps(items: number): RevealStep[] {
  const count = Math.max(0, Math.floor(items));
  const prizes = Array.from({ length: count }, (_, item): RevealStep[] => [
    { kind: 'prize', item },
    { kind: 'winners', item },
  ]);
  return [{ kind: 'commitment' }, ...prizes.flat(), { kind: 'verify' }];
}

/** A reveal at its first step (the commitment), or, given the state shown so far, the same step clamped. Pure. */
export function startReveal(items: number, shown?: RevealState): RevealState {
  const count = Math.max(0, Math.floor(items));
  const last = revealSteps(count).length - 1;
  return { items: count, index: shown ? Math.min(Math.max(0, shown.index), last) : 0 };
}

/** The reveal after one action: `next` and `back` move by one step and stop at either end. Pure. */
export function revealReducer(state: RevealState, action: RevealAction): RevealState {
  const last = revealSteps(state.items).length - 1;
  switch (action.type) {
    case 'next':
      return state.index >= last ? state : { ...state, index: state.index + 1 };
    case 'back':
      return state.index <= 0 ? state : { ...state, index: state.index - 1 };
    case 'restart':
      return state.index === 0 ? state : { ...state, index: 0 };
  }
}

/** The step shown. Pure. */
export function currentRevealStep(state: RevealState): RevealStep {
  const steps = revealSteps(state.items);
  return steps[Math.min(Math.max(0, state.index), steps.length - 1)]!;
}

/** The prizes whose winners have been shown so far (indexes, in reveal order). Pure. */
export function revealedPrizes(state: RevealState): number[] {
  return revealSteps(state.items)
    .slice(0, state.index + 1)
    .flatMap((step) => (step.kind === 'winners' ? [step.item] : []));
}

/** Whether the reveal can go on (`next`) or back (`back`), for the presenter's buttons. Pure. */
export function revealMoves(state: RevealState): { readonly next: boolean; readonly back: boolean } {
  return { next: state.index < revealSteps(state.items).length - 1, back: state.index > 0 };
}

/**
 * What the presenter page shows, by what the public pages may show (docs/decisions/0159):
 * - `notOpen`: the event is not scheduled, or its pre-game has not begun: the raffle is not open yet;
 * - `live`: the raffle is open (pre-game and game), with every item's total staked, live;
 * - `waiting`: the raffle is closed and the results are not out: whether the draw is committed, drawn;
 * - `reveal`: the results are published with their draw record: the presenter-driven reveal.
 * The commitment is shown from the moment it is published, in every stage (it is public from then on).
 */
export type PresenterStage =
  | { readonly kind: 'notOpen' }
  | { readonly kind: 'live' }
  | { readonly kind: 'waiting'; readonly drawn: boolean }
  | { readonly kind: 'reveal' };

/**
 * The presenter's stage from the period (null: not scheduled or not begun), the player's results (`GET /game/results`) and the
 * public draw (`GET /game/raffle/draw`). The reveal needs both the results published on the console
 * (`published_at`: an event file's own results, such as the demo's, never open it) and the draw's record
 * public (not held back); it wins over the live totals, so a draw run and published while the raffle is open
 * is revealed. Pure.
 */
export function presenterStage(input: {
  readonly period: GamePeriod | null;
  readonly results: ResultsResponse | null;
  readonly draw: RaffleDrawResponse | null;
}): PresenterStage {
  const { period, results, draw } = input;
  const published = typeof results?.published_at === 'string';
  const recordPublic = typeof draw?.draw?.record === 'string';
  if (published && recordPublic) return { kind: 'reveal' };
  if (period === null) return { kind: 'notOpen' };
  if (isFeatureOpen('raffle', period)) return { kind: 'live' };
  return { kind: 'waiting', drawn: (draw?.draw ?? null) !== null };
}
