import type { Db } from './db.js';

/**
 * The first organizer's one-time links (docs/decisions/0112-first-organizer-link.md), by their tokens' hashes.
 * Callers run these in the transaction that holds the console's state lock.
 */
export class FirstOrganizerLinksRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Stores a new link and ends every older unused one: only the link printed last works. */
  async replace(tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.query('UPDATE first_organizer_links SET expires_at = $1 WHERE used_at IS NULL AND expires_at > $1', [now]);
    await this.db.query('INSERT INTO first_organizer_links (token_hash, created_at, expires_at) VALUES ($1, $2, $3)', [
      tokenHash,
      now,
      expiresAt,
    ]);
  }

  /** Uses up a link. @returns false when it is unknown, used or expired. */
  async consume(tokenHash: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      'UPDATE first_organizer_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING token_hash',
      [tokenHash, now],
    );
    return rows.length > 0;
  }
}
