/**
 * Why a chest answer is refused: the server's judge and the browser's (`LocalQuizJudge`, for servers of the
 * original contract) say the same. Apart from the server's texts so that the game's code carries only these.
 */
export const quizJudgeMessages = {
  unknownChest: 'This treasure chest does not exist',
  unknownChoice: 'This answer is not one of the choices',
  questionSettled: 'This question is already answered or not reached yet: answer the questions in order',
} as const;
