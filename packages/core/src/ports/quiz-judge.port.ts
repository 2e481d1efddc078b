import type { AnswerChestQuestionRequest, AnswerChestQuestionResponse } from '../contract/chest.schema.js';

/**
 * Says whether a chest answer is right and what the chest is worth now. Asked of the server by default
 * (`QUIZ_CHECK=server`: `POST /game/chests/answer`); judged locally from the chest's own answers for servers
 * of the original contract (`QUIZ_CHECK=client`, `LocalQuizJudge`). Both score with the rules' `scoreChest`.
 */
export interface QuizJudge {
  /**
   * Judges one choice for one question (questions in order, 0 to 2) and records it. Rejects when the chest
   * is unknown or cannot be judged; a `GameApiError` when asked of the server.
   */
  judge(answer: AnswerChestQuestionRequest): Promise<AnswerChestQuestionResponse>;
}
