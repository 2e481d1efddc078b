/**
 * The registration page opened through a class or group link a teacher hands out (issue 32): what the player
 * sees, and the refusal of a link whose group is gone. In a file of its own so that translations merge cleanly.
 */
export const groupRegistrationText = {
  joining: 'You are registering through your class or group link: your group is recorded with your account.',
  unknownGroup: 'This class or group link is not valid any more. Ask your teacher for a new one, or register without it.',
} as const;
