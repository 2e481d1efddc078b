import * as z from 'zod/mini';
import { contractMessages } from '../messages/contract-messages.js';
import { choiceLetterSchema, coinsSchema, frenchTextSchema, idSchema, lenientIdSchema } from './common.schema.js';
import { chestIdKeySchema } from './user.schema.js';

/** Questions per chest on the wire; the original client uses exactly three (the rules' `QUESTIONS_PER_CHEST`). */
export const CHEST_QUESTION_COUNT = 3;

/**
 * A question's answers. `correct` and `explanation` are optional: with `QUIZ_CHECK=server` (the default) the
 * server omits them until the question is solved; with `QUIZ_CHECK=client` it always sends them (the
 * original contract) and the client judges locally.
 */
export const questionAnswersSchema = z
  .object({
    choices: z.record(choiceLetterSchema, z.string()),
    correct: z.optional(choiceLetterSchema),
    explanation: z.optional(z.string()),
    /** The French of some or all choices, by the same letters (a letter missing here shows its English). */
    choices_fr: z.optional(z.record(choiceLetterSchema, z.string())),
    explanation_fr: frenchTextSchema,
  })
  .check(
    z.refine((answers) => answers.correct === undefined || Object.hasOwn(answers.choices, answers.correct), {
      message: contractMessages.correctNotAChoice,
      path: ['correct'],
    }),
  );
export type QuestionAnswers = z.infer<typeof questionAnswersSchema>;

/**
 * A chest question, with the player's progress on it when the server judges (`tried`: wrong letters chosen,
 * in order; `solved`; `coins`: what the question is worth now, 3 minus 1 per wrong letter).
 */
export const questionSchema = z.object({
  question: z.string(),
  question_fr: frenchTextSchema,
  answers: questionAnswersSchema,
  tried: z.optional(z.array(choiceLetterSchema)),
  solved: z.optional(z.boolean()),
  coins: z.optional(coinsSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** A treasure chest: three questions. */
export const chestSchema = z.object({
  chest_id: idSchema,
  group: z.array(questionSchema).check(z.length(CHEST_QUESTION_COUNT)),
});
export type Chest = z.infer<typeof chestSchema>;

/** `GET /game/chests` answer: a bare array. */
export const chestsResponseSchema = z.array(chestSchema);

/** The index of a question within its chest: 0, 1 or 2. */
export const questionIndexSchema = z.int().check(z.nonnegative(), z.lt(CHEST_QUESTION_COUNT));

/** `POST /game/chests/answer` body: one choice for one question; questions are answered in order. */
export const answerChestQuestionRequestSchema = z.object({
  chest_id: lenientIdSchema,
  question: questionIndexSchema,
  choice: choiceLetterSchema,
});
export type AnswerChestQuestionRequest = z.infer<typeof answerChestQuestionRequestSchema>;

/**
 * `POST /game/chests/answer` answer, also the `QuizJudge` verdict: whether the choice is right, the
 * explanation once right, what the question and the whole chest are worth now, and whether all three
 * questions are solved.
 */
export const answerChestQuestionResponseSchema = z.object({
  correct: z.boolean(),
  explanation: z.optional(z.string()),
  explanation_fr: frenchTextSchema,
  question_coins: coinsSchema,
  chest_coins: coinsSchema,
  completed: z.boolean(),
});
export type AnswerChestQuestionResponse = z.infer<typeof answerChestQuestionResponseSchema>;

/**
 * `POST /game/player/coins/chest` body. `amount` is what the client counted; the server pays what its own
 * record of the answers is worth (or, with `QUIZ_CHECK=client`, checks the amount against the chest bounds).
 */
export const submitChestRequestSchema = z.object({ chest_id: lenientIdSchema, amount: coinsSchema });
export type SubmitChestRequest = z.infer<typeof submitChestRequestSchema>;

/** `POST /game/player/coins/chest` answer: every completed chest with the coins it earned. */
export const submitChestResponseSchema = z.object({ chests_submitted: z.record(chestIdKeySchema, coinsSchema) });
export type SubmitChestResponse = z.infer<typeof submitChestResponseSchema>;
