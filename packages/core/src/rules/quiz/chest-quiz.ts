import type { AnswerChestQuestionRequest, AnswerChestQuestionResponse, Chest, Question } from '../../contract/chest.schema.js';
import { messages } from '../../messages/catalogue.js';
import { quizJudgeMessages } from '../../messages/quiz-judge-messages.js';
import { serverMessages } from '../../messages/server-messages.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';
import { MAX_CHEST_COINS, scoreChest, type QuizAttempt } from './quiz-scoring.js';

/**
 * How chest answers are judged (the server's `QUIZ_CHECK`): by the server, which hides each question's answer
 * until the player solves it, or by the client from the whole chest, as the original contract did.
 */
export type QuizCheckMode = 'server' | 'client';

/** A chest question with its answer: the event's own, or a chest the server sent whole. */
export interface AnsweredQuestion {
  readonly question: string;
  /** The French texts the organizers wrote, when they did (decision 0164). */
  readonly question_fr?: string | undefined;
  readonly answers: {
    readonly choices: Readonly<Record<string, string>>;
    readonly correct: string;
    readonly explanation?: string | undefined;
    readonly choices_fr?: Readonly<Record<string, string>> | undefined;
    readonly explanation_fr?: string | undefined;
  };
}

/** A treasure chest with every answer, as the game holds it (spec section 4 "Chest quiz"). */
export interface AnsweredChest {
  readonly chest_id: Chest['chest_id'];
  readonly group: readonly AnsweredQuestion[];
}

/** One player's play of one chest so far: the answers given, in order, and what it paid (null: not opened yet). */
export interface ChestPlay {
  readonly attempts: readonly QuizAttempt[];
  readonly paidCoins: number | null;
}

/** Codes of the reasons a chest answer is refused. */
export type ChestAnswerRefusal =
  | 'CHEST.UNKNOWN'
  | 'CHEST.CHOICE_NOT_OFFERED'
  | 'CHEST.COMPLETED'
  | 'CHEST.QUESTION_SETTLED';

/** Codes of the reasons a chest's coins are refused. */
export type ChestPayoutRefusal = 'CHEST.UNKNOWN' | 'CHEST.COMPLETED' | 'CHEST.NOT_ANSWERED' | 'CHEST.AMOUNT_MISMATCH' | 'CHEST.AMOUNT_OUT_OF_RANGE';

/**
 * The HTTP status of each refusal, for the server and the fake server alike: an unknown chest is a 404, a
 * chest already opened or an answer out of turn a conflict with the game's state (409), the rest the request's
 * own fault (422).
 */
export const CHEST_REFUSAL_STATUS: Readonly<Record<ChestAnswerRefusal | ChestPayoutRefusal, 404 | 409 | 422>> = {
  'CHEST.UNKNOWN': 404,
  'CHEST.COMPLETED': 409,
  'CHEST.QUESTION_SETTLED': 409,
  'CHEST.CHOICE_NOT_OFFERED': 422,
  'CHEST.NOT_ANSWERED': 422,
  'CHEST.AMOUNT_MISMATCH': 422,
  'CHEST.AMOUNT_OUT_OF_RANGE': 422,
};

/** An accepted answer: what to answer the player, and the answers given once it is recorded. */
export interface ChestAnswerVerdict {
  readonly response: AnswerChestQuestionResponse;
  readonly attempts: readonly QuizAttempt[];
}

const correctLetters = (chest: AnsweredChest): string[] => chest.group.map((question) => question.answers.correct);

/**
 * Judges one answer to a chest question (spec section 4 "Chest quiz": three questions, in order, 3 coins each
 * minus 1 per wrong answer; a completed chest cannot be reopened). Refused, in this order, when the chest is
 * unknown (`CHEST.UNKNOWN`), already opened (`CHEST.COMPLETED`), the letter is not one of the question's choices
 * (`CHEST.CHOICE_NOT_OFFERED`), or the question is not the one being played, which every question is once all
 * are solved (`CHEST.QUESTION_SETTLED`). Otherwise the answer counts: whether it is right, the explanation once right,
 * what the question and the chest are worth now, whether the chest is complete. The server judges with it under
 * the player's lock, the fake server in memory, and `LocalQuizJudge` in the browser for servers of the original
 * contract, so the three answer alike. Pure.
 */
export function judgeChestAnswer(
  chest: AnsweredChest | undefined,
  play: ChestPlay,
  answer: Pick<AnswerChestQuestionRequest, 'question' | 'choice'>,
): RuleResult<ChestAnswerVerdict, ChestAnswerRefusal> {
  if (chest === undefined) return fail('CHEST.UNKNOWN', quizJudgeMessages.unknownChest);
  if (play.paidCoins !== null) return fail('CHEST.COMPLETED', messages.chests.alreadyCompleted);
  const asked = chest.group[answer.question];
  if (asked === undefined || !Object.hasOwn(asked.answers.choices, answer.choice)) {
    return fail('CHEST.CHOICE_NOT_OFFERED', quizJudgeMessages.unknownChoice);
  }
  const letters = correctLetters(chest);
  const before = scoreChest(letters, play.attempts);
  if (answer.question !== before.current) return fail('CHEST.QUESTION_SETTLED', quizJudgeMessages.questionSettled);
  const attempts = [...play.attempts, { question: answer.question, choice: answer.choice }];
  const after = scoreChest(letters, attempts);
  const correct = answer.choice === asked.answers.correct;
  const { explanation, explanation_fr: explanationFr } = asked.answers;
  return succeed({
    attempts,
    response: {
      correct,
      ...(correct && explanation !== undefined ? { explanation } : {}),
      ...(correct && explanationFr !== undefined ? { explanation_fr: explanationFr } : {}),
      question_coins: after.questions[answer.question]?.coins ?? 0,
      chest_coins: after.coins,
      completed: after.completed,
    },
  });
}

