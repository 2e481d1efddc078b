import { ReportsRepository } from '../db/reports.repository.js';
import { dashboard } from '../db/dashboard.repository.js';
import { formatCsv } from '../services/output.js';
import { winnersExportTable } from '../services/results/winners-export.js';
import { clusterMetrics, liveDashboard } from './live-dashboard.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type ReportCalls =
  | 'consoleGetDashboard'
  | 'consoleExportPlayers'
  | 'consoleExportMeetup'
  | 'consoleExportWinners'
  | 'consoleExportMailingList';

/**
 * The dashboard and the CSV exports (organizers only, as they carry players' e-mails): players, meetup RSVPs,
 * winners with e-mails (the organizer tool's `export winners` table) and the mailing list.
 */
export function reportHandlers(services: ConsoleServices): Pick<ConsoleHandlers, ReportCalls> {
  const { context, io, metrics } = services;
  const db = context.repository.db;
  const shared = context.config.redisUrl !== null;
  const reports = new ReportsRepository(db);
  return {
    async consoleGetDashboard({ query }) {
      const live = await liveDashboard(db, await clusterMetrics(io, metrics, shared));
      return dashboard(db, services.now(), query.hours ?? 24, live);
    },

    async consoleExportPlayers() {
      return formatCsv(await reports.players());
    },

    async consoleExportMeetup() {
      return formatCsv(await reports.meetup());
    },

    async consoleExportWinners() {
      return formatCsv(await winnersExportTable(services.organizer));
    },

    async consoleExportMailingList() {
      return formatCsv(await reports.mailingList(services.now()));
    },
  };
}
