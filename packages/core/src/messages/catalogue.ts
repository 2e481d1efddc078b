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
  period: {
    invalidTimestamp: 'Every event timestamp (game_start, review_start, review_end, game_end) must be a date',
    unorderedTimestamps: 'The event timestamps must come in the order game_start, review_start, review_end, game_end',
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
  server: {
    unauthorized: 'Your session is missing, expired or not valid. Please log in again.',
    badXsrfToken: 'This request is missing its anti-forgery token or the token is not valid. Please log in again.',
    featureClosed: (feature: string, period: string) => `${feature} is closed during the ${period} period`,
    featureNames: { learn: 'Learn and Earn', raffle: 'The raffle', businesses: 'The businesses page', results: 'The results page' },
    periodNames: {
      preGame: 'pre-game',
      gameStart: 'game start',
      reviewStart: 'review',
      winnersAnnounced: 'winners announcement',
      gameEnd: 'game end',
    },
    notFound: 'There is nothing at this address',
    unknownChest: 'This treasure chest does not exist',
    unknownChallenge: 'This challenge does not exist',
    unknownChoice: 'This answer is not one of the choices',
    questionSettled: 'This question is already answered or not reached yet: answer the questions in order',
    chestNotCompleted: 'Answer every question of this chest before opening it',
    chestAmountMismatch: (coins: number) => `Your answers earned ${coins} dubl-u-nes from this chest, not the amount sent`,
    chestAmountOutOfRange: (max: number) => `A chest pays between 0 and ${max} dubl-u-nes`,
    raffleCooldown: (minutes: number) => `You can submit your stakes again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    tokenNotValid: 'This link is not valid: it was already used, has expired or was replaced by a newer one. Please request a new one.',
    wrongOldPassword: 'The current password is not correct',
    emailTaken: 'Another account already uses this email address',
    requestNotJson: 'The request body must be JSON',
    databaseUnavailable: 'The game is temporarily unavailable. Please try again in a moment.',
    loggedOut: 'You are logged out.',
    mail: {
      verifySubject: 'Verify your Dubloon Quest email address',
      verifyBody: (name: string, link: string) =>
        `Hello ${name},\n\nOpen this link within 10 minutes to verify your email address:\n${link}\n\nIf you did not ask for this, ignore this email.`,
      resetSubject: 'Reset your Dubloon Quest password',
      resetBody: (name: string, link: string) =>
        `Hello ${name},\n\nOpen this link within 10 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays the same.`,
      alreadyRegisteredSubject: 'Someone tried to register with your email address',
      alreadyRegisteredBody: (name: string, link: string) =>
        `Hello ${name},\n\nSomeone tried to create a Dubloon Quest account with this email address, which already has one.\nIf it was you, log in here: ${link}\nIf you forgot your password, use "Forgot password" on that page.`,
    },
  },
  eventFile: {
    duplicate: 'Appears more than once',
    unknownPartner: 'Names no partner of the event file',
    unknownChest: 'Names no chest of the event file',
    invalidJson: (reason: string) => `The event file is not valid JSON: ${reason}`,
  },
  draw: {
    snapshotSubject: 'The draw snapshot',
    recordSubject: 'The draw record',
    duplicateStake: 'This player has more than one stake on this item',
    totalTooLarge: 'The coins staked on this item add up to more than the draw can count',
    invalidSecret: 'The secret must be 64 lower-case hexadecimal characters (0-9, a-f)',
    recordNotJson: (reason: string) => `The draw record is not valid JSON: ${reason}`,
    recordNotCanonical:
      'The draw record is not in its canonical form (sorted keys, no spaces or line breaks): it was changed after the draw',
    snapshotNotNormalized:
      "The snapshot must list items by item_id, each item's stakes by player_id, and no stake of 0: it was changed after the draw",
    commitmentMismatch: 'The secret does not match the commitment: its SHA-256 is not the published commitment',
    snapshotHashMismatch: 'The snapshot hash is not the SHA-256 of the snapshot: the stakes were changed after the draw',
    seedMismatch: 'The seed is not the SHA-256 of the secret followed by the snapshot hash',
    itemsMismatch: 'The winners do not list the same items, in the same order, as the snapshot',
    winnersMismatch: (itemId: number) => `The winners of item ${itemId} are not the ones the draw gives`,
    verified: 'The draw record checks out: the secret matches the commitment, and the snapshot hash, the seed and every winner were recomputed and match.',
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
  routeTitles: {
    register: 'Register',
    verifyEmail: 'Verify Your Email',
    verifyEmailResult: 'Email Verification',
    login: 'Login',
    forgotPassword: 'Forgot Password',
    resetPassword: 'Reset Password',
    profile: 'Profile',
    treasureMap: 'Treasure Map',
    learn: 'Learn and Earn',
    raffle: 'Raffle',
    businesses: 'Businesses',
    businessDetails: 'Business Details',
    results: 'Event Results',
    raffleVerify: 'Check the Raffle Draw',
    gameClosed: 'Game Closed',
    conflict: 'Conflict',
    notFound: 'Page Not Found',
    forbidden: 'Forbidden',
    unauthorized: 'Unauthorized',
    serverError: 'Server Error',
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
  /** Labels, headings and help texts of the web app's screens (docs/decisions/0050-web-app.md). */
  ui: {
    productName: 'Dubloon Quest',
    pageTitle: (routeTitle: string) => `${routeTitle} | Dubloon Quest`,
    common: {
      cancel: 'Cancel',
      confirm: 'Confirm',
      close: 'Close',
      back: 'Go back',
      home: 'Go to the Treasure Map',
      toLogin: 'Go to login',
      loading: 'Loading...',
      retry: 'Try again',
      privacyPolicy: 'Privacy policy',
      email: 'Email',
      password: 'Password',
      passwordConfirmation: 'Confirm password',
      dublunes: (coins: number) => (coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`),
    },
    shell: {
      skipToContent: 'Skip to main content',
      menu: 'Menu',
      mainMenu: 'Main menu',
      profile: 'Profile Page',
      learn: 'Learn and Earn',
      businesses: 'See Businesses',
      results: 'Event Results',
      raffle: 'Raffle Page',
      console: 'Console',
      logout: 'Logout',
      support: 'Support',
      homeLink: 'Dubloon Quest, back to the Treasure Map',
      coinBalance: 'Your dubl-u-nes',
      dismissNotification: 'Dismiss notification',
      notifications: 'Notifications',
    },
    support: {
      title: 'Support',
      intro: 'Stuck, or found something that does not work? The crew is here to help.',
      emailLabel: 'Write to the organizers',
      chatLabel: 'Ask the community',
      chatLink: 'Join the community chat',
    },
    countdown: {
      periods: {
        preGame: 'The game starts in',
        gameStart: 'The learning days end in',
        reviewStart: 'The review ends in',
        winnersAnnounced: 'The game closes in',
      },
      gameOver: 'The game has ended',
      expiresIn: 'The link expires in',
      expired: 'The link has expired. You can ask for a new one.',
    },
    disclaimer: {
      title: 'About this demo',
      privacyLink: 'Read the privacy policy',
      sourceLink: 'See how the game is built',
      accept: 'I understand',
    },
    login: {
      heading: 'Log in',
      demoHint: 'The demo account is filled in for you: just press Log in.',
      demoAs: 'Try the demo as',
      demoRoles: { Player: 'A player', Partner: 'A partner business', Organizer: 'An organizer' },
      demoConsoleHint: 'Partners and organizers get the console too. In the demo it shows everything and saves nothing.',
      submit: 'Log in',
      submitting: 'Logging in...',
      resendVerification: 'Resend the verification email',
      forgotPassword: 'Forgot your password?',
      register: 'Create an account',
    },
    register: {
      heading: 'Create your account',
      name: 'Name',
      education: 'Education',
      chooseEducation: 'Choose your education level',
      educationLevels: ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12', 'Other'],
      school: 'School',
      country: 'Country',
      chooseCountry: 'Choose your country',
      region: 'Region',
      chooseRegion: 'Choose your region',
      loadingRegions: 'Loading the regions...',
      city: 'City',
      dependentHint: 'School opens once you choose an education level, region once the country\'s regions load, city once you have a region.',
      privacyNotice: 'By creating an account you accept the privacy policy.',
      submit: 'Create account',
      submitting: 'Creating your account...',
      haveAccount: 'Already have an account? Log in',
    },
    verifyEmail: {
      heading: 'Verify your email',
      intro: 'Did not get the verification email, or did the link expire? Enter your address and we will send a new one.',
      submit: 'Resend the email',
      sending: 'Sending...',
    },
    verify: {
      heading: 'Email verification',
      verifying: 'Verifying your email...',
      successBody: 'Your email address is verified. You can now log in.',
      failedBody: 'We could not verify your email address. Ask for a new verification email and use its link.',
      resend: 'Ask for a new verification email',
    },
    forgot: {
      heading: 'Forgot your password?',
      intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
      submit: 'Send the reset link',
      sending: 'Sending...',
    },
    reset: {
      heading: 'Choose a new password',
      password: 'New password',
      passwordConfirmation: 'Confirm the new password',
      submit: 'Reset password',
      submitting: 'Saving...',
    },
    profile: {
      heading: 'Your profile',
      detailsHeading: 'Your details',
      save: 'Save changes',
      saving: 'Saving...',
      coinsHeading: 'Dubl-u-nes by source',
      source: 'Source',
      count: 'Dubl-u-nes',
      total: 'Total',
      referralsHeading: 'Referrals',
      referralIntro: 'Share your link: you earn dubl-u-nes for every player who joins with it.',
      referralLink: 'Your referral link',
      copyLink: 'Copy link',
      referralDate: 'Joined',
      referralName: 'Name',
      referralEmail: 'Email',
      referralCoins: 'Dubl-u-nes',
      passwordHeading: 'Change your password',
      oldPassword: 'Current password',
      newPassword: 'New password',
      newPasswordConfirmation: 'Confirm the new password',
      changePassword: 'Change password',
    },
    treasureMap: {
      heading: 'Treasure Map',
      instructionsHeading: 'How to play',
      instructions: [
        'Welcome aboard! Every new player starts with 3 free dubl-u-nes.',
        'Learn and Earn: open a treasure chest and answer its 3 questions. Each question is worth 3 dubl-u-nes, minus 1 for each wrong answer.',
        'Raffle: stake your dubl-u-nes on the items partners donated. After you submit, your stakes are locked for 30 minutes.',
        'See Businesses: watch each partner\'s video and answer its challenge with a Google Docs link. Challenges are open on days 3 and 4 (hours 49 to 120).',
        'Q&A Wrap-Up: tell each partner whether you will join the meeting on April 26 at 2PM EST.',
        'Invite friends with the referral link on your profile to earn more dubl-u-nes.',
        'Event Results: see the winners when they are announced.',
      ],
      continue: 'Continue to the map',
      dontShowAgain: "Don't show this again",
      cardsLabel: 'Where to go',
      closed: 'Closed right now',
      cards: {
        profile: { title: 'Profile', description: 'Your details, your dubl-u-nes and your referrals.' },
        businesses: { title: 'See businesses', description: 'Partner videos, challenges and the wrap-up meeting.' },
        learn: { title: 'Learn and Earn', description: 'Open treasure chests and answer their questions.' },
        raffle: { title: 'Raffle page', description: 'Stake your dubl-u-nes on donated prizes.' },
        results: { title: 'Event Results', description: 'The winners of the raffles and the challenges.' },
      },
    },
    learn: {
      heading: 'Learn and Earn',
      intro: 'Open a treasure chest and answer its 3 questions. Each question is worth 3 dubl-u-nes, minus 1 for each wrong answer.',
      chestsLabel: 'Treasure chests',
      chest: (index: number) => `Chest ${index}`,
      open: 'Open',
      opened: (coins: number) => `Opened: ${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`} earned`,
      resume: (coins: number) => `Resume: ${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`} so far`,
      noChests: 'There are no treasure chests to open yet.',
      questionOf: (index: number, total: number) => `Question ${index} of ${total}`,
      worth: (coins: number) => `Worth ${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`} now`,
      choicesLabel: 'Choose an answer',
      checking: 'Checking your answer...',
      wrong: 'Not quite. Try another answer.',
      wrongChoice: 'wrong answer',
      correct: 'Correct!',
      explanation: 'Why',
      proceed: 'Proceed',
      finish: 'Collect your dubl-u-nes',
      saving: 'Saving your chest...',
      chestTotal: (coins: number) => `This chest pays ${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`}.`,
      backToChests: 'Back to the chests',
    },
    raffle: {
      heading: 'Raffle',
      intro: 'Stake your dubl-u-nes on the prizes you would like to win: the more you stake on an item, the better your chances.',
      remaining: (coins: number) => `${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`} left to stake`,
      staked: (coins: number) => `${coins} staked`,
      add: (item: string) => `Add a dubl-u-ne to ${item}`,
      remove: (item: string) => `Remove a dubl-u-ne from ${item}`,
      stock: (count: number) => `${count} in stock`,
      donatedBy: (partner: string) => `Donated by ${partner}`,
      silver: 'Silver',
      silverHint: 'Nobody has staked on this item yet',
      gold: 'Gold',
      goldHint: 'Players have staked on this item',
      itemsLabel: 'Raffle items',
      page: (index: number, count: number) => `Page ${index} of ${count}`,
      previousPage: 'Previous items',
      nextPage: 'Next items',
      submit: 'Submit stakes',
      submitting: 'Submitting...',
      confirmTitle: 'Submit your stakes',
      cooldown: 'You can submit again in',
      partnerResource: (name: string) => `From the partner: ${name}`,
    },
    businesses: {
      heading: 'Partner businesses',
      intro: 'Choose a business to watch its video, answer its challenge and join its Q&A wrap-up.',
      answers: (count: number) => (count === 1 ? '1 answer submitted' : `${count} answers submitted`),
      noBusinesses: 'There are no businesses to show yet.',
      back: 'Back to the businesses',
      tabsLabel: 'About this business',
      videoTab: 'Video',
      challengeTab: 'Challenge',
      meetupTab: 'Q&A Wrap-Up',
      videoFallback: 'Watch the video on its website',
      linkLabel: 'Your answer (a Google Docs link)',
      linkHint: 'Share your document so that anyone with the link can view it, then paste its address, starting with https://docs.google.com/document/d/',
      submitAnswer: 'Submit answer',
      submitting: 'Submitting...',
      alreadySubmitted: 'You have already submitted an answer. A new one replaces it.',
      confirmAnswerTitle: 'Submit your answer',
      meetupIntro: 'Meet the partners at the Q&A wrap-up meeting on April 26 at 2PM EST.',
      meetupQuestion: 'Will you attend the wrap-up meeting?',
      attendYes: 'Yes, I will attend',
      attendNo: 'No, I will not attend',
      saveMeetup: 'Save my choice',
      confirmMeetupTitle: 'Confirm your choice',
    },
    results: {
      heading: 'Event Results',
      carouselLabel: 'Winners by partner',
      slide: (index: number, count: number) => `${index} of ${count}`,
      previous: 'Previous partner',
      next: 'Next partner',
      other: 'Other',
      otherIntro: 'Winners of the raffle prizes from our other partners',
      challengeWinners: 'Challenge winners',
      raffleWinners: 'Raffle winners',
      from: (region: string, country: string) => [region, country].filter(Boolean).join(', '),
      award: (dollars: number) => `$${dollars}`,
    },
    gameClosed: {
      countdown: 'The next period starts in',
      logout: 'Log out',
    },
    errorPages: {
      heading: (status: number) => `Error ${status}`,
      loggingOut: 'You are being logged out...',
      reload: 'Reload the page',
    },
  },
} as const;

export type Messages = typeof messages;

/**
 * The texts of the organizer's command-line tool (`npm run organizer`, packages/server/src/organizer). A
 * separate export of the one catalogue, so the web app's bundle leaves them out (core has no side effects).
 */
export const organizerMessages = {
  help: {
    general: `Dubloon Quest organizer tool: set up an event, follow the stakes, draw the raffle, publish the winners.

