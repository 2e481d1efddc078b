import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { DataFolderInUseError, dataFolderHolder, lockDataFolder } from '../db/data-folder-lock.js';
import { buildServer } from '../server.js';
import { settingsBackups } from './backups.js';
import { OrganizerError } from './command-support.js';
import { openGameDatabase, runningServer } from './database.js';

const folders: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function folder(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubloon-guard-'));
  folders.push(dataDir);
  return dataDir;
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dataDir of folders.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

/** A process that lives until killed, and one that has ended: their ids. */
async function otherProcesses(): Promise<{ live: number; dead: number }> {
  const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  cleanups.push(() => void sleeper.kill('SIGKILL'));
  const ended = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => ended.once('exit', resolve));
  return { live: sleeper.pid!, dead: ended.pid! };
}

describe('the embedded database guard, by the data folder (issue 42)', () => {
  it('knows a folder by its lock: held by a live process, free when the holder died or released it', async () => {
    const dataDir = folder();
    const { live, dead } = await otherProcesses();
    expect(dataFolderHolder(dataDir)).toBeNull();
    writeFileSync(join(dataDir, 'in-use.lock'), JSON.stringify({ pid: dead, role: 'server', url: 'http://127.0.0.1:1' }));
    expect(dataFolderHolder(dataDir)).toBeNull();
    // A lock a crashed process left is taken over.
    const taken = lockDataFolder(dataDir, 'server');
    expect(dataFolderHolder(dataDir)).toEqual({ pid: process.pid, role: 'server', url: null });
    taken.listening('http://127.0.0.1:4321');
    expect(await runningServer({ dataDir })).toBe('http://127.0.0.1:4321/api/v2/health');
    taken.release();
    expect(dataFolderHolder(dataDir)).toBeNull();

    writeFileSync(join(dataDir, 'in-use.lock'), JSON.stringify({ pid: live, role: 'server', url: null }));
    expect(() => lockDataFolder(dataDir, 'server')).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dataDir, 'server')).toThrow(`DATA_DIR ${dataDir} is in use by a game server (process ${live})`);
    writeFileSync(join(dataDir, 'in-use.lock'), JSON.stringify({ pid: live, role: 'organizer', url: null }));
    expect(() => lockDataFolder(dataDir, 'server')).toThrow(`DATA_DIR ${dataDir} is in use by the organizer tool (process ${live})`);
    await expect(runningServer({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is in use by the organizer tool (process ${live})`);
    await expect(openGameDatabase(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x'.repeat(40) }))).rejects.toThrow(OrganizerError);
  });

  // A real server on the embedded database of a folder, listening on another port than the tool's PORT.
  it('refuses to open a folder a server on another port holds, backs up through that server, and opens it migrated once it stopped', async () => {
    const dataDir = folder();
    const secret = 'x'.repeat(40);
    const server = await buildServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', DEMO: 'off', LOG_LEVEL: 'silent', TOKEN_SECRET: secret }));
    let stopped = false;
    cleanups.push(async () => {
      if (!stopped) await server.close();
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    // The tool's settings name another port (nothing listens there): the folder alone tells.
    const settings = loadConfig({ DATA_DIR: dataDir, PORT: String(port === 65535 ? port - 1 : port + 1), TOKEN_SECRET: secret });
    await expect(openGameDatabase(settings)).rejects.toThrow(OrganizerError);
    await expect(openGameDatabase(settings)).rejects.toThrow(
      `The game server is running (http://127.0.0.1:${port}/api/v2/health) on the embedded database`,
    );
    // The backup is the running server's own copy, asked at the address its lock records.
    const backup = await settingsBackups(settings, { tokenSecretSet: true }).make(new Date());
    expect(backup.data.length).toBeGreaterThan(0);

    await server.close();
    stopped = true;
    expect(dataFolderHolder(dataDir)).toBeNull();
    const db = await openGameDatabase(settings);
    try {
      // Held while the tool works (a server started meanwhile is refused: the first test).
      expect(dataFolderHolder(dataDir)).toMatchObject({ pid: process.pid, role: 'organizer' });
      const { rows } = await db.query("SELECT count(*) AS n FROM schema_migrations WHERE name LIKE 'organizer%'");
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await db.close();
    }
    expect(dataFolderHolder(dataDir)).toBeNull();
  }, 120_000);
});
