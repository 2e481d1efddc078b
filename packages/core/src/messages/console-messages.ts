/**
 * The texts of the organizers' and partners' console (`/console` in the web app, `/api/v2/console/...` on the
 * server, and the console's commands of the organizer tool). A module of its own beside the catalogue, so a
 * player's pages never carry them (a bundler splits by module). See docs/decisions/0090-console-server.md.
 */
export const consoleMessages = {
  access: {
    consoleOnly: 'Only organizers and partners can use the console',
    organizersOnly: 'Only organizers can do this',
    notYourBusiness: 'Partners can only see and change their own business',
    demoReadOnly:
      'The demo console is read-only: changes are made with an organizer or partner account of your own event',
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
    roleChanged: (email: string, role: string) =>
      `${email} is now ${role === 'Organizer' ? 'an' : 'a'} ${role}`,
    mail: {
      inviteSubject: 'You are invited to the Dubloon Quest console',
      inviteBody: (name: string, role: string, link: string, days: number) =>
        `Hello ${name},\n\nYou were given ${role === 'Organizer' ? 'an organizer' : 'a partner'} account on Dubloon Quest. Open this link within ${days} days to choose your password:\n${link}\n\nThen log in and open the console. If you did not expect this, ignore this email.`,
    },
  },
  players: {
    kicked: (sessions: number) =>
      `Ended ${sessions} session${sessions === 1 ? '' : 's'}; every open connection was closed.`,
    banned: (until: string) => `This account is suspended until ${until}.`,
    banLifted: 'The ban was lifted.',
    banInPast: 'The end of a ban must be in the future',
    reasonLength: 'Give a reason of 2 to 500 characters',
    deltaRange: 'The adjustment must be a whole number from -10000 to 10000, and not 0',
    belowZero: (balance: number) =>
      `This player has only ${balance} dubl-u-nes not staked: an adjustment cannot take more`,
    adjusted: (delta: number, balance: number) =>
      `${delta > 0 ? 'Added' : 'Took'} ${Math.abs(delta)} dubl-u-ne${Math.abs(delta) === 1 ? '' : 's'}; the balance is now ${balance}.`,
  },
  schedule: {
    preGameAfterStart: 'The pre-game must not start after the game start',
    notADate: 'Not a date and time',
    eventNameLength: 'The event name must be 1 to 100 characters',
    challengeWindowPair: 'Give both ends of the challenge window, or neither',
    challengeWindowOrder: 'The challenge window must close after it opens',
    saved: 'The schedule was saved and sent to every connected player.',
  },
  events: {
    unknownArchived: 'No archived event has this id',
    /** `gameEnd` as its reader reads times: the console in the browser's zone, a bare API answer named in UTC. */
    stillRunning: (gameEnd: string) =>
      `The event is still running: it ends ${gameEnd}. Archive it after its end, or unschedule it first`,
    templateNeeded: 'Choose the archived event to start from',
    archivedMeanwhile:
      'The event was archived while this change was on its way, so nothing was changed. Reload to see the event in play now',
    archived: (archived: string, next: string) =>
      `"${archived}" is archived: its results, draw and exports stay readable. "${next}" is the event in play now, unscheduled.`,
  },
  content: {
    unknownItem: 'No raffle item has this id',
    unknownChest: 'No chest has this id',
    unknownBusiness: 'No business has this id',
    unknownPartner: 'No raffle partner has this name',
    partnerNameTaken: 'Another raffle partner has this name',
    partnerHasItems: (items: readonly string[]) =>
      `Retire this partner's raffle ${items.length === 1 ? 'item' : 'items'} first: ${items.join(', ')}. Retiring an item gives its stakes back to the players.`,
    partnerRetired: 'This raffle partner is retired: restore it first',
    chestTaken: 'Another business already uses this chest',
    chestTouched:
      'Players have already answered this chest: only the texts may change (the letters and the correct answers stay). Retire it and create another chest to change more.',
    notALink: 'Must be an https link',
    notAVideo:
      'Must be a YouTube or Vimeo video link, e.g. https://www.youtube.com/watch?v=... or https://vimeo.com/...',
    notAnImage: 'Must be an image on this server (/media/... or /uploads/...) or an https link',
    required: 'Required',
    tooLong: (max: number) => `At most ${max} characters`,
    saved: 'Saved.',
    retired: 'Retired: players no longer see it.',
    restored: 'Restored: players see it again.',
    itemRefunds: (players: number) =>
      `Retired: players no longer see it; ${players} player${players === 1 ? '' : 's'} got their stakes back.`,
    imported: (name: string) => `Imported the event "${name}".`,
    importProblems: (count: number) =>
      `${count} problem${count === 1 ? '' : 's'} found: nothing was changed.`,
  },
  judging: {
    notASubmitter: 'This player did not answer this challenge',
    overCap: (cap: number) => `At most ${cap} winner${cap === 1 ? '' : 's'}`,
    overPool: (pool: number, total: number) =>
      `The awards add up to $${total}, more than the award pool of $${pool}`,
    awardPositive: 'Each award is a whole number of dollars above 0',
    duplicateWinner: 'This player is listed more than once',
    bannedWinner: 'This player is banned: a banned player cannot be picked as a winner',
    ratingRange: 'A rating is a whole number from 1 to 5',
    noteTooLong: 'A note has at most 2000 characters',
    saved: 'Saved. The winners appear on the results page when the organizers publish the results.',
  },
  raffle: {
    noCommitment: 'There is no commitment yet: make one before the raffle closes and publish it.',
    noEvent: 'The event is not stored yet: save it once (any change, or an import) before the draw.',
    commitmentExists: (commitment: string) =>
      `A commitment is already in force (${commitment}). Use it, or replace it only if its secret was lost.`,
    committedMeanwhile: 'Another commitment was stored at the same moment: nothing was stored. Try again.',
    committed: 'Keep this secret private until the draw, and publish the commitment to the players now.',
    secretMismatch: 'This secret does not match the commitment in force',
    raffleOpen: (reviewStart: string) =>
      `The raffle is still open until ${reviewStart}: stakes may still change.`,
    drawnMeanwhile: 'A draw under this commitment was stored at the same moment: load the draw again.',
    drawn: (winners: number) =>
      `${winners} winner${winners === 1 ? '' : 's'} drawn and stored. Publish the record next to the commitment.`,
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
    roleSet: (email: string, role: string) =>
      `${email} is now ${role === 'Organizer' ? 'an' : 'a'} ${role}; its sessions were ended.`,
    invited: (email: string, link: string) => `Invited ${email}. The invitation link (also mailed): ${link}`,
    badRole: (text: string) => `Not a role: ${text} (Player, Partner or Organizer)`,
    inviteRole: (text: string) => `Invitations are for Partner or Organizer accounts, not ${text}`,
  },
};
