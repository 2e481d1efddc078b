/**
 * The console's Accounts screen (organizers only): the organizer and partner accounts, invitations and role
 * changes. The server's answers (`invited`, `roleChanged`) and the affiliation rules' messages are
 * `consoleMessages.accounts`.
 */

/** How long an invitation's link works; the server's `INVITATION_DAYS`. */
export const INVITATION_LINK_DAYS = 7;

export const consoleAccountsText = {
  intro:
    'Organizers run the event; partners look after one business or raffle partner. Roles are given only here or with the organizer tool.',
  tableCaption: 'Organizer and partner accounts',
  columns: {
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    affiliation: 'Belongs to',
    status: 'Status',
    actions: 'Actions',
  },
  roles: { Player: 'Player', Partner: 'Partner', Organizer: 'Organizer' } as const,
  business: (name: string) => `Business: ${name}`,
  rafflePartner: (name: string) => `Raffle partner: ${name}`,
  unknownBusiness: (id: number) => `Business #${id} (no longer in the event)`,
  noAffiliation: '—',
  partnerWithout: 'Nothing yet',
  status: {
    active: 'Active',
    invited: 'Invited',
    unverified: 'E-mail not verified',
  },
  bannedUntil: (until: string) => `Banned until ${until}`,
  you: 'You',
  change: (name: string) => `Change role of ${name}`,
  changeShort: 'Change role',
  empty: 'No organizer or partner account yet.',

  invite: {
    heading: 'Invite an organizer or partner',
    explain: (days: number) =>
      `The invitation e-mail holds a single-use link, valid ${days} days, to choose a password. Then they log in and open the console.`,
    email: 'E-mail',
    name: 'Name',
    role: 'Role',
    affiliation: 'Belongs to',
    affiliationPlaceholder: 'Choose a business or raffle partner',
    affiliationHint: 'A partner belongs to exactly one business or raffle partner.',
    businesses: 'Businesses',
    partners: 'Raffle partners',
    noAffiliations: 'The event has no business or raffle partner yet: add one under Event content first.',
    language: 'Language of the invitation',
    languageHint: 'The invitation e-mail is written in it, and so are the account\'s later e-mails.',
    submit: 'Send the invitation',
    busy: 'Sending...',
    sent: (email: string, days: number) =>
      `Invitation sent to ${email}. The link works once and for ${days} days.`,
  },

  edit: {
    title: (name: string) => `Change the role of ${name}`,
    role: 'Role',
    save: 'Save',
    cancel: 'Cancel',
    busy: 'Saving...',
    sessionsEnd: 'Their sessions end at once, so the new role applies everywhere.',
    confirmTitle: 'Take this role away?',
    confirm: (name: string, from: string, to: string) =>
      `${name} stops being ${from === 'Organizer' ? 'an' : 'a'} ${from} and becomes ${to === 'Organizer' ? 'an' : 'a'} ${to}. Their sessions end now.`,
    confirmButton: 'Change the role',
    notYourself: 'You cannot change your own role.',
  },

  eventLoadFailed:
    'The businesses and raffle partners could not be loaded, so partners cannot be invited now.',
  readOnly: 'The shared demo console cannot invite or change accounts.',
} as const;
