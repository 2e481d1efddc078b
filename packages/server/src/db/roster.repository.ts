import type { Role } from '@dubloon-quest/core';
import type { Db, DbTransaction } from './db.js';
import { earnCoins } from './ledger.js';
import { newReferralCode } from './referral-codes.js';

/** A player listed in an event file's optional `players` roster, to be created by `import`. */
export interface RosterPlayer {
  email: string;
  name: string;
  education: string;
  country: string;
  school: string | null;
  region: string | null;
  city: string | null;
  role: Role;
}

/** The accounts of an event file's roster (organizer tool or console import): it only adds, never changes one. */
export class RosterRepository {
  constructor(readonly db: Db) {}

  /**
   * Creates the roster's accounts that do not exist yet, verified (so "Forgot password" lets them choose a
   * password) with the signup bonus a verified player gets, in batches of `batchSize` per transaction. An
   * existing account (same e-mail) is never changed. `passwordHash` is the hash of a random password nobody
   * knows. @returns how many were created and how many already existed.
   */
  async importPlayers(
    players: readonly RosterPlayer[],
    passwordHash: string,
    signupCoins: number,
    now: Date,
    onProgress: (done: number) => void,
    batchSize = 250,
  ): Promise<{ created: number; existing: number }> {
    let created = 0;
    for (let start = 0; start < players.length; start += batchSize) {
      const batch = players.slice(start, start + batchSize);
      created += await this.db.transaction(async (tx) => {
        let inBatch = 0;
        for (const player of batch)
          if (await createRosterPlayer(tx, player, passwordHash, signupCoins, now)) inBatch += 1;
        return inBatch;
      });
      onProgress(Math.min(players.length, start + batchSize));
    }
    return { created, existing: players.length - created };
  }
}

/** Creates one roster account unless its e-mail is taken, and pays its signup bonus. @returns whether it was created. */
async function createRosterPlayer(
  tx: DbTransaction,
  player: RosterPlayer,
  passwordHash: string,
  signupCoins: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified, referral_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11)
     ON CONFLICT (email) WHERE sandbox_of IS NULL DO NOTHING
     RETURNING id`,
    [
      player.email,
      passwordHash,
      player.name,
      player.education,
      player.school,
      player.country,
      player.region,
      player.city,
      player.role,
      newReferralCode(),
      now,
    ],
  );
  const id = rows[0] ? Number(rows[0].id) : null;
  if (id === null) return false;
  if (player.role === 'Player' && signupCoins > 0) {
    // The same ledger row a verified player's signup bonus is (unique per user, source and ref).
    await earnCoins(tx, id, 'signup', signupCoins, 'signup', now);
  }
  return true;
}
