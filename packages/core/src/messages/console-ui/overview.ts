const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The organizers' Overview: the event at a glance (period and next change, players, coins, judging, mail) and
 * the next thing to do, with a link to the screen where it is done.
 */
export const consoleOverviewText = {
  atAGlance: 'The event at a glance',
  figures: {
    period: 'Period now',
    nextChange: 'Next change',
    players: 'Players',
    coins: 'Coins',
    judging: 'Waiting for judging',
    mail: 'Mail',
  },
  /** Each period as a figure of the Overview names it. */
  periods: {
    preGame: 'Pre-game: registration open',
    gameStart: 'Game running',
    reviewStart: 'Review: the game is closed to players',
    winnersAnnounced: 'Winners announced',
    gameEnd: 'Game over',
  },
  noPeriod: 'Not started',
  noNextChange: 'None scheduled',
  nextChange: (period: string, at: string) => `${period} from ${at}`,
  players: (registered: number, verified: number) =>
    `${plural(registered, 'registered', 'registered')}, ${verified} verified`,
  coins: (earned: number, staked: number) => `${plural(earned, 'coin', 'coins')} earned, ${staked} staked`,
  judging: (waiting: number) => (waiting === 0 ? 'Nothing waiting' : plural(waiting, 'answer', 'answers')),
  mailSent: (queued: number) =>
    queued === 0
      ? 'Sent through SMTP'
      : `Sent through SMTP; ${plural(queued, 'message', 'messages')} waiting`,
  mailDrained: (at: string) => `all sent by ${at}`,
  mailNotSent: 'Not being sent: no SMTP server is set',
  mailFailed: (failed: number) => `${plural(failed, 'message', 'messages')} could not be delivered`,
  mailNotSentNotice:
    'Mail is not being sent: the server has no SMTP server (SMTP_URL). Verification links and invitations wait in the outbox, where you can copy them and hand them on.',
  openOutbox: 'Open the outbox',
  nextStepHeading: 'Next thing to do',
  /** One per step of core's `overviewNextStep` (the web's lookup by step fails to compile when one is missing). */
  steps: {
    schedule: 'Set the schedule: players cannot play until the event has dates.',
    content: 'Add the event content: chests, raffle items and businesses.',
    invitePlayers: 'Bring players in: nobody has registered yet.',
    waitForStart: 'Everything is ready: the game opens at the next change of period.',
    judge: 'Judge the answers to the challenges that are waiting.',
    watch: 'The game is running: follow it on the live dashboard.',
    commitDraw: "Commit to the raffle draw's seed before the draw.",
    runDraw: 'Run the raffle draw.',
    publishResults: 'Publish the results, so that players see the winners.',
    archive: 'The results are out: archive this event when it is over and start the next one.',
  },
  stepLinks: {
    schedule: 'Open the schedule',
    content: 'Open the event content',
    invitePlayers: 'Open the accounts',
    waitForStart: 'Open the schedule',
    judge: 'Open judging',
    watch: 'Open the live dashboard',
    commitDraw: 'Open the raffle and draw',
    runDraw: 'Open the raffle and draw',
    publishResults: 'Open the raffle and draw',
    archive: 'Open the events',
  },
} as const;
