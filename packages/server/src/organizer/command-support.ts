import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import type { BackupSummary } from '../db/backup.js';
import type { Db } from '../db/db.js';
import { organizerStorage, type OrganizerStorage } from '../db/organizer-storage.js';

/** What the organizer tool runs against: the terminal, the clock, randomness and the game's database. */
export interface OrganizerEnvironment {
  /** Writes to standard output (tables, CSV, results). */
  out: (text: string) => void;
  /** Writes to standard error (problems, progress). */
  err: (text: string) => void;
  /** Standard error is a terminal: progress rewrites one line. */
  interactive: boolean;
  /** Relative FILE arguments are read from here (where the organizer typed the command). */
  cwd: string;
  now(): Date;
  /** 32 fresh bytes from a cryptographically secure generator, as 64 lower-case hex characters. */
  randomHex(): string;
  /** Opens the game's database (the server's settings: `DATABASE_URL`, else the embedded one) and migrates it. */
  openDatabase(): Promise<Db>;
  /** The event file the server loads (its `EVENT_FILE` setting), to warn when an import differs. */
  serverEventFile(): string | null;
  /** The address players use (the server's `PUBLIC_URL`), for links in mail; `http://localhost:3000` when absent. */
  serverPublicUrl?(): string;
  /** Backs up and restores the game's database (organizer/backups.ts); absent where a harness has no settings. */
  backups?: Backups;
}

/** What `backup` and `restore` run against: the server's settings' database. */
export interface Backups {
  /** A consistent backup file of the database, from the running server when it holds the embedded one. */
  make(now: Date): Promise<{ data: Buffer; summary: BackupSummary }>;
  /**
   * Restores a backup into the configured database; `force` replaces one that is not empty, `unverified` accepts
   * a backup not signed with this installation's token key (decision 0197). @returns what to tell.
   */
  restore(data: Buffer, force: boolean, unverified?: boolean): Promise<{ summary: BackupSummary; notes: string[] }>;
}

/** An expected failure: its message is shown and the tool exits with status 1. */
export class OrganizerError extends Error {
  override name = 'OrganizerError';
}

/** A mistake in the command line: its message and a pointer to `--help` are shown, exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The parsed arguments a command receives. */
export interface CommandArgs {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

/** One command of the tool. */
export interface OrganizerCommand {
  /** As typed: `validate`, `draw run`, ... */
  name: string;
  /** Its `--help` text. */
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments it takes. */
  positionals: { min: number; max: number };
  run(args: CommandArgs, env: OrganizerEnvironment): Promise<number>;
}

/** A FILE argument as an absolute path (relative ones are read from where the organizer typed the command). */
export function resolvePath(env: OrganizerEnvironment, file: string): string {
  return isAbsolute(file) ? file : resolve(env.cwd, file);
}

/** Reads a text file the organizer named. @throws OrganizerError naming the file and why it cannot be read. */
export function readTextFile(env: OrganizerEnvironment, file: string): string {
  try {
    return readFileSync(resolvePath(env, file), 'utf8');
  } catch (error) {
    throw new OrganizerError(t.files.cannotRead(file, (error as Error).message));
  }
}

/** Opens the database, runs `work` with the organizer's repositories, and always closes it. */
export async function withStorage<T>(
  env: OrganizerEnvironment,
  work: (storage: OrganizerStorage) => Promise<T>,
): Promise<T> {
  const db = await env.openDatabase();
  try {
    return await work(organizerStorage(db));
  } finally {
    await db.close();
  }
}

/** The one output format a listing asks for with `--csv` or `--json` (a table by default). */
export function tableFormat(args: CommandArgs): 'table' | 'csv' | 'json' {
  if (args.values.csv === true && args.values.json === true) throw new UsageError(t.usage.oneFormat);
  return args.values.csv === true ? 'csv' : args.values.json === true ? 'json' : 'table';
}
