import { formatCsv, type Table } from '../services/output.js';
import { winnersExportTable } from '../services/results/winners-export.js';
import { clusterMetrics, dashboard, liveDashboard } from './dashboard.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type ReportCalls =
  | 'consoleGetDashboard'
  | 'consoleExportPlayers'
  | 'consoleExportMeetup'
  | 'consoleExportWinners'
  | 'consoleExportMailingList';

/** Players: role Player, not demo copies, by id. */
const PLAYERS_WHERE = "u.role = 'Player' AND u.sandbox_of IS NULL";

/**
 * The dashboard and the CSV exports (organizers only, as they carry players' e-mails): players, meetup RSVPs,
 * winners with e-mails (the organizer tool's `export winners` table) and the mailing list.
 */
export function reportHandlers(services: ConsoleServices): Pick<ConsoleHandlers, ReportCalls> {
  const { context, io, metrics } = services;
  const db = context.repository.db;
  const shared = context.config.redisUrl !== null;
  const csv = async (
    sql: string,
    columns: readonly string[],
    params: readonly (string | Date)[] = [],
  ): Promise<string> => {
    const { rows } = await db.query(sql, params);
    const table: Table = {
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
    return formatCsv(table);
  };

  return {
    async consoleGetDashboard({ query }) {
      const live = await liveDashboard(db, await clusterMetrics(io, metrics, shared));
      return dashboard(db, services.now(), query.hours ?? 24, live);
    },

    consoleExportPlayers() {
      return csv(
        `SELECT u.id, u.name, u.email, u.education, u.school, u.country, u.region, u.city, u.email_verified AS verified, u.attend_meeting,
           u.coins, COALESCE((SELECT sum(s.coins) FROM stakes s WHERE s.user_id = u.id), 0)::int AS staked, u.banned_until, u.created_at
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
        ],
      );
    },

    consoleExportMeetup() {
      return csv(
        `SELECT u.id, u.name, u.email, u.education, u.school, u.country, u.region, u.city FROM users u WHERE ${PLAYERS_WHERE} AND u.attend_meeting ORDER BY u.name, u.id`,
        ['id', 'name', 'email', 'education', 'school', 'country', 'region', 'city'],
      );
    },

    async consoleExportWinners() {
      return formatCsv(await winnersExportTable(services.organizer));
    },

    consoleExportMailingList() {
      return csv(
        `SELECT u.name, u.email FROM users u WHERE ${PLAYERS_WHERE} AND u.email_verified AND (u.banned_until IS NULL OR u.banned_until <= $1) ORDER BY u.email`,
        ['name', 'email'],
        [services.now()],
      );
    },
  };
}
