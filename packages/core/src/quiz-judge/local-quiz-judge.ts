import type { AnswerChestQuestionRequest, AnswerChestQuestionResponse, Chest } from '../contract/chest.schema.js';
import { messages } from '../messages/catalogue.js';
import { contractMessages } from '../messages/contract-messages.js';
import { quizJudgeMessages } from '../messages/quiz-judge-messages.js';
import type { QuizJudge } from '../ports/quiz-judge.port.js';
import { scoreChest, type QuizAttempt } from '../rules/quiz/quiz-scoring.js';

/** Why a chest answer could not be judged locally. */
export type QuizJudgeErrorKind = 'unknownChest' | 'noAnswers' | 'choiceNotOffered' | 'outOfOrder' | 'completed';

/** The error `LocalQuizJudge.judge` rejects with; `message` comes from the catalogue. */
export class QuizJudgeError extends Error {
  override readonly name = 'QuizJudgeError';
  readonly kind: QuizJudgeErrorKind;

  constructor(kind: QuizJudgeErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/**
 * The attempts a chest's own progress fields stand for: for each question in order, its wrong letters, then
 * its correct letter when solved. Empty when the server sent no progress. Pure.
 */
export function attemptsFromProgress(chest: Chest): QuizAttempt[] {
  return chest.group.flatMap((question, index) => {
    const wrong = (question.tried ?? []).map((choice) => ({ question: index, choice }));
    const correct = question.solved && question.answers.correct !== undefined ? [{ question: index, choice: question.answers.correct }] : [];
    return [...wrong, ...correct];
  });
}

/**
 * Judges chest answers in the browser from the chest's own correct answers, for servers of the original
 * contract (`QUIZ_CHECK=client`), with the rules' `scoreChest`, exactly as the server judges in its default
 * mode. Remembers the attempts per chest, starting from the chest's progress fields when it has any.
 */
export class LocalQuizJudge implements QuizJudge {
  private readonly chests = new Map<number, Chest>();
  private readonly attempts = new Map<number, QuizAttempt[]>();

  constructor(chests: readonly Chest[] = []) {
    this.setChests(chests);
  }

  /** Replaces the chests judged (after a reload); attempts of chests still present are kept. */
  setChests(chests: readonly Chest[]): void {
    this.chests.clear();
    for (const chest of chests) this.chests.set(chest.chest_id, chest);
  }

  judge(answer: AnswerChestQuestionRequest): Promise<AnswerChestQuestionResponse> {
    try {
      return Promise.resolve(this.judgeNow(answer));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private judgeNow({ chest_id, question, choice }: AnswerChestQuestionRequest): AnswerChestQuestionResponse {
    const chest = this.chests.get(chest_id);
    if (!chest) throw new QuizJudgeError('unknownChest', quizJudgeMessages.unknownChest);
    const correctLetters = chest.group.map((candidate) => candidate.answers.correct);
    if (correctLetters.some((letter) => letter === undefined)) throw new QuizJudgeError('noAnswers', contractMessages.invalidResponse);
    const letters = correctLetters as string[];
    const asked = chest.group[question];
    if (!asked || !Object.hasOwn(asked.answers.choices, choice)) {
      throw new QuizJudgeError('choiceNotOffered', quizJudgeMessages.unknownChoice);
    }
    const attempts = this.attempts.get(chest_id) ?? attemptsFromProgress(chest);
    const before = scoreChest(letters, attempts);
    if (before.current === null) throw new QuizJudgeError('completed', messages.chests.alreadyCompleted);
    if (question !== before.current) throw new QuizJudgeError('outOfOrder', quizJudgeMessages.questionSettled);
    const recorded = [...attempts, { question, choice }];
    this.attempts.set(chest_id, recorded);
    const after = scoreChest(letters, recorded);
    const correct = choice === letters[question];
    return {
      correct,
      ...(correct && asked.answers.explanation !== undefined ? { explanation: asked.answers.explanation } : {}),
      question_coins: after.questions[question]?.coins ?? 0,
      chest_coins: after.coins,
      completed: after.completed,
    };
  }
}
