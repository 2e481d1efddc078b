import type { Server } from 'socket.io';
import type { AppContext } from '../services/context.js';
import type { DbTransaction } from '../db/db.js';
import { organizerStorage, type OrganizerStorage } from '../db/organizer-storage.js';
import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import { recordAudit, type AuditChange } from '../db/audit.repository.js';
import type { AuditActor } from '../db/audit.repository.js';
import type { ConsoleScheduleSource } from './console-schedule.js';
import { type EventContentStore, refuseIfArchivedSince } from './event-content.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { PlayersRepository } from '../db/players.repository.js';
import type { RequestMetrics } from './request-metrics.js';

/** Everything the console's handlers share; built once by `registerConsole`. */
export interface ConsoleServices {
  context: AppContext;
  io: Server;
  accounts: ConsoleAccountsRepository;
  players: PlayersRepository;
  organizer: OrganizerStorage;
  content: EventContentStore;
  schedule: ConsoleScheduleSource;
  metrics: RequestMetrics;
  now(): Date;
  /**
   * Runs a change in one transaction with its audit entry: `work` writes with `tx` and refuses by throwing an
   * `HttpError` (nothing is then written).
   */
  audited<T>(
    actor: AuditActor,
    work: (tx: DbTransaction) => Promise<{ value: T; audit: AuditChange }>,
  ): Promise<T>;
}

/** The parts of {@link ConsoleServices} made from the context alone. */
export function baseServices(context: AppContext) {
  const db = context.repository.db;
  const now = () => new Date(context.now());
  return {
    context,
    accounts: new ConsoleAccountsRepository(db),
    players: new PlayersRepository(db),
    organizer: organizerStorage(db),
    now,
    audited<T>(
      actor: AuditActor,
      work: (tx: DbTransaction) => Promise<{ value: T; audit: AuditChange }>,
    ): Promise<T> {
      const consoleState = new ConsoleStateRepository(db);
      return consoleState.eventInPlay().then((aimedAt) =>
        db.transaction(async (tx) => {
          // Never carried onto the next event: an archive in progress finishes first, and then this is refused.
          const locked = new ConsoleStateRepository(tx);
          await locked.shareLockEvent();
          await refuseIfArchivedSince(locked, aimedAt);
          const at = now();
          const { value, audit } = await work(tx);
          await recordAudit(tx, actor, audit, at);
          return value;
        }),
      );
    },
  };
}
