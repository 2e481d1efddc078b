/**
 * Players in bulk (issue 32, point 1): the CSV import of players with its preview, the invitation mail of
 * an imported player, resending or copying an invitation's link, and the class or group links a teacher
 * hands out. The console's screen texts, the server's answers and the rule messages, in one file of their own
 * (so that a translation of the catalogues merges cleanly).
 */

/** How many rows one import may hold: a school board's list, not a whole town's. */
export const PLAYER_IMPORT_MAX_ROWS = 2000;

export const consoleBulkInvitationsText = {
  screen: 'Import players',
  intro:
    'Bring a class list as a CSV file: one player per row, with a header row. Nothing is written until you have seen the preview and chosen Import.',
  columnsHelp:
    'Columns, in English or French: name (nom) and email (courriel) are required; school (école), grade (année: 9 to 12, Grade 10, 10e année, Other), country (pays), region (province) and city (ville) are optional. A blank grade is Other.',
  readOnly: 'The shared demo console cannot import players.',

  file: {
    formLabel: 'The class list',
    label: 'CSV file',
    hint: 'A .csv file saved from a spreadsheet: comma, semicolon or tab separated; UTF-8, Windows-1252 (Excel’s "CSV") or UTF-16 (Excel’s "Unicode text").',
    orPaste: 'Or paste the rows here',
    readFailed: 'The browser could not read this file. Save it again as CSV (UTF-8) and choose it once more.',
    empty: 'Choose a CSV file or paste its rows first.',
    tooLarge: 'This file is larger than 2 MB: split it into several files.',
    readAsWindows1252:
      'This file is not UTF-8: it was read as Windows-1252, as Excel saves "CSV" on Windows. If accents look wrong in the preview, save it again in Excel as "CSV UTF-8 (comma delimited)".',
    notCsv:
      'This is not a CSV file (a workbook, perhaps). In Excel choose File, Save As, "CSV UTF-8 (comma delimited)", and choose the new file.',
  },
  group: {
    label: 'Group (optional)',
    none: 'No group',
    hint: 'The imported players are recorded in this class or group.',
  },
  preview: 'Preview',
  previewing: 'Reading the file…',
  import: (count: number) => (count === 1 ? 'Import 1 player' : `Import ${count} players`),
  importing: (count: number) => `Importing ${count} players and queuing their invitations…`,
  importProgress: (done: number, total: number) => `${done} of ${total} players imported`,
  startOver: 'Start over',
  done: (created: number) => (created === 1 ? '1 player was imported and invited.' : `${created} players were imported and invited.`),
  openOutbox: 'See the invitations in the Outbox',
  backToPlayers: 'Back to the players',

  summary: (ready: number, errors: number, duplicates: number) =>
    `${ready} ready to import, ${errors} with errors, ${duplicates} duplicates.`,
  nothingToImport: 'No row can be imported: correct the file and preview it again.',
  previewHeading: 'Preview of the import',
  previewCaption: 'The rows of the file',
  errorsHeading: 'Rows that will not be imported',
  errorsIntro: 'Correct these rows in your file and import it again; the other rows can be imported now.',
  columns: {
    line: 'Line',
    name: 'Name',
    email: 'E-mail',
    school: 'School',
    grade: 'Grade',
    status: 'Status',
    group: 'Group',
    invitation: 'Invitation',
  },
  status: { ready: 'Ready', error: 'Error', duplicate: 'Duplicate' },
  lineError: (line: number, field: string, message: string) => `Line ${line}, ${field}: ${message}`,
  fieldNames: {
    name: 'name',
    email: 'e-mail',
    education: 'grade',
    school: 'school',
    country: 'country',
    region: 'region',
    city: 'city',
  } as Record<string, string>,

  /** Rule messages (core's import check). */
  rules: {
    noHeader: 'The file is empty: it needs a header row naming the columns, then one row per player.',
    noRows: 'The file has a header row but no player.',
    missingColumn: (column: string) => `The header row has no "${column}" column.`,
    unknownColumns: (columns: readonly string[]) =>
      `These columns are not read: ${columns.join(', ')}.`,
    tooManyRows: (max: number) => `A file may hold at most ${max} players: split it into several files.`,
    duplicateInFile: (line: number) => `The same e-mail is on line ${line} already.`,
    duplicateAccount: 'An account with this e-mail exists already.',
    unreadable: (line: number) =>
      `The file cannot be read as CSV: a quotation mark opened on line ${line} or before is not closed where it should be. Correct it, or save the file again from the spreadsheet as CSV.`,
    groupName: 'A group name has 2 to 80 characters.',
  },

  /** The server's answers. */
  imported: (created: number, skipped: number) =>
    `${created} players imported and invited${skipped > 0 ? `; ${skipped} rows not imported` : ''}.`,
  invitationResent: (email: string) => `A new invitation was sent to ${email}. The older link no longer works.`,
  invitationLinkMade: (email: string) =>
    `A new invitation link for ${email} was made (the older link no longer works). Copy it and hand it on.`,
  notInvitable: 'This account has chosen its password already: it needs no invitation.',
  unknownGroup: 'This group no longer exists.',
  unknownImport: 'No import of this name is running or finished in the last day.',
  groupCreated: (name: string) => `Group ${name} created. Hand out its link.`,
  groupNameTaken: 'A group with this name exists already.',

  /** Resend or copy an invitation, on the Accounts and Players screens. */
  invitation: {
    resend: 'Resend invitation',
    resendTo: (name: string) => `Resend invitation to ${name}`,
    copyLink: 'Copy invitation link',
    copyLinkOf: (name: string) => `Copy invitation link for ${name} (a new link)`,
    copied: 'Invitation link copied. The older link no longer works.',
    copyFailed: (link: string) => `The browser did not let the page copy. The link: ${link}`,
    pending: 'Invited',
  },

  /** Groups: a class or group link a teacher hands out. */
  groups: {
    heading: 'Class and group links',
    intro:
      'A teacher hands out the link of a group: whoever registers through it is recorded in that group and needs no referral.',
    name: 'Group name',
    create: 'Create group',
    caption: 'Groups',
    empty: 'No group yet.',
    columns: { name: 'Group', link: 'Registration link', players: 'Players', actions: 'Actions' },
    copy: 'Copy link',
    copyOf: (name: string) => `Copy link of ${name}`,
    copied: 'Group link copied.',
  },
} as const;
