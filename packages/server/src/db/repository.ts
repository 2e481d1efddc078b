import { ChallengeRepository } from './challenges.repository.js';
import { ChestRepository } from './chests.repository.js';
import type { Db } from './db.js';
import { CoinLedger, type LedgerObserver } from './ledger.js';
import { MailRepository } from './mail.repository.js';
import { RaffleRepository } from './raffle.repository.js';
import { SandboxRepository } from './sandboxes.repository.js';
import { SessionRepository } from './sessions.repository.js';
import { UserRepository } from './users.repository.js';

export type { NewUser } from './users.repository.js';
export type { ChestAttempt } from './chests.repository.js';
export type { SessionRecord } from './sessions.repository.js';
export type { Role, UserRecord } from './users.js';

/** The storage concerns, one repository each; {@link Repository} is all of them over one {@link Db}. */
const CONCERNS = [UserRepository, SessionRepository, SandboxRepository, MailRepository, CoinLedger, RaffleRepository, ChestRepository, ChallengeRepository] as const;

/**
 * Everything the server stores, as plain SQL over {@link Db} (the same code runs on PGlite and PostgreSQL): the
 * methods of every concern's repository in one object, so that the server's parts reach storage through one
 * handle. Coins move through the ledger's methods alone ({@link CoinLedger}, db/ledger.ts).
 */
export interface Repository extends UserRepository, SessionRepository, SandboxRepository, MailRepository, CoinLedger, RaffleRepository, ChestRepository, ChallengeRepository {
  readonly db: Db;
  /** Answers whether the database responds. */
  ping(): Promise<boolean>;
}

/** The repositories of every concern over one database, as one {@link Repository}. */
export function openRepository(db: Db, options: { ledger?: LedgerObserver } = {}): Repository {
  const methods: Record<string, unknown> = {};
  for (const Concern of CONCERNS) {
    const part = (Concern === CoinLedger ? new CoinLedger(db, options.ledger) : new Concern(db)) as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(part))) {
      if (name === 'constructor') continue;
      if (name in methods) throw new Error(`two storage concerns define ${name}`);
      methods[name] = (part[name] as (...args: unknown[]) => unknown).bind(part);
    }
  }
  const ping = async () => {
    try {
      await db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  };
  return { ...methods, db, ping } as unknown as Repository;
}