Usage: npm run organizer -- <command> [options]      (every command has --help)

Event
  validate FILE                         check an event file; every problem with its line and field
  import FILE                           store the event and create the players it lists (safe to repeat)
Players and stakes
  players [--csv | --json]              every player with coins not staked, staked and in total
  stakes [--detail] [--csv | --json]    coins staked per item (--detail: per player, with the chance)
Raffle draw (docs/organizer.md explains how players check it)
  draw commit --out FILE                create the secret in FILE, store and print its commitment
  draw run --reveal SECRET --record FILE
                                        freeze the stakes, draw every item, store the winners, write the record
  draw verify FILE [--commitment HEX]   recompute a draw record; exit status 1 when it does not match
Winners
  challenge-winners set ID EMAIL=AWARD ...
                                        set a challenge's winners and their dollar awards
  export winners [--csv | --json] [--out FILE]
                                        raffle and challenge winners with their e-mails
Accounts (the console's roles)
  role set EMAIL ROLE [--business ID | --partner NAME]
                                        give an account a role: Player, Partner or Organizer
  invite EMAIL --role ROLE [--name NAME] [--business ID | --partner NAME]
                                        create a Partner or Organizer account, mail it a password link

The tool uses the server's settings: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR
(default ./data; stop the server first, the embedded database serves one process at a time).
`,
    validate: `Usage: npm run organizer -- validate FILE

Checks an event file (JSON) without changing anything: its syntax, every field of the schema (chests,
raffle partners and items, businesses and challenges, timestamps and their order, results), and the
organizer's fields: one_prize_per_player (true or false, default true) and the optional players list.
Each problem is printed as FILE:LINE:COLUMN  field  problem. Exit status 1 when there is one.
`,
    import: `Usage: npm run organizer -- import FILE

Checks FILE as validate does, then stores the event in the game's database (the draw, the exports and the
results read it there) and creates the accounts of its optional "players" list:
  "players": [{ "email": "...", "name": "...", "education": "Grade 10", "country": "Canada",
                "region": "Ontario", "city": "Toronto", "school": "...", "role": "Player" }]
