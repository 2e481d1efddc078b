import type { DrawCommitment } from '../../contract/draw.schema.js';
import { verifyDrawRecordText } from './draw-record.js';
import type { DrawVerification } from './draw-record.js';

/**
 * How a record's commitment compares with one published before the draw: the same and published before the
 * stakes were frozen (`matches`), another one (`differs`), the same but published after the freeze, which proves
 * nothing (`late`), or nothing to compare with (`unknown`).
 */
export type CommitmentCheck = 'matches' | 'differs' | 'late' | 'unknown';

/** A draw record checked as a player checks it on the web app's verification page. */
export interface DrawCheck {
  /** The record recomputed ({@link verifyDrawRecordText}): the record, or the first check that fails. */
  readonly verification: DrawVerification;
  /** The record's commitment against the one the server published before the draw. */
  readonly published: CommitmentCheck;
  /** The record's commitment against one the player noted themselves before the draw, if they give one. */
  readonly noted: 'matches' | 'differs' | null;
}

const normalized = (commitment: string) => commitment.trim().toLowerCase();

/**
 * Checks a draw record's text: recomputes the draw with {@link verifyDrawRecordText} (shape, canonical form,
 * secret against the record's commitment, snapshot, hash, seed, every winner), then compares the record's
 * commitment with the commitment the server published (`published`, and it must predate the record's
 * `frozen_at`, or the organizers could have chosen the secret after seeing the stakes) and with the one the player
 * noted before the draw (`noted`, compared ignoring case and surrounding spaces; empty: not compared), so that
 * a player need not trust the server that serves both the record and the commitment. A record that does not
 * verify has nothing to compare (`unknown`, null). Pure.
 */
export function checkDrawRecord(
  text: string,
  options: { published?: DrawCommitment | null; noted?: string } = {},
): DrawCheck {
  const verification = verifyDrawRecordText(text);
  const noted = options.noted?.trim() ? options.noted : null;
  if (!verification.ok) return { verification, published: 'unknown', noted: null };
  const record = verification.value;
  const published = options.published ?? null;
  const publishedCheck: CommitmentCheck =
    published === null
      ? 'unknown'
      : normalized(published.commitment) !== record.commitment
        ? 'differs'
        : Date.parse(published.committed_at) > Date.parse(record.snapshot.frozen_at)
          ? 'late'
          : 'matches';
  return {
    verification,
    published: publishedCheck,
    noted: noted === null ? null : normalized(noted) === record.commitment ? 'matches' : 'differs',
  };
}
