/**
 * What the provably fair draw says when a snapshot or a record does not hold (the organizer tool, the
 * console and the verification page). Apart from the catalogue so that pages without a draw do not carry it.
 */
export const drawMessages = {
  snapshotSubject: 'The draw snapshot',
  recordSubject: 'The draw record',
  duplicateStake: 'This player has more than one stake on this item',
  totalTooLarge: 'The coins staked on this item add up to more than the draw can count',
  excludedTwice: 'This player is listed twice among the players left out of the draw',
  excludedButStaking: 'This player is left out of the draw but still has a stake in it',
  invalidSecret: 'The secret must be 64 lower-case hexadecimal characters (0-9, a-f)',
  recordNotJson: (reason: string) => `The draw record is not valid JSON: ${reason}`,
  recordNotCanonical:
    'The draw record is not in its canonical form (sorted keys, no spaces or line breaks): it was changed after the draw',
  snapshotNotNormalized:
    "The snapshot must list items by item_id, each item's stakes by player_id, and no stake of 0: it was changed after the draw",
  commitmentMismatch: 'The secret does not match the commitment: its SHA-256 is not the published commitment',
  snapshotHashMismatch: 'The snapshot hash is not the SHA-256 of the snapshot: the stakes were changed after the draw',
  seedMismatch: 'The seed is not the SHA-256 of the secret followed by the snapshot hash',
  itemsMismatch: 'The winners do not list the same items, in the same order, as the snapshot',
  winnersMismatch: (itemId: number) => `The winners of item ${itemId} are not the ones the draw gives`,
  verified: 'The draw record checks out: the secret matches the commitment, and the snapshot hash, the seed and every winner were recomputed and match.',
} as const;
