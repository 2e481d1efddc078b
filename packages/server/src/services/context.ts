import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/config.js';
import type { Repository, SessionRecord, UserRecord } from '../db/repository.js';
import type { EventSchedule, GameEvent } from './event/game-event.js';
import type { Locations } from './event/locations.js';
import type { BackgroundWork } from './mail/background-work.js';
import type { Outbox } from './mail/mailer.js';
import type { Broadcaster } from './broadcaster.js';
import type { AccessTokens } from './auth/tokens.js';
import type { Throttle } from './throttle.js';
import type { ReadCache } from './read-cache.js';

/** A request's verified login: the session and its user. */
export interface AuthContext {
  session: SessionRecord;
  user: UserRecord;
}

/** Everything the routes and the socket server share; built once by `buildServer`. */
export interface AppContext {
  config: ServerConfig;
  repository: Repository;
  event: GameEvent;
  schedule: EventSchedule;
  locations: Locations;
  outbox: Outbox;
  /** Mail work started by a request and finished after its answer (equal answers for known and unknown addresses). */
  background: BackgroundWork;
  tokens: AccessTokens;
  broadcaster: Broadcaster;
  /** Failed-login and mail budgets, shared by every process through Redis when it is set. */
  throttle: Throttle;
  /** Told after stakes are committed: announces `raffle_totals` to everyone, at most once a second. */
  raffleTotals: { changed(): void };
  /** The hot reads' logins, balances and stakes, kept while current (`services/read-cache.ts`). */
  readCache: ReadCache;
  log: FastifyBaseLogger;
  /** The current time in epoch ms (replaceable in tests). */
  now: () => number;
}
