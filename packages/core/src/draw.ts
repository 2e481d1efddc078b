// `@dubloon-quest/core/draw`: the provably fair draw: commitment, draw, record and its check, chances.
export { drawMessages } from './messages/draw-messages.js';
export { drawMessagesFr } from './messages/fr/draw.fr.js';
export { canonicalJson, type JsonValue } from './rules/draw/canonical-json.js';
export { fromHex, sha256, sha256Hex, toHex, utf8 } from './rules/draw/sha256.js';
export { commitmentOf, isDrawSecret, verifyCommitment } from './rules/draw/commitment.js';
export { drawRandom, type DrawRandom, rawNumber } from './rules/draw/draw-random.js';
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
export {
  type DrawFailureCode,
  type DrawOptions,
  type DrawOutcome,
  drawSeed,
  drawWinners,
  normalizeSnapshot,
  snapshotHash,
} from './rules/draw/raffle-draw.js';
export {
  createDrawRecord,
  type DrawVerification,
  type DrawVerificationCode,
  serializeDrawRecord,
  verifyDrawRecord,
  verifyDrawRecordText,
} from './rules/draw/draw-record.js';
export { chanceOfWinning, chanceOfWinningUpperBound } from './rules/draw/winning-chance.js';
export { itemChance, type ItemChance, type ItemChanceInput } from './rules/draw/item-chance.js';
export { isInDraw, itemInDraw, type HeldStake, type ItemInDraw } from './rules/draw/stakes-in-draw.js';
export { checkDrawRecord, type CommitmentCheck, type DrawCheck } from './rules/draw/draw-check.js';
