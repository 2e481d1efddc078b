import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { earnSignupBonuses, syncRaffleItems } from './ledger.js';
import { migrate } from './migrations.js';
import { openRepository, type NewUser, type Repository } from './repository.js';

/**
 * The repository's contract, run against every storage engine: each engine's test file calls this with a way
 * to open a fresh database (and may add tests of its own).
 */
export function describeRepositoryContract(engine: string, open: () => Promise<{ db: Db; dispose(): Promise<void> } | { skipped: string }>): void {
  describe(`Repository on ${engine}`, () => {
    let repo: Repository;
    let database: Db;
    let dispose: () => Promise<void> = () => Promise.resolve();
    let skipped: string | null = null;
    const now = new Date('2026-03-01T12:00:00Z');

    beforeAll(async () => {
      const opened = await open();
      if ('skipped' in opened) {
        skipped = opened.skipped;
        console.warn(`Skipping the ${engine} repository tests: ${skipped}`);
        return;
      }
      dispose = () => opened.dispose();
      await migrate(opened.db);
      database = opened.db;
      repo = openRepository(opened.db);
    });
    afterAll(async () => dispose());

    const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
      email: `player.${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: 'hash',
      name: 'Ada Lovelace',
      education: 'Grade 10',
      school: 'North High',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
      role: 'Player',
      emailVerified: false,
      referralCode: randomBytes(6).toString('hex'),
      referredBy: null,
      ...overrides,
    });
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    const verifiedPlayer = async (overrides: Partial<NewUser> = {}) => {
      const user = (await repo.createUser(newUser(overrides), now))!;
      const token = randomBytes(20).toString('hex');
      await repo.createEmailToken({ hash: hash(token), userId: user.id, purpose: 'verify', email: user.email, expiresAt: new Date(now.getTime() + 600_000) }, now);
      await repo.verifyEmail(hash(token), { signup: 3, referral: 5 }, now);
      return user;
    };
    const live = (name: string, test: () => Promise<void>) =>
      it(name, async (context) => {
        if (skipped !== null) context.skip();
        await test();
      });

    live('migrations are idempotent', async () => {
      expect(await migrate(repo.db)).toEqual([]);
    });

    live('refuses a second account with the same email, whatever its case', async () => {
      const first = newUser();
      expect(await repo.createUser(first, now)).not.toBeNull();
      expect(await repo.createUser({ ...newUser(), email: first.email.toUpperCase() }, now)).toBeNull();
      expect((await repo.findUserByEmail(first.email.toUpperCase()))?.email).toBe(first.email);
    });

    live('verification pays the signup bonus once and the inviter once; the token works once', async () => {
      const inviter = await verifiedPlayer();
      const invitee = (await repo.createUser(newUser({ referredBy: inviter.id }), now))!;
      const token = randomBytes(20).toString('hex');
      await repo.createEmailToken({ hash: hash(token), userId: invitee.id, purpose: 'verify', email: invitee.email, expiresAt: new Date(now.getTime() + 600_000) }, now);
      const results = await Promise.all([1, 2, 3].map(() => repo.verifyEmail(hash(token), { signup: 3, referral: 5 }, now)));
      const winners = results.filter((result) => result !== null);
      expect(winners).toHaveLength(1);
      expect(winners[0]!.changes).toEqual([
        { userId: invitee.id, delta: 3, balance: 3 },
        { userId: inviter.id, delta: 5, balance: 8 },
      ]);
      expect(await repo.coinBalance(inviter.id)).toBe(8);
      expect(await repo.referrals(inviter.id)).toEqual([expect.objectContaining({ coins: 5, invitedEmail: invitee.email })]);
      expect(await repo.ledgerConsistent(inviter.id)).toBe(true);
      expect(await repo.ledgerConsistent(invitee.id)).toBe(true);
    });

    live('an expired token or one sent to a former address does not work', async () => {
      const user = (await repo.createUser(newUser(), now))!;
      const token = randomBytes(20).toString('hex');
      await repo.createEmailToken({ hash: hash(token), userId: user.id, purpose: 'verify', email: user.email, expiresAt: new Date(now.getTime() + 600_000) }, now);
      expect(await repo.verifyEmail(hash(token), { signup: 3, referral: 5 }, new Date(now.getTime() + 600_001))).toBeNull();
      const other = randomBytes(20).toString('hex');
      await repo.createEmailToken({ hash: hash(other), userId: user.id, purpose: 'verify', email: user.email, expiresAt: new Date(now.getTime() + 600_000) }, now);
      await repo.updateProfile(user.id, { email: `changed.${user.email}` });
      expect(await repo.verifyEmail(hash(other), { signup: 3, referral: 5 }, now)).toBeNull();
    });

    live('the logins asked for in one turn are read with one statement, each answered with its own', async () => {
      let statements = 0;
      const counted = openRepository({ ...database, query: (sql, params) => ((statements += 1), database.query(sql, params)) });
      const [first, second] = [await verifiedPlayer(), await verifiedPlayer()];
      for (const user of [first, second]) await repo.createSession({ id: `login-${user.id}`, userId: user.id, csrfHash: `csrf-${user.id}`, expiresAt: new Date(now.getTime() + 60_000) }, now);
      const logins = await Promise.all([`login-${first.id}`, `login-${second.id}`, 'no-such-session', `login-${first.id}`].map((id) => counted.findSessionWithUser(id)));
      expect(statements).toBe(1);
      expect(logins.map((login) => login && [login.session.id, login.user.email, login.session.csrfHash])).toEqual([
        [`login-${first.id}`, first.email, `csrf-${first.id}`],
        [`login-${second.id}`, second.email, `csrf-${second.id}`],
        null,
        [`login-${first.id}`, first.email, `csrf-${first.id}`],
      ]);
      expect((await counted.findSessionWithUser(`login-${second.id}`))?.user.id).toBe(second.id);
      expect(statements).toBe(2);
    });

    live('a reset token sets the password once and revokes the sessions', async () => {
      const user = await verifiedPlayer();
      await repo.createSession({ id: `s-${user.id}`, userId: user.id, csrfHash: 'x', expiresAt: new Date(now.getTime() + 60_000) }, now);
      const token = randomBytes(20).toString('hex');
      await repo.createEmailToken({ hash: hash(token), userId: user.id, purpose: 'reset', email: user.email, expiresAt: new Date(now.getTime() + 600_000) }, now);
      expect(await repo.verifyEmail(hash(token), { signup: 3, referral: 5 }, now)).toBeNull();
      expect((await repo.resetPassword(hash(token), 'new-hash', now))?.userId).toBe(user.id);
      expect(await repo.resetPassword(hash(token), 'other-hash', now)).toBeNull();
      expect((await repo.findUserById(user.id))?.passwordHash).toBe('new-hash');
      expect((await repo.findSession(`s-${user.id}`))?.revokedAt).not.toBeNull();
    });

    live('concurrent stake submissions never allocate more than the balance', async () => {
      const user = await verifiedPlayer();
      const items = [1, 2, 3, 4, 5];
      // Each a different minute past the cooldown of any other: only the balance can refuse them.
      const results = await Promise.all(items.map((item) => repo.submitStakes(user.id, [{ item_id: item, coins: 3 }], items, new Date(now.getTime() + item * 31 * 60_000))));
      expect(results.filter((result) => result.ok).length).toBeGreaterThanOrEqual(1);
      expect(await repo.coinBalance(user.id)).toBe(0);
      expect(Object.values(await repo.stakesOf(user.id))).toEqual([3]);
      expect(await repo.ledgerConsistent(user.id)).toBe(true);
    });

    live('pays many signup bonuses in one statement, each once, through the ledger', async () => {
      const users = [(await repo.createUser(newUser(), now))!, (await repo.createUser(newUser(), now))!];
      const ids = users.map((user) => user.id);
      expect(await earnSignupBonuses(repo.db, ids, 30, now)).toBe(2);
      expect(await earnSignupBonuses(repo.db, ids, 30, now)).toBe(0);
      for (const id of ids) {
        expect(await repo.coinBalance(id)).toBe(30);
        expect(await repo.coinTransactions(id)).toEqual([{ source: 'signup', count: 30, createdAt: now }]);
        expect(await repo.ledgerConsistent(id)).toBe(true);
      }
    });

    live('refuses a submission in the cooldown and a stake on a retired item, changing nothing', async () => {
      const user = await verifiedPlayer();
      const item = 700_000 + Math.floor(Math.random() * 1000);
      const first = await repo.submitStakes(user.id, [{ item_id: item, coins: 1 }], [item], now);
      expect(first.ok).toBe(true);
      const early = await repo.submitStakes(user.id, [{ item_id: item, coins: 2 }], [item], new Date(now.getTime() + 29 * 60_000));
      expect(early).toMatchObject({ ok: false, failure: { code: 'LEDGER.COOLDOWN', retryAfterMs: 60_000 } });
      const refunds = await repo.db.transaction((tx) => syncRaffleItems(tx, [{ item_id: item, retired: true }], now));
      expect(refunds).toEqual([{ userId: user.id, coins: 1, balance: 3 }]);
      const later = await repo.submitStakes(user.id, [{ item_id: item, coins: 2 }], [item], new Date(now.getTime() + 31 * 60_000));
      expect(later).toMatchObject({ ok: false, failure: { code: 'LEDGER.UNKNOWN_ITEM' } });
      expect(await repo.stakesOf(user.id)).toEqual({});
      expect(await repo.ledgerConsistent(user.id)).toBe(true);
    });

    live('lowering a stake returns coins and announces silver flags', async () => {
      const user = await verifiedPlayer();
      const item = 900_000 + Math.floor(Math.random() * 1000);
      const first = await repo.submitStakes(user.id, [{ item_id: item, coins: 2 }], [item], now);
      expect(first).toEqual({ ok: true, value: { balance: 1, stakes: { [item]: 2 }, silverChanges: [{ item_id: item, silver: false }] } });
      const second = await repo.submitStakes(user.id, [{ item_id: item, coins: 0 }], [item], new Date(now.getTime() + 30 * 60_000));
      expect(second).toEqual({ ok: true, value: { balance: 3, stakes: {}, silverChanges: [{ item_id: item, silver: true }] } });
      expect((await repo.coinTransactions(user.id)).map((row) => [row.source, row.count])).toEqual([
        ['signup', 3],
        ['raffle', -2],
        ['raffle', 2],
      ]);
      expect(await repo.ledgerConsistent(user.id)).toBe(true);
    });

    live('the database refuses a negative balance or stake even if a rule were wrong', async () => {
      const user = await verifiedPlayer();
      await expect(repo.db.query('UPDATE users SET coins = coins - 4 WHERE id = $1', [user.id])).rejects.toThrow();
      await expect(repo.db.query('INSERT INTO stakes (user_id, item_id, coins) VALUES ($1, 7, -1)', [user.id])).rejects.toThrow();
      expect(await repo.coinBalance(user.id)).toBe(3);
      expect(await repo.ledgerConsistent(user.id)).toBe(true);
    });

    live('a chest pays once even when claimed concurrently', async () => {
      const user = await verifiedPlayer();
      const results = await Promise.all([1, 2, 3, 4].map(() => repo.payChest(user.id, 1, now, (state) => (state.paidCoins === null ? { ok: true, value: 9 } : { ok: false, failure: 'paid' }))));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await repo.coinBalance(user.id)).toBe(12);
      expect(await repo.chestsSubmitted(user.id)).toEqual({ 1: 9 });
      await expect(repo.payChest(user.id, 1, now, () => ({ ok: true, value: 9 }))).rejects.toThrow();
      expect(await repo.coinBalance(user.id)).toBe(12);
    });

    live('stores each answer letter once, in order', async () => {
      const user = await verifiedPlayer();
      const accept = () => ({ ok: true as const, value: null });
      expect(await repo.recordChestAttempt(user.id, 2, { question: 0, choice: 'b' }, now, accept)).toEqual({ ok: true, value: [{ question: 0, choice: 'b' }] });
      // Each answers the attempts after it: the repeated letter is there once.
      const repeated = await Promise.all([1, 2, 3].map(() => repo.recordChestAttempt(user.id, 2, { question: 0, choice: 'a' }, now, accept)));
      for (const answer of repeated) expect(answer).toEqual({ ok: true, value: [{ question: 0, choice: 'b' }, { question: 0, choice: 'a' }] });
      const refused = await repo.recordChestAttempt(user.id, 2, { question: 1, choice: 'a' }, now, (state) => (state.attempts.length > 5 ? accept() : { ok: false, failure: 'nope' }));
      expect(refused).toEqual({ ok: false, failure: 'nope' });
      expect((await repo.chestAttempts(user.id)).get(2)).toEqual([
        { question: 0, choice: 'b' },
        { question: 0, choice: 'a' },
      ]);
    });

    live('the ledger is append-only', async () => {
      const user = await verifiedPlayer();
      await expect(repo.db.query('UPDATE coin_transactions SET count = 100 WHERE user_id = $1', [user.id])).rejects.toThrow(/append-only/);
    });

    live('counts challenge answers, one per player', async () => {
      const a = await verifiedPlayer();
      const b = await verifiedPlayer();
      const challenge = 800_000 + Math.floor(Math.random() * 1000);
      expect(await repo.submitChallenge(a.id, challenge, 'https://docs.google.com/document/d/one', now)).toBe(1);
      expect(await repo.submitChallenge(a.id, challenge, 'https://docs.google.com/document/d/two', now)).toBe(1);
      expect(await repo.submitChallenge(b.id, challenge, 'https://docs.google.com/document/d/three', now)).toBe(2);
      expect((await repo.challengeAnswerCounts()).get(challenge)).toBe(2);
    });

    live('sandboxes copy the profile, keep their own ledger and are purged after expiry', async () => {
      const template = (await repo.createUser(newUser({ emailVerified: true }), now))!;
      const sandbox = await repo.createSandbox(template, randomBytes(6).toString('hex'), [{ source: 'signup', count: 3, ref: 'signup' }, { source: 'demo', count: 7, ref: 'demo' }], now, new Date(now.getTime() + 1000));
      expect(sandbox).toMatchObject({ email: template.email, sandboxOf: template.id, coins: 10 });
      expect((await repo.findUserByEmail(template.email))?.id).toBe(template.id);
      expect(await repo.purgeExpiredSandboxes(new Date(now.getTime() + 2000))).toBeGreaterThanOrEqual(1);
      expect(await repo.findUserById(sandbox.id)).toBeNull();
      expect(await repo.findUserById(template.id)).not.toBeNull();
    });

    live('the outbox hands each message to one concurrent claimer, and back after a failure', async () => {
      const address = `mail.${randomBytes(4).toString('hex')}@example.com`;
      const id = await repo.enqueueMail({ to: address, subject: 'Hello', body: 'Body' }, now);
      const claims = await Promise.all([1, 2, 3].map(() => repo.claimUnsentMail(1000, now)));
      expect(claims.flat().filter((mail) => mail.id === id)).toHaveLength(1);
      expect((await repo.claimUnsentMail(1000, now)).some((mail) => mail.id === id)).toBe(false);
      await repo.releaseMail(id, 'SMTP down');
      expect((await repo.claimUnsentMail(1000, now)).map((mail) => mail.id)).toContain(id);
      expect(await repo.mailTo(address)).toEqual([expect.objectContaining({ subject: 'Hello', body: 'Body' })]);
    });
  });
}
