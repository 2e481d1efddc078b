import { quizJudgeMessages } from './quiz-judge-messages.js';

/**
 * What the server says: its error messages and its mail. Apart from the catalogue so that the player's pages
 * do not carry them (the first page is budgeted to the byte).
 */
export const serverMessages = {
  ...quizJudgeMessages,
  languageSaved: 'Your language was saved for your e-mails.',
  unknownArchivedEvent: 'No archived event has this id: the event may not be archived yet',
  unknownDraw: 'No draw has this commitment',
  /** The login's answer with the account of a past event (the page then opens its results; decision 0180). */
  pastEventLoggedIn: 'This event has ended and was archived. Here are its results.',
  /** `GET /game/past-event` without the past-event cookie. */
  pastEventLogIn: 'Log in with your account of this event to read its results.',
  unauthorized: 'Your session is missing, expired or not valid. Please log in again.',
  badXsrfToken:
    'This request is missing its anti-forgery token or the token is not valid. Please log in again.',
  featureClosed: (feature: string, period: string) => `${feature} is closed during the ${period} period`,
  featureNames: {
    learn: 'Learn and Earn',
    raffle: 'The raffle',
    businesses: 'The businesses page',
    results: 'The results page',
  },
  periodNames: {
    preGame: 'pre-game',
    gameStart: 'game start',
    reviewStart: 'review',
    winnersAnnounced: 'winners announcement',
    gameEnd: 'game end',
  },
  notFound: 'There is nothing at this address',
  unknownChallenge: 'This challenge does not exist',
  challengeWindowClosed: 'Challenges are not open right now: the instructions say when they are.',
  chestNotCompleted: 'Answer every question of this chest before opening it',
  chestAmountMismatch: (coins: number) =>
    `Your answers earned ${coins} dubl-u-nes from this chest, not the amount sent`,
  chestAmountOutOfRange: (max: number) => `A chest pays between 0 and ${max} dubl-u-nes`,
  raffleCooldown: (minutes: number) =>
    `You can submit your stakes again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  /** The body of every 500: nothing about the failure itself reaches the client. */
  unexpectedError: 'An unexpected server error occurred.',
  tokenNotValid:
    'This link is not valid: it was already used, has expired or was replaced by a newer one. Please request a new one.',
  organizerExists:
    'This event already has an organizer, so this link no longer works. Ask an organizer to invite you from the console.',
  wrongOldPassword: 'The current password is not correct',
  emailTaken: 'Another account already uses this email address',
  requestNotJson: 'The request body must be JSON',
  databaseUnavailable: 'The game is temporarily unavailable. Please try again in a moment.',
  /** A login waiting in the login queue (503 with Retry-After and its place; docs/decisions/0210). */
  loginQueued: (position: number) =>
    `Many players are logging in right now. You are number ${position.toLocaleString('en')} in line.`,
  /** A login past the queue's bound (503 with Retry-After, no place). */
  loginQueueFull: 'Too many players are logging in right now. Please try again in a moment.',
  loggedOut: 'You are logged out.',
} as const;
