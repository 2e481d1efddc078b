import { describe, expect, it } from 'vitest';
import type { AuthContext } from './context.js';
import { localVersions, READ_CACHE_TTL_MS, ReadCache, type VersionSource } from './read-cache.js';

function login(coins: number, sessionExpiry = 10_000): AuthContext {
  return {
    session: { id: 's1', userId: 7, csrfHash: 'h', expiresAt: new Date(sessionExpiry), revokedAt: null },
    user: { id: 7, coins, expiresAt: null } as AuthContext['user'],
  };
}

/** A cache on local versions with a hand-moved clock, and a database stand-in counting its reads. */
function setup(versions: VersionSource | null = null) {
  let clock = 0;
  const source = versions ?? localVersions(() => clock);
  const cache = new ReadCache(source, () => clock);
  let coins = 3;
  let loads = 0;
  const read = () => {
    loads += 1;
    return Promise.resolve(login(coins));
  };
  return {
    cache,
    read: () => cache.login('s1', 7, read, 0),
    setCoins: (value: number) => (coins = value),
    advance: (ms: number) => (clock += ms),
    get loads() {
      return loads;
    },
  };
}

describe('ReadCache', () => {
  it('serves a login from memory while nothing changed, and reads it again once it is a second old', async () => {
    const t = setup();
    expect((await t.read())?.user.coins).toBe(3);
    t.setCoins(5);
    expect((await t.read())?.user.coins).toBe(3);
    expect(t.loads).toBe(1);
    t.advance(READ_CACHE_TTL_MS);
    expect((await t.read())?.user.coins).toBe(5);
    expect(t.loads).toBe(2);
  });

  it('reads again after a change of the user or of the session', async () => {
    const t = setup();
    await t.read();
    t.setCoins(9);
    await t.cache.userChanged(7);
    expect((await t.read())?.user.coins).toBe(9);
    await t.cache.sessionChanged('s1');
    await t.read();
    expect(t.loads).toBe(3);
  });

  it('does not serve a login read while a change was being made', async () => {
    const t = setup();
    let release: () => void = () => undefined;
    const slow = t.cache.login('s1', 7, () => new Promise<AuthContext>((resolve) => (release = () => resolve(login(3)))), 0);
    await new Promise((resolve) => setImmediate(resolve));
    t.setCoins(4);
    await t.cache.userChanged(7);
    release();
    expect((await slow)?.user.coins).toBe(3);
    expect((await t.read())?.user.coins).toBe(4);
  });

  it('refuses a cached session once it expired, without waiting for the entry to age', async () => {
    const t = setup();
    await t.read();
    expect(await t.cache.login('s1', 7, () => Promise.resolve(null), 10_000)).toBeNull();
  });

  it('keeps the stakes with the login served in the same request, and reads them again after a change', async () => {
    const t = setup();
    let stakeReads = 0;
    const stakes = () => Promise.resolve({ 1: ++stakeReads });
    expect(await t.cache.stakesOf((await t.read())!, stakes)).toEqual({ 1: 1 });
    expect(await t.cache.stakesOf((await t.read())!, stakes)).toEqual({ 1: 1 });
    // A login not served by the cache in this request (another object) reads them from the database.
    expect(await t.cache.stakesOf(login(3), stakes)).toEqual({ 1: 2 });
    await t.cache.userChanged(7);
    expect(await t.cache.stakesOf((await t.read())!, stakes)).toEqual({ 1: 3 });
  });

  it('caches nothing without a version source, nor while the versions cannot be read', async () => {
    const noCache = new ReadCache(null);
    let loads = 0;
    for (let read = 0; read < 2; read += 1) await noCache.login('s1', 7, () => Promise.resolve(login(++loads)), 0);
    expect(loads).toBe(2);
    const unreadable = setup({ read: () => null, bump: () => Promise.resolve() });
    await unreadable.read();
    await unreadable.read();
    expect(unreadable.loads).toBe(2);
  });

  it('lets answers wait until every announced change is seen (settled)', async () => {
    let finish: () => void = () => undefined;
    const cache = new ReadCache({ read: () => [null, null], bump: () => new Promise<void>((resolve) => (finish = resolve)) });
    expect(cache.settled()).toBeNull();
    void cache.userChanged(7);
    const settled = cache.settled();
    let done = false;
    void settled?.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    finish();
    await settled;
    expect(done).toBe(true);
    expect(cache.settled()).toBeNull();
  });

  it('refresh reads the entries in use again in bulk: served past their first second, dropped once their session ends', async () => {
    const t = setup();
    let stakeReads = 0;
    await t.read();
    t.advance(1);
    await t.cache.stakesOf((await t.read())!, () => Promise.resolve({ 1: ++stakeReads }));
    let holds = true;
    const bulk = {
      logins: (ids: readonly string[]) => Promise.resolve(new Map(ids.map((id) => [id, holds ? login(6) : null]))),
      stakes: (userIds: readonly number[]) => Promise.resolve(new Map(userIds.map((id) => [id, { 2: id }]))),
    };
    t.advance(READ_CACHE_TTL_MS - 2);
    await t.cache.refresh(bulk);
    t.advance(READ_CACHE_TTL_MS - 1);
    const served = (await t.read())!;
    expect(served.user.coins).toBe(6);
    expect(await t.cache.stakesOf(served, () => Promise.resolve({ 1: ++stakeReads }))).toEqual({ 2: 7 });
    expect(t.loads).toBe(1);
    holds = false;
    await t.cache.refresh(bulk);
    expect(t.cache.size).toBe(0);
  });

  it('refresh reads again only the entries used within the last lifetime, and drops the others once expired', async () => {
    const t = setup();
    await t.read();
    let bulkReads = 0;
    const bulk = {
      logins: (ids: readonly string[]) => {
        bulkReads += ids.length;
        return Promise.resolve(new Map(ids.map((id) => [id, login(6)])));
      },
      stakes: () => Promise.resolve(new Map()),
    };
    t.advance(READ_CACHE_TTL_MS - 1);
    await t.cache.refresh(bulk);
    expect([bulkReads, t.cache.size]).toEqual([1, 1]);
    t.advance(1);
    await t.cache.refresh(bulk);
    expect([bulkReads, t.cache.size]).toEqual([1, 1]);
    t.advance(READ_CACHE_TTL_MS);
    await t.cache.refresh(bulk);
    expect([bulkReads, t.cache.size]).toEqual([1, 0]);
    expect(t.loads).toBe(1);
  });

  it('a change made while a refresh reads is not hidden by it', async () => {
    const t = setup();
    await t.read();
    t.advance(1);
    await t.read();
    const refreshed = t.cache.refresh({
      logins: async (ids) => {
        await t.cache.userChanged(7);
        return new Map(ids.map((id) => [id, login(3)]));
      },
      stakes: () => Promise.resolve(new Map()),
    });
    await refreshed;
    t.setCoins(8);
    expect((await t.read())?.user.coins).toBe(8);
  });
});
