/**
 * The console's Events screen (organizers): the event in play, archiving it and starting the next one, and
 * the archived events, each readable as it was (results, draw, exports) and its draw still checkable by anyone.
 * The server's answers are `consoleMessages.events`.
 */
export const consoleEventsText = {
  intro:
    'One installation serves event after event. Archive the event in play once it is over: its results, draw and exports stay readable here, and anyone can still check its draw. Then the next event starts, empty or from a template.',
  currentTitle: 'Event in play',
  currentLine: (name: string, players: number) =>
    `${name}: ${players} player${players === 1 ? '' : 's'}`,
  archiveTitle: 'Archive this event and start the next one',
  archiveWarning:
    'Archiving removes every player account, stake, coin, answer and draw of this event from play (they are kept read-only in the archive). Partner and organizer accounts stay.',
  nameLabel: 'Name of the next event',
  nameHint: '1 to 100 characters. You can rename it later on the Schedule screen.',
  startLegend: 'The next event starts from',
  starts: {
    empty: 'Nothing: an empty event',
    this: 'This event as a template',
    archived: 'An archived event as a template',
    demo: 'The demo event as a template',
  },
  startHints: {
    empty: 'No partners, items, businesses or chests.',
    this: 'Its raffle partners, items, businesses, chests and settings; no players, stakes, coins or dates.',
    archived: 'Its raffle partners, items, businesses, chests and settings; no players, stakes, coins or dates.',
    demo: 'The demo file\u2019s 3 raffle partners, 10 items, 3 businesses and 4 chests, unscheduled.',
  },
  fromLabel: 'Archived event',
  archive: 'Archive and start the next event',
  archiving: 'Archiving...',
  confirm: (name: string) =>
    `Archive "${name}"? Its players, stakes and coins leave play for good; the archive keeps them read-only.`,
  confirmYes: 'Yes, archive it',
  confirmNo: 'Keep playing this event',
  archivedTitle: 'Archived events',
  noArchived: 'No event was archived yet.',
  columns: {
    name: 'Event',
    kind: 'Kind',
    archivedAt: 'Archived',
    archivedBy: 'By',
    players: 'Players',
    drawn: 'Draw',
    open: 'Details',
  },
  drawn: 'Drawn',
  notDrawn: 'Not drawn',
  open: (name: string) => `Open ${name}`,
  back: 'Back to the events',
  detailIntro: 'Read-only: this is the event as it was when archived.',
  archivedLine: (at: string, by: string) => `Archived ${at} by ${by}.`,
  schedule: 'Schedule',
  boundaries: {
    pre_game: 'Pre-game opened',
    game_start: 'Game start',
    review_start: 'Review start',
    review_end: 'Review end (winners announced)',
    game_end: 'Game end',
  },
  unscheduled: 'It was never scheduled.',
  countsLine: (partners: number, items: number, businesses: number, chests: number) =>
    `${partners} raffle partner${partners === 1 ? '' : 's'}, ${items} item${items === 1 ? '' : 's'}, ${businesses} business${businesses === 1 ? '' : 'es'}, ${chests} chest${chests === 1 ? '' : 's'}`,
  resultsTitle: 'Results',
  resultsState: { auto: 'Shown by the schedule', held: 'Held back', published: 'Published' },
  raffleWinners: 'Raffle winners',
  challengeWinners: 'Challenge winners',
  noWinners: 'None.',
  drawTitle: 'Draw',
  noDraw: 'The raffle was not drawn.',
  commitment: 'Commitment',
  drawnAt: 'Drawn',
  checkDraw: 'Check this draw (public page)',
  recordWithheld: 'The results were held back when the event was archived: the public record is withheld with them.',
  prize: 'Prize',
  rank: 'Rank',
  winner: 'Winner',
  email: 'E-mail',
  exportsTitle: 'Exports',
  download: (what: string) => `Download the ${what} (CSV)`,
  downloaded: (file: string) => `Downloaded ${file}`,
  exports: {
    players: 'players',
    meetup: 'meetup RSVPs',
    winners: 'winners with e-mails',
    'mailing-list': 'mailing list',
  },
} as const;
