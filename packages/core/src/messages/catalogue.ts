/**
 * Every user-facing text of the game, in one place, so that every UI, the server and the tests share the
 * exact wording. Texts quoted by the specification (sections 4, 5, 6 and 8) are kept verbatim, typos
 * included, because clients and players of the original event know them. Texts the specification leaves
 * unspecified ("the full wording is not shown") are decided here; see docs/decisions/0002-messages.md.
 */
export const messages = {
  session: {
    timedOut: 'User session timed out.',
    timerRanOut: 'You are now being logged out because the timer has ran out...',
    gameNotStarted: 'The game has not started yet',
    verifyNewEmail: 'Your email address changed. Please verify the new address from the email we sent, then log in again.',
  },
  loading: {
    takingLonger: 'Taking longer than expected...',
  },
  validation: {
    invalidEmail: 'Invalid Email',
    notAValidEmail: 'Not a valid email address',
    passwordLength: 'Must be between 8 and 24 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    required: 'Required',
    nameTooShort: 'Must be at least 2 characters',
    invalidEducation: 'Choose one of the education levels',
    nothingToUpdate: 'Nothing to update',
    tokenMalformed:
      'Your token is malformed. Use the link from the verification email to try again.',
    tokenMissing:
      'There is nothing to verify. Please use the link from the verification email to navigate here.',
    resetLinkInvalid:
      'The reset link is invalid. Please ensure you accessed this page through the link provided in your email.',
    invalidGoogleDocLink: 'Not a valid Google Doc link',
    invalidGoogleDocLinkValidity: 'Invalid Player Id',
    invalidCoins: 'Coins must be a whole number of zero or more',
  },
  roles: {
    playersOnlyFeature: 'Players only have access to this feature',
    onlyPlayersWinCoins: 'Only players can win more dubl-u-nes',
    onlyPlayersStake: 'Only players can assign Dubl-U-Nes to raffle items',
    onlyPlayersSomeFeatures: 'Only players have access to certain features on this page',
  },
  raffle: {
    noRemainingCoins: 'You have no dubl-u-nes left to stake',
    nothingStaked: 'Stake at least one dubl-u-ne on an item before submitting',
    noItems: 'There are no raffle items to stake on',
    cooldown: 'You can submit again when the cooldown ends',
    confirmSubmit: 'Submit your stakes? You will not be able to change them for 30 minutes.',
    submitted: 'Your dubl-u-nes were assigned to the raffle items.',
    loadFailed: 'Unexpected server error while loading the raffle items. Please try again.',
    submitFailed: 'Unexpected server error while submitting your stakes; your dubl-u-nes were not moved. Please try again.',
    emptyState: 'Unexpectedly failed to retrieve raffle data.',
    nothingOnItem: 'There are no dubl-u-nes on this item to remove',
    insufficientCoins: 'You do not have enough dubl-u-nes left for this stake',
    unknownItem: 'This raffle item does not exist',
    duplicateItem: 'Each raffle item may be listed only once',
    overAllocation: 'You cannot stake more dubl-u-nes than you have',
    stakesExceedCoins: 'Your stakes add up to more dubl-u-nes than you have. Please refresh the raffle.',
  },
  chests: {
    loadFailed: 'Unexpected server error while loading the treasure chests. Please try again.',
    submitFailed: 'Unexpected server error while saving your chest; your answers are kept. Please try again.',
    alreadyCompleted: 'This chest has already been opened',
    earned: (coins: number) => `You earned ${coins} dubl-u-nes from this chest!`,
  },
  businesses: {
    loadFailed: 'Unexpected server error while loading the businesses. Please try again.',
    emptyState: 'Unexpectedly failed to retrieve business data.',
    notFound: 'We could not find this business. Please go back to the businesses page and choose it again.',
    challengeConfirm: 'Submit this link as your answer? It replaces any answer you submitted before.',
    challengeSubmitted: 'Your answer was submitted.',
    challengeFailed: "A server error occurred and we couldn't submit you answer. Please try again later",
    meetupConfirm: (attend: boolean) =>
      attend ? 'Confirm that you will attend the Q&A wrap-up meeting?' : 'Confirm that you will not attend the Q&A wrap-up meeting?',
    meetupSaved: 'Your meeting choice was saved.',
    meetupFailed: "A server error occurred and we couldn't schedule your meeting. Please try again later",
  },
  profile: {
    coinHistoryFailed: 'Unexpected server error while loading your dubl-u-ne history. Please try again.',
    referralsFailed: 'Unexpected server error while loading your referrals. Please try again.',
    noReferrals: 'No referrals has been used yet',
    updated: 'Your profile was updated.',
    passwordChanged: 'Your password was changed.',
    linkCopied: 'Link copied to the clipboard.',
    clipboardFailed: (reason: string) => `Link failed to copy unexpectedly: ${reason}`,
  },
  winners: {
    loadFailed: 'Unexpected server error while loading the winners. Please try again.',
    processingIssue: 'There was a issue processing the winners response',
    none: 'No Winners',
  },
  auth: {
    verificationSent: 'Verification email sent. Please check your inbox and spam folder.',
    resetSent: 'If an account exists for this email, a reset link is on its way. Please check your inbox and spam folder.',
    passwordReset: 'Your password was reset. You can now log in.',
    verifySuccess: 'Success',
    verifyFailed: 'Failed',
    demoCannotRegister: 'This is a demo: it cannot register a new user. Log in with the demo account instead.',
    invalidCredentials: 'The email or password is incorrect',
    emailNotVerified: 'Please verify your email address before logging in',
  },
  network: {
    unexpectedServer: 'An unexpected server occurred.',
    resourceLoadFailed:
      'There was a issue obtaining the necessary recourses from the server. Please try again.',
    offline: 'The server could not be reached. Please check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
  },
  realtime: {
    connectFailed: "We couldn't connect to a server resource correctly, some things may not work properly.",
    registerFailed: 'Failed to register with a server resource, some things may not work properly.',
    coinSyncFailed:
      'We were not able to sync any dubl-u-nes (coins) that may have been added while you were away. Please try refreshing the page.',
  },
  contract: {
    invalidRequest: 'Some fields are not valid. Please check them and try again.',
    invalidResponse: 'The server sent an answer this app does not understand. Please try again later.',
    missing: 'Required',
    expected: (expected: string, received: string) => `Expected ${expected}, received ${received}`,
    oneOf: (values: string) => `Must be one of ${values}`,
    atLeast: (minimum: string) => `Must be at least ${minimum}`,
    atMost: (maximum: string) => `Must be at most ${maximum}`,
    greaterThan: (bound: string) => `Must be greater than ${bound}`,
    lessThan: (bound: string) => `Must be less than ${bound}`,
    exactly: (size: string) => `Must be exactly ${size}`,
    badFormat: (format: string) => `Not a valid ${format}`,
    badKey: 'Has a key that is not allowed',
    correctNotAChoice: 'The correct answer must be one of the choices',
    noMatchingShape: 'Does not match any accepted shape',
    invalid: 'Not a valid value',
  },
  errorPages: {
    conflict: "Conflict; you're already logged in",
    notFound: 'The requested page was not found',
    forbidden: 'Forbidden; User authorization has expired or not valid.',
    unauthorized: 'Unauthorized; User Authorization is missing or required.',
    serverError: 'Internal server error',
    routerError: 'Unexpected Application Error!',
  },
  gameClosed: {
    title: 'The game is closed',
    body: 'Thank you for playing! The game is closed while the winners are being reviewed.',
  },
  demo: {
    banner: 'Demo mode: this event is a demonstration.',
    disclaimer:
      'The original event has ended. This demo cycles between the pre-game and game-start periods, and logs you in with a shared demo account.',
  },
} as const;

export type Messages = typeof messages;
