import { formatCsv } from '../services/output.js';
import { allAudit, listAudit } from '../db/audit.repository.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type AuditCalls = 'consoleListAudit' | 'consoleExportAudit';

/** The audit log: newest first, filtered and paged; and all of it as CSV. */
export function auditHandlers(services: ConsoleServices): Pick<ConsoleHandlers, AuditCalls> {
  const db = services.context.repository.db;
  return {
    async consoleListAudit({ query }) {
      const { entries, nextBeforeId } = await listAudit(db, query);
      return { entries, next_before_id: nextBeforeId };
    },

    async consoleExportAudit() {
      const entries = await allAudit(db);
      return formatCsv({
        columns: ['id', 'at', 'actor_id', 'actor_email', 'actor_role', 'action', 'target', 'before', 'after'],
        rows: entries.map((entry) => [
          entry.id,
          entry.at,
          entry.actor.user_id,
          entry.actor.email,
          entry.actor.role,
          entry.action,
          entry.target,
          entry.before === null ? null : JSON.stringify(entry.before),
          entry.after === null ? null : JSON.stringify(entry.after),
        ]),
      });
    },
  };
}
