import type { AnswerChestQuestionRequest, AnswerChestQuestionResponse, Chest } from '../contract/chest.schema.js';
import { contractMessages } from '../messages/contract-messages.js';
import type { QuizJudge } from '../ports/quiz-judge.port.js';
import { answeredChest, attemptsFromProgress, judgeChestAnswer, type ChestAnswerRefusal } from '../rules/quiz/chest-quiz.js';
import type { QuizAttempt } from '../rules/quiz/quiz-scoring.js';

/** Why a chest answer could not be judged locally. */
export type QuizJudgeErrorKind = 'unknownChest' | 'noAnswers' | 'choiceNotOffered' | 'outOfOrder' | 'completed';

const JUDGE_ERROR_KIND: Readonly<Record<ChestAnswerRefusal, QuizJudgeErrorKind>> = {
  'CHEST.UNKNOWN': 'unknownChest',
  'CHEST.CHOICE_NOT_OFFERED': 'choiceNotOffered',
  'CHEST.QUESTION_SETTLED': 'outOfOrder',
  'CHEST.COMPLETED': 'completed',
};

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
 * Judges chest answers in the browser from the chest's own correct answers, for servers of the original
 * contract (`QUIZ_CHECK=client`), with the rules' `judgeChestAnswer`, exactly as the server judges. Remembers
 * the attempts per chest, starting from the chest's progress fields when it has any.
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

  private judgeNow(answer: AnswerChestQuestionRequest): AnswerChestQuestionResponse {
    const chest = this.chests.get(answer.chest_id);
    const answered = chest && answeredChest(chest);
    if (answered === null) throw new QuizJudgeError('noAnswers', contractMessages.invalidResponse);
    const play = { attempts: this.attempts.get(answer.chest_id) ?? (chest ? attemptsFromProgress(chest) : []), paidCoins: null };
    const verdict = judgeChestAnswer(answered, play, answer);
    if (!verdict.ok) throw new QuizJudgeError(JUDGE_ERROR_KIND[verdict.code], verdict.message);
    this.attempts.set(answer.chest_id, [...verdict.value.attempts]);
    return verdict.value.response;
  }
}