New accounts are verified and get the signup bonus; they choose their password with "Forgot password".
Safe to repeat: an unchanged file changes nothing, an existing account (same e-mail) is never changed, and
no player data (accounts, coins, stakes, answers) is ever deleted. The game server then serves the imported
event instead of its EVENT_FILE (running servers on PostgreSQL within a second).
`,
    players: `Usage: npm run organizer -- players [--csv | --json]

Lists every player (role Player; in demo mode also the demo logins' own copies) with e-mail, name,
education, school, country, region, verification, coins not staked, coins staked and the total.
  --csv    comma-separated values, for a spreadsheet
  --json   a JSON list
`,
    stakes: `Usage: npm run organizer -- stakes [--detail] [--csv | --json]

Lists the coins staked on each raffle item of the imported event: its stock, how many players staked and
the coins in total. With --detail, one line per player and item, with the player's chance of winning it
(exact for one prize; for several prizes the documented estimate, a lower bound).
  --csv    comma-separated values, for a spreadsheet
  --json   a JSON list
`,
    draw: `Usage: npm run organizer -- draw <commit | run | verify> ...

  draw commit --out FILE [--replace]
  draw run --reveal SECRET --record FILE [--allow-open-raffle]
  draw verify FILE [--commitment HEX]

Before the raffle closes: draw commit, then publish the commitment it prints. After it closes: draw run
with the secret, then publish the record file. Anyone can check the record with draw verify or in the web
app. Each subcommand has --help; docs/organizer.md explains the method.
`,
    drawCommit: `Usage: npm run organizer -- draw commit --out FILE [--replace]

Creates the draw's secret (32 random bytes, as 64 hexadecimal characters) in FILE (created, never
overwritten, readable by you only), stores its SHA-256 (the commitment) and prints it. Publish the
commitment to the players before the raffle closes, and keep FILE private until the draw.
  --replace   make a new commitment in place of the one in force (the old one stays on record); only if
              the secret was lost, and say so to the players
