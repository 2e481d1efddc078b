import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseContract, resultsResponseSchema } from '@dubloon-quest/core';
import { commitmentOf, verifyDrawRecordText, type DrawRecord } from '@dubloon-quest/core/draw';
import { openTestPglite, openTestPostgres, type TestDatabase } from '../../test/support/databases.js';
import { DEMO_EVENT_FILE } from '../config/config.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrations.js';
import { earnCoins } from '../db/ledger.js';
import { openRepository } from '../db/repository.js';
import { runOrganizer, type OrganizerEnvironment } from './cli.js';
import { organizerStorage } from '../db/organizer-storage.js';
import { storedResults } from '../services/results/results.js';

const AFTER_THE_EVENT = new Date('2026-05-01T12:00:00.000Z');
const DURING_THE_RAFFLE = new Date('2026-04-21T12:00:00.000Z');

interface Run {
  code: number;
  out: string;
  err: string;
}

/** The organizer tool against one fresh embedded database and a scratch folder for its files. */
class Harness {
  clock = AFTER_THE_EVENT;
  readonly dir = mkdtempSync(join(tmpdir(), 'dubloon-organizer-'));

  constructor(readonly database: TestDatabase) {}

  get db(): Db {
    return this.database.db;
  }

  path(file: string): string {
    return join(this.dir, file);
  }

  async run(...argv: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const env: OrganizerEnvironment = {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      interactive: false,
      cwd: this.dir,
      now: () => this.clock,
      randomHex: () => randomBytes(32).toString('hex'),
      // Every command shares the test's database; closing it is the test's job.
      openDatabase: async () => {
        await migrate(this.db);
        return { ...this.db, close: () => Promise.resolve() };
      },
      serverEventFile: () => DEMO_EVENT_FILE,
    };
    const code = await runOrganizer(argv, env);
    return { code, out: out.join(''), err: err.join('') };
  }

  /** Everything an import could touch, to compare before and after. */
  async dump(): Promise<string> {
    const tables = ['users', 'coin_transactions', 'stakes', 'organizer_event'];
    const rows = await Promise.all(
      tables.map((table) => this.db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)),
    );
    return JSON.stringify(rows.map((result) => result.rows));
  }

  async userId(email: string): Promise<number> {
    const { rows } = await this.db.query('SELECT id FROM users WHERE email = $1', [email]);
    return Number(rows[0]!.id);
  }

  /** Gives a player coins (a ledger row and the balance) and stakes them on items. */
  async stake(email: string, stakes: Record<number, number>): Promise<void> {
    const userId = await this.userId(email);
    const coins = Object.values(stakes).reduce((sum, c) => sum + c, 0);
    await this.db.transaction((tx) => earnCoins(tx, userId, 'demo', coins, `test-${randomBytes(4).toString('hex')}`, this.clock));
    const items = Object.entries(stakes).map(([item, coins]) => ({ item_id: Number(item), coins }));
    const result = await openRepository(this.db).submitStakes(userId, items, items.map((item) => item.item_id), this.clock);
    expect(result.ok).toBe(true);
  }
}

const demoEvent = JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as Record<string, unknown> & {
  raffle_items: { item_id: number; stock: number }[];
  businesses: { video_url: string; name: string; challenge_question: { challenge_id: number; title: string } }[];
};

const rosterPlayer = (index: number) => ({
  email: `player${index}@example.com`,
  name: `Player Number ${index}`,
  education: 'Grade 11',
  country: 'Canada',
  region: 'Ontario',
});

/** Writes an event file: the demo event with a roster of `players` players and optional changes. */
function writeEvent(
  harness: Harness,
  file: string,
  players: number,
  change: (event: typeof demoEvent) => void = () => undefined,
): string {
  const event = structuredClone(demoEvent);
  event.players = Array.from({ length: players }, (_, index) => rosterPlayer(index + 1));
  change(event);
  writeFileSync(harness.path(file), JSON.stringify(event, null, 2));
  return file;
}

