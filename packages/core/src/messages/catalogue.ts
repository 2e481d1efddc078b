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
    verifyNewEmail:
      'Your email address changed. Please verify the new address from the email we sent, then log in again.',
    /** An organizer ended the session (kick): said once, as the page logs out. */
    kicked: 'An organizer ended your session. You can log in again.',
    /** The organizers archived the ended event, and its players' accounts with it (decisions 0110 and 0135). */
    eventArchived: 'This event has ended and was archived. Thank you for playing!',
    /**
     * The account is suspended (a ban ending the session, or a refused login): `until` already written for
     * the reader (their local date and time), `reason` the organizer's, if any.
     */
    suspended: (until: string, reason: string | null) => {
      const given = typeof reason === 'string' ? reason.trim() : '';
      return `Your account is suspended until ${until}.${given === '' ? '' : ` Reason: ${given}`}`;
    },
    /** The session was ended elsewhere: logged out in another window, or the password was changed or reset. */
    endedElsewhere: 'This session was ended from another window or device. Please log in again.',
    passwordChanged: 'Your password was changed, so this session ended. Please log in with the new password.',
    /** A login waiting in the server's login queue (docs/decisions/0210): its place, retried by itself. */
    inLine: (position: number) =>
      `Many players are logging in right now. You are number ${position.toLocaleString('en')} in line: you will be logged in as soon as it is your turn.`,
    /** A login the server asked to try again later (503 with Retry-After, no place given): retried by itself. */
    retryingLogin: (seconds: number) =>
      `Many players are logging in right now. Trying again in ${seconds} second${seconds === 1 ? '' : 's'}...`,
  },
  period: {
    invalidTimestamp: 'Every time of the schedule (game start, review start, review end, game end) must be a date',
    unorderedTimestamps:
      "The schedule's times must come in this order: game start, review start, review end, game end",
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
    nameOneLine: 'Must be on one line, without control characters',
    invalidEducation: 'Choose one of the education levels',
    nothingToUpdate: 'Nothing to update',
    tokenMalformed: 'Your token is malformed. Use the link from the verification email to try again.',
    tokenMissing:
      'There is nothing to verify. Please use the link from the verification email to navigate here.',
    resetLinkInvalid:
      'The reset link is invalid. Please ensure you accessed this page through the link provided in your email.',
    invalidGoogleDocLink: 'Not a valid Google Doc link',
    invalidGoogleDocLinkValidity: 'Invalid Player Id',
    invalidCoins: 'Coins must be a whole number of zero or more',
    invalidCharacters: 'Contains characters that cannot be saved (a NUL byte or text that is not UTF-8)',
    tooLong: (max: number) => `Must be at most ${max} characters`,
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
    submitFailed:
      'Unexpected server error while submitting your stakes; your dubl-u-nes were not moved. Please try again.',
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
      attend
        ? 'Confirm that you will attend the Q&A wrap-up meeting?'
        : 'Confirm that you will not attend the Q&A wrap-up meeting?',
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
    resetSent:
      'If an account exists for this email, a reset link is on its way. Please check your inbox and spam folder.',
    passwordReset: 'Your password was reset. You can now log in.',
    invitationAccepted: 'Your password is set. You can now log in.',
    firstOrganizerCreated: 'Your organizer account is ready. You can now log in.',
    verifySuccess: 'Success',
    verifyFailed: 'Failed',
    demoCannotRegister:
      'This is a demo: it cannot register a new user. Log in with the demo account instead.',
    invalidCredentials: 'The email or password is incorrect',
    emailNotVerified: 'Please verify your email address before logging in',
  },
  network: {
    unexpectedServer: 'An unexpected server occurred.',
    resourceLoadFailed:
      'There was a issue obtaining the necessary recourses from the server. Please try again.',
    offline: 'The server could not be reached. Please check your connection and try again.',
    /** No answer from a server of another origin than the page's: a refusal by CORS looks the same as a dead server. */
    otherOrigin: (origin: string) =>
      `The server could not be reached. It may be down, or it may refuse calls from this page (${origin}), another origin than its own: its CORS_ORIGINS setting must list ${origin}.`,
    timeout: 'The server took too long to answer. Please try again.',
    /** A 429 whose answer said how long to wait (its Retry-After header). */
    retryIn: (message: string, seconds: number) =>
      `${message} You can try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  },
  realtime: {
    connectFailed: "We couldn't connect to a server resource correctly, some things may not work properly.",
    registerFailed: 'Failed to register with a server resource, some things may not work properly.',
    coinSyncFailed:
      'We were not able to sync any dubl-u-nes (coins) that may have been added while you were away. Please try refreshing the page.',
  },
  routeTitles: {
    register: 'Register',
    verifyEmail: 'Verify Your Email',
    verifyEmailResult: 'Email Verification',
    login: 'Login',
    forgotPassword: 'Forgot Password',
    resetPassword: 'Reset Password',
    invitation: 'Accept Your Invitation',
    profile: 'Profile',
    treasureMap: 'Treasure Map',
    learn: 'Learn and Earn',
    raffle: 'Raffle',
    businesses: 'Businesses',
    businessDetails: 'Business Details',
    results: 'Event Results',
    raffleVerify: 'Check the Raffle Draw',
    pastEvent: 'Past Event',
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
    /** During the review, before the results are out (a player is taken to them once they are). */
    body: 'Thank you for playing! The game is closed while the winners are being reviewed.',
    /** At the game end: the review is over, the results stay open (docs/decisions/0135). */
    ended: 'Thank you for playing! The game has ended.',
    seeResults: 'See the results',
  },
  /** A past event's page for its players, after the archive (`/past-event`, docs/decisions/0180). */
  pastEvent: {
    heading: (name: string) => `${name}: the event has ended`,
    ended: (date: string) => `Ended and archived on ${date}. Thank you for playing!`,
    checkDraw: 'Check the raffle draw',
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
      /** A label before what it names, with the colon of the language ("Why: ", « Pourquoi : »). */
      labelled: (label: string) => `${label}: `,
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
        gameStart: 'The raffle and the challenges close in',
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
      demoConsoleHint:
        'Partners and organizers get the console too. In the demo it shows everything and saves nothing.',
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
      /** Each education level by its stored value (`EDUCATION_LEVELS`, the wire's), as shown. */
      educationLevels: { 'Grade 9': 'Grade 9', 'Grade 10': 'Grade 10', 'Grade 11': 'Grade 11', 'Grade 12': 'Grade 12', Other: 'Other' },
      school: 'School',
      country: 'Country',
      chooseCountry: 'Choose your country',
      region: 'Region',
      chooseRegion: 'Choose your region',
      loadingRegions: 'Loading the regions...',
      city: 'City',
      dependentHint:
        "School opens once you choose an education level, region once the country's regions load, city once you have a region.",
      privacyNotice: 'By creating an account you accept the privacy policy.',
      submit: 'Create account',
      submitting: 'Creating your account...',
      haveAccount: 'Already have an account? Log in',
    },
    verifyEmail: {
      heading: 'Verify your email',
      intro:
        'Did not get the verification email, or did the link expire? Enter your address and we will send a new one.',
      submit: 'Resend the email',
      sending: 'Sending...',
    },
    verify: {
      heading: 'Email verification',
      verifying: 'Verifying your email...',
      successBody: 'Your email address is verified. You can now log in.',
      failedBody:
        'We could not verify your email address. Ask for a new verification email and use its link.',
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
      invitationHeading: 'Accept your invitation',
      invitationIntro: 'You are invited to run this event with Dubloon Quest. Choose the password of your account: this link works once.',
      invitationSubmit: 'Set my password',
      firstOrganizerIntro:
        "You are invited to become this event's first organizer. Enter your e-mail address, your name and a password for your account: this link works once.",
      email: 'E-mail address',
      name: 'Your name',
      nameHint: 'Left blank, your name is taken from your e-mail address.',
      firstOrganizerSubmit: 'Create my organizer account',
    },
    profile: {
      heading: 'Your profile',
      detailsHeading: 'Your details',
      save: 'Save changes',
      saving: 'Saving...',
      coinsHeading: 'Dubl-u-nes by source',
      source: 'Source',
      /**
       * The sources as the server names them (the coin history's `source`), each with its name shown: in English as
       * sent. A source the server adds later shows as sent until named here.
       */
      sources: {
        signup: 'signup',
        chests: 'chests',
        referrals: 'referrals',
        'demo bonus': 'demo bonus',
        adjustments: 'adjustments',
      },
      count: 'Dubl-u-nes',
      total: 'Total',
      referralsHeading: 'Referrals',
      referralIntro: 'Share your link: you earn dubl-u-nes for every player who joins with it.',
      referralLink: 'Your referral link',
      copyLink: 'Copy link',
      referralDate: 'Joined',
      referralName: 'Name',
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
      /**
       * The instructions, with the event's own times as the player reads them (formatted in the player's time
       * zone); a time the event has not set is left out, keeping the rest of the spec's wording.
       */
      instructions: (
        times: {
          challenges: { opens: string; closes: string } | null;
          meeting: string | null;
        },
        /** In the demo, the coins its player has besides the 3 (they start with more, and are told why). */
        demoExtraCoins: number | null = null,
      ) => [
        demoExtraCoins === null
          ? 'Welcome aboard! Every new player starts with 3 free dubl-u-nes.'
          : `Welcome aboard! Every new player starts with 3 free dubl-u-nes; this demo gives you ${demoExtraCoins} more to try the raffle.`,
        'Learn and Earn: open a treasure chest and answer its 3 questions. Each question is worth 3 dubl-u-nes, minus 1 for each wrong answer.',
        'Raffle: stake your dubl-u-nes on the items partners donated. After you submit, your stakes are locked for 30 minutes.',
        `See Businesses: watch each partner's video and answer its challenge with a Google Docs link.${times.challenges ? ` Challenges are open from ${times.challenges.opens} to ${times.challenges.closes}.` : ''}`,
        `Q&A Wrap-Up: tell each partner whether you will join the meeting${times.meeting ? ` on ${times.meeting}` : ''}.`,
        'Invite friends with the referral link on your profile to earn more dubl-u-nes.',
        'Event Results: see the winners when they are announced.',
      ],
      continue: 'Continue to the map',
      dontShowAgain: "Don't show this again",
      cardsLabel: 'Where to go',
      closed: 'Closed right now',
      cards: {
        profile: { title: 'Profile', description: 'Your details, your dubl-u-nes and your referrals.' },
        businesses: {
          title: 'See businesses',
          description: 'Partner videos, challenges and the wrap-up meeting.',
        },
        learn: { title: 'Learn and Earn', description: 'Open treasure chests and answer their questions.' },
        raffle: { title: 'Raffle page', description: 'Stake your dubl-u-nes on donated prizes.' },
        results: { title: 'Event Results', description: 'The winners of the raffles and the challenges.' },
      },
    },
    learn: {
      heading: 'Learn and Earn',
      intro:
        'Open a treasure chest and answer its 3 questions. Each question is worth 3 dubl-u-nes, minus 1 for each wrong answer.',
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
      chestTotal: (coins: number) =>
        `This chest pays ${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`}.`,
      backToChests: 'Back to the chests',
    },
    raffle: {
      heading: 'Raffle',
      intro:
        'Stake your dubl-u-nes on the prizes you would like to win: the more you stake on an item, the better your chances.',
      remaining: (coins: number) => `${coins === 1 ? '1 dubl-u-ne' : `${coins} dubl-u-nes`} left to stake`,
      staked: (coins: number) => `${coins} staked`,
      add: (item: string) => `Add a dubl-u-ne to ${item}`,
      remove: (item: string) => `Remove a dubl-u-ne from ${item}`,
      stock: (count: number) => `${count} in stock`,
      donatedBy: (partner: string) => `Donated by ${partner}`,
      flagsLegend: 'What the badges mean',
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
      loading: 'Loading the business...',
      tabsLabel: 'About this business',
      videoTab: 'Video',
      challengeTab: 'Challenge',
      meetupTab: 'Q&A Wrap-Up',
      videoFallback: 'Watch the video on its website',
      linkLabel: 'Your answer (a Google Docs link)',
      linkHint:
        'Share your document so that anyone with the link can view it, then paste its address, starting with https://docs.google.com/document/d/',
      submitAnswer: 'Submit answer',
      submitting: 'Submitting...',
      alreadySubmitted: 'You have already submitted an answer. A new one replaces it.',
      confirmAnswerTitle: 'Submit your answer',
      /** The meeting's time as the player reads it (their time zone), or null while the event has not set it. */
      meetupIntro: (meeting: string | null) =>
        `Meet the partners at the Q&A wrap-up meeting${meeting === null ? '' : ` on ${meeting}`}.`,
      challengeWindow: (opens: string, closes: string) => `Challenges are open from ${opens} to ${closes}.`,
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
      prize: (name: string) => `Prize: ${name}`,
      from: (region: string, country: string) => [region, country].filter(Boolean).join(', '),
      award: (dollars: number) => `$${dollars}`,
    },
    gameClosed: {
      countdown: 'The winners are announced in',
      logout: 'Log out',
    },
    errorPages: {
      heading: (status: number) => `Error ${status}`,
      loggingOut: 'You are being logged out...',
      reload: 'Reload the page',
    },
  },
} as const;
