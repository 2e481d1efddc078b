import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { answeredChest, attemptsFromProgress, chestForPlayer, chestPayout, judgeChestAnswer, type AnsweredChest, type ChestPlay, type QuizCheckMode } from './chest-quiz.js';
import { MAX_CHEST_COINS, scoreChest } from './quiz-scoring.js';

const letter = fc.constantFrom('a', 'b', 'c', 'd');
const mode = fc.constantFrom<QuizCheckMode>('server', 'client');
const chestOf = (correct: readonly string[]): AnsweredChest => ({
  chest_id: 1,
  group: correct.map((right, index) => ({
    question: `Question ${index}?`,
    answers: { choices: { a: 'A', b: 'B', c: 'C', d: 'D' }, correct: right, explanation: `${right} is right` },
  })),
});
const chest = fc.tuple(letter, letter, letter).map(chestOf);
/** An answer (any question index, letters including one no question offers) or an attempt to open the chest. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('answer' as const), question: fc.integer({ min: -1, max: 3 }), choice: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
  fc.record({ kind: fc.constant('open' as const), amount: fc.integer({ min: -2, max: 12 }) }),
);
const steps = fc.array(step, { maxLength: 40 });

describe('chest quiz properties', () => {
  test.prop([chest, steps, mode])('a chest pays once, at most 9, and when the server judges exactly what its answers earned', (quest, played, quizCheck) => {
    let play: ChestPlay = { attempts: [], paidCoins: null };
    let payouts = 0;
    let lastVerdict: { chest_coins: number; completed: boolean } | null = null;
    for (const move of played) {
      if (move.kind === 'answer') {
        const verdict = judgeChestAnswer(quest, play, move);
        if (!verdict.ok) continue;
        play = { ...play, attempts: verdict.value.attempts };
        lastVerdict = verdict.value.response;
        continue;
      }
      const paid = chestPayout(quest, play, move.amount, quizCheck);
      if (!paid.ok) continue;
      payouts += 1;
      expect(paid.value).toBeGreaterThanOrEqual(0);
      expect(paid.value).toBeLessThanOrEqual(MAX_CHEST_COINS);
      if (quizCheck === 'server') expect(lastVerdict).toEqual({ chest_coins: paid.value, completed: true });
      else expect(paid.value).toBe(move.amount);
      play = { ...play, paidCoins: paid.value };
    }
    expect(payouts).toBeLessThanOrEqual(1);
  });

  test.prop([chest, steps])('a refused answer records nothing; an accepted one is scored on the answers recorded with it', (quest, played) => {
    let play: ChestPlay = { attempts: [], paidCoins: null };
    for (const move of played) {
      if (move.kind !== 'answer') continue;
      const verdict = judgeChestAnswer(quest, play, move);
      if (!verdict.ok) {
        expect(['CHEST.CHOICE_NOT_OFFERED', 'CHEST.QUESTION_SETTLED']).toContain(verdict.code);
        continue;
      }
      const score = scoreChest(quest.group.map((question) => question.answers.correct), verdict.value.attempts);
      expect(verdict.value.response.chest_coins).toBe(score.coins);
      expect(verdict.value.response.completed).toBe(score.completed);
      expect(verdict.value.response.question_coins).toBe(score.questions[move.question]?.coins);
      expect(verdict.value.response.explanation !== undefined).toBe(verdict.value.response.correct);
      play = { ...play, attempts: verdict.value.attempts };
    }
  });

  test.prop([chest, steps])('a player sees an answer only once solved; the progress shown resumes the chest exactly', (quest, played) => {
    const attempts = played.flatMap((move) => (move.kind === 'answer' ? [{ question: move.question, choice: move.choice }] : []));
    const view = chestForPlayer(quest, attempts, 'server');
    const letters = quest.group.map((question) => question.answers.correct);
    const score = scoreChest(letters, attempts);
    view.group.forEach((question, index) => {
      expect(question.solved).toBe(score.questions[index]?.solved);
      expect(question.answers.correct !== undefined).toBe(question.solved);
      expect(question.answers.explanation !== undefined).toBe(question.solved);
    });
    expect(scoreChest(letters, attemptsFromProgress(view))).toEqual(score);
  });

  test.prop([chest])('when the client judges, a player sees the whole chest, and judging it gives what judging the event gives', (quest) => {
    const view = chestForPlayer(quest, [], 'client');
    expect(view.group.every((question) => question.tried === undefined && question.solved === undefined && question.coins === undefined)).toBe(true);
    expect(answeredChest(view)).toEqual(quest);
  });
});
