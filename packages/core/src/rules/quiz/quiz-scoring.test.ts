import { describe, expect, it } from 'vitest';
import { COINS_PER_QUESTION, MAX_CHEST_COINS, QUESTIONS_PER_CHEST, questionCoins, scoreChest } from './quiz-scoring.js';

const correct = ['a', 'c', 'b'];
const at = (question: number, choice: string) => ({ question, choice });

describe('questionCoins', () => {
  it('starts at 3 and loses 1 per wrong answer, never below 0', () => {
    expect([0, 1, 2, 3, 4, 10].map(questionCoins)).toEqual([3, 2, 1, 0, 0, 0]);
  });

  it('is total over odd inputs', () => {
    expect(questionCoins(-2)).toBe(3);
    expect(questionCoins(1.7)).toBe(2);
    expect(questionCoins(Number.NaN)).toBe(0);
  });

  it('matches spec section 9', () => {
    expect([QUESTIONS_PER_CHEST, COINS_PER_QUESTION, MAX_CHEST_COINS]).toEqual([3, 3, 9]);
  });
});

describe('scoreChest', () => {
  it('starts with nothing tried, nothing earned, on the first question', () => {
    expect(scoreChest(correct, [])).toEqual({
      questions: [
        { tried: [], solved: false, coins: 3 },
        { tried: [], solved: false, coins: 3 },
        { tried: [], solved: false, coins: 3 },
      ],
      coins: 0,
      completed: false,
      current: 0,
    });
  });

  it('pays 9 for a perfect chest', () => {
    expect(scoreChest(correct, [at(0, 'a'), at(1, 'c'), at(2, 'b')])).toMatchObject({ coins: 9, completed: true, current: null });
  });

  it('takes 1 per wrong answer and counts only solved questions', () => {
    const score = scoreChest(correct, [at(0, 'b'), at(0, 'a'), at(1, 'a'), at(1, 'b'), at(1, 'd')]);
    expect(score.questions).toEqual([
      { tried: ['b', 'a'], solved: true, coins: 2 },
      { tried: ['a', 'b', 'd'], solved: false, coins: 0 },
      { tried: [], solved: false, coins: 3 },
    ]);
    expect(score.coins).toBe(2);
    expect(score.current).toBe(1);
    expect(score.completed).toBe(false);
  });

  it('charges a repeated wrong letter once', () => {
    expect(scoreChest(correct, [at(0, 'b'), at(0, 'b'), at(0, 'b'), at(0, 'a')]).questions[0]).toEqual({
      tried: ['b', 'a'],
      solved: true,
      coins: 2,
    });
  });

  it('ignores answers to a solved question and to one not reached yet', () => {
    const score = scoreChest(correct, [at(1, 'a'), at(2, 'a'), at(0, 'a'), at(0, 'b'), at(2, 'c'), at(1, 'c')]);
    expect(score.questions.map((q) => q.tried)).toEqual([['a'], ['c'], []]);
    expect(score.coins).toBe(6);
  });

  it('floors a question at 0 and still lets the chest complete', () => {
    const score = scoreChest(['d', 'a', 'a'], [at(0, 'a'), at(0, 'b'), at(0, 'c'), at(0, 'e'), at(0, 'd'), at(1, 'a'), at(2, 'a')]);
    expect(score.questions[0]).toEqual({ tried: ['a', 'b', 'c', 'e', 'd'], solved: true, coins: 0 });
    expect(score).toMatchObject({ coins: 6, completed: true });
  });

  it('compares letters exactly', () => {
    expect(scoreChest(correct, [at(0, 'A')]).questions[0]).toEqual({ tried: ['A'], solved: false, coins: 2 });
  });
});
