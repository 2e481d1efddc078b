/**
 * The console's Exports screen: one CSV download per list, what each holds, and a reminder that players'
 * e-mails (often minors') are for the organizers only.
 */
export const consoleExportsText = {
  intro:
    'Download the lists of the event as CSV files (a header row, then one line per entry), for a spreadsheet or a mailing tool.',
  privacy:
    "These files hold players' names and e-mails, often of minors: keep them to the organizers, and delete them once the event is over.",
  contains: 'Columns',
  files: {
    players: {
      title: 'Players',
      description: 'Every player, with the profile, verification, meetup answer, coins, stakes, any ban and the class or group.',
      columns:
        'id, name, email, education, school, country, region, city, verified, attend_meeting, coins, staked, banned_until, created_at, group',
      file: 'players',
    },
    meetup: {
      title: 'Meetup RSVPs',
      description: 'The players who said they will come to the wrap-up meeting.',
      columns: 'id, name, email, education, school, country, region, city',
      file: 'meetup',
    },
    winners: {
      title: 'Winners with e-mails',
      description: 'Raffle and challenge winners with their e-mails and awards, to hand out the prizes.',
      columns:
        'kind, prize_id, prize, partner, rank, player_id, name, email, education, region, country, award, prize_fr, partner_fr',
      file: 'winners',
    },
    mailingList: {
      title: 'Mailing list',
      description: 'Name and e-mail of every verified player who is not banned.',
      columns: 'name, email',
      file: 'mailing-list',
    },
    audit: {
      title: 'Audit log',
      description:
        'Every console action, oldest first: who, when, what, on what, and the state before and after (JSON).',
      columns: 'id, at, actor_id, actor_email, actor_role, action, target, before, after',
      file: 'audit-log',
    },
  },
  /** The download button of one export, for screen readers and the eye alike. */
  download: (title: string) => `Download ${title} (CSV)`,
  downloading: (title: string) => `Preparing ${title}...`,
  downloaded: (file: string) => `Downloaded ${file}`,
  failed: (title: string) =>
    `${title} could not be downloaded, and no file was saved. Check your connection and try again.`,
  /** The file name's event part when the event's name cannot be read. */
  fallbackEventName: 'dubloon-quest',
} as const;
