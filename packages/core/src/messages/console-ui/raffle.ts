/** The results' states of `GET /console/raffle` (the contract's `consoleResultsStateSchema`); texts never import the contract. */
type ConsoleResultsState = 'auto' | 'held' | 'published';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A chance between 0 and 1 as a percentage with up to two decimals ("12.5 %", "0.01 %", "100 %"). */
const percent = (chance: number): string => {
  const value = Math.round(chance * 10_000) / 100;
  if (chance > 0 && value === 0) return 'under 0.01 %';
  return `${value.toLocaleString('en', { maximumFractionDigits: 2 })} %`;
};

/**
 * The console's Raffle and draw screen (organizers): the stakes per item, the draw's commitment, the provable
 * draw and its record, and publishing the results (docs/organizer.md, decisions 0070 and 0071).
 */
export const consoleRaffleText = {
  intro:
    'Follow the stakes on each item, commit to the draw before the raffle closes, draw the winners after it closes, check the record anyone can recompute, then publish the results.',
  refresh: 'Refresh',
  refreshFailed: (reason: string) => `${reason} The figures below are the last ones loaded.`,
  items: {
    heading: 'Items and stakes',
    caption: 'Raffle items',
    item: 'Item',
    partner: 'Partner',
    prizes: 'Prizes',
    players: 'Players',
    coins: 'Coins staked',
    status: 'Status',
    open: 'In the raffle',
    retired: 'Retired (not drawn)',
    choose: 'Choose an item to see who staked on it, their coins and their chances.',
    hideStakes: 'Close the stakes',
    none: 'There are no raffle items: add them on the Event content screen.',
    totals: (items: number, players: number, coins: number) =>
      `${plural(items, 'item', 'items')}; ${plural(coins, 'coin', 'coins')} staked in all, ${plural(players, 'stake', 'stakes')}.`,
  },
  stakes: {
    heading: (item: string) => `Stakes on ${item}`,
    caption: (item: string) => `Players who staked on ${item}`,
    summary: (players: number, coins: number, prizes: number) =>
      `${plural(players, 'player', 'players')}, ${plural(coins, 'coin', 'coins')}, ${plural(prizes, 'prize', 'prizes')}. Each coin is one ticket.`,
    player: 'Player',
    email: 'E-mail',
    coins: 'Coins',
    chance: 'Chance of winning',
    exact: (chance: number) => percent(chance),
    atLeast: (chance: number) => `at least ${percent(chance)}`,
    banned: (name: string) => `${name} (banned)`,
    bannedChance: 'None: banned players are left out of the draw',
    chanceNote:
      'With one prize the chance is exact. With several it is a lower bound: each winner leaves the draw, which raises everyone else\u2019s chance. With one prize per player, winning an earlier item (lower id) takes a player out of the later ones.',
    none: 'Nobody has staked on this item yet.',
  },
  commitment: {
    heading: 'Commitment',
    explain:
      'Before the raffle closes, commit to the draw: the server makes a secret and keeps only its SHA-256, the commitment. Publishing the commitment proves the secret was chosen before the final stakes were known.',
    none: 'There is no commitment yet. Make one before the raffle closes, then publish it.',
    create: 'Make the commitment',
    creating: 'Making the commitment...',
    inForce: 'Commitment in force',
    madeAt: (at: string) => `Made ${at}`,
    publish:
      'Publish this commitment to the players before the raffle closes, where its date can be seen: the event page, the community chat, an e-mail to every player.',
    copy: 'Copy the commitment',
    copied: 'The commitment was copied.',
    replace: 'Replace the commitment',
    replacing: 'Replacing...',
    replaceTitle: 'Replace the commitment?',
    replaceWarning:
      'Replace it only if its secret was lost: the old commitment stays on record, players who saw it will see a new one, and you must say publicly why it changed. Without the new secret there is no draw.',
    replaceAfterDraw:
      'A draw was already made under this commitment. A new commitment allows a new draw with other winners: players will see that the winners changed, so do it only to correct a mistake, and say so publicly.',
    replaceWord: 'replace',
    replaceType: (word: string) => `Type ${word} to confirm`,
    replaceConfirm: 'Replace the commitment',
    replaced: 'The commitment was replaced. Publish the new one and say why it changed.',
  },
  secret: {
    heading: 'The draw secret: shown this once',
    warning:
      'Keep this secret private until the draw, and keep it safe: the server does not store it, and without it there is no draw. Anyone who sees it before the draw could know the outcome early.',
    label: 'Secret',
    copy: 'Copy the secret',
    copied: 'The secret was copied.',
    download: 'Download the secret as a file',
    fileName: (commitment: string) => `draw-secret-${commitment.slice(0, 8)}.txt`,
    downloaded: (file: string) => `The secret was saved as ${file}.`,
    saved: 'I have saved the secret',
    then: 'Then publish the commitment below to the players, before the raffle closes.',
  },
  draw: {
    heading: 'Draw',
    explain:
      'After the raffle closes, enter the secret: the server checks it against the commitment, freezes every stake, draws every item that is not retired and stores the winners. Anyone can recompute the draw from its record.',
    needsCommitment: 'Make a commitment first: there is nothing to draw against.',
    secret: 'Secret (64 characters)',
    secretHint: 'The secret shown when the commitment was made, or its file.',
    secretFile: 'Or load the secret file',
    fileUnreadable: (file: string) => `The file ${file} could not be read.`,
    raffleOpen: (closesAt: string) =>
      `The raffle is still open until ${closesAt}: players can still change their stakes, and stakes made after the draw take no part in it. Draw after it closes.`,
    allowOpen: 'Draw while the raffle is open (a rehearsal, or the event ends early)',
    allowOpenRequired:
      'The raffle is still open: wait until it closes, or tick the box above to draw anyway.',
    submit: 'Draw the winners',
    drawing: 'Drawing...',
    progress: 'Checking the secret, freezing the stakes and drawing every item. This can take a moment.',
    confirmTitle: 'Draw the winners now?',
    confirm:
      'The stakes are frozen as they are now, every item is drawn and the winners are stored. A draw cannot be undone or made again under this commitment.',
    confirmOpen:
      'The raffle is still open: stakes made after this draw take no part in it. The stakes are frozen as they are now, every item is drawn and the winners are stored. A draw cannot be undone.',
    confirmLabel: 'Draw',
  },
  record: {
    heading: 'The draw and its record',
    drawnAt: (at: string) => `Drawn ${at}`,
    olderCommitment: 'This draw was made under an earlier commitment.',
    winnersCaption: 'Winners',
    item: 'Item',
    rank: 'Rank',
    winner: 'Winner',
    email: 'E-mail',
    unnamedItem: (itemId: number) => `Item ${itemId}`,
    noWinners: 'Nobody had staked on the items drawn: there are no winners.',
    excluded: (names: readonly string[]) =>
      `Left out of the draw because they were banned when the stakes froze (listed in the record as "excluded"): ${Array.from(names).join(', ')}.`,
    unknownPlayer: (playerId: string) => `player ${playerId}`,
    commitment: 'Commitment',
    snapshotHash: 'Snapshot hash',
    seed: 'Seed',
    download: 'Download the record (JSON)',
    fileName: (drawnAt: string) => `draw-record-${drawnAt.slice(0, 10)}.json`,
    downloaded: (file: string) => `The record was saved as ${file}. Publish it next to the commitment.`,
    publish:
      'Publish the record next to the commitment: anyone can check it with the game or the organizer tool.',
    check: 'Check the record',
    checkFile: 'Or check a record file',
    matches: 'Matches.',
    fails: 'Does not match:',
    checked: (what: string) => `Checked: ${what}`,
    thisRecord: 'the stored record',
  },
  results: {
    heading: 'Results',
    state: (state: ConsoleResultsState) =>
      ({
        auto: 'The console has not held or published them: stored winners show as soon as they exist (as with the organizer tool alone).',
        held: 'Players do not see the new winners yet.',
        published: 'Players see these winners on the results page.',
      })[state],
    stateLabel: 'State',
    stateName: (state: ConsoleResultsState) =>
      ({ auto: 'Automatic', held: 'Held back', published: 'Published' })[state],
    publishedAt: (at: string) => `Published ${at}`,
    previewHeading: 'Preview: the results page as players will see it',
    rafflePreview: 'Raffle winners',
    /** A raffle prize's heading in the preview: the prize, then its partner (as the results page names it). */
    rafflePrize: (item: string | undefined, partner: string) => (item ? `${item} (${partner})` : partner),
    challengePreview: 'Challenge winners',
    empty:
      'No winners yet: the preview fills in after the draw and when businesses pick their challenge winners.',
    noneFor: 'No winners.',
    winner: (name: string, education: string, region: string | null, country: string) =>
      `${name} (${education}), ${region ? `${region}, ` : ''}${country}`,
    award: (dollars: number) => `$${dollars}`,
    publish: 'Publish the results',
    publishing: 'Publishing...',
    publishTitle: 'Publish the results?',
    publishConfirm:
      'Players see these winners on the results page at once. Each business\u2019s picked challenge winners become its challenge winners.',
    hold: 'Hold the results back',
    holding: 'Holding back...',
    holdTitle: 'Hold the results back?',
    holdConfirm: 'Players stop seeing the new winners until you publish them again.',
  },
  clipboardUnavailable: 'this browser allows copying only on HTTPS pages',
  copyFailed: (reason: string) => `The text could not be copied: ${reason}. Select it and copy it by hand.`,
} as const;
