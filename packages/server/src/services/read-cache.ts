import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import type { Broadcaster } from './broadcaster.js';
import type { SessionRecord, UserRecord } from '../db/repository.js';
import type { RedisLink } from './redis-link.js';

/**
 * How long a cached login (session, user, balance, stakes) may be served without reading the database again,
 * counted from the moment its database read started, on PostgreSQL. It bounds what no version check sees (a
 * change made by the organizer command line, a process whose Redis link is cut): a revoked session stops
 * answering within it.
 */
export const READ_CACHE_TTL_MS = 1_000;
/**
 * The same on the embedded database: nothing outside the server's process changes it (the organizer command
 * line refuses to open it while the server runs) and every change inside is announced, so an entry may live
 * longer; reading it again costs there about a millisecond of the server's own thread.
 */
const READ_CACHE_LOCAL_TTL_MS = 60_000;
/** How often, as a share of the entries' lifetime, every entry in use is read again (see {@link ReadCache.refresh}). */
const REFRESH_SHARE = 0.4;

/**
 * Where the cache reads the version of each key: a token that changes whenever what the key stands for (a
 * session, a user's account, balance or stakes) changed. A cached entry is served only while every version it
 * was read under is still the current one.
 */
export interface VersionSource {
  /** The current versions (null: never changed recently), or null when they cannot be read now (no cache then). */
  read(keys: readonly string[]): Promise<readonly (string | null)[] | null> | readonly (string | null)[] | null;
  /** Gives the keys new versions; resolves once every process's next `read` sees them. */
  bump(keys: readonly string[]): Promise<void>;
}

/**
 * Versions held in this process: for a server that is the only one on its database (the embedded one).
 * Versions older than twice the cache's lifetime are forgotten (no entry read under them is still served).
 */
export function localVersions(now: () => number = () => performance.now(), ttlMs = READ_CACHE_LOCAL_TTL_MS): VersionSource & { readonly size: number } {
  const versions = new Map<string, { version: string; at: number }>();
  let counter = 0;
  let prunedAt = now();
  return {
    read: (keys) => keys.map((key) => versions.get(key)?.version ?? null),
    bump(keys) {
      const at = now();
      for (const key of keys) versions.set(key, { version: String(++counter), at });
      if (at - prunedAt > 5 * ttlMs) {
        prunedAt = at;
        for (const [key, bumped] of versions) if (bumped.at < at - 2 * ttlMs) versions.delete(key);
      }
      return Promise.resolve();
    },
    get size() {
      return versions.size;
    },
  };
}

/**
 * Versions kept in Redis, shared by every process of the deployment: a bump sets a fresh token (kept 10 s,
 * far longer than any entry lives; a bump Redis does not acknowledge within an entry's lifetime is not waited
 * for longer), a read asks for the keys of every request of the same turn of the event loop
 * in one MGET. While the link is down nothing is cached; when it comes back the cache starts empty, since bumps
 * made meanwhile were lost.
 */
function redisVersions(link: RedisLink, onReconnect: () => void): VersionSource {
  const name = (key: string) => `${link.prefix}:version:${key}`;
  let pending: { keys: readonly string[]; resolve: (versions: readonly (string | null)[] | null) => void }[] = [];
  const processToken = randomBytes(9).toString('base64url');
  let bumps = 0;
  const flush = () => {
    const batch = pending;
    pending = [];
    const keys = batch.flatMap((request) => request.keys.map(name));
    link.client.mGet(keys).then(
      (values) => {
        let offset = 0;
        for (const request of batch) {
          request.resolve(values.slice(offset, offset + request.keys.length));
          offset += request.keys.length;
        }
      },
      () => {
        for (const request of batch) request.resolve(null);
      },
    );
  };
  link.client.on('ready', onReconnect);
  return {
    read(keys) {
      if (!link.connected) return null;
      return new Promise((resolve) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ keys, resolve });
      });
    },
    async bump(keys) {
      // Unique across processes and bumps without a random draw per write: this process's token, then a count.
      const version = `${processToken}.${(bumps += 1).toString(36)}`;
      // Never waits longer than an entry lives: past that, no process serves what was cached before anyway.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, READ_CACHE_TTL_MS)));
      await Promise.race([Promise.all(keys.map((key) => link.client.set(name(key), version, { PX: 10_000 }))).catch(() => undefined), timeout]);
      clearTimeout(timer);
    },
  };
}

