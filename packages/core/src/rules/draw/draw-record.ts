import { safeParseContract } from '../../contract/parse.js';
import { drawMessages } from '../../messages/draw-messages.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';
import { canonicalJson } from './canonical-json.js';
import { commitmentOf } from './commitment.js';
import { DRAW_RECORD_FORMAT, drawRecordSchema } from './draw-record.schema.js';
import type { DrawRecord, DrawSnapshot } from './draw-record.schema.js';
import { drawSeed, drawWinners, normalizeSnapshot, snapshotHash } from './raffle-draw.js';
import type { DrawFailureCode, DrawOptions } from './raffle-draw.js';

/** Why a draw record does not check out. */
export type DrawVerificationCode =
  | 'DRAW.RECORD_NOT_JSON'
  | 'DRAW.RECORD_INVALID'
  | 'DRAW.RECORD_NOT_CANONICAL'
  | 'DRAW.COMMITMENT_MISMATCH'
  | 'DRAW.SNAPSHOT_NOT_NORMALIZED'
  | 'DRAW.SNAPSHOT_HASH_MISMATCH'
  | 'DRAW.SEED_MISMATCH'
  | 'DRAW.ITEMS_MISMATCH'
  | 'DRAW.WINNERS_MISMATCH';

/** A verification's outcome: the record, checked, or the first reason it does not match. */
export type DrawVerification = RuleResult<DrawRecord, DrawVerificationCode>;

/**
 * Runs the draw ({@link drawWinners}) and returns its record: the normalized snapshot, the secret, its
 * commitment, the snapshot hash, the seed and the winners. Fails as `drawWinners` does. Pure.
 */
export function createDrawRecord(
  snapshot: DrawSnapshot,
  secret: string,
  options: DrawOptions = {},
): RuleResult<DrawRecord, DrawFailureCode> {
  const outcome = drawWinners(snapshot, secret, options);
  if (!outcome.ok) return outcome;
  const { snapshot: frozen, snapshot_hash, seed, winners } = outcome.value;
  return succeed({
    format: DRAW_RECORD_FORMAT,
    commitment: commitmentOf(secret),
    secret,
    snapshot_hash,
    seed,
    snapshot: frozen,
    winners: winners.map((item) => ({ item_id: item.item_id, player_ids: [...item.player_ids] })),
  });
}

/**
 * The record's one published text: its canonical JSON (sorted keys, no whitespace, no final line break). Every
 * byte of it is checked by {@link verifyDrawRecordText}, so no byte can change unnoticed. Pure.
 */
export function serializeDrawRecord(record: DrawRecord): string {
  return canonicalJson(record);
}

/**
 * Recomputes a draw from its record alone and says whether it matches, checking in this order: the record's
 * shape, the secret against the commitment, the snapshot's normal form, the snapshot hash, the seed, then
 * every item's winners (recomputed with {@link drawWinners}). Fails with the first mismatch's code and a
 * message saying what does not match. Pure.
 */
export function verifyDrawRecord(record: DrawRecord): DrawVerification {
  const parsed = safeParseContract(drawRecordSchema, record, drawMessages.recordSubject);
  if (!parsed.ok) return fail('DRAW.RECORD_INVALID', parsed.error.message);
  const checked = parsed.value;
  if (commitmentOf(checked.secret) !== checked.commitment)
    return fail('DRAW.COMMITMENT_MISMATCH', drawMessages.commitmentMismatch);
  const normalized = normalizeSnapshot(checked.snapshot);
  if (!normalized.ok) return fail('DRAW.RECORD_INVALID', normalized.message);
  if (canonicalJson(normalized.value) !== canonicalJson(checked.snapshot))
    return fail('DRAW.SNAPSHOT_NOT_NORMALIZED', drawMessages.snapshotNotNormalized);
  if (snapshotHash(checked.snapshot) !== checked.snapshot_hash)
    return fail('DRAW.SNAPSHOT_HASH_MISMATCH', drawMessages.snapshotHashMismatch);
  if (drawSeed(checked.secret, checked.snapshot_hash) !== checked.seed)
    return fail('DRAW.SEED_MISMATCH', drawMessages.seedMismatch);

  const redrawn = drawWinners(checked.snapshot, checked.secret);
  if (!redrawn.ok) return fail('DRAW.RECORD_INVALID', redrawn.message);
  const expected = redrawn.value.winners;
  const listed = checked.winners;
  if (
    listed.length !== expected.length ||
    listed.some((item, index) => item.item_id !== expected[index]!.item_id)
  )
    return fail('DRAW.ITEMS_MISMATCH', drawMessages.itemsMismatch);
  for (const [index, item] of listed.entries()) {
    const want = expected[index]!.player_ids;
    if (item.player_ids.length !== want.length || item.player_ids.some((player, at) => player !== want[at]))
      return fail('DRAW.WINNERS_MISMATCH', drawMessages.winnersMismatch(item.item_id));
  }
  return succeed(checked);
}

/**
 * Verifies a published record's text byte for byte: it must be JSON, have the record's shape, be exactly the
 * canonical text of what it holds ({@link serializeDrawRecord}), and then pass {@link verifyDrawRecord}. So a
 * change of any byte is detected, even one that would not change a value (a space, an escaped letter). Pure.
 */
export function verifyDrawRecordText(text: string): DrawVerification {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail('DRAW.RECORD_NOT_JSON', drawMessages.recordNotJson((error as Error).message));
  }
  const parsed = safeParseContract(drawRecordSchema, json, drawMessages.recordSubject);
  if (!parsed.ok) return fail('DRAW.RECORD_INVALID', parsed.error.message);
  if (serializeDrawRecord(parsed.value) !== text)
    return fail('DRAW.RECORD_NOT_CANONICAL', drawMessages.recordNotCanonical);
  return verifyDrawRecord(parsed.value);
}
