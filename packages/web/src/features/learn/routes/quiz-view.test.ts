import type { ChestView, QuestionView } from '@dubloon-quest/core';
import { messages } from '@dubloon-quest/core';
import { describe, expect, it } from 'vitest';
import { quizViewOf, type QuizState } from './quiz-view.js';

const question: QuestionView = {
  chestId: 12,
  index: 1,
  count: 3,
  text: 'Which flag?',
  choices: [
    { letter: 'a', text: 'Jolly Roger' },
    { letter: 'b', text: 'White flag' },
  ],
  tried: ['b'],
  coins: 2,
  wrongChoice: 'b',
  explanation: null,
  isLast: false,
};

const chests: ChestView[] = [
  { chestId: 11, status: 'completed', coins: 9 },
  { chestId: 12, status: 'started', coins: 3 },
];

const state = (overrides: Partial<QuizState> = {}): QuizState => ({
  question,
  judging: false,
  submitting: false,
  submitFailed: false,
  chests,
  ...overrides,
});

describe('quizViewOf', () => {
  it('is null on the chest list', () => {
    expect(quizViewOf(state({ question: null }))).toBeNull();
  });

  it("numbers the chest and question from 1 and carries the tries, the worth and the chest's coins", () => {
    expect(quizViewOf(state())).toMatchObject({
      chestNumber: 2,
      questionNumber: 2,
      questionCount: 3,
      question: 'Which flag?',
      wrongLetters: ['b'],
      worth: 2,
      chestCoins: 3,
      phase: 'answering',
      error: null,
    });
  });

  it.each([
    [{ judging: true }, 'checking'],
    [{ question: { ...question, explanation: 'Pirates!' } }, 'solved'],
    [{ submitting: true }, 'saving'],
    [{ submitFailed: true }, 'saveFailed'],
  ] as const)('maps %j to the %s phase', (overrides, phase) => {
    expect(quizViewOf(state(overrides))?.phase).toBe(phase);
  });

  it('says the chest was not saved when sending failed', () => {
    expect(quizViewOf(state({ submitFailed: true }))?.error).toBe(messages.chests.submitFailed);
  });
});
