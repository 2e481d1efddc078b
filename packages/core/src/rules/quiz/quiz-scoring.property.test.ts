import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { scoreChest } from './quiz-scoring.js';
import type { QuizAttempt } from './quiz-scoring.js';

const letter = fc.constantFrom('a', 'b', 'c', 'd');
const correctLetters = fc.array(letter, { minLength: 3, maxLength: 3 });
const attempt = fc.record({ question: fc.integer({ min: -1, max: 3 }), choice: letter });
const attempts = fc.array(attempt, { maxLength: 30 });

/** Answers that play a chest in order: for each question some wrong letters (maybe repeated), then the right one. */
const playedChest = correctLetters.chain((correct) =>
  fc
    .tuple(...correct.map((right) => fc.array(letter.filter((l) => l !== right), { maxLength: 5 })))
    .map((wrongs) => ({ correct, wrongs })),
);
const playInOrder = (correct: string[], wrongs: string[][]): QuizAttempt[] =>
  correct.flatMap((right, question) => [...(wrongs[question] ?? []), right].map((choice) => ({ question, choice })));

describe('quiz scoring properties', () => {
  test.prop([correctLetters, attempts])('each question is worth 0..3 and a chest 0..9', (correct, given) => {
    const score = scoreChest(correct, given);
    for (const q of score.questions) {
      expect(q.coins).toBeGreaterThanOrEqual(0);
      expect(q.coins).toBeLessThanOrEqual(3);
    }
    expect(score.coins).toBeGreaterThanOrEqual(0);
    expect(score.coins).toBeLessThanOrEqual(9);
    expect(score.coins).toBe(score.questions.reduce((sum, q) => sum + (q.solved ? q.coins : 0), 0));
  });

  test.prop([correctLetters, attempts])('completed exactly when all 3 questions are solved', (correct, given) => {
    const score = scoreChest(correct, given);
    expect(score.completed).toBe(score.questions.every((q) => q.solved));
    expect(score.current === null).toBe(score.completed);
  });

  test.prop([correctLetters, attempts])('a question is solved only after every earlier one, and costs 3 minus its distinct wrong letters', (correct, given) => {
    const score = scoreChest(correct, given);
    score.questions.forEach((q, index) => {
      if (q.solved) expect(score.questions.slice(0, index).every((earlier) => earlier.solved)).toBe(true);
      expect(new Set(q.tried).size).toBe(q.tried.length);
      const wrong = q.tried.filter((l) => l !== correct[index]).length;
      expect(q.coins).toBe(Math.max(0, 3 - wrong));
    });
  });

  test.prop([correctLetters, attempts, fc.nat(), fc.integer({ min: 1, max: 3 })])(
    'repeating an answer already given never lowers the coins',
    (correct, given, pick, times) => {
      if (given.length === 0) return;
      const repeated = given[pick % given.length]!;
      const index = given.indexOf(repeated);
      const withRepeat = [...given.slice(0, index + 1), ...Array<QuizAttempt>(times).fill(repeated), ...given.slice(index + 1)];
      expect(scoreChest(correct, withRepeat)).toEqual(scoreChest(correct, given));
    },
  );

  test.prop([playedChest])('playing every question to the right answer completes the chest at 3 minus the distinct wrongs each', ({ correct, wrongs }) => {
    const score = scoreChest(correct, playInOrder(correct, wrongs));
    expect(score.completed).toBe(true);
    expect(score.coins).toBe(wrongs.reduce((sum, w) => sum + Math.max(0, 3 - new Set(w).size), 0));
  });

  test.prop([playedChest.chain((p) => fc.tuple(fc.constant(p), fc.tuple(...p.wrongs.map((w) => fc.shuffledSubarray(w, { minLength: w.length })))))])(
    'the order of the wrong answers within a question does not matter',
    ([{ correct, wrongs }, shuffled]) => {
      expect(scoreChest(correct, playInOrder(correct, shuffled)).coins).toBe(scoreChest(correct, playInOrder(correct, wrongs)).coins);
    },
  );

  test.prop([playedChest, fc.array(attempt, { maxLength: 10 })])(
    'answers to questions not being played, slipped in anywhere, change nothing',
    ({ correct, wrongs }, noise) => {
      const played = playInOrder(correct, wrongs);
      const finished = scoreChest(correct, played);
      // Noise after the chest is completed is always ignored.
      expect(scoreChest(correct, [...played, ...noise])).toEqual(finished);
      // Noise aimed at questions already solved, or past the end, is ignored wherever it appears.
      const harmless = noise.map((n) => ({ ...n, question: -1 }));
      expect(scoreChest(correct, [...harmless, ...played])).toEqual(finished);
    },
  );

  test.prop([correctLetters, attempts, attempts])('more answers never lower coins already earned', (correct, first, more) => {
    const before = scoreChest(correct, first);
    const after = scoreChest(correct, [...first, ...more]);
    expect(after.coins).toBeGreaterThanOrEqual(before.coins);
    before.questions.forEach((q, i) => {
      if (q.solved) expect(after.questions[i]).toEqual(q);
    });
  });
});
