import { isLocale, type Locale } from '@dubloon-quest/core';
import type { Db, Row } from './db.js';
import { toDate } from './row-values.js';

/** A mail to queue: its address, subject and plain-text body, and the language they are written in (English unless said). */
export interface QueuedMail {
  to: string;
  subject: string;
  body: string;
  language?: Locale | undefined;
}

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The language the mail is written in: its HTML part's and sender's (decision 0175). */
  language: Locale;
  createdAt: Date;
  sentAt: Date | null;
  /** Still unsent after the last of its five delivery attempts: the outbox gave up. */
  failed: boolean;
}

/** How a message waits: `now` for mail a person waits for, `bulk` for invitations (decision 0195). */
type MailPriority = 'now' | 'bulk';

/** What the outbox knows of a message beyond its text. */
export interface MailDelivery {
  /** `bulk` unless told. */
  priority?: MailPriority;
  /** The hash of the token its link carries: the token's validity counts from when the message leaves. */
  tokenHash?: string;
}

/** A message still unsent after this many attempts is given up. */
const MAX_ATTEMPTS = 5;

/** The mail outbox every server process delivers from. */
export class MailRepository {
  constructor(readonly db: Db) {}

  async enqueueMail(mail: QueuedMail, now: Date, delivery: MailDelivery = {}): Promise<number> {
    const { rows } = await this.db.query(
      'INSERT INTO mail_outbox (to_address, subject, body, created_at, language, priority, token_hash) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [mail.to, mail.subject, mail.body, now, mail.language ?? 'en', delivery.priority === 'now' ? 0 : 1, delivery.tokenHash ?? null],
    );
    return Number(rows[0]!.id);
  }

  /**
   * Claims up to `limit` unsent messages for delivery, those a person waits for first, then in order: marks them
   * sent at `now` in one statement that skips rows another process is claiming, so several server processes never
   * deliver one message twice. A link a claimed message carries gets the time it waited added to its validity
   * (unless used, or replaced by a newer link of its kind): it counts from now. A failed delivery gives the
   * message back with {@link releaseMail}.
   */
  async claimUnsentMail(limit: number, now: Date): Promise<MailMessage[]> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE mail_outbox SET sent_at = $2, attempts = attempts + 1
         WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} ORDER BY priority, id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [limit, now],
      );
      const tokens = rows.filter((row) => row.token_hash != null && Number(row.attempts) === 1);
      if (tokens.length > 0)
        await tx.query(
          `UPDATE email_tokens t SET expires_at = t.expires_at + ($2::timestamptz - t.created_at)
            WHERE t.token_hash = ANY ($1::text[]) AND t.used_at IS NULL AND $2::timestamptz > t.created_at
              AND NOT EXISTS (SELECT 1 FROM email_tokens n WHERE n.user_id = t.user_id AND n.purpose = t.purpose AND n.created_at > t.created_at)`,
          [`{${tokens.map((row) => String(row.token_hash)).join(',')}}`, now],
        );
      return rows.sort((a, b) => Number(a.priority) - Number(b.priority) || Number(a.id) - Number(b.id)).map(toMail);
    });
  }

  /** Gives a claimed message back after a failed delivery (retried until 5 attempts). */
  async releaseMail(id: number, error: string): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET sent_at = NULL, last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
  }

  /** How many messages wait for delivery, were handed on, and were given up. */
  async mailCounts(): Promise<{ queued: number; sent: number; failed: number }> {
    const { rows } = await this.db.query(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}) AS queued,
         count(*) FILTER (WHERE sent_at IS NOT NULL) AS sent,
         count(*) FILTER (WHERE sent_at IS NULL AND attempts >= ${MAX_ATTEMPTS}) AS failed
       FROM mail_outbox`,
    );
    const row = rows[0]!;
    return { queued: Number(row.queued), sent: Number(row.sent), failed: Number(row.failed) };
  }

  /** The newest `limit` messages, newest first (the console's outbox). */
  async recentMail(limit: number): Promise<MailMessage[]> {
    const { rows } = await this.db.query('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map(toMail);
  }

  /** Every mail sent to an address, newest last (tests and the demo console read it). */
  async mailTo(address: string): Promise<MailMessage[]> {
    const { rows } = await this.db.query('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY id', [address.toLowerCase()]);
    return rows.map(toMail);
  }
}

function toMail(row: Row): MailMessage {
  return { id: Number(row.id), to: String(row.to_address), subject: String(row.subject), body: String(row.body), language: isLocale(row.language) ? row.language : 'en', createdAt: toDate(row.created_at), sentAt: row.sent_at ? toDate(row.sent_at) : null, failed: row.sent_at == null && Number(row.attempts) >= MAX_ATTEMPTS };
}
