import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages } from '@dubloon-quest/core/console';
import { hashPassword } from '../src/services/auth/passwords.js';
import { hashToken } from '../src/services/auth/tokens.js';
import { newReferralCode } from '../src/db/referral-codes.js';
import { DEMO_EVENT_FILE } from '../src/config/config.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrations.js';
import { openRepository } from '../src/db/repository.js';
import { runOrganizer, type OrganizerEnvironment } from '../src/organizer/cli.js';
import { openTestPglite, type TestDatabase } from './support/databases.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestPglite();
  await migrate(database.db);
});
afterAll(() => database.dispose());

/** Runs the organizer tool on the test's database. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const db: Db = database.db;
  const env: OrganizerEnvironment = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    interactive: false,
    cwd: '/',
    now: () => new Date('2026-04-21T12:00:00.000Z'),
    randomHex: () => randomBytes(32).toString('hex'),
    openDatabase: () => Promise.resolve({ ...db, close: () => Promise.resolve() }),
    serverEventFile: () => DEMO_EVENT_FILE,
    serverPublicUrl: () => 'https://play.example.org',
  };
  const code = await runOrganizer(argv, env);
  return { code, out: out.join(''), err: err.join('') };
}

const repository = () => openRepository(database.db);

async function player(email: string): Promise<number> {
  const user = await repository().createUser(
    {
      email,
      passwordHash: await hashPassword('Correct-Horse-9'),
      name: 'Some Player',
      education: 'Grade 10',
      school: null,
      country: 'Canada',
      region: null,
      city: null,
      role: 'Player',
      emailVerified: true,
      referralCode: newReferralCode(),
      referredBy: null,
    },
    new Date(),
  );
  return user!.id;
}

describe('organizer tool: role set', () => {
  it('[C.accounts.role] gives a role and a partner its business, ends the sessions and writes the audit log', async () => {
    const id = await player('owner@harbor.example');
    await repository().createSession(
      { id: 'session-1', userId: id, csrfHash: 'x', expiresAt: new Date('2030-01-01') },
      new Date(),
    );
    const run1 = await run('role', 'set', 'Owner@Harbor.example', 'partner', '--business', '2');
    expect(run1).toMatchObject({
      code: 0,
      out: `${consoleMessages.cli.roleSet('owner@harbor.example', 'Partner')}\n`,
    });
    const user = await repository().findUserById(id);
    expect(user?.role).toBe('Partner');
    expect(
      (await database.db.query('SELECT business_id FROM console_affiliations WHERE user_id = $1', [id]))
        .rows[0],
    ).toMatchObject({ business_id: 2 });
    expect((await repository().findSession('session-1'))?.revokedAt).not.toBeNull();
    const audit = await database.db.query('SELECT actor_email, action FROM console_audit WHERE target = $1', [
      `user:${id}`,
    ]);
    expect(audit.rows).toEqual([{ actor_email: consoleMessages.audit.cliActor, action: 'accounts.role' }]);

    expect(await run('role', 'set', 'owner@harbor.example', 'Player')).toMatchObject({ code: 0 });
    expect(
      (
        await database.db.query('SELECT count(*)::int AS n FROM console_affiliations WHERE user_id = $1', [
          id,
        ])
      ).rows[0],
    ).toEqual({ n: 0 });
  });

  it('refuses an unknown role, account, business or a partner without one, changing nothing', async () => {
    await player('someone@example.com');
    expect(await run('role', 'set', 'someone@example.com', 'King')).toMatchObject({
      code: 2,
      err: expect.stringContaining(consoleMessages.cli.badRole('King')) as string,
    });
    expect(await run('role', 'set', 'nobody@example.com', 'Organizer')).toMatchObject({
      code: 1,
      err: `${consoleMessages.accounts.unknownEmail('nobody@example.com')}\n`,
    });
    expect(await run('role', 'set', 'someone@example.com', 'Partner', '--business', '99')).toMatchObject({
      code: 1,
      err: `${consoleMessages.accounts.unknownBusiness}\n`,
    });
    expect(await run('role', 'set', 'someone@example.com', 'Partner')).toMatchObject({
      code: 1,
      err: `${consoleMessages.accounts.partnerNeedsOne}\n`,
    });
    expect((await repository().findUserByEmail('someone@example.com'))?.role).toBe('Player');
  });

  it('lists the console commands in its help', async () => {
    expect((await run('--help')).out).toContain('role set EMAIL ROLE');
    expect((await run('role', '--help')).out).toBe(consoleMessages.cli.roleSetHelp);
  });
});

describe('organizer tool: invite', () => {
  it('[C.accounts.invite] creates a raffle partner account with a 7-day single-use password link, mailed and printed', async () => {
    const result = await run(
      'invite',
      'books@bookworm.example',
      '--role',
      'Partner',
      '--name',
      'Bookworm Owner',
      '--partner',
      'Compass Books',
    );
    expect(result.code, result.err).toBe(0);
    const token = /token=([0-9a-f]{40})/.exec(result.out)?.[1];
    expect(token).toBeDefined();
    expect(result.out).toContain('https://play.example.org/password-reset?token=');
    const user = (await repository().findUserByEmail('books@bookworm.example'))!;
    expect(user).toMatchObject({ role: 'Partner', name: 'Bookworm Owner', emailVerified: true });
    const mail = await repository().mailTo('books@bookworm.example');
    expect(mail.at(-1)).toMatchObject({ subject: consoleMessages.accounts.mail.inviteSubject });
    expect(mail.at(-1)?.body).toContain(token!);
    // The link is the password reset's: it works once and sets the invitee's own password.
    expect(
      (
        await repository().resetPassword(
          hashToken(token!),
          await hashPassword('My-Own-Pass-1'),
          new Date('2026-04-27T12:00:00.000Z'),
        )
      )?.userId,
    ).toBe(user.id);
    expect(
      await repository().resetPassword(
        hashToken(token!),
        await hashPassword('Again-Pass-2'),
        new Date('2026-04-27T12:00:00.000Z'),
      ),
    ).toBeNull();
  });

  it('refuses a player invitation, a taken e-mail and a bad address', async () => {
    await player('taken@example.com');
    expect(await run('invite', 'x@example.com', '--role', 'Player')).toMatchObject({ code: 2 });
    expect(await run('invite', 'taken@example.com', '--role', 'Organizer')).toMatchObject({
      code: 1,
      err: `${consoleMessages.accounts.emailTaken}\n`,
    });
    expect((await run('invite', 'not-an-address', '--role', 'Organizer')).code).toBe(1);
  });
});
