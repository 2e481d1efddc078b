/**
 * Texts of the raffle's fairness features (issue 7): the page that checks a draw record. A module per page, outside the
 * catalogue, so that only that page downloads them (the catalogue is on the first page).
 */

/** The page that recomputes a draw from its record (`/raffle/verify`). */
export const drawCheckText = {
  heading: 'Check the raffle draw',
  intro: 'Recompute the raffle draw from its record, in your browser, with the code the organizers drew with.',
  methodHeading: 'How the draw works',
  method: [
    'Before the raffle closes, the organizers publish a commitment: the SHA-256 of a secret only they know.',
    'At the close, every stake is frozen in a snapshot: items, player ids (no names) and coins.',
    'The secret is then revealed, and each item is drawn from it and the snapshot: one chance per coin, nobody twice on an item.',
    'So nobody could pick the secret after seeing the stakes, or change a stake or a winner afterwards, without this check failing.',
  ],
  chanceNote:
    'The chance on the raffle page is exact for one prize (your coins over all coins); for several prizes it is a lower bound, as each winner leaves the draw.',
  loadFailed: 'The draw could not be loaded.',
  nothingYet: 'The organizers have not committed to a draw secret yet.',
  commitmentHeading: 'The commitment',
  commitment: (date: string) => `Published on ${date}. Note it down: after the draw, the record must match it.`,
  notDrawnYet: 'The raffle has not been drawn yet. Come back after the draw to check it.',
  heldBack: (date: string) => `The raffle was drawn on ${date}. Its record is published with the results.`,
  drawnAt: (date: string) => `Drawn on ${date}.`,
  checkPublished: 'Check the published draw',
  fileHeading: 'Or check a record file',
  fileLabel: 'Draw record file (JSON)',
  fileHint: 'The draw record JSON you downloaded, exactly as published.',
  fileUnreadable: 'The file could not be read.',
  noteLabel: 'The commitment you noted before the draw (optional)',
  noteHint: 'Compared with the record, so that you do not have to trust this server either.',
  checking: 'Recomputing the draw...',
  checkingOf: (name: string) => `Recomputing the draw of ${name}...`,
  publishedRecord: 'the published record',
  matches: 'Matches: the draw record checks out.',
  doesNotMatch: 'Does not match.',
  failedCheck: (reason: string) => `The check that fails: ${reason}`,
  commitmentMatches: 'The record uses the commitment published before the draw.',
  commitmentDiffers: (published: string) =>
    `The record's commitment is not the one published before the draw (${published}).`,
  commitmentLate: 'The commitment was published after the stakes were frozen: it proves nothing about this draw.',
  noteMatches: 'The record uses the commitment you noted.',
  noteDiffers: 'The record does not use the commitment you noted.',
  summary: (items: number, winners: number) =>
    `${items} item${items === 1 ? '' : 's'} and ${winners} winner${winners === 1 ? '' : 's'} recomputed.`,
  yourIdHint: 'Players are listed by id only. Your stakes are under your player id.',
  details: 'Record details',
  secret: 'Secret',
  snapshotHash: 'Snapshot hash',
  seed: 'Seed',
  frozenAt: 'Stakes frozen',
  winnersOf: (item: number) => `Item ${item}`,
};
