/**
 * What players see of players in bulk (issue 32): the registration page opened through a class or group link
 * a teacher hands out (and the refusal of a link whose group is gone), and the page where an imported player
 * accepts the invitation. In a file of its own so that translations merge cleanly.
 */
export const playersInBulkText = {
  joining: 'You are registering through your class or group link: your group is recorded with your account.',
  unknownGroup: 'This class or group link is not valid any more. Ask your teacher for a new one, or register without it.',
  invitationIntro:
    'You are registered for the game. Choose the password of your account (this link works once), then log in with your e-mail address to play.',
} as const;