`,
    drawRun: `Usage: npm run organizer -- draw run --reveal SECRET --record FILE [--allow-open-raffle]

Checks SECRET against the stored commitment, freezes every player's stakes on the imported event's items,
draws each item's winners with core's published algorithm (as many as its stock, one chance per coin,
nobody twice on one item, and with one_prize_per_player nobody winning two items), stores the winners and
writes the draw record (JSON) to FILE. Publish FILE next to the commitment.
Running it again with the same secret draws nothing new: it writes the stored record to FILE again.
  --reveal SECRET        the secret from the file of draw commit, e.g. --reveal "$(cat secret.txt)"
  --record FILE          where to write the draw record
  --allow-open-raffle    draw although the event's timestamps say the raffle is still open
`,
    drawVerify: `Usage: npm run organizer -- draw verify FILE [--commitment HEX]

Recomputes a draw from its record alone (no database): the commitment from the secret, the snapshot
hash, the seed and every item's winners. Prints what matches; exit status 1 when anything does not, or
when the record was changed in any byte.
  --commitment HEX   also check that the record's commitment is the one published before the draw
`,
    challengeWinners: `Usage: npm run organizer -- challenge-winners set CHALLENGE_ID [EMAIL=AWARD ...]
`,
    challengeWinnersSet: `Usage: npm run organizer -- challenge-winners set CHALLENGE_ID [EMAIL=AWARD ...]

