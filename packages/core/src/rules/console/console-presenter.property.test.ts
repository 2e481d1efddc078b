import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { RaffleDrawResponse } from '../../contract/draw.schema.js';
import type { ResultsResponse } from '../../contract/results.schema.js';
import { GAME_PERIODS } from '../../contract/timestamps.schema.js';
import {
  currentRevealStep,
  presenterStage,
  revealedPrizes,
  revealMoves,
  type RevealAction,
  revealReducer,
  revealSteps,
  startReveal,
} from './console-presenter.js';

const action: fc.Arbitrary<RevealAction> = fc.constantFrom<RevealAction>({ type: 'next' }, { type: 'back' }, { type: 'restart' });

describe('the presenter reveal', () => {
  it('runs commitment, then each prize before its winners, then the check', () => {
    expect(revealSteps(2)).toEqual([
      { kind: 'commitment' },
      { kind: 'prize', item: 0 },
      { kind: 'winners', item: 0 },
      { kind: 'prize', item: 1 },
      { kind: 'winners', item: 1 },
      { kind: 'verify' },
    ]);
    expect(revealSteps(0)).toEqual([{ kind: 'commitment' }, { kind: 'verify' }]);
    let state = startReveal(1);
    expect(currentRevealStep(state)).toEqual({ kind: 'commitment' });
    expect(revealMoves(state)).toEqual({ next: true, back: false });
    state = revealReducer(state, { type: 'next' });
    expect(currentRevealStep(state)).toEqual({ kind: 'prize', item: 0 });
    expect(revealedPrizes(state)).toEqual([]);
    state = revealReducer(state, { type: 'next' });
    expect(revealedPrizes(state)).toEqual([0]);
    state = revealReducer(revealReducer(state, { type: 'next' }), { type: 'next' });
    expect(currentRevealStep(state)).toEqual({ kind: 'verify' });
    expect(revealMoves(state)).toEqual({ next: false, back: true });
    expect(revealReducer(state, { type: 'restart' }).index).toBe(0);
  });

  it('keeps the step shown when the prizes are counted again, within the new count', () => {
    expect(startReveal(3, { items: 3, index: 4 })).toEqual({ items: 3, index: 4 });
    expect(startReveal(1, { items: 3, index: 6 })).toEqual({ items: 1, index: 3 });
  });

  test.prop([fc.integer({ min: 0, max: 12 }), fc.array(action, { maxLength: 80 })])(
    'next and back move one step at most, never past either end, and never show winners before the commitment and their prize',
    (items, actions) => {
      const steps = revealSteps(items);
      let state = startReveal(items);
      const shownPrizes = new Set<number>();
      let commitmentShown = currentRevealStep(state).kind === 'commitment';
      for (const next of actions) {
        const after = revealReducer(state, next);
        expect(after.items).toBe(items);
        expect(after.index).toBeGreaterThanOrEqual(0);
        expect(after.index).toBeLessThan(steps.length);
        if (next.type === 'next') expect(after.index - state.index).toBe(revealMoves(state).next ? 1 : 0);
        if (next.type === 'back') expect(state.index - after.index).toBe(revealMoves(state).back ? 1 : 0);
        if (next.type === 'restart') expect(after.index).toBe(0);
        const step = currentRevealStep(after);
        if (step.kind === 'commitment') commitmentShown = true;
        if (step.kind === 'prize') shownPrizes.add(step.item);
        if (step.kind === 'winners') {
          expect(commitmentShown).toBe(true);
          expect(shownPrizes.has(step.item)).toBe(true);
        }
        // Every prize whose winners are out was announced at an earlier step, after the commitment.
        for (const prize of revealedPrizes(after)) {
          const prizeAt = steps.findIndex((candidate) => candidate.kind === 'prize' && candidate.item === prize);
          expect(prizeAt).toBeGreaterThan(0);
          expect(prizeAt).toBeLessThan(after.index);
        }
        expect(revealedPrizes(after)).toEqual([...revealedPrizes(after)].sort((a, b) => a - b));
        state = after;
      }
    },
  );

  test.prop([fc.integer({ min: 0, max: 12 })])('pressing next from the start walks every step once, in order, and stops on the check', (items) => {
    const steps = revealSteps(items);
    let state = startReveal(items);
    const seen = [currentRevealStep(state)];
    for (let press = 0; press < steps.length + 3; press += 1) {
      const after = revealReducer(state, { type: 'next' });
      if (after.index !== state.index) seen.push(currentRevealStep(after));
      state = after;
    }
    expect(seen).toEqual(steps);
    expect(revealedPrizes(state)).toEqual(Array.from({ length: items }, (_, item) => item));
  });
});

const results = (published: boolean): ResultsResponse => ({
  raffle_winners: [],
  challenge_winners: [],
  ...(published ? { published_at: '2026-11-27T18:00:00.000Z' } : {}),
});
const draw = (record: string | null | undefined): RaffleDrawResponse => ({
  commitment: { commitment: 'a'.repeat(64), committed_at: '2026-11-27T10:00:00.000Z' },
  draw: record === undefined ? null : { drawn_at: '2026-11-27T17:00:00.000Z', record },
});

describe("the presenter's stage", () => {
  it('says the raffle is not open, shows it live, waits for the results, then reveals', () => {
    expect(presenterStage({ period: null, results: null, draw: null })).toEqual({ kind: 'notOpen' });
    expect(presenterStage({ period: 'preGame', results: results(false), draw: null })).toEqual({ kind: 'live' });
    expect(presenterStage({ period: 'gameStart', results: results(false), draw: draw(undefined) })).toEqual({ kind: 'live' });
    expect(presenterStage({ period: 'reviewStart', results: results(false), draw: draw(undefined) })).toEqual({ kind: 'waiting', drawn: false });
    expect(presenterStage({ period: 'reviewStart', results: results(false), draw: draw(null) })).toEqual({ kind: 'waiting', drawn: true });
    expect(presenterStage({ period: 'reviewStart', results: results(true), draw: draw('{}') })).toEqual({ kind: 'reveal' });
    // Drawn and published while the raffle is still open: the reveal.
    expect(presenterStage({ period: 'gameStart', results: results(true), draw: draw('{}') })).toEqual({ kind: 'reveal' });
  });

  test.prop([fc.constantFrom(null, ...GAME_PERIODS), fc.boolean(), fc.constantFrom<string | null | undefined>(undefined, null, '{}')])(
    'reveals only results published on the console with their draw record public',
    (period, published, record) => {
      const stage = presenterStage({ period, results: results(published), draw: draw(record) });
      expect(stage.kind === 'reveal').toBe(published && typeof record === 'string');
    },
  );
});
