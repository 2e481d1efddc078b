import type { ConsoleAuditEntry, ConsoleParsedQuery } from '@dubloon-quest/core';
import type { Db, Row } from './db.js';
import { textOrNull, toDate } from './row-values.js';

/** Who an audit entry names. */
export interface AuditActor {
  userId: number | null;
  email: string;
  role: string;
}

/** One console action to record: what (`players.ban`), on what (`user:12`), and the state before and after. */
export interface AuditChange {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Records a console action. Called inside the transaction that makes the change, so the change and its entry
 * are written together or not at all. `before` and `after` are stored as JSON.
 */
export async function recordAudit(
  db: Pick<Db, 'query'>,
  actor: AuditActor,
  change: AuditChange,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO console_audit (at, actor_id, actor_email, actor_role, action, target, before_state, after_state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      at,
      actor.userId,
      actor.email,
      actor.role,
      change.action,
      change.target,
      toJson(change.before),
      toJson(change.after),
    ],
  );
}

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** The audit log, newest first, filtered and paged as `GET /console/audit` asks. */
export async function listAudit(
  db: Pick<Db, 'query'>,
  query: ConsoleParsedQuery<'consoleListAudit'>,
): Promise<{ entries: ConsoleAuditEntry[]; nextBeforeId: number | null }> {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const param = (value: string | number) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.action) conditions.push(`action LIKE ${param(`${likeEscape(query.action)}%`)} ESCAPE '\\'`);
  if (query.actor) conditions.push(`actor_email ILIKE ${param(`%${likeEscape(query.actor)}%`)} ESCAPE '\\'`);
  if (query.target) conditions.push(`target = ${param(query.target)}`);
  if (query.before_id !== undefined) conditions.push(`id < ${param(query.before_id)}`);
  const limit = query.limit ?? 100;
  const { rows } = await db.query(
    `SELECT * FROM console_audit ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${param(limit + 1)}`,
    params,
  );
  const entries = rows.slice(0, limit).map(toEntry);
  return { entries, nextBeforeId: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

/** Every audit entry, oldest first (the export). */
export async function allAudit(db: Pick<Db, 'query'>): Promise<ConsoleAuditEntry[]> {
  const { rows } = await db.query('SELECT * FROM console_audit ORDER BY id');
  return rows.map(toEntry);
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. Pure. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function toEntry(row: Row): ConsoleAuditEntry {
  return {
    id: Number(row.id),
    at: toDate(row.at).toISOString(),
    actor: {
      user_id: row.actor_id === null ? null : Number(row.actor_id),
      email: String(row.actor_email),
      role: String(row.actor_role),
    },
    action: String(row.action),
    target: String(row.target),
    before: parseState(row.before_state),
    after: parseState(row.after_state),
  };
}

function parseState(value: unknown): unknown {
  const text = textOrNull(value);
  return text === null ? null : (JSON.parse(text) as unknown);
}
