/**
 * The console's frame: its navigation, the screens' names and what every console screen says alike. Each
 * screen's own texts live in a module of this folder named after it.
 */
export const consoleShellText = {
  title: 'Console',
  navLabel: 'Console sections',
  /** The link to the console in the game's menu, for organizers and partners. */
  headerLink: 'Console',
  screens: {
    overview: 'Overview',
    schedule: 'Schedule',
    event: 'Event content',
    accounts: 'Accounts',
    players: 'Players',
    raffle: 'Raffle and draw',
    dashboard: 'Live dashboard',
    exports: 'Exports',
    audit: 'Audit log',
    business: 'My business',
    judging: 'Judging',
    events: 'Events',
    outbox: 'Outbox',
    look: 'Look and mails',
  },
  loading: 'Loading the console...',
  readOnly:
    'This is the shared demo console: you can look at everything, but changes are refused. Run your own event to change it.',
  signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  overview: {
    intro:
      'Set up and run the event from here. Every change takes effect at once for every player and is written to the audit log.',
    partnerIntro: 'Keep your business up to date for the players and judge the answers to your challenge.',
    yourBusiness: (name: string) => `Your business: ${name}`,
    yourItems: 'Your raffle items',
    itemLine: (name: string, players: number, coins: number) =>
      `${name}: ${players} player${players === 1 ? '' : 's'}, ${coins} coin${coins === 1 ? '' : 's'} staked`,
    noAffiliation: 'Your account does not belong to a business or raffle partner yet: ask an organizer.',
  },
  retry: 'Try again',
  saving: 'Saving...',
  saved: 'Saved',
  cancel: 'Cancel',
  download: (what: string) => `Download ${what}`,
  downloading: 'Preparing the download...',
  downloaded: (file: string) => `Downloaded ${file}`,
  loadFailed: 'The console could not load this. Check your connection and try again.',
  actionFailed: 'The server could not do this. Nothing was changed; try again.',
  empty: 'Nothing here yet.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
} as const;
