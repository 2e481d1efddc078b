import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleEndpoints } from '@dubloon-quest/core/console';
import type { Db } from '../src/db/db.js';
import { migrate, SCHEMA_VERSION } from '../src/db/migrations.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { openRepository, type Role } from '../src/db/repository.js';
import { newReferralCode } from '../src/db/referral-codes.js';
import { hashPassword } from '../src/services/auth/passwords.js';
import { accountAt, chestAnswers, createClusterDatabase, missingServices, openEventFile, REDIS_URL, type ClusterDatabase } from './support/cluster.js';
import { POSTGRES_ADMIN_URL } from './support/databases.js';
import { expectSnapshotOf, playUntilStopped, runOrganizerHere, startServer } from './support/drill.js';
import { callApi, loginAt, PASSWORD, uniqueEmail, type Session } from './support/test-server.js';

// Issue 31's backup drill: a backup made mid-event while players stake, restored into a new server; every
// player's balance, history and stakes, the draw's commitment and the audit log compared with the original.
const PLAYERS = 12;
const COINS = 40;
/** Two server processes start (tsx compiles each) and the tool runs several times: minutes on a loaded machine. */
const DRILL_MS = 600_000;

/** Funds the players through the console (audit log rows) and commits the draw: an event mid-way. */
async function playMidEvent(baseUrl: string, organizer: Session, players: readonly (Session & { userId: number })[]): Promise<string> {
  for (const player of players) {
    const funded = await callApi(baseUrl, 'POST', consoleEndpoints.consoleAdjustCoins.path.replace(':user_id', String(player.userId)), { session: organizer, body: { delta: COINS, reason: 'drill; "funds"' } });
    expect(funded.status, funded.text).toBe(200);
  }
  const committed = await callApi<{ commitment: string }>(baseUrl, 'POST', consoleEndpoints.consoleCommitDraw.path, { session: organizer, body: {} });
  expect(committed.status, committed.text).toBe(200);
  return committed.body.commitment;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('backup drill on the embedded database', () => {
  it('backs up under live stakes through the running server, restores into a new server, and loses nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dq-drill-a-'));
    const eventFile = openEventFile();
    // Accounts made before the server starts: the embedded database serves one process at a time.
    const accounts: { email: string; role: Role; userId: number }[] = [];
    {
      const db = await openPgliteDb(join(dataDir, 'pglite'));
      await migrate(db);
      const repository = openRepository(db);
      const passwordHash = await hashPassword(PASSWORD);
      for (const role of ['Organizer', ...Array<Role>(PLAYERS).fill('Player')] as Role[]) {
        const email = uniqueEmail();
        const user = await repository.createUser({ email, passwordHash, name: `Drill ${role}`, education: 'Other', school: null, country: 'Canada', region: null, city: null, role, emailVerified: true, referralCode: newReferralCode(), referredBy: null }, new Date());
        accounts.push({ email, role, userId: user!.id });
      }
      await db.close();
    }
    // No TOKEN_SECRET: the key lives in DATA_DIR/secrets.json, and the backup carries it.
    const common = { EVENT_FILE: eventFile };
    const original = await startServer({ ...common, DATA_DIR: dataDir });
    cleanups.push(() => original.close());
    const [organizer, ...players] = await Promise.all(accounts.map(async (account) => ({ ...(await loginAt(original.baseUrl, account.email)), userId: account.userId })));
    const commitment = await playMidEvent(original.baseUrl, organizer!, players);

    const file = join(mkdtempSync(join(tmpdir(), 'dq-drill-file-')), 'event.backup');
    const load = playUntilStopped(original.baseUrl, players, COINS, chestAnswers());
    // The tool finds the server running on the embedded database and asks it for the backup.
    const backup = await runOrganizerHere(['backup', file], { ...common, DATA_DIR: dataDir, PORT: String(original.port), HOST: '127.0.0.1' });
    const statuses = await load.stop();
    expect(backup.status, backup.err).toBe(0);
    console.info(`answers during the backup: ${JSON.stringify(statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))}`);
    expect(backup.out).toMatch(/^Backup of "Dubloon Quest demo event" written to .*event\.backup: [\d.]+ MB, \d+ rows, made by version 0\.1\.0 \(schema \d+\) in [\d.]+ s\.\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Every stake and answer of the play went through while the backup was made.
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await original.close();

    // A new server's data folder, restored with the tool; a second restore into it is refused.
    const restoredDir = mkdtempSync(join(tmpdir(), 'dq-drill-b-'));
    const restore = await runOrganizerHere(['restore', file], { ...common, DATA_DIR: restoredDir });
    expect(restore.status, restore.err).toBe(0);
    expect(restore.out).toContain(`The access tokens' key was written to ${join(restoredDir, 'secrets.json')}`);
    const again = await runOrganizerHere(['restore', file], { ...common, DATA_DIR: restoredDir });
    expect(again.status).toBe(1);
    expect(again.err).toContain('is not empty: restore into an empty data folder, or replace what it holds with --force');
    expect((await runOrganizerHere(['restore', file, '--force'], { ...common, DATA_DIR: restoredDir })).status).toBe(0);

    // A backup of a newer version is refused before anything is written.
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    lines[0] = JSON.stringify({ header: { ...(JSON.parse(lines[0]!) as { header: object }).header, appVersion: '9.0.0', schemaVersion: 999 } });
    const newer = join(mkdtempSync(join(tmpdir(), 'dq-drill-newer-')), 'newer.backup');
    writeFileSync(newer, gzipSync(lines.join('\n')));
    const refused = await runOrganizerHere(['restore', newer], { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-drill-c-')) });
    expect(refused.status).toBe(1);
    expect(refused.err).toContain(`This backup was made by Dubloon Quest 9.0.0 (database schema 999), newer than this version 0.1.0 (schema ${SCHEMA_VERSION}). Restore it with version 9.0.0 or later.`);

    // The restored server answers the players' old logins (the key came back) with the restored balances.
    const restored = await startServer({ ...common, DATA_DIR: restoredDir });
    cleanups.push(() => restored.close());
    const me = await callApi(restored.baseUrl, 'GET', '/game/player/coins/total', { session: players[0] });
    expect(me.status, me.text).toBe(200);
    const raffle = await callApi<{ commitment: { commitment: string } | null }>(restored.baseUrl, 'GET', consoleEndpoints.consoleGetRaffle.path, { session: organizer });
    expect(raffle.body.commitment?.commitment).toBe(commitment);
    await restored.close();

    const [a, b] = [await openPgliteDb(join(dataDir, 'pglite')), await openPgliteDb(join(restoredDir, 'pglite'))];
    cleanups.push(() => a.close(), () => b.close());
    const gained = await expectSnapshotOf(a, b);
    console.info(`embedded drill: ${statuses.length} answers during the backup, ${gained} ledger rows after its snapshot; ${backup.out.trim()}`);
  }, DRILL_MS);
});

const skipped = await missingServices();
if (skipped) console.warn(`PostgreSQL backup drill skipped: ${skipped}`);

describe.skipIf(skipped !== null)('backup drill on PostgreSQL through pg_dump and pg_restore', () => {
  it('dumps under live stakes, restores into a new database, and the new server holds the same event', async () => {
    const database: ClusterDatabase = await createClusterDatabase();
    cleanups.push(() => database.dispose());
    const settings = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `dqtest-${Date.now().toString(36)}`, TOKEN_SECRET: randomBytes(32).toString('hex'), EVENT_FILE: openEventFile() };
    const original = await startServer(settings);
    cleanups.push(() => original.close());
    const organizer = await accountAt(original.baseUrl, database.repository, 'Organizer');
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => accountAt(original.baseUrl, database.repository, 'Player')));
    const commitment = await playMidEvent(original.baseUrl, organizer, players);

    // docs/operating.md: pg_dump's custom format, one consistent snapshot while the game runs.
    const file = join(mkdtempSync(join(tmpdir(), 'dq-drill-pg-')), 'event.dump');
    const load = playUntilStopped(original.baseUrl, players, COINS, chestAnswers());
    execFileSync('pg_dump', ['--format=custom', '--file', file, database.url]);
    const statuses = await load.stop();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await original.close();

    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    const name = `dubloon_test_restored_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url.toString(), file]);
    // The organizer tool backs PostgreSQL up too, and its restore check refuses the restored, not empty, database.
    const tool = { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-drill-d-')), EVENT_FILE: settings.EVENT_FILE };
    const toolFile = join(mkdtempSync(join(tmpdir(), 'dq-drill-pg-')), 'event.backup');
    expect((await runOrganizerHere(['backup', toolFile], tool)).status).toBe(0);
    const refused = await runOrganizerHere(['restore', toolFile], tool);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('The database is not empty: restore into an empty one, or replace everything it holds with --force.');

    const restored = await startServer({ ...settings, DATABASE_URL: url.toString() });
    cleanups.push(() => restored.close());
    const raffle = await callApi<{ commitment: { commitment: string } | null }>(restored.baseUrl, 'GET', consoleEndpoints.consoleGetRaffle.path, { session: organizer });
    expect(raffle.body.commitment?.commitment).toBe(commitment);
    await restored.close();

    const a: Db = openPgDb(database.url, { max: 2 });
    const b: Db = openPgDb(url.toString(), { max: 2 });
    cleanups.push(() => a.close(), () => b.close());
    const gained = await expectSnapshotOf(a, b);
    console.info(`PostgreSQL drill: ${statuses.length} answers during pg_dump, ${gained} ledger rows after its snapshot`);
  }, DRILL_MS);
});
