import type {
  AnswerChestQuestionRequest,
  AnswerChestQuestionResponse,
  Chest,
  SubmitChestRequest,
} from '../../src/contract/chest.schema.js';
import { GameApiError } from '../../src/ports/game-api.port.js';
import type { ApiResult } from '../../src/ports/game-api.port.js';
import type { QuizJudge } from '../../src/ports/quiz-judge.port.js';
import { scoreChest } from '../../src/rules/quiz/quiz-scoring.js';
import type { QuizAttempt } from '../../src/rules/quiz/quiz-scoring.js';

// Test support for the quiz machine's tests; not part of the package's build or exports.

/** A chest whose questions offer `choices` letters and whose correct letters are `correct`. */
export function chest(
  chestId: number,
  correct: readonly string[],
  choices: readonly string[] = ['a', 'b', 'c'],
): Chest {
  return {
    chest_id: chestId,
    group: correct.map((letter, index) => ({
      question: `Question ${index + 1} of chest ${chestId}`,
      answers: {
        choices: Object.fromEntries(choices.map((choice) => [choice, `Answer ${choice.toUpperCase()}`])),
        correct: letter,
        explanation: `Because ${letter} (chest ${chestId}, question ${index + 1})`,
      },
    })),
  };
}

/**
 * A game server for the quiz calls. It judges answers itself (`judge`, the default server judge) or leaves
 * judging to the client (`sendAnswers`: the original contract), records progress and pays a chest once.
 */
export class QuizServer {
  readonly chests: Chest[];
  readonly attempts = new Map<number, QuizAttempt[]>();
  chestsSubmitted: Record<string, number> = {};
  readonly submissions: SubmitChestRequest[] = [];
  /** The next submissions reject with these errors, in order. */
  readonly submitFailures: Error[] = [];
  /** The next judgements reject with these errors, in order. */
  readonly judgeFailures: Error[] = [];

  constructor(
    chests: readonly Chest[],
    readonly sendAnswers: boolean,
  ) {
    this.chests = [...chests];
  }

  private correctLetters(chestId: number): string[] {
    const found = this.chests.find((candidate) => candidate.chest_id === chestId);
    if (found === undefined)
      throw new GameApiError({ kind: 'invalid', status: 404, message: 'Unknown chest' });
    return found.group.map((question) => question.answers.correct ?? '');
  }

  /** `GET /game/chests`: with the answers (original contract) or without them but with progress (server judge). */
  getChests = (): Promise<ApiResult<Chest[]>> => {
    const chests = this.chests.map((original) => {
      if (this.sendAnswers) return original;
      const score = scoreChest(
        this.correctLetters(original.chest_id),
        this.attempts.get(original.chest_id) ?? [],
      );
      const started = (this.attempts.get(original.chest_id) ?? []).length > 0;
      return {
        ...original,
        group: original.group.map((question, index) => {
          const progress = score.questions[index];
          const solved = progress?.solved ?? false;
          const answers = solved ? question.answers : { choices: question.answers.choices };
          if (!started || progress === undefined) return { ...question, answers };
          const wrong = progress.tried.filter((letter) => letter !== question.answers.correct);
          return { ...question, answers, tried: wrong, solved, coins: progress.coins };
        }),
      };
    });
    return Promise.resolve({ data: chests, meta: { status: 200 } });
  };

  /** `POST /game/chests/answer`, as the server's judge does it. */
  answer = (request: AnswerChestQuestionRequest): Promise<AnswerChestQuestionResponse> => {
    const failure = this.judgeFailures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    const letters = this.correctLetters(request.chest_id);
    const attempts = [
      ...(this.attempts.get(request.chest_id) ?? []),
      { question: request.question, choice: request.choice },
    ];
    this.attempts.set(request.chest_id, attempts);
    const score = scoreChest(letters, attempts);
    const correct = request.choice === letters[request.question];
    const explanation = this.chests.find((candidate) => candidate.chest_id === request.chest_id)?.group[
      request.question
    ]?.answers.explanation;
    return Promise.resolve({
      correct,
      ...(correct && explanation !== undefined ? { explanation } : {}),
      question_coins: score.questions[request.question]?.coins ?? 0,
      chest_coins: score.coins,
      completed: score.completed,
    });
  };

  /** `POST /game/player/coins/chest`: pays once, what the client counted. */
  submitChest = (
    request: SubmitChestRequest,
  ): Promise<ApiResult<{ chests_submitted: Record<string, number> }>> => {
    this.submissions.push(request);
    const failure = this.submitFailures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    if (String(request.chest_id) in this.chestsSubmitted)
      return Promise.reject(
        new GameApiError({ kind: 'conflict', status: 409, message: 'This chest has already been opened' }),
      );
    this.chestsSubmitted = { ...this.chestsSubmitted, [String(request.chest_id)]: request.amount };
    return Promise.resolve({ data: { chests_submitted: this.chestsSubmitted }, meta: { status: 200 } });
  };

  /** The server's judge as a `QuizJudge`. */
  get judge(): QuizJudge {
    return { judge: this.answer };
  }
}
