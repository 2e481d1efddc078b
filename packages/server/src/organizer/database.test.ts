import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { OrganizerError } from './command-support.js';
import { openGameDatabase, runningServer } from './database.js';

const servers: Server[] = [];
const folders: string[] = [];

/** A local HTTP server answering every request with `body`; resolves its port. */
async function serve(body: string): Promise<number> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(body),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database guard', () => {
  it('recognizes a game server by its health answer', async () => {
    const game = await serve('{"status":"ok","database":true}');
    expect(await runningServer({ host: '127.0.0.1', port: game })).toBe(
      `http://127.0.0.1:${game}/api/v2/health`,
    );
    expect(await runningServer({ host: '0.0.0.0', port: game })).toBe(
      `http://127.0.0.1:${game}/api/v2/health`,
    );
    const other = await serve('<html>something else</html>');
    expect(await runningServer({ host: '127.0.0.1', port: other })).toBeNull();
    const closed = await serve('{}');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await runningServer({ host: '127.0.0.1', port: closed })).toBeNull();
  });

  // Starts a real server process (compiled through tsx) and waits on its embedded database: tens of seconds on a busy machine.
  it('refuses to open the embedded database while the server runs on it, and opens it migrated otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dubloon-guard-'));
    folders.push(dataDir);
    const port = await serve('{"status":"ok","database":true}');
    const settings = loadConfig({ DATA_DIR: dataDir, PORT: String(port), TOKEN_SECRET: 'x'.repeat(40) });
    await expect(openGameDatabase(settings)).rejects.toThrow(OrganizerError);
    await expect(openGameDatabase(settings)).rejects.toThrow(
      /The game server is running \(http:\/\/127\.0\.0\.1:\d+\/api\/v2\/health\) on the embedded database/,
    );

    await new Promise((resolve) => servers.pop()!.close(resolve));
    const db = await openGameDatabase(settings);
    try {
      const { rows } = await db.query(
        "SELECT count(*) AS n FROM schema_migrations WHERE name LIKE 'organizer%'",
      );
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