/**
 * The organizer tool's tests, run on each storage engine (PostgreSQL when it answers; required in CI), in
 * order: each test continues the event the previous ones set up.
 */
function describeOrganizerTool(
  engine: string,
  open: () => Promise<TestDatabase | { skipped: string }>,
): void {
  describe(`organizer command line on ${engine}`, () => {
    let harness: Harness;
    let skipped: string | null = null;

    beforeAll(async () => {
      const opened = await open();
      if ('skipped' in opened) {
        skipped = opened.skipped;
        console.warn(`Skipping the organizer tests on ${engine}: ${skipped}`);
        return;
      }
      harness = new Harness(opened);
      await migrate(harness.db);
    });

    afterAll(async () => {
      if (skipped !== null) return;
      await harness.database.dispose();
      rmSync(harness.dir, { recursive: true, force: true });
    });

    beforeEach((context) => {
      if (skipped !== null) context.skip();
    });

    it('has --help on every command and names usage mistakes (exit status 2)', async () => {
      const commands = [
        'validate',
        'import',
        'players',
        'stakes',
        'draw commit',
        'draw run',
        'draw verify',
        'challenge-winners set',
        'export winners',
      ];
      for (const command of commands) {
        const help = await harness.run(...command.split(' '), '--help');
        expect(help.code).toBe(0);
        expect(help.out).toContain(`Usage: npm run organizer -- ${command}`);
      }
      for (const group of ['draw', 'challenge-winners', 'export'])
        expect((await harness.run(group, '--help')).code).toBe(0);
      expect((await harness.run('--help')).out).toContain('draw run --reveal SECRET --record FILE');
      expect(await harness.run('launch')).toMatchObject({
        code: 2,
        err: 'Unknown command: launch\nSee: npm run organizer -- --help\n',
      });
      expect(await harness.run('players', '--bogus')).toMatchObject({ code: 2 });
      expect((await harness.run('players', '--bogus')).err).toContain(
        'See: npm run organizer -- players --help',
      );
      expect(await harness.run('validate')).toMatchObject({
        code: 2,
        err: 'Wrong number of arguments for validate\nSee: npm run organizer -- validate --help\n',
      });
      expect(await harness.run('draw', 'commit')).toMatchObject({
        code: 2,
        err: 'Missing --out FILE\nSee: npm run organizer -- draw commit --help\n',
      });
      expect(await harness.run('players', '--csv', '--json')).toMatchObject({ code: 2 });
    });

    it('validate names the file, line, column and field of each problem, and changes nothing', async () => {
      const file = writeEvent(harness, 'broken.json', 1, (event) => {
        event.raffle_items[2]!.stock = -1;
        (event.players as Record<string, unknown>[])[0]!.email = 'nobody';
      });
      const text = readFileSync(harness.path(file), 'utf8');
      const stockLine = text.slice(0, text.indexOf('"stock": -1')).split('\n').length;
      const result = await harness.run('validate', file);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`broken.json:${stockLine}:16  raffle_items[2].stock  Must be at least 0`);
      expect(result.err).toMatch(/broken\.json:\d+:16 {2}players\[0\]\.email {2}Invalid Email/);
      expect(result.err).toContain('2 problems found: nothing was changed.');
      expect((await harness.run('import', file)).code).toBe(1);
      expect((await harness.db.query('SELECT count(*) AS n FROM organizer_event')).rows[0]!.n).toBe(0);

      // The console's field rules too (issue 27: a script or a foreign page as a business video passed).
      const videos = writeEvent(harness, 'videos.json', 0, (event) => {
        event.businesses[0]!.video_url = 'javascript:alert(document.domain)';
        event.businesses[1]!.video_url = 'https://attacker.example.org/embed/1';
      });
      const refusedVideos = await harness.run('validate', videos);
      expect(refusedVideos.code).toBe(1);
      expect(refusedVideos.err).toMatch(/videos\.json:\d+:\d+ {2}businesses\[0\]\.video_url {2}\S/);
      expect(refusedVideos.err).toMatch(/videos\.json:\d+:\d+ {2}businesses\[1\]\.video_url {2}\S/);
      expect(refusedVideos.err).toContain('2 problems found: nothing was changed.');

      const missing = await harness.run('validate', 'no-such-file.json');
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('Cannot read no-such-file.json');
      const valid = await harness.run('validate', writeEvent(harness, 'valid.json', 2));
      expect(valid).toMatchObject({ code: 0, err: '' });
      expect(valid.out).toContain(
        'valid.json is a valid event file.\n"Dubloon Quest demo event": 10 raffle items, 4 chests, 3 businesses, 2 players listed; one prize per player.',
      );
    });

    it('import is idempotent, shows progress on a long roster and never changes an existing account', async () => {
      // Someone registered before the import, with another name: the roster must not touch the account.
      await harness.db.query(
        "INSERT INTO users (email, password_hash, name, education, country, referral_code, created_at) VALUES ('player3@example.com', 'x', 'Registered Before', 'Other', 'Peru', 'before0001', $1)",
        [harness.clock],
      );
      const file = writeEvent(harness, 'event.json', 600);
      const first = await harness.run('import', file);
      expect(first.code).toBe(0);
      expect(first.out).toContain('Imported the event "Dubloon Quest demo event".');
      expect(first.out).toContain('Players: 599 created, 1 already had an account (left unchanged).');
      expect(first.err).toContain('Players: 250/600 (41%)\n');
      expect(first.err).toContain('Players: 600/600 (100%)\n');
      expect(first.out).not.toContain('EVENT_FILE');

      const before = await harness.dump();
      const second = await harness.run('import', file);
      expect(second.code).toBe(0);
      expect(second.out).toContain(
        'The event "Dubloon Quest demo event" is already imported: nothing changed.',
      );
      expect(second.out).toContain('Players: 0 created, 600 already had an account (left unchanged).');
      expect(await harness.dump()).toBe(before);

      const existing = await harness.db.query(
        "SELECT name, country, coins, email_verified FROM users WHERE email = 'player3@example.com'",
      );
      expect(existing.rows[0]).toEqual({
        name: 'Registered Before',
        country: 'Peru',
        coins: 0,
        email_verified: false,
      });
      const imported = await harness.db.query(
        "SELECT coins, email_verified FROM users WHERE email = 'player1@example.com'",
      );
      expect(imported.rows[0]).toEqual({ coins: 3, email_verified: true });
      expect(
        await openRepository(harness.db).ledgerConsistent(await harness.userId('player1@example.com')),
      ).toBe(true);
    });

    it('lists players and stakes as tables, CSV and JSON', async () => {
      await harness.stake('player1@example.com', { 1: 5, 2: 1 });
      await harness.stake('player2@example.com', { 1: 3 });
      await harness.stake('player4@example.com', { 1: 1, 5: 4 });
      await harness.stake('player5@example.com', { 2: 6, 5: 2 });
      await harness.stake('player6@example.com', { 5: 1, 7: 9 });

      const players = JSON.parse((await harness.run('players', '--json')).out) as {
        email: string;
        coins: number;
        staked: number;
        total: number;
      }[];
      expect(players).toHaveLength(600);
      expect(players.find((player) => player.email === 'player1@example.com')).toMatchObject({
        coins: 3,
        staked: 6,
        total: 9,
      });
      expect((await harness.run('players', '--csv')).out.split('\r\n')[0]).toBe(
        'id,email,name,education,school,country,region,verified,demo_copy,coins,staked,total',
      );

      const stakes = await harness.run('stakes');
      expect(stakes.out).toMatch(/\n {6}1 {2}Noise-cancelling headphones\s+2 {8}3 {13}9 {16}3 {14}9\n/);
      const detail = await harness.run('stakes', '--detail', '--csv');
      expect(detail.out).toContain(
        `1,Noise-cancelling headphones,${await harness.userId('player1@example.com')},player1@example.com,Player Number 1,5,no,`,
      );
    });

    it("leaves a banned player's stakes out of the players, coins and chances of the draw, as the draw does", async () => {
      const banned = await harness.userId('player2@example.com');
      const chancesOnItem1 = async () => {
        const rows = JSON.parse((await harness.run('stakes', '--detail', '--json')).out) as {
          item_id: number;
          player_id: string;
          banned: boolean;
          chance_percent: number;
        }[];
        return rows.filter((row) => row.item_id === 1);
      };
      const before = await chancesOnItem1();
      expect(before.find((row) => row.player_id === String(banned))).toMatchObject({ banned: false });
      expect(before.find((row) => row.player_id === String(banned))!.chance_percent).toBeGreaterThan(0);

      await harness.db.query('UPDATE users SET banned_until = $2 WHERE id = $1', [
        banned,
        new Date(harness.clock.getTime() + 24 * 60 * 60 * 1000),
      ]);
      try {
        const summary = JSON.parse((await harness.run('stakes', '--json')).out) as {
          item_id: number;
          players: number;
          coins_staked: number;
          players_in_draw: number;
          coins_in_draw: number;
        }[];
        // Item 1 holds 5 + 3 + 1 coins of three players; the banned player's 3 leave the draw, not the stakes.
        expect(summary.find((row) => row.item_id === 1)).toMatchObject({
          players: 3,
          coins_staked: 9,
          players_in_draw: 2,
          coins_in_draw: 6,
        });
        const after = await chancesOnItem1();
        expect(after.find((row) => row.player_id === String(banned))).toMatchObject({
          banned: true,
          chance_percent: 0,
        });
        // Item 1 has two prizes and two players left in the draw: each of them is certain to win one.
        for (const row of after.filter((entry) => !entry.banned)) expect(row.chance_percent).toBe(100);
      } finally {
        await harness.db.query('UPDATE users SET banned_until = NULL WHERE id = $1', [banned]);
      }
    });

    it('draws once: commit, run with the secret, verify, and rerun gives the stored record', async () => {
      expect(
        await harness.run('draw', 'run', '--reveal', 'a'.repeat(64), '--record', 'record.json'),
      ).toMatchObject({ code: 1 });

      const commit = await harness.run('draw', 'commit', '--out', 'secret.txt');
      expect(commit.code).toBe(0);
      const secret = readFileSync(harness.path('secret.txt'), 'utf8').trim();
      expect(statSync(harness.path('secret.txt')).mode & 0o777).toBe(0o600);
      expect(commit.out).toContain(`Commitment: ${commitmentOf(secret)}`);
      const again = await harness.run('draw', 'commit', '--out', 'secret2.txt');
      expect(again.code).toBe(1);
      expect(again.err).toContain(`A commitment is already in force (${commitmentOf(secret)}`);
      expect(existsSync(harness.path('secret2.txt'))).toBe(false);

      const wrong = await harness.run('draw', 'run', '--reveal', 'b'.repeat(64), '--record', 'record.json');
      expect(wrong.code).toBe(1);
      expect(wrong.err).toContain('This secret does not match the commitment in force');
      expect(
        (await harness.run('draw', 'run', '--reveal', 'not hex', '--record', 'record.json')).err,
      ).toContain('64 lower-case hexadecimal');

      harness.clock = DURING_THE_RAFFLE;
      const early = await harness.run('draw', 'run', '--reveal', secret, '--record', 'record.json');
      expect(early.code).toBe(1);
      expect(early.err).toContain('The raffle is still open');
      harness.clock = AFTER_THE_EVENT;

      const run = await harness.run('draw', 'run', '--reveal', secret, '--record', 'record.json');
      expect(run.code).toBe(0);
      expect(run.out).toContain('Froze 9 stakes of 5 players on 10 items.');
      expect(run.err).toContain('Items drawn: 10/10 (100%)');
      const text = readFileSync(harness.path('record.json'), 'utf8');
      const verified = verifyDrawRecordText(text);
      expect(verified.ok).toBe(true);
      const record = (verified as { value: DrawRecord }).value;
      expect(record.commitment).toBe(commitmentOf(secret));
      expect(record.snapshot.one_prize_per_player).toBe(true);
      const everyWinner = record.winners.flatMap((item) => item.player_ids);
      // Five players with stakes, one prize each: every one of them wins something (item 1 alone has stock 2).
      expect(new Set(everyWinner).size).toBe(everyWinner.length);
      expect(everyWinner.length).toBeLessThanOrEqual(5);
      expect(run.out).toContain(`Record: record.json (publish it next to the commitment)`);

      expect(await harness.run('draw', 'verify', 'record.json')).toMatchObject({ code: 0, err: '' });
      expect(
        (
          await harness.run(
            'draw',
            'verify',
            'record.json',
            '--commitment',
            commitmentOf(secret).toUpperCase(),
          )
        ).code,
      ).toBe(0);
      const otherCommitment = await harness.run(
        'draw',
        'verify',
        'record.json',
        '--commitment',
        'c'.repeat(64),
      );
      expect(otherCommitment.code).toBe(1);
      expect(otherCommitment.err).toContain('DOES NOT MATCH the published commitment');

      const rerun = await harness.run('draw', 'run', '--reveal', secret, '--record', 'again.json');
      expect(rerun.code).toBe(0);
      expect(rerun.out).toContain('nothing was drawn again');
      expect(readFileSync(harness.path('again.json'), 'utf8')).toBe(text);
    });

    it('draw verify fails on a tampered record, whichever byte changed', async () => {
      const text = readFileSync(harness.path('record.json'), 'utf8');
      for (const at of [0, 10, Math.floor(text.length / 3), Math.floor(text.length / 2), text.length - 2]) {
        const tampered = `${text.slice(0, at)}${text[at] === '1' ? '2' : '1'}${text.slice(at + 1)}`;
        writeFileSync(harness.path('tampered.json'), tampered);
        const result = await harness.run('draw', 'verify', 'tampered.json');
        expect(result.code).toBe(1);
        expect(result.err).toMatch(/^tampered\.json DOES NOT MATCH: /);
      }
      const winners = text.replace(
        /"player_ids":\["(\d+)"/,
        (_, id: string) => `"player_ids":["${id === '1' ? '2' : '1'}"`,
      );
      writeFileSync(harness.path('tampered.json'), winners);
      expect((await harness.run('draw', 'verify', 'tampered.json')).err).toMatch(
        /DOES NOT MATCH: The winners of item \d+ are not the ones the draw gives/,
      );
    });

    it('stores winners that GET /game/results shows in the shape of spec section 3, without e-mails', async () => {
      const organizer = organizerStorage(harness.db);
      const imported = await organizer.event.importedEvent();
      const results = parseContract(
        resultsResponseSchema,
        await storedResults(organizer, imported!.event),
        'results',
      );
      const record = (
        verifyDrawRecordText(readFileSync(harness.path('record.json'), 'utf8')) as { value: DrawRecord }
      ).value;
      const drawnItems = record.winners.filter((item) => item.player_ids.length > 0);
      expect(results.raffle_winners).toHaveLength(drawnItems.length);
      const item1 = drawnItems.find((item) => item.item_id === 1);
      if (item1) {
        expect(results.raffle_winners[0]).toMatchObject({
          partner_name: 'Harbor Tech',
          image_src: '/media/item-1.svg',
          logo: '/media/harbor-tech.svg',
        });
        expect(results.raffle_winners[0]!.winners.map((winner) => winner.name)).toHaveLength(
          item1.player_ids.length,
        );
      }
      expect(JSON.stringify(results)).not.toContain('@example.com');
      expect(results.challenge_winners).toEqual([]);
    });

    it('sets challenge winners with awards and exports every winner with e-mails', async () => {
      expect((await harness.run('challenge-winners', 'set', '999', 'player1@example.com=10')).err).toContain(
        'No business of the imported event has challenge 999.',
      );
      expect((await harness.run('challenge-winners', 'set', '1', 'player1@example.com')).code).toBe(2);
      expect((await harness.run('challenge-winners', 'set', '1', 'nobody@example.com=5')).err).toContain(
        'No player has the e-mail nobody@example.com.',
      );
      const set = await harness.run(
        'challenge-winners',
        'set',
        '1',
        'Player2@example.com=150',
        'player7@example.com=50',
      );
      expect(set.code).toBe(0);
      expect(set.out).toMatch(/challenge has 2 winners:/);

      const organizer = organizerStorage(harness.db);
      const results = await storedResults(organizer, (await organizer.event.importedEvent())!.event);
      const business = (
        demoEvent.businesses as { name: string; name_fr?: string; challenge_question: { challenge_id: number } }[]
      ).find((entry) => entry.challenge_question.challenge_id === 1)!;
      expect(results!.challenge_winners).toEqual([
        {
          business_name: business.name,
          // Its French name beside it where the event writes one (decision 0176).
          ...(business.name_fr === undefined ? {} : { business_name_fr: business.name_fr }),
          logo: expect.any(String) as string,
          winners: [
            {
              name: 'Player Number 2',
              education: 'Grade 11',
              region: 'Ontario',
              country: 'Canada',
              award: 150,
            },
            {
              name: 'Player Number 7',
              education: 'Grade 11',
              region: 'Ontario',
              country: 'Canada',
              award: 50,
            },
          ],
        },
      ]);

      const csv = await harness.run('export', 'winners', '--csv');
      const lines = csv.out.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'kind,prize_id,prize,partner,rank,player_id,name,email,education,region,country,award,prize_fr,partner_fr',
      );
      expect(lines.filter((line) => line.startsWith('raffle,')).length).toBeGreaterThan(0);
      // The French of the prize and business come last (decision 0164).
      const challengeLine = `challenge,1,${business.name === '' ? '' : (demoEvent.businesses as { challenge_question: { title: string } }[])[0]!.challenge_question.title},${business.name},1,${await harness.userId('player2@example.com')},Player Number 2,player2@example.com,Grade 11,Ontario,Canada,150,`;
      expect(lines.filter((line) => line.startsWith(challengeLine))).toHaveLength(1);
      const written = await harness.run('export', 'winners', '--out', 'winners.csv');
      expect(written.err).toMatch(/^\d+ winners written to winners\.csv\.\n$/);
      expect(readFileSync(harness.path('winners.csv'), 'utf8')).toBe(csv.out);

      expect((await harness.run('challenge-winners', 'set', '1')).out).toContain('were cleared');
      expect(
        (await storedResults(organizer, (await organizer.event.importedEvent())!.event))!.challenge_winners,
      ).toEqual([]);
    });

    it('a changed event file updates the event but keeps every stake, and says which items lost theirs', async () => {
      const before = await harness.db.query('SELECT * FROM stakes ORDER BY user_id, item_id');
      const file = writeEvent(harness, 'smaller.json', 0, (event) => {
        event.raffle_items = event.raffle_items.filter((item) => item.item_id !== 7);
        event.one_prize_per_player = false;
      });
      const result = await harness.run('import', file);
      expect(result.code).toBe(0);
      expect(result.out).toContain(
        'Updated the event "Dubloon Quest demo event" (players, coins and stakes are kept).',
      );
      expect(result.out).toContain('Note: players have stakes on items no longer in the event (7)');
      expect(result.out).toContain('Note: the game server serves this imported event from now on, not its EVENT_FILE');
      expect((await harness.db.query('SELECT * FROM stakes ORDER BY user_id, item_id')).rows).toEqual(
        before.rows,
      );
    });
  });
}

describeOrganizerTool('PGlite', openTestPglite);
describeOrganizerTool('PostgreSQL', openTestPostgres);