/** A verified login as the calls receive it (`AuthContext`): the session and its user, balance included. */
type AuthContext = { session: SessionRecord; user: UserRecord };

interface Entry {
  auth: AuthContext;
  versions: readonly (string | null)[];
  /** When the database read of the login started. */
  loadedAt: number;
  /** When a call last used it: only an entry used within its lifetime is worth reading again in bulk. */
  usedAt: number;
  stakes?: Promise<Record<number, number>>;
}

/** Reads the logins of many sessions at once (null: the session no longer holds), and the stakes of many players. */
export interface BulkLoader {
  logins(sessionIds: readonly string[]): Promise<Map<string, AuthContext | null>>;
  stakes(userIds: readonly number[]): Promise<Map<number, Record<number, number>>>;
}

const sessionKey = (sessionId: string) => `s:${sessionId}`;
const userKey = (userId: number) => `u:${userId}`;

/**
 * The logins of the hot reads (a player's coin total and raffle page), each with the player's balance (read with
 * the login) and stakes, kept per process so that such a read does not reach the database. An entry is served
 * only while it is younger than its lifetime (`ttlMs`: {@link READ_CACHE_TTL_MS} on PostgreSQL) and the versions of its session and its user are
 * those it was read under: whatever ends a session or moves a player's coins bumps them (`sessionChanged`,
 * `userChanged`), and no answer leaves before its bumps are seen by every process (`settled`), so a player
 * reads their own writes on every process. Every `refreshEveryMs` (0.4 of the lifetime) the entries used within
 * the last lifetime are read again in one statement (`refresh`), so that they stay served without one database
 * read per call each second.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    /** Null: nothing is cached (several processes without a shared version source). */
    private readonly versions: VersionSource | null,
    private readonly clock: () => number = () => performance.now(),
    readonly ttlMs = READ_CACHE_TTL_MS,
  ) {}

  /** How often the server should call {@link refresh}. */
  get refreshEveryMs(): number {
    return this.ttlMs * REFRESH_SHARE;
  }

  /**
   * The verified login of `sessionId` (the signature of its token already checked), from the cache when it is
   * current, else from `load` (the database), remembered for the next reads.
   */
  async login(sessionId: string, userId: number, load: () => Promise<AuthContext | null>, nowMs: number): Promise<AuthContext | null> {
    if (this.versions === null) return load();
    const versions = await this.versions.read([sessionKey(sessionId), userKey(userId)]);
    if (versions === null) return load();
    const entry = this.entries.get(sessionId);
    const started = this.clock();
    if (entry && started - entry.loadedAt < this.ttlMs && sameVersions(entry.versions, versions) && stillValid(entry.auth, nowMs)) {
      entry.usedAt = started;
      return entry.auth;
    }
    const auth = await load();
    if (auth === null || auth.user.id !== userId) this.entries.delete(sessionId);
    else this.entries.set(sessionId, { auth, versions, loadedAt: started, usedAt: started });
    return auth;
  }

  /** The player's stakes: kept with the login when `auth` was served by {@link login} in this request. */
  stakesOf(auth: AuthContext, load: () => Promise<Record<number, number>>): Promise<Record<number, number>> {
    const entry = this.entries.get(auth.session.id);
    if (!entry || entry.auth !== auth) return load();
    if (!entry.stakes) {
      const stakes = load();
      entry.stakes = stakes;
      stakes.catch(() => {
        if (entry.stakes === stakes) delete entry.stakes;
      });
    }
    return entry.stakes;
  }

  /** A player's account, balance or stakes changed: resolves once no process serves what was cached before. */
  userChanged(userId: number): Promise<void> {
    return this.bump([userKey(userId)]);
  }

  /** A session ended: this process stops serving it at once; resolves once no process does. */
  sessionChanged(sessionId: string): Promise<void> {
    this.entries.delete(sessionId);
    return this.bump([sessionKey(sessionId)]);
  }

  /** Forgets every entry (Redis came back: bumps made while it was away were lost). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * Reads again every entry a call used within the last lifetime, in one statement for the logins and one for
   * the stakes, under the versions read before them (a change made meanwhile makes the next call read its entry
   * alone); drops those whose session no longer holds. An entry no call used for a lifetime is dropped once it
   * expired: a login used once (a player who stakes, then goes quiet) is read again two or three times, not for
   * ten seconds (which cost the benchmark's writes a sixth of their CPU), and a page read about once a second
   * or more often keeps its entry served from memory.
   */
  async refresh(load: BulkLoader): Promise<void> {
    const started = this.clock();
    const snapshot: [string, Entry][] = [];
    for (const [id, entry] of this.entries) {
      if (started - entry.usedAt < this.ttlMs) snapshot.push([id, entry]);
      else if (started - entry.loadedAt >= this.ttlMs) this.entries.delete(id);
    }
    if (this.versions === null || snapshot.length === 0) return;
    const versions = await this.versions.read(snapshot.flatMap(([id, entry]) => [sessionKey(id), userKey(entry.auth.user.id)]));
    if (versions === null) return;
    const withStakes = snapshot.filter(([, entry]) => entry.stakes !== undefined).map(([, entry]) => entry.auth.user.id);
    const [logins, stakes] = await Promise.all([load.logins(snapshot.map(([id]) => id)), withStakes.length > 0 ? load.stakes(withStakes) : new Map<number, Record<number, number>>()]);
    for (const [index, [id, before]] of snapshot.entries()) {
      // An entry read again by a call meanwhile is newer than this refresh's.
      if (this.entries.get(id) !== before) continue;
      const auth = logins.get(id) ?? null;
      if (auth === null || auth.user.id !== before.auth.user.id) {
        this.entries.delete(id);
        continue;
      }
      const entry: Entry = { auth, versions: versions.slice(2 * index, 2 * index + 2), loadedAt: started, usedAt: before.usedAt };
      const userStakes = stakes.get(auth.user.id);
      if (before.stakes !== undefined) entry.stakes = Promise.resolve(userStakes ?? {});
      this.entries.set(id, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Resolves once every change announced so far is seen by every process (null: nothing pending). The server
   * waits for it before sending any answer, so that whatever a call changed is seen everywhere once it is
   * answered, even where the change was announced without waiting (the broadcaster's announcements).
   */
  settled(): Promise<unknown> | null {
    return this.pending.size === 0 ? null : Promise.all(this.pending);
  }

  private bump(keys: string[]): Promise<void> {
    if (!this.versions) return Promise.resolve();
    const bumped = this.versions.bump(keys);
    this.pending.add(bumped);
    void bumped.finally(() => this.pending.delete(bumped));
    return bumped;
  }
}

function sameVersions(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  return a.length === b.length && a.every((version, index) => version === b[index]);
}

/** The checks of a login that depend on the time alone (the rest held when the entry was read). */
function stillValid(auth: AuthContext, nowMs: number): boolean {
  return auth.session.expiresAt.getTime() > nowMs && (auth.user.expiresAt === null || auth.user.expiresAt.getTime() > nowMs);
}

/**
 * The read cache a server runs with: on the embedded database (always one process) versions held in the
 * process, entries living a minute; on PostgreSQL versions in Redis, shared by every process; on PostgreSQL without Redis none (other
 * processes may serve the same players, and nothing would tell this one of their writes).
 */
export function openReadCache(db: Pick<Db, 'engine'>, redis: RedisLink | null): ReadCache {
  if (db.engine === 'pglite') return new ReadCache(localVersions(), undefined, READ_CACHE_LOCAL_TTL_MS);
  if (redis === null) return new ReadCache(null);
  let cache: ReadCache | null = null;
  cache = new ReadCache(redisVersions(redis, () => cache?.clear()));
  return cache;
}

/**
 * The broadcaster, telling the read cache of every change it announces: a session or every session of an account
 * ended (logout, kick, ban, role or password change), a player's coins moved by someone else (payout, bonus,
 * adjustment, refund). Those announcements follow every such change, so the cache hears of them all.
 */
export function invalidatingReadCache(cache: ReadCache, inner: Broadcaster): Broadcaster {
  return {
    ...inner,
    coinChange(userId, event) {
      // The event goes out first: the version bump is for the HTTP answers (`settled`), which wait for it anyway,
      // and its Redis command leaves at the next turn whichever is called first (node-redis writes in setImmediate).
      try {
        inner.coinChange(userId, event);
      } finally {
        void cache.userChanged(userId);
      }
    },
    endSession(sessionId, event) {
      void cache.sessionChanged(sessionId);
      inner.endSession(sessionId, event);
    },
    endAccountSessions(userId, event, exceptSessionId) {
      void cache.userChanged(userId);
      inner.endAccountSessions(userId, event, exceptSessionId);
    },
  };
}
