import { randomBytes } from 'node:crypto';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import { ConfigError, loadConfig, type ServerConfig } from '../config/config.js';
import { runOrganizer } from './cli.js';
import { OrganizerError, type OrganizerEnvironment } from './command-support.js';
import { openGameDatabase } from './database.js';
import { settingsBackups } from './backups.js';
import { MigrationError } from '../db/migrations.js';

/**
 * The organizer's command-line tool: `npm run organizer -- <command>` at the repository root (see
 * docs/organizer.md). It reads the server's settings from the environment, so it works on the same database
 * as the server: PostgreSQL when `DATABASE_URL` is set, else the embedded database in `DATA_DIR`.
 */
let config: ServerConfig | null = null;
const settings = (): ServerConfig => (config ??= loadConfig(process.env));

const environment: OrganizerEnvironment = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  interactive: process.stderr.isTTY === true,
  // npm runs root scripts from the repository root; INIT_CWD is where the organizer typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  now: () => new Date(),
  randomHex: () => randomBytes(32).toString('hex'),
  openDatabase: () => openGameDatabase(settings()),
  serverEventFile: () => settings().eventFile,
  serverPublicUrl: () => settings().publicUrl,
  get backups() {
    return settingsBackups(settings(), { tokenSecretSet: Boolean(process.env.TOKEN_SECRET?.trim()) });
  },
};

try {
  process.exitCode = await runOrganizer(process.argv.slice(2), environment);
} catch (error) {
  // Settings, database and other unexpected failures: the message, without a stack trace.
  const message =
    error instanceof ConfigError || error instanceof OrganizerError || error instanceof MigrationError
      ? error.message
      : t.unexpected((error as Error).message);
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
