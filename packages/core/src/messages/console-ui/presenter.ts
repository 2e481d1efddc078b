const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The presenter view (docs/decisions/0159): a full-screen page an organizer opens from the console on the
 * projector, with the live staking totals during the game and the reveal of the draw at the closing meeting.
 */
export const consolePresenterText = {
  /** The page's name (its title, the console's link). */
  title: 'Presenter view',
  /** The heading when the event has no name. */
  untitled: 'Raffle',
  /** Under the event's name. */
  subtitle: 'Raffle',
  open: 'Open the presenter view',
  openHint:
    'Opens in a new window: move it to the projector or second screen and press F for full screen. It shows only what the public results and draw check pages show.',
  loading: 'Loading the raffle...',
  loadFailed: 'The raffle could not be loaded.',
  retry: 'Try again',

  notOpen: 'The raffle has not opened yet. The coins staked on each prize appear here as soon as it opens.',
  liveHeading: 'Coins staked on each prize',
  liveNote: 'Updated live as players stake.',
  prize: 'Prize',
  partner: 'Donated by',
  staked: 'Coins staked',
  coins: (count: number) => plural(count, 'coin', 'coins'),
  totalStaked: (count: number) => `${plural(count, 'coin', 'coins')} staked in all`,
  noItems: 'There are no raffle prizes yet.',
  waiting: 'The raffle is closed. The winners will be revealed here once the results are published.',
  waitingDrawn: 'The draw has been made. The winners will be revealed here once the results are published.',

  commitmentHeading: "Our commitment to the draw's secret",
  commitmentAt: (date: string) => `Published ${date}.`,
  noCommitment: "The organizers publish their commitment to the draw's secret before the raffle closes.",
  commitmentIntro: (date: string) =>
    `This fingerprint (SHA-256) of the draw's secret was published ${date}. The draw's record, published with the results, reveals the secret: anyone can check that it matches this fingerprint and recompute every winner.`,

  prizeOf: (position: number, count: number) => `Prize ${position} of ${count}`,
  donatedBy: (partner: string) => `Donated by ${partner}`,
  winner: (count: number) => (count === 1 ? 'Winner' : 'Winners'),
  from: (region: string, country: string) => (region === '' ? `from ${country}` : `from ${region}, ${country}`),
  noWinner: 'Nobody staked on this prize.',
  noRaffleWinners: 'No raffle prize was won: nobody staked.',

  verifyHeading: 'Check the draw yourself',
  verifyIntro:
    'Scan the code or open this address: your browser recomputes the whole draw from its published record and compares it with the commitment.',
  qrLabel: (address: string) => `QR code of ${address}`,
  recapHeading: 'All the raffle winners',

  revealLabel: 'The draw, step by step',
  step: (position: number, count: number) => `Step ${position} of ${count}`,
  cue: 'Press → to reveal',
  cueNext: 'Press → to go on',
  controlsLabel: 'Presenter controls',
  back: 'Back',
  next: 'Next',
  restart: 'Start again',
  fullScreen: 'Full screen',
  leaveFullScreen: 'Leave full screen',
  keys: '→, Space or Enter: next · ←: back · Home: start again · F: full screen',
} as const;
