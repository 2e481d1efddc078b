import type { Db, Row } from './db.js';
import { toDate } from './row-values.js';

/** One archived event as stored: its texts are JSON (`results`, `draw`, `public_draw`, `exports`) or the event document. */
export interface ArchivedEventRow {
  id: number;
  name: string;
  content: string;
  results: string;
  draw: string | null;
  publicDraw: string;
  exports: string;
  players: number;
  archivedAt: Date;
  archivedByEmail: string;
}

/** What {@link ArchiveRepository.add} stores: the row, and the results as players saw them (JSON). */
export type NewArchivedEvent = Omit<ArchivedEventRow, 'id'> & { archivedBy: number | null; playerResults: string };

/** A player account an archive removed, as kept for reading its event (docs/decisions/0180). */
export interface ArchivedPlayer {
  archivedEventId: number;
  userId: number;
  name: string;
  passwordHash: string;
}

/** What a past event's players read of it: its name, its document and the results as they saw them. */
export interface PastEventRow {
  id: number;
  content: string;
  playerResults: string | null;
  archivedAt: Date;
}

/** The archived events (append-only), each frozen when archived (docs/decisions/0110-event-after-event.md). */
export class ArchiveRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Stores an archived event. @returns its id. */
  async add(event: NewArchivedEvent): Promise<number> {
    const { rows } = await this.db.query(
      `INSERT INTO archived_events (name, content, results, draw, public_draw, exports, players, archived_at, archived_by, archived_by_email, player_results)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        event.name,
        event.content,
        event.results,
        event.draw,
        event.publicDraw,
        event.exports,
        event.players,
        event.archivedAt,
        event.archivedBy,
        event.archivedByEmail,
        event.playerResults,
      ],
    );
    return Number(rows[0]!.id);
  }

  /**
   * Keeps the verified player accounts of the event in play (demo copies left out) for the archived event `id`,
   * inside the archiving transaction, before play is cleared: their old id, e-mail, password hash and name.
   */
  async keepPlayers(id: number): Promise<void> {
    await this.db.query(
      `INSERT INTO archived_players (archived_event_id, user_id, email, password_hash, name)
       SELECT $1, id, email, password_hash, name FROM users
       WHERE role = 'Player' AND sandbox_of IS NULL AND email_verified`,
      [id],
    );
  }

  /** The newest archived account with this e-mail (any case), or null. */
  async pastPlayerByEmail(email: string): Promise<ArchivedPlayer | null> {
    const { rows } = await this.db.query(
      'SELECT * FROM archived_players WHERE email = lower($1) ORDER BY archived_event_id DESC LIMIT 1',
      [email.trim()],
    );
    return rows[0] ? toPastPlayer(rows[0]) : null;
  }

  /** The archived account that had this user id (ids are never reused), or null. */
  async pastPlayer(userId: number): Promise<ArchivedPlayer | null> {
    const { rows } = await this.db.query('SELECT * FROM archived_players WHERE user_id = $1', [userId]);
    return rows[0] ? toPastPlayer(rows[0]) : null;
  }

  /** What the players of archived event `id` read of it, or null. */
  async pastEvent(id: number): Promise<PastEventRow | null> {
    const { rows } = await this.db.query('SELECT id, content, player_results, archived_at FROM archived_events WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      content: String(row.content),
      playerResults: typeof row.player_results === 'string' ? row.player_results : null,
      archivedAt: toDate(row.archived_at),
    };
  }

  /**
   * The public draw answer whose commitment starts with `prefix` (16 to 64 hex digits), among the archived
   * events, newest first, or null.
   */
  async publicDrawByCommitment(prefix: string): Promise<string | null> {
    const { rows } = await this.db.query(
      `SELECT public_draw FROM archived_events
       WHERE starts_with(public_draw::jsonb -> 'commitment' ->> 'commitment', $1) ORDER BY id DESC LIMIT 1`,
      [prefix],
    );
    return rows[0] ? String(rows[0].public_draw) : null;
  }

  /** Every archived event, newest first, without its texts (the list needs its name, date and sizes). */
  async list(): Promise<(Omit<ArchivedEventRow, 'content' | 'results' | 'draw' | 'publicDraw' | 'exports'> & { nameFr: string | null; drawn: boolean })[]> {
    const { rows } = await this.db.query(
      `SELECT id, name, content::jsonb ->> 'name_fr' AS name_fr, players, archived_at, archived_by_email, draw IS NOT NULL AS drawn
       FROM archived_events ORDER BY id DESC`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      nameFr: typeof row.name_fr === 'string' ? row.name_fr : null,
      players: Number(row.players),
      archivedAt: toDate(row.archived_at),
      archivedByEmail: String(row.archived_by_email),
      drawn: Boolean(row.drawn),
    }));
  }

  /** One archived event, or null. */
  async get(id: number): Promise<ArchivedEventRow | null> {
    const { rows } = await this.db.query('SELECT * FROM archived_events WHERE id = $1', [id]);
    return rows[0] ? toArchived(rows[0]) : null;
  }

  /** The public draw answer stored with an archived event, or null when no archived event has this id. */
  async publicDraw(id: number): Promise<string | null> {
    const { rows } = await this.db.query('SELECT public_draw FROM archived_events WHERE id = $1', [id]);
    return rows[0] ? String(rows[0].public_draw) : null;
  }
}

function toPastPlayer(row: Row): ArchivedPlayer {
  return {
    archivedEventId: Number(row.archived_event_id),
    userId: Number(row.user_id),
    name: String(row.name),
    passwordHash: String(row.password_hash),
  };
}

function toArchived(row: Row): ArchivedEventRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    content: String(row.content),
    results: String(row.results),
    draw: typeof row.draw === 'string' ? row.draw : null,
    publicDraw: String(row.public_draw),
    exports: String(row.exports),
    players: Number(row.players),
    archivedAt: toDate(row.archived_at),
    archivedByEmail: String(row.archived_by_email),
  };
}

/** How many player accounts the event in play has (demo copies left out). */
export async function playersInPlay(db: Pick<Db, 'query'>): Promise<number> {
  const { rows } = await db.query("SELECT count(*)::int AS players FROM users WHERE role = 'Player' AND sandbox_of IS NULL");
  return Number(rows[0]?.players ?? 0);
}