Sets the winners of a business's challenge, in order, each with a dollar award (a whole number),
replacing the ones set before; with no EMAIL=AWARD it clears them. Each e-mail must be a player's.
Example: challenge-winners set 2 ada@example.com=100 grace@example.com=50
`,
    export: `Usage: npm run organizer -- export winners [--csv | --json] [--out FILE]
`,
    exportWinners: `Usage: npm run organizer -- export winners [--csv | --json] [--out FILE]

Writes the raffle winners of the newest draw and the challenge winners, with e-mails to reach them:
kind, prize id, prize, partner, rank, player id, name, e-mail, education, region, country, award.
  --csv        comma-separated values (the default)
  --json       a JSON list
  --out FILE   write to FILE instead of the terminal
`,
  },
  usage: {
    unknownCommand: (command: string) => `Unknown command: ${command}`,
    seeHelp: (command: string) => `See: npm run organizer -- ${command ? `${command} ` : ''}--help`,
    wrongArguments: (command: string) => `Wrong number of arguments for ${command}`,
    missingOption: (option: string) => `Missing ${option}`,
    oneFormat: 'Choose one format: --csv or --json',
  },
  files: {
    cannotRead: (file: string, reason: string) => `Cannot read ${file}: ${reason}`,
    cannotWrite: (file: string, reason: string) => `Cannot write ${file}: ${reason}`,
  },
  database: {
    embeddedInUse: (url: string) =>
      `The game server is running (${url}) on the embedded database, which serves one process at a time. Stop the server, run this command, then start the server again (or use PostgreSQL with DATABASE_URL).`,
  },
  eventFile: {
    notJson: (reason: string) => `Not valid JSON: ${reason}`,
    trueOrFalse: 'Must be true or false',
    playersList: 'Must be a list of players',
    playerObject: 'Must be an object with email, name, education and country',
    text: 'Must be text',
    textOrNull: 'Must be text or null',
    role: (roles: string) => `Must be one of ${roles}`,
    emailTwice: (firstIndex: number) => `This e-mail is already listed at players[${firstIndex}]`,
    problems: (count: number) => `${count} problem${count === 1 ? '' : 's'} found: nothing was changed.`,
    valid: (file: string) => `${file} is a valid event file.`,
    summary: (event: { name: string; items: number; chests: number; businesses: number; players: number; onePrizePerPlayer: boolean }) =>
      `"${event.name}": ${event.items} raffle items, ${event.chests} chests, ${event.businesses} businesses, ${event.players} players listed; ${event.onePrizePerPlayer ? 'one prize per player' : 'a player may win several items'}.`,
  },
  importing: {
    event: {
      created: (name: string) => `Imported the event "${name}".`,
      updated: (name: string) => `Updated the event "${name}" (players, coins and stakes are kept).`,
      unchanged: (name: string) => `The event "${name}" is already imported: nothing changed.`,
    },
    progress: 'Players',
    players: (created: number, existing: number) => `Players: ${created} created, ${existing} already had an account (left unchanged).`,
    stakesOutside: (items: string) => `Note: players have stakes on items no longer in the event (${items}); they are kept but take no part in the draw.`,
    serverReadsOther: (file: string) =>
      `Note: the game server serves this imported event from now on, not its EVENT_FILE (${file}): servers on PostgreSQL within a second, a server on the embedded database at its next start.`,
  },
  listings: {
    players: (count: number) => `${count} player${count === 1 ? '' : 's'}.`,
    noEventImported: 'No event imported yet: item names and stock are unknown (npm run organizer -- import FILE).',
  },
  draw: {
    commitmentExists: (commitment: string, createdAt: string) =>
      `A commitment is already in force (${commitment}, made ${createdAt}). Use it, or make a new one with --replace if its secret was lost.`,
    committedMeanwhile: 'Another commitment was stored at the same moment: nothing was stored. Run the command again.',
    committed: (commitment: string, file: string, replaced: boolean) =>
      `Commitment: ${commitment}\n${replaced ? 'It replaces the previous commitment.\n' : ''}The secret is in ${file}: keep it private until the draw.\nPublish the commitment to the players now, before the raffle closes.`,
    noCommitment: 'There is no commitment yet: run draw commit before the raffle closes and publish it.',
    secretMismatch: (commitment: string) => `This secret does not match the commitment in force (${commitment}): check the secret file.`,
    alreadyDrawn: (drawnAt: string, file: string) => `The draw under this commitment was made at ${drawnAt}: nothing was drawn again. Its record was written to ${file}.`,
    noEvent: 'No event imported yet: run npm run organizer -- import FILE first.',
    raffleOpen: (reviewStart: string) =>
      `The raffle is still open (it closes at review_start, ${reviewStart}): stakes may still change. Wait, or add --allow-open-raffle.`,
    frozen: (stakes: number, players: number, items: number) => `Froze ${stakes} stakes of ${players} players on ${items} items.`,
    progress: 'Items drawn',
    drawnMeanwhile: 'A draw under this commitment was stored at the same moment: run the command again to get its record.',
    recordNotWritten: (file: string, reason: string) =>
      `The draw is stored, but its record could not be written to ${file} (${reason}). Run the same command again to write it.`,
    done: (draw: { winners: number; record: string; commitment: string; snapshotHash: string; seed: string }) =>
      `${draw.winners} winners drawn and stored.\nRecord: ${draw.record} (publish it next to the commitment)\nCommitment: ${draw.commitment}\nSnapshot hash: ${draw.snapshotHash}\nSeed: ${draw.seed}`,
    verifyFailed: (file: string, reason: string) => `${file} DOES NOT MATCH: ${reason}`,
    otherCommitment: (file: string, recordCommitment: string, published: string) =>
      `${file} DOES NOT MATCH the published commitment: the record's is ${recordCommitment}, the published one ${published}.`,
    verified: (file: string) => `${file} matches.`,
    recordSummary: (record: { event: string; frozenAt: string; items: number; players: number; coins: number; winners: number; commitment: string; snapshotHash: string }) =>
      `Event "${record.event}", stakes frozen at ${record.frozenAt}: ${record.items} items, ${record.players} players, ${record.coins} coins staked, ${record.winners} winners.\nCommitment: ${record.commitment}\nSnapshot hash: ${record.snapshotHash}`,
  },
  winners: {
    badChallengeId: (text: string) => `Not a challenge id: ${text} (a whole number above 0)`,
    badWinner: (text: string) => `Not EMAIL=AWARD: ${text} (the award is whole dollars, e.g. ada@example.com=100)`,
    twice: (email: string) => `${email} is listed twice`,
    unknownChallenge: (id: number) => `No business of the imported event has challenge ${id}.`,
    noPlayer: (email: string) => `No player has the e-mail ${email}.`,
    set: (business: string, count: number) => (count === 0 ? `The winners of ${business}'s challenge were cleared.` : `${business}'s challenge has ${count} winner${count === 1 ? '' : 's'}:`),
    exported: (rows: number, file: string) => `${rows} winner${rows === 1 ? '' : 's'} written to ${file}.`,
  },
  unexpected: (reason: string) => `The organizer tool failed: ${reason}`,
};

