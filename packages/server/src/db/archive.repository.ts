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

/** What {@link ArchiveRepository.add} stores. */
export type NewArchivedEvent = Omit<ArchivedEventRow, 'id'> & { archivedBy: number | null };

/** The archived events (append-only), each frozen when archived (docs/decisions/0110-event-after-event.md). */
export class ArchiveRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Stores an archived event. @returns its id. */
  async add(event: NewArchivedEvent): Promise<number> {
    const { rows } = await this.db.query(
      `INSERT INTO archived_events (name, content, results, draw, public_draw, exports, players, archived_at, archived_by, archived_by_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
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
      ],
    );
    return Number(rows[0]!.id);
  }

  /** Every archived event, newest first, without its texts (the list needs its name, date and sizes). */
  async list(): Promise<(Omit<ArchivedEventRow, 'content' | 'results' | 'draw' | 'publicDraw' | 'exports'> & { drawn: boolean })[]> {
    const { rows } = await this.db.query(
      `SELECT id, name, players, archived_at, archived_by_email, draw IS NOT NULL AS drawn
       FROM archived_events ORDER BY id DESC`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
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
