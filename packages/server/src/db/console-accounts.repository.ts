import type { Role } from '@dubloon-quest/core';
import type { ConsoleAccount } from '@dubloon-quest/core/console';
import { newReferralCode } from './referral-codes.js';
import type { Db, Row } from './db.js';
import { textOrNull, toDate } from './row-values.js';

/** The columns of an account as the console shows it (users `u` joined with their affiliation `a`). */
const ACCOUNT_COLUMNS =
  'u.id, u.email, u.name, u.role, u.email_verified, u.invitation_pending, u.banned_until, u.created_at, a.business_id, a.raffle_partner';

/** What a partner account belongs to. */
export interface Affiliation {
  businessId: number | null;
  rafflePartner: string | null;
}

/** A new Partner or Organizer account, invited by e-mail. */
export interface InvitedAccount {
  email: string;
  name: string;
  role: Role;
  affiliation: Affiliation;
  /** The hash of a random password nobody knows: the invitee chooses theirs with the mailed link. */
  passwordHash: string;
  /** False when the invitee chose the password already (the first organizer's link, decision 0112). */
  pending?: boolean;
}

/** The console's SQL about accounts, roles and what partners belong to. */
export class ConsoleAccountsRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** What an account belongs to (a demo copy: its template's). */
  async affiliationOf(userId: number, sandboxOf: number | null): Promise<Affiliation> {
    const { rows } = await this.db.query(
      'SELECT business_id, raffle_partner FROM console_affiliations WHERE user_id = $1',
      [sandboxOf ?? userId],
    );
    const row = rows[0];
    return {
      businessId: row?.business_id == null ? null : Number(row.business_id),
      rafflePartner: textOrNull(row?.raffle_partner),
    };
  }

  /** Every partner and organizer account (not demo copies), by id. */
  async consoleAccounts(): Promise<ConsoleAccount[]> {
    const { rows } = await this.db.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM users u LEFT JOIN console_affiliations a ON a.user_id = u.id
       WHERE u.role <> 'Player' AND u.sandbox_of IS NULL ORDER BY u.id`,
    );
    return rows.map(toAccount);
  }

  /** One account (not a demo copy), or null. */
  async account(userId: number): Promise<ConsoleAccount | null> {
    const { rows } = await this.db.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM users u LEFT JOIN console_affiliations a ON a.user_id = u.id WHERE u.id = $1 AND u.sandbox_of IS NULL`,
      [userId],
    );
    return rows[0] ? toAccount(rows[0]) : null;
  }

  /** Whether an organizer account (not a demo copy) exists. */
  async organizerExists(): Promise<boolean> {
    const { rows } = await this.db.query("SELECT 1 FROM users WHERE role = 'Organizer' AND sandbox_of IS NULL LIMIT 1");
    return rows.length > 0;
  }

  /** The id of the account (not a demo copy) with this e-mail, or null. */
  async idByEmail(email: string): Promise<number | null> {
    const { rows } = await this.db.query('SELECT id FROM users WHERE email = $1 AND sandbox_of IS NULL', [
      email.trim().toLowerCase(),
    ]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /**
   * Creates an invited account, verified (the invitation link proves the address) and pending until its invitee
   * chooses a password. @returns its id, or null when the e-mail is taken.
   */
  async createInvited(account: InvitedAccount, now: Date): Promise<number | null> {
    const { rows } = await this.db.query(
      `INSERT INTO users (email, password_hash, name, education, country, role, email_verified, invitation_pending, referral_code, created_at)
       VALUES ($1, $2, $3, 'Other', '', $4, true, $7, $5, $6)
       ON CONFLICT (email) WHERE sandbox_of IS NULL DO NOTHING RETURNING id`,
      [
        account.email.trim().toLowerCase(),
        account.passwordHash,
        account.name.trim(),
        account.role,
        newReferralCode(),
        now,
        account.pending ?? true,
      ],
    );
    const id = rows[0] ? Number(rows[0].id) : null;
    if (id !== null) await this.setAffiliation(id, account.affiliation);
    return id;
  }

  /** Gives an account a business unless it already belongs to something. */
  async affiliateUnlessAffiliated(userId: number, businessId: number): Promise<void> {
    await this.db.query(
      'INSERT INTO console_affiliations (user_id, business_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      [userId, businessId],
    );
  }

  /** Locks an account's row until the transaction ends, so role changes never interleave. */
  async lock(userId: number): Promise<void> {
    await this.db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  }

  /** Gives an account a role and its affiliation (none unless a partner). */
  async setRole(userId: number, role: Role, affiliation: Affiliation): Promise<void> {
    await this.db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
    await this.setAffiliation(
      userId,
      role === 'Partner' ? affiliation : { businessId: null, rafflePartner: null },
    );
  }

  /** Moves every partner of a raffle partner to its new name (the partner was renamed). */
  async renameRafflePartner(from: string, to: string): Promise<void> {
    await this.db.query('UPDATE console_affiliations SET raffle_partner = $2 WHERE raffle_partner = $1', [
      from,
      to,
    ]);
  }

  private async setAffiliation(userId: number, affiliation: Affiliation): Promise<void> {
    if (affiliation.businessId === null && affiliation.rafflePartner === null) {
      await this.db.query('DELETE FROM console_affiliations WHERE user_id = $1', [userId]);
      return;
    }
    await this.db.query(
      `INSERT INTO console_affiliations (user_id, business_id, raffle_partner) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET business_id = EXCLUDED.business_id, raffle_partner = EXCLUDED.raffle_partner`,
      [userId, affiliation.businessId, affiliation.rafflePartner],
    );
  }
}

function toAccount(row: Row): ConsoleAccount {
  return {
    user_id: Number(row.id),
    email: String(row.email),
    name: String(row.name),
    role: row.role as Role,
    business_id: row.business_id == null ? null : Number(row.business_id),
    raffle_partner: textOrNull(row.raffle_partner),
    email_verified: Boolean(row.email_verified),
    invitation_pending: row.invitation_pending === true,
    banned_until: row.banned_until ? toDate(row.banned_until).toISOString() : null,
    created_at: toDate(row.created_at).toISOString(),
  };
}
