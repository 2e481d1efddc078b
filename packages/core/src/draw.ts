// `@dubloon-quest/core/draw`: the provably fair draw: commitment, draw, record and its check, chances.
export { drawMessages } from './messages/draw-messages.js';
export { drawMessagesFr } from './messages/fr/draw.fr.js';
export { commitmentOf, isDrawSecret, verifyCommitment } from './rules/draw/commitment.js';
export {
  DRAW_RECORD_FORMAT,
  type DrawExclusion,
  drawExclusionSchema,
  type DrawItem,
  drawItemSchema,
  drawPlayerIdSchema,
  type DrawRecord,
  drawRecordSchema,
  type DrawSnapshot,
  drawSnapshotSchema,
  type DrawStake,
  drawStakeSchema,
  hex256Schema,
  type ItemWinners,
  itemWinnersSchema,
} from './rules/draw/draw-record.schema.js';
export { type DrawFailureCode, type DrawOptions } from './rules/draw/raffle-draw.js';
export {
  createDrawRecord,
  type DrawVerification,
  type DrawVerificationCode,
  serializeDrawRecord,
  verifyDrawRecordText,
} from './rules/draw/draw-record.js';
export { chanceOfWinning } from './rules/draw/winning-chance.js';
export { type ItemChance } from './rules/draw/item-chance.js';
export { checkDrawRecord, type CommitmentCheck, type DrawCheck } from './rules/draw/draw-check.js';
