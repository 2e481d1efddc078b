import { describe, expect, it } from 'vitest';
import type { Chest } from '../contract/chest.schema.js';
import { serverMessages } from '../messages/server-messages.js';
import { buildChest } from '../testing/builders.js';
import { attemptsFromProgress } from '../rules/quiz/chest-quiz.js';
import { LocalQuizJudge, QuizJudgeError } from './local-quiz-judge.js';

const chest = buildChest({ chest_id: 5, correct: ['b', 'a', 'c'] });

describe('LocalQuizJudge', () => {
  it('judges each choice from the chest\'s own answers, three coins a question minus one per wrong letter', async () => {
    const judge = new LocalQuizJudge([chest]);
    await expect(judge.judge({ chest_id: 5, question: 0, choice: 'a' })).resolves.toEqual({
      correct: false,
      question_coins: 2,
      chest_coins: 0,
      completed: false,
    });
    await expect(judge.judge({ chest_id: 5, question: 0, choice: 'a' })).resolves.toMatchObject({ question_coins: 2 });
    await expect(judge.judge({ chest_id: 5, question: 0, choice: 'b' })).resolves.toEqual({
      correct: true,
      explanation: 'Because it is.',
      question_coins: 2,
      chest_coins: 2,
      completed: false,
    });
    await judge.judge({ chest_id: 5, question: 1, choice: 'a' });
    await expect(judge.judge({ chest_id: 5, question: 2, choice: 'c' })).resolves.toMatchObject({ chest_coins: 8, completed: true });
  });

  it('refuses what the server refuses, with the same texts', async () => {
    const judge = new LocalQuizJudge([chest]);
    const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
    await expect(refusal(judge.judge({ chest_id: 6, question: 0, choice: 'a' }))).resolves.toMatchObject({
      kind: 'unknownChest',
      message: serverMessages.unknownChest,
    });
    await expect(refusal(judge.judge({ chest_id: 5, question: 1, choice: 'a' }))).resolves.toMatchObject({ kind: 'outOfOrder' });
    await expect(refusal(judge.judge({ chest_id: 5, question: 0, choice: 'z' }))).resolves.toMatchObject({ kind: 'choiceNotOffered' });
    const hidden = buildChest({ chest_id: 7 });
    judge.setChests([chest, hidden]);
    await expect(refusal(judge.judge({ chest_id: 7, question: 0, choice: 'a' }))).resolves.toBeInstanceOf(QuizJudgeError);
  });

  it('resumes from the progress the chest carries', async () => {
    const played: Chest = {
      chest_id: 5,
      group: chest.group.map((question, index) => (index === 0 ? { ...question, tried: ['c'], solved: true, coins: 2 } : question)),
    };
    expect(attemptsFromProgress(played)).toEqual([
      { question: 0, choice: 'c' },
      { question: 0, choice: 'b' },
    ]);
    const judge = new LocalQuizJudge([played]);
    await expect(judge.judge({ chest_id: 5, question: 1, choice: 'a' })).resolves.toMatchObject({ correct: true, chest_coins: 5 });
  });
});