/**
 * The texts of the organizers' and partners' console (`/console` in the web app, `/api/v2/console/...` on the
 * server, and the console's commands of the organizer tool). A separate export of the one catalogue, so a
 * player's bundle leaves them out. See docs/decisions/0080-console-server.md.
 */
export const consoleMessages = {
  access: {
    consoleOnly: 'Only organizers and partners can use the console',
    organizersOnly: 'Only organizers can do this',
    notYourBusiness: 'Partners can only see and change their own business',
    demoReadOnly: 'The demo console is read-only: changes are made with an organizer or partner account of your own event',
    notYourself: 'You cannot change the role of, kick, ban or adjust the coins of your own account',
  },
  accounts: {
    unknown: 'No account has this id',
    unknownEmail: (email: string) => `No account has the e-mail ${email}`,
    emailTaken: 'An account already uses this email address: change its role instead',
    partnerNeedsOne: 'A partner belongs to exactly one business or raffle partner',
    onlyPartnersBelong: 'Only partner accounts belong to a business or raffle partner',
    unknownBusiness: 'No business has this id',
    unknownPartner: 'No raffle partner has this name',
    invited: (email: string) => `An invitation was sent to ${email}`,
    roleChanged: (email: string, role: string) => `${email} is now ${role === 'Organizer' ? 'an' : 'a'} ${role}`,
    mail: {
      inviteSubject: 'You are invited to the Dubloon Quest console',
      inviteBody: (name: string, role: string, link: string, days: number) =>
        `Hello ${name},\n\nYou were given ${role === 'Organizer' ? 'an organizer' : 'a partner'} account on Dubloon Quest. Open this link within ${days} days to choose your password:\n${link}\n\nThen log in and open the console. If you did not expect this, ignore this email.`,
    },
  },
  players: {
    kicked: (sessions: number) => `Ended ${sessions} session${sessions === 1 ? '' : 's'}; every open connection was closed.`,
    banned: (until: string) => `This account is suspended until ${until}.`,
    banLifted: 'The ban was lifted.',
    banInPast: 'The end of a ban must be in the future',
    reasonLength: 'Give a reason of 2 to 500 characters',
    deltaRange: 'The adjustment must be a whole number from -10000 to 10000, and not 0',
    belowZero: (balance: number) => `This player has only ${balance} dubl-u-nes not staked: an adjustment cannot take more`,
    adjusted: (delta: number, balance: number) => `${delta > 0 ? 'Added' : 'Took'} ${Math.abs(delta)} dubl-u-ne${Math.abs(delta) === 1 ? '' : 's'}; the balance is now ${balance}.`,
  },
  schedule: {
    preGameAfterStart: 'pre_game must not come after game_start',
    saved: 'The schedule was saved and sent to every connected player.',
  },
  content: {
    unknownItem: 'No raffle item has this id',
    unknownChest: 'No chest has this id',
    unknownBusiness: 'No business has this id',
    unknownPartner: 'No raffle partner has this name',
    partnerNameTaken: 'Another raffle partner has this name',
    partnerHasItems: "Retire this partner's raffle items first",
    partnerRetired: 'This raffle partner is retired: restore it first',
    chestTaken: 'Another business already uses this chest',
    chestTouched:
      'Players have already answered this chest: only the texts may change (the letters and the correct answers stay). Retire it and create another chest to change more.',
    notALink: 'Must be an https link',
    notAnImage: 'Must be an image on this server (/media/... or /uploads/...) or an https link',
    required: 'Required',
    tooLong: (max: number) => `At most ${max} characters`,
    saved: 'Saved.',
    retired: 'Retired: players no longer see it.',
    restored: 'Restored: players see it again.',
    itemRefunds: (players: number) => `Retired: players no longer see it; ${players} player${players === 1 ? '' : 's'} got their stakes back.`,
    imported: (name: string) => `Imported the event "${name}".`,
    importProblems: (count: number) => `${count} problem${count === 1 ? '' : 's'} found: nothing was changed.`,
  },
  judging: {
    notASubmitter: 'This player did not answer this challenge',
    overCap: (cap: number) => `At most ${cap} winner${cap === 1 ? '' : 's'}`,
    overPool: (pool: number, total: number) => `The awards add up to $${total}, more than the award pool of $${pool}`,
    awardPositive: 'Each award is a whole number of dollars above 0',
    duplicateWinner: 'This player is listed more than once',
    ratingRange: 'A rating is a whole number from 1 to 5',
    noteTooLong: 'A note has at most 2000 characters',
    saved: 'Saved. The winners appear on the results page when the organizers publish the results.',
  },
  raffle: {
    noCommitment: 'There is no commitment yet: make one before the raffle closes and publish it.',
    noEvent: 'The event is not stored yet: save it once (any change, or an import) before the draw.',
    commitmentExists: (commitment: string) => `A commitment is already in force (${commitment}). Use it, or replace it only if its secret was lost.`,
    committedMeanwhile: 'Another commitment was stored at the same moment: nothing was stored. Try again.',
    committed: 'Keep this secret private until the draw, and publish the commitment to the players now.',
    secretMismatch: 'This secret does not match the commitment in force',
    raffleOpen: (reviewStart: string) => `The raffle is still open until ${reviewStart}: stakes may still change.`,
    drawnMeanwhile: 'A draw under this commitment was stored at the same moment: load the draw again.',
    drawn: (winners: number) => `${winners} winner${winners === 1 ? '' : 's'} drawn and stored. Publish the record next to the commitment.`,
    alreadyDrawn: 'The draw under this commitment was already made: here is its record.',
  },
  results: {
    published: 'The results are published: players see the winners on the results page.',
    held: 'The results are held back: players see no new winners until you publish them.',
  },
  images: {
    type: 'Upload a PNG, JPEG, WebP or GIF image',
    tooLarge: (megabytes: number) => `An image is at most ${megabytes} MB`,
    tooSmall: (pixels: number) => `An image is at least ${pixels} pixels wide and high`,
    tooBig: (pixels: number) => `An image is at most ${pixels} pixels wide and high`,
    unreadable: 'This file is not a readable image',
  },
  audit: {
    cliActor: 'organizer tool',
  },
  /** The console's commands of the organizer tool (`npm run organizer -- role set ...`). */
  cli: {
    roleSetHelp: `Usage: npm run organizer -- role set EMAIL ROLE [--business ID | --partner NAME]

Gives an existing account a role: Player, Partner or Organizer. A partner belongs to one business (its
challenge id, --business) or one raffle partner (its name, --partner). The change is written to the
console's audit log and ends the account's sessions, so the new role applies at its next login.
`,
    inviteHelp: `Usage: npm run organizer -- invite EMAIL --role ROLE [--name NAME] [--business ID | --partner NAME]

Creates a Partner or Organizer account for EMAIL and mails it a link (valid 7 days) to choose its password
(printed to the server's log when no SMTP_URL is set). A partner belongs to one business (its challenge
id, --business) or one raffle partner (its name, --partner).
`,
    roleSet: (email: string, role: string) => `${email} is now ${role === 'Organizer' ? 'an' : 'a'} ${role}; its sessions were ended.`,
    invited: (email: string, link: string) => `Invited ${email}. The invitation link (also mailed): ${link}`,
    badRole: (text: string) => `Not a role: ${text} (Player, Partner or Organizer)`,
    inviteRole: (text: string) => `Invitations are for Partner or Organizer accounts, not ${text}`,
  },
};
