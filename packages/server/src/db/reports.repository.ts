import type { Db } from './db.js';

/** A table of plain cells, as the CSV exports write it. */
export interface ExportTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number | boolean | null)[])[];
}

/** Players: role Player, not demo copies, by id. */
const PLAYERS_WHERE = "u.role = 'Player' AND u.sandbox_of IS NULL";

/** The organizers' exports of players (they carry e-mails): every player, the meetup RSVPs, the mailing list. */
export class ReportsRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Every player with their profile, coins, stakes, ban and signup time. */
  players(): Promise<ExportTable> {
    return this.table(
      `SELECT u.id, u.name, u.email, u.education, u.school, u.country, u.region, u.city, u.email_verified AS verified, u.attend_meeting,
         u.coins, COALESCE((SELECT sum(s.coins) FROM stakes s WHERE s.user_id = u.id), 0)::int AS staked, u.banned_until, u.created_at,
         (SELECT g.name FROM player_groups g WHERE g.id = u.group_id) AS "group"
       FROM users u WHERE ${PLAYERS_WHERE} ORDER BY u.id`,
      [
        'id',
        'name',
        'email',
        'education',
        'school',
        'country',
        'region',
        'city',
        'verified',
        'attend_meeting',
        'coins',
        'staked',
        'banned_until',
        'created_at',
        'group',
      ],
    );
  }

  /** The players who said they attend the meetup. */
  meetup(): Promise<ExportTable> {
    return this.table(
      `SELECT u.id, u.name, u.email, u.education, u.school, u.country, u.region, u.city FROM users u WHERE ${PLAYERS_WHERE} AND u.attend_meeting ORDER BY u.name, u.id`,
      ['id', 'name', 'email', 'education', 'school', 'country', 'region', 'city'],
    );
  }

  /** The verified players not banned at `now`. */
  mailingList(now: Date): Promise<ExportTable> {
    return this.table(
      `SELECT u.name, u.email FROM users u WHERE ${PLAYERS_WHERE} AND u.email_verified AND (u.banned_until IS NULL OR u.banned_until <= $1) ORDER BY u.email`,
      ['name', 'email'],
      [now],
    );
  }

  private async table(
    sql: string,
    columns: readonly string[],
    params: readonly (string | Date)[] = [],
  ): Promise<ExportTable> {
    const { rows } = await this.db.query(sql, params);
    return {
      columns,
      rows: rows.map((row) =>
        columns.map((column) => {
          const value = row[column];
          if (value instanceof Date) return value.toISOString();
          if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
            return value;
          // BIGINT and NUMERIC columns come back as text or bigint depending on the engine.
          return typeof value === 'bigint' ? Number(value) : null;
        }),
      ),
    };
  }
}
