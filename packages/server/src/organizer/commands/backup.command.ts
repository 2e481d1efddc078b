import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import { BackupError } from '../../db/backup.js';
import { OrganizerError, resolvePath, type Backups, type OrganizerCommand, type OrganizerEnvironment } from '../command-support.js';

const rowsIn = (rows: Record<string, number>) => Object.values(rows).reduce((sum, count) => sum + count, 0);

function backupsOf(env: OrganizerEnvironment): Backups {
  if (!env.backups) throw new OrganizerError('Backups need the server settings: run the tool through npm run organizer.');
  return env.backups;
}

export const backupCommand: OrganizerCommand = {
  name: 'backup',
  help: t.help.backup,
  options: {},
  positionals: { min: 1, max: 1 },
  async run({ positionals: [file] }, env) {
    const path = resolvePath(env, file!);
    const started = performance.now();
    const { data, summary } = await backupsOf(env).make(env.now());
    // Written beside its place, then renamed: a file named FILE is always a whole backup. Owner-only: it holds
    // password hashes and the token key.
    const partial = `${path}.partial`;
    try {
      writeFileSync(partial, data, { mode: 0o600 });
      renameSync(partial, path);
    } catch (error) {
      throw new OrganizerError(t.files.cannotWrite(path, (error as Error).message));
    }
    const { header } = summary;
    env.out(`${t.backup.written(path, header.event, data.length, rowsIn(summary.rows), (performance.now() - started) / 1000, header.appVersion, header.schemaVersion)}\n`);
    return 0;
  },
};

export const restoreCommand: OrganizerCommand = {
  name: 'restore',
  help: t.help.restore,
  options: { force: { type: 'boolean' }, unverified: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  async run({ positionals: [file], values }, env) {
    const path = resolvePath(env, file!);
    let data: Buffer;
    try {
      data = readFileSync(path);
    } catch (error) {
      throw new OrganizerError(t.files.cannotRead(path, (error as Error).message));
    }
    const started = performance.now();
    try {
      const { summary, notes } = await backupsOf(env).restore(data, values.force === true, values.unverified === true);
      env.out(`${t.backup.restored(path, summary.header.event, summary.header.createdAt, rowsIn(summary.rows), (performance.now() - started) / 1000)}\n`);
      for (const note of notes) env.out(`${note}\n`);
      return 0;
    } catch (error) {
      if (error instanceof BackupError) throw new OrganizerError(error.message);
      throw error;
    }
  },
};