/**
 * The coins a chest pays when the player opens it (spec section 4: "The total coins of the 3 questions are sent
 * at the end. The chest becomes completed (golden chest) and cannot be reopened"). A chest pays once
 * (`CHEST.COMPLETED` after that) and never more than 9. When the server judges, it pays what the recorded answers
 * earned, only once every question is solved (`CHEST.NOT_ANSWERED`), and the amount sent must be that
 * (`CHEST.AMOUNT_MISMATCH`); when the client judges, the server cannot know, so it pays the amount sent if it is
 * a whole number from 0 to 9 (`CHEST.AMOUNT_OUT_OF_RANGE`). Pure.
 */
export function chestPayout(
  chest: AnsweredChest | undefined,
  play: ChestPlay,
  amount: number,
  quizCheck: QuizCheckMode,
): RuleResult<number, ChestPayoutRefusal> {
  if (chest === undefined) return fail('CHEST.UNKNOWN', quizJudgeMessages.unknownChest);
  if (play.paidCoins !== null) return fail('CHEST.COMPLETED', messages.chests.alreadyCompleted);
  if (quizCheck === 'client') {
    return Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_CHEST_COINS
      ? succeed(amount)
      : fail('CHEST.AMOUNT_OUT_OF_RANGE', serverMessages.chestAmountOutOfRange(MAX_CHEST_COINS));
  }
  const score = scoreChest(correctLetters(chest), play.attempts);
  if (!score.completed) return fail('CHEST.NOT_ANSWERED', serverMessages.chestNotCompleted);
  if (amount !== score.coins) return fail('CHEST.AMOUNT_MISMATCH', serverMessages.chestAmountMismatch(score.coins));
  return succeed(score.coins);
}

/**
 * What a player may see of a chest. When the server judges, a question's `correct` and `explanation` come only
 * once the player solved it, with the player's progress on each question (`tried`: the wrong letters, `solved`,
 * `coins`: what it is worth now); when the client judges, the whole chest comes as the original contract sent
 * it, without progress. Pure.
 */
export function chestForPlayer(chest: AnsweredChest, attempts: readonly QuizAttempt[], quizCheck: QuizCheckMode): Chest {
  if (quizCheck === 'client') {
    return { chest_id: chest.chest_id, group: chest.group.map((question) => ({ ...questionTexts(question), answers: wholeAnswers(question) })) };
  }
  const score = scoreChest(correctLetters(chest), attempts);
  return {
    chest_id: chest.chest_id,
    group: chest.group.map((question, index): Question => {
      const progress = score.questions[index] ?? { tried: [], solved: false, coins: 0 };
      return {
        ...questionTexts(question),
        answers: progress.solved ? wholeAnswers(question) : { choices: { ...question.answers.choices }, ...choicesFr(question) },
        tried: progress.tried.filter((letter) => letter !== question.answers.correct),
        solved: progress.solved,
        coins: progress.coins,
      };
    }),
  };
}

/** A question's text, and its French when there is one (absent stays absent: English-only answers keep their bytes). */
function questionTexts(question: AnsweredQuestion): Pick<Question, 'question' | 'question_fr'> {
  return { question: question.question, ...(question.question_fr !== undefined ? { question_fr: question.question_fr } : {}) };
}

function choicesFr({ answers }: AnsweredQuestion): Pick<Question['answers'], 'choices_fr'> {
  return answers.choices_fr !== undefined ? { choices_fr: { ...answers.choices_fr } } : {};
}

function wholeAnswers(question: AnsweredQuestion): Question['answers'] {
  const { answers } = question;
  return {
    choices: { ...answers.choices },
    correct: answers.correct,
    ...(answers.explanation !== undefined ? { explanation: answers.explanation } : {}),
    ...choicesFr(question),
    ...(answers.explanation_fr !== undefined ? { explanation_fr: answers.explanation_fr } : {}),
  };
}

/**
 * A chest as the server sent it, with its answers, when every question carries one (client judging); null when
 * the server hides them, so the chest cannot be judged here. Pure.
 */
export function answeredChest(chest: Chest): AnsweredChest | null {
  const group: AnsweredQuestion[] = [];
  for (const question of chest.group) {
    const { correct, choices, explanation, choices_fr: choicesInFrench, explanation_fr: explanationFr } = question.answers;
    if (correct === undefined) return null;
    group.push({
      question: question.question,
      ...(question.question_fr !== undefined ? { question_fr: question.question_fr } : {}),
      answers: {
        choices,
        correct,
        ...(explanation !== undefined ? { explanation } : {}),
        ...(choicesInFrench !== undefined ? { choices_fr: choicesInFrench } : {}),
        ...(explanationFr !== undefined ? { explanation_fr: explanationFr } : {}),
      },
    });
  }
  return { chest_id: chest.chest_id, group };
}

/**
 * The answers a chest's progress fields stand for: for each question in order, its wrong letters, then its
 * correct letter when solved. Empty when the server sent no progress. Pure.
 */
export function attemptsFromProgress(chest: Chest): QuizAttempt[] {
  return chest.group.flatMap((question, index) => {
    const wrong = (question.tried ?? []).map((choice) => ({ question: index, choice }));
    const correct = question.solved && question.answers.correct !== undefined ? [{ question: index, choice: question.answers.correct }] : [];
    return [...wrong, ...correct];
  });
}
