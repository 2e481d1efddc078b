import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Who holds a data folder's embedded database: a game server (and the address it answers at, once it listens)
 * or the organizer tool. PGlite keeps no lock of its own on a folder (it runs as a single user inside the
 * process), and two processes writing one folder would damage it; so whoever opens it writes this lock file
 * first (issue 42: the organizer tool's guard looked only at the server on PORT, and ran beside a server on
 * the same folder that listened on another port).
 */
export interface DataFolderHolder {
  pid: number;
  role: 'server' | 'organizer';
  /** The server's own address (`http://127.0.0.1:3000`), null until it listens and for the organizer tool. */
  url: string | null;
}

/** Thrown when another live process holds the data folder; its message says which and what to do. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';

  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder,
  ) {
    super(
      holder.role === 'server'
        ? `DATA_DIR ${dataDir} is in use by a game server (process ${holder.pid}${holder.url ? `, ${holder.url}` : ''}): its embedded database serves one process at a time. Stop that server first, or give this one another DATA_DIR. (A folder copied from another machine may name a process of this one: then delete ${lockFile(dataDir)}.)`
        : `DATA_DIR ${dataDir} is in use by the organizer tool (process ${holder.pid}): its embedded database serves one process at a time. Wait for the command to finish, then start again. (A folder copied from another machine may name a process of this one: then delete ${lockFile(dataDir)}.)`,
    );
  }
}

/** The lock file of a data folder. */
function lockFile(dataDir: string): string {
  return join(dataDir, 'in-use.lock');
}

/** Whether a process with this id runs (one of another user's answers EPERM: it runs too). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's holder as written, or null when there is none or it cannot be read. */
function readHolder(dataDir: string): DataFolderHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as Partial<DataFolderHolder>;
    if (!Number.isSafeInteger(parsed.pid) || (parsed.role !== 'server' && parsed.role !== 'organizer')) return null;
    return { pid: parsed.pid!, role: parsed.role, url: typeof parsed.url === 'string' ? parsed.url : null };
  } catch {
    return null;
  }
}

/**
 * The live process holding `dataDir`'s embedded database, or null. A lock left by a process that died (a crash,
 * kill -9) is no holder.
 */
export function dataFolderHolder(dataDir: string): DataFolderHolder | null {
  const holder = readHolder(dataDir);
  return holder !== null && alive(holder.pid) ? holder : null;
}

/** A held lock on a data folder. */
export interface DataFolderLock {
  /** Records the address the server answers at, for the organizer tool (its backup asks the server). */
  listening(url: string): void;
  /** Removes the lock file (only while it is still this process's). */
  release(): void;
}

/**
 * Takes the data folder's lock for this process, before opening its embedded database.
 * @throws DataFolderInUseError when another live process holds it. A lock naming this very process is a
 * previous run's (a container restarts its server with the same process id), and is taken over.
 */
export function lockDataFolder(dataDir: string, role: DataFolderHolder['role']): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const write = (holder: DataFolderHolder, flag: 'wx' | 'w') => writeFileSync(file, `${JSON.stringify(holder)}\n`, { flag, mode: 0o600 });
  const mine: DataFolderHolder = { pid: process.pid, role, url: null };
  for (let attempt = 0; ; attempt += 1) {
    try {
      write(mine, 'wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = dataFolderHolder(dataDir);
      if (holder !== null && holder.pid !== process.pid) throw new DataFolderInUseError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  return {
    listening(url) {
      if (readHolder(dataDir)?.pid === process.pid) write({ ...mine, url }, 'w');
    },
    release() {
      if (readHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
