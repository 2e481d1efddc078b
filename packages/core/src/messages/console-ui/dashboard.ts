const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The coin sources the server records, as the dashboard names them (any other is shown as recorded). */
const coinSources: Readonly<Record<string, string>> = {
  signup: 'Sign-up bonus',
  chest: 'Chests',
  referral: 'Referrals',
  challenge: 'Challenges',
  adjustment: 'Organizer adjustments',
  demo: 'Demo',
};

/**
 * The console's live dashboard (organizers): headline figures, the charts, referrals, countries and regions,
 * and whether the live figures are arriving.
 */
export const consoleDashboardText = {
  intro:
    'How the event is going: players, coins, referrals and where players come from. Players registered and verified, sockets and requests update live while the connection to the server is up.',
  range: {
    label: 'History shown',
    hours: (hours: number) =>
      hours % 24 === 0 && hours > 24 ? `Last ${hours / 24} days` : `Last ${plural(hours, 'hour', 'hours')}`,
  },
  live: {
    on: 'Live: updated every few seconds.',
    connecting: 'Connecting to the server for live updates...',
    off: 'Live updates are off: there is no connection to the server. Reload the page to try again.',
    updatedAt: (time: string) => `Live figures updated at ${time}.`,
    totalsAt: (time: string) => `Other figures as of ${time}.`,
  },
  reload: 'Reload the figures',
  reloading: 'Loading the figures...',
  headline: {
    heading: 'At a glance',
    registered: 'Players registered',
    verified: 'Email verified',
    activeLastHour: 'Active in the last hour',
    activeLastDay: 'Active in the last day',
    banned: 'Banned now',
    meetupYes: 'Coming to the meetup',
    sockets: 'Sockets connected',
    servers: 'Servers answering',
  },
  showFigures: 'Show the figures as a table',
  figuresCaption: (chart: string) => `${chart}: the figures`,
  players: {
    heading: 'Players per hour',
    summary: (registered: number, verified: number, hours: number) =>
      `Line chart over the ${plural(hours, 'hour', 'hours')} shown: ${plural(registered, 'player', 'players')} registered and ${verified} verified at the end; active players per hour.`,
    hourAxis: 'Hour',
    countAxis: 'Players',
    hour: 'Hour starting',
    registered: 'Registered (in all)',
    verified: 'Verified (in all)',
    active: 'Active in the hour',
  },
  coins: {
    heading: 'Coins issued, staked and unspent',
    summary: (issued: number, staked: number, unspent: number) =>
      `Bar chart: ${plural(issued, 'coin', 'coins')} issued in all, by source; ${staked} staked in the raffle; ${unspent} unspent.`,
    kindAxis: 'Coins by kind',
    coinAxis: 'Coins',
    kind: 'Kind',
    coins: 'Coins',
    issuedBy: (source: string) => `Issued: ${coinSources[source] ?? source}`,
    issued: 'Issued in all',
    staked: 'Staked in the raffle',
    unspent: 'Unspent',
    none: 'No coins issued yet.',
  },
  requests: {
    heading: 'Requests and errors per minute',
    summary: (requests: number, errors: number) =>
      `Line chart of the last 30 minutes: ${plural(requests, 'request', 'requests')} and ${plural(errors, 'server error', 'server errors')} in all.`,
    minuteAxis: 'Minute',
    countAxis: 'Per minute',
    minute: 'Minute',
    requests: 'Requests',
    errors: 'Server errors',
  },
  referrals: {
    heading: 'Referrals',
    invited: 'Players who joined through a referral link',
    rewarded: 'Referrals rewarded',
    coins: 'Coins paid for referrals',
  },
  countries: {
    heading: 'Countries and regions',
    caption: 'Players by country and region, most players first',
    country: 'Country',
    players: 'Players',
    regions: 'Regions',
    noRegion: 'No region given',
    region: (region: string, players: number) => `${region}: ${players}`,
    none: 'No players yet.',
  },
} as const;
