import * as z from 'zod/mini';
import { coinsSchema, frenchTextSchema, idSchema, lenientIdSchema } from './common.schema.js';

/**
 * A business's challenge: `answers_count` is how many players answered it, `answer_submitted` whether this
 * player did. Our server adds the player's current answer as `submission_link`, and the French texts.
 */
export const challengeQuestionSchema = z.object({
  challenge_id: idSchema,
  title: z.string(),
  description: z.string(),
  title_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  answers_count: coinsSchema,
  answer_submitted: z.boolean(),
  submission_link: z.optional(z.nullable(z.string())),
});
export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;

/** A partner business with its video and challenge; our server adds the French texts the organizers wrote (`*_fr`). */
export const businessSchema = z.object({
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  video_title: z.string(),
  video_url: z.string(),
  name_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  video_title_fr: frenchTextSchema,
  challenge_question: challengeQuestionSchema,
});
export type Business = z.infer<typeof businessSchema>;

/** `GET /business/info` answer: a bare array. */
export const businessesResponseSchema = z.array(businessSchema);

/**
 * `POST /game/challenges` body. The link's content (a Google Docs document, no script) is checked by the
 * rules' `validateChallengeLink`.
 */
export const submitChallengeRequestSchema = z.object({ challenge_id: lenientIdSchema, submission_link: z.string() });
export type SubmitChallengeRequest = z.infer<typeof submitChallengeRequestSchema>;

/** `POST /game/challenges` answer: a text to show and the challenge as it now stands (new count, submitted). */
export const submitChallengeResponseSchema = z.object({
  message: z.string(),
  challenge_question: challengeQuestionSchema,
});
export type SubmitChallengeResponse = z.infer<typeof submitChallengeResponseSchema>;

/** `PATCH /game/meetup` body and answer: whether the player attends the Q&A wrap-up meeting. */
export const meetupSchema = z.object({ attend_meeting: z.boolean() });
export type Meetup = z.infer<typeof meetupSchema>;
