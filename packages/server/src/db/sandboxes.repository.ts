import { silverFlagChanges } from '@dubloon-quest/core/internal';
import type { Db } from './db.js';
import { earnCoins } from './ledger.js';
import { stakedAmongStatement } from './row-values.js';
import { toUser, type UserRecord } from './users.js';

/** The demo's sandboxes: private short-lived copies of demo accounts, with their own ledger. */
export class SandboxRepository {
  constructor(readonly db: Db) {}

  /**
   * Creates a short-lived private copy of a demo account (profile and password), with its own ledger starting
   * from `grants`. Purged by {@link purgeExpiredSandboxes} after `expiresAt`.
   */
  async createSandbox(template: UserRecord, referralCode: string, grants: { source: 'signup' | 'demo'; count: number; ref: string }[], now: Date, expiresAt: Date): Promise<UserRecord> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified,
           referral_code, attend_meeting, sandbox_of, expires_at, created_at)
         SELECT email, password_hash, name, education, school, country, region, city, role, true,
           $2, attend_meeting, id, $3, $4
         FROM users WHERE id = $1
         RETURNING id`,
        [template.id, referralCode, expiresAt, now],
      );
      const id = Number(rows[0]!.id);
      for (const grant of grants) await earnCoins(tx, id, grant.source, grant.count, grant.ref, now);
      const user = await tx.query('SELECT * FROM users WHERE id = $1', [id]);
      return toUser(user.rows[0]!);
    });
  }

  /** Deletes demo sandboxes past their expiry with everything they own. @returns how many were deleted. */
  async purgeExpiredSandboxes(now: Date): Promise<number> {
    return (await this.purgeExpiredSandboxesWithStakes(now)).purged;
  }

  /**
   * Deletes demo sandboxes past their expiry with everything they own, and answers the raffle items that had
   * stakes only from them: their silver flag turns back on, to be announced like any stake's.
   */
  async purgeExpiredSandboxesWithStakes(now: Date): Promise<{ purged: number; silverChanges: { item_id: number; silver: boolean }[] }> {
    return this.db.transaction(async (tx) => {
      const [staked, deleted] = await tx.batch([
        {
          sql: `SELECT DISTINCT s.item_id FROM stakes s JOIN users u ON u.id = s.user_id
                WHERE u.expires_at IS NOT NULL AND u.expires_at < $1 AND s.coins > 0`,
          params: [now],
        },
        { sql: 'DELETE FROM users WHERE expires_at IS NOT NULL AND expires_at < $1', params: [now] },
      ]);
      const items = staked!.rows.map((row) => Number(row.item_id));
      // Read after the commit, so a stake committed meanwhile by someone else keeps the item gold.
      const [stillStaked] = await tx.finish([], [stakedAmongStatement(items)]);
      const remaining = new Set(stillStaked!.rows.map((row) => Number(row.item_id)));
      return { purged: deleted!.affectedRows, silverChanges: silverFlagChanges(items, new Set(items), remaining) };
    });
  }
}
