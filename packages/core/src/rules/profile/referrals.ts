import { messages } from '../../messages/catalogue.js';

/** One referral as `GET /auth/player/referrals` lists it. */
export interface ReferralInput {
  readonly created_at: string;
  readonly coins: number;
  /** The friend's name; an e-mail address the original event's server sent is never shown (decision 0178). */
  readonly invited_user: { readonly name: string; readonly email?: string | undefined };
}

/** One row of the referrals table. */
export interface ReferralRow {
  readonly name: string;
  readonly coins: number;
  /** The ISO timestamp as sent, for the UI to format in the reader's locale. */
  readonly createdAt: string;
  /** Epoch ms, or null when `created_at` is not a date. */
  readonly createdAtMs: number | null;
}

/** The referrals table: rows newest first, the coins they earned, and the empty-state text if none. */
export interface ReferralTable {
  readonly rows: readonly ReferralRow[];
  readonly totalCoins: number;
  /** "No referrals has been used yet" when there are no rows, else null. */
  readonly emptyMessage: string | null;
}

const byNewestThenName = (a: ReferralRow, b: ReferralRow) =>
  (b.createdAtMs ?? -Infinity) - (a.createdAtMs ?? -Infinity) || a.name.localeCompare(b.name);

/**
 * Shapes the referrals for display: newest first (undated ones last), ties by name, with the
 * total coins they earned and the empty-state message (spec section 8) when there is none. Pure.
 */
export function referralTable(referrals: readonly ReferralInput[]): ReferralTable {
  const rows = referrals
    .map((referral): ReferralRow => {
      const ms = Date.parse(referral.created_at);
      return {
        name: referral.invited_user.name,
        coins: referral.coins,
        createdAt: referral.created_at,
        createdAtMs: Number.isFinite(ms) ? ms : null,
      };
    })
    .sort(byNewestThenName);
  return {
    rows,
    totalCoins: rows.reduce((sum, row) => sum + row.coins, 0),
    emptyMessage: rows.length === 0 ? messages.profile.noReferrals : null,
  };
}
