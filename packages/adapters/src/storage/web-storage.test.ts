// @vitest-environment jsdom
import { isQuotaExceededError, PERSIST_ROOT_KEY, type KeyValueStorage } from '@dubloon-quest/core';
import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualTimers } from '../../test/support/manual-timers.js';
import { browserPageLifecycle, type PageLifecycle } from './page-lifecycle.js';
import { browserLocalStorage, PERSIST_WRITE_INTERVAL_MS, WebStorage, type WebStorageOptions } from './web-storage.js';

/** A small client state, as the web app would persist it. */
interface SavedState {
  readonly user: { readonly email: string } | null;
  readonly game: { readonly userCoins: number };
}

/** Accepts exactly a {@link SavedState}; anything else throws, as a schema parse would. */
function parseSavedState(value: unknown): SavedState {
  const state = value as { user?: unknown; game?: { userCoins?: unknown } } | null;
  const user = state?.user as { email?: unknown } | null | undefined;
  const userOk = user === null || (typeof user === 'object' && typeof user.email === 'string');
  if (!userOk || typeof state?.game?.userCoins !== 'number') throw new Error('not a saved state');
  return state as SavedState;
}

const stateWith = (userCoins: number): SavedState => ({ user: { email: 'demo.player@example.com' }, game: { userCoins } });

let timers: ManualTimers;
const stores: WebStorage<SavedState>[] = [];

function store(options: Partial<WebStorageOptions<SavedState>> = {}): WebStorage<SavedState> {
  const made = new WebStorage<SavedState>({
    storage: window.localStorage,
    version: 1,
    parse: parseSavedState,
    timers,
    pageLifecycle: null,
    ...options,
  });
  stores.push(made);
  return made;
}

function saved(): unknown {
  const text = window.localStorage.getItem(PERSIST_ROOT_KEY);
  return text === null ? null : JSON.parse(text);
}

/** A storage that records each write and the simulated time it happened at. */
function recordingStorage(): KeyValueStorage & { writes: { at: number; value: string }[] } {
  const writes: { at: number; value: string }[] = [];
  return {
    writes,
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => {
      writes.push({ at: timers.now, value });
      window.localStorage.setItem(key, value);
    },
    removeItem: (key) => window.localStorage.removeItem(key),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  timers = new ManualTimers();
});
afterEach(() => {
  for (const made of stores.splice(0)) made.dispose();
});

describe('saving and loading', () => {
  it('keeps the state under the persist: root key with the version of its shape', async () => {
    await store().save(stateWith(12));
    expect(saved()).toEqual({ version: 1, state: stateWith(12) });
    await expect(store().load()).resolves.toEqual(stateWith(12));
  });

  it('loads null when nothing was saved', async () => {
    await expect(store().load()).resolves.toBeNull();
  });

  it('never writes notifications or form options, and drops them from an older save', async () => {
    const withVisitOnly = { ...stateWith(3), notifications: [{ id: 'x', content: 'Hi' }], formOptions: { countries: [] } };
    await store().save(withVisitOnly);
    expect(saved()).toEqual({ version: 1, state: stateWith(3) });
    window.localStorage.setItem(PERSIST_ROOT_KEY, JSON.stringify({ version: 1, state: withVisitOnly }));
    await expect(store().load()).resolves.toEqual(stateWith(3));
  });

  it('refuses, by type, a state shape that holds a never-saved slice', () => {
    // @ts-expect-error: notifications describe this visit only and are never saved
    const make = (options: WebStorageOptions<{ notifications: string[] }>) => new WebStorage(options);
    expect(make).toBeTypeOf('function');
  });

  it('refuses a key without the persist: prefix', () => {
    expect(() => store({ key: 'root' })).toThrow(/persist:/);
  });

  it('clears the saved state (logout)', async () => {
    const persisted = store();
    await persisted.save(stateWith(5));
    await persisted.clear();
    expect(window.localStorage.getItem(PERSIST_ROOT_KEY)).toBeNull();
    await expect(persisted.load()).resolves.toBeNull();
  });
});

describe('an old or corrupt saved state', () => {
  it.each([
    ['text that is not JSON', '{"version":1,"state":'],
    ['JSON without the envelope', JSON.stringify(stateWith(4))],
    ['a state of an older version', JSON.stringify({ version: 0, state: stateWith(4) })],
    ['a state of a newer version', JSON.stringify({ version: 2, state: stateWith(4) })],
    ['a state the parser refuses', JSON.stringify({ version: 1, state: { user: 'someone', game: {} } })],
    ['null', 'null'],
  ])('is dropped when it is %s: load resolves null and the entry is removed', async (_what, text) => {
    window.localStorage.setItem(PERSIST_ROOT_KEY, text);
    await expect(store().load()).resolves.toBeNull();
    expect(window.localStorage.getItem(PERSIST_ROOT_KEY)).toBeNull();
  });

  test.prop([fc.string()])('never makes load throw, whatever text is stored', async (text) => {
    window.localStorage.setItem(PERSIST_ROOT_KEY, text);
    const loaded = await store().load();
    expect(loaded === null || parseSavedState(loaded) === loaded).toBe(true);
  });
});

describe('writing at most once per 5000 ms window', () => {
  it('writes the first save at once and the latest of the later ones at the end of the window', async () => {
    const storage = recordingStorage();
    const persisted = store({ storage });
    const first = persisted.save(stateWith(1));
    expect(storage.writes).toHaveLength(1);
    await first;

    timers.advance(1000);
    const second = persisted.save(stateWith(2));
    timers.advance(2000);
    const third = persisted.save(stateWith(3));
    expect(storage.writes).toHaveLength(1);

    timers.advance(PERSIST_WRITE_INTERVAL_MS - 3000 - 1);
    expect(storage.writes).toHaveLength(1);
    timers.advance(1);
    expect(storage.writes.map((write) => write.at)).toEqual([0, PERSIST_WRITE_INTERVAL_MS]);
    expect(JSON.parse(storage.writes[1]!.value)).toEqual({ version: 1, state: stateWith(3) });
    await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
  });

  it('writes at once again after a quiet window', () => {
    const storage = recordingStorage();
    const persisted = store({ storage });
    void persisted.save(stateWith(1));
    timers.advance(PERSIST_WRITE_INTERVAL_MS * 3);
    void persisted.save(stateWith(2));
    expect(storage.writes.map((write) => write.at)).toEqual([0, PERSIST_WRITE_INTERVAL_MS * 3]);
  });

  test.prop([fc.array(fc.record({ waitMs: fc.nat({ max: 12_000 }), coins: fc.nat({ max: 1000 }) }), { minLength: 1, maxLength: 40 })])(
    'never writes twice within 5000 ms, and ends with the latest state written',
    (saves) => {
      window.localStorage.clear();
      timers = new ManualTimers();
      const storage = recordingStorage();
      const persisted = store({ storage });
      for (const { waitMs, coins } of saves) {
        timers.advance(waitMs);
        void persisted.save(stateWith(coins));
      }
      timers.advance(PERSIST_WRITE_INTERVAL_MS);
      const gaps = storage.writes.slice(1).map((write, index) => write.at - storage.writes[index]!.at);
      expect(gaps.every((gap) => gap >= PERSIST_WRITE_INTERVAL_MS)).toBe(true);
      expect(saved()).toEqual({ version: 1, state: stateWith(saves.at(-1)!.coins) });
      persisted.dispose();
      expect(timers.pendingCount).toBe(0);
    },
  );

  it('drops a pending save when cleared, and still resolves it', async () => {
    const storage = recordingStorage();
    const persisted = store({ storage });
    await persisted.save(stateWith(1));
    const pending = persisted.save(stateWith(2));
    await persisted.clear();
    await expect(pending).resolves.toBeUndefined();
    timers.advance(PERSIST_WRITE_INTERVAL_MS);
    expect(storage.writes).toHaveLength(1);
    expect(window.localStorage.getItem(PERSIST_ROOT_KEY)).toBeNull();
  });
});

describe('on page hide', () => {
  function setVisibility(state: 'hidden' | 'visible') {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  const lifecycle = (): PageLifecycle => browserPageLifecycle({ window, document });

  it('writes the pending state when the page is left (pagehide)', async () => {
    const persisted = store({ pageLifecycle: lifecycle() });
    await persisted.save(stateWith(1));
    const pending = persisted.save(stateWith(2));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()).toEqual({ version: 1, state: stateWith(2) });
    await expect(pending).resolves.toBeUndefined();
  });

  it('writes the pending state when the page becomes hidden, not when it becomes visible', async () => {
    const persisted = store({ pageLifecycle: lifecycle() });
    await persisted.save(stateWith(1));
    void persisted.save(stateWith(2));
    setVisibility('visible');
    expect(saved()).toEqual({ version: 1, state: stateWith(1) });
    setVisibility('hidden');
    expect(saved()).toEqual({ version: 1, state: stateWith(2) });
  });

  it('listens to the current page by default', async () => {
    const persisted = store({ pageLifecycle: undefined });
    await persisted.save(stateWith(1));
    void persisted.save(stateWith(2));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()).toEqual({ version: 1, state: stateWith(2) });
  });

  it('stops listening once the lifecycle subscription ends', () => {
    let hides = 0;
    const stop = lifecycle().onHide(() => (hides += 1));
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    stop();
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(hides).toBe(2);
  });

  it('writes what is pending and ends its subscription when disposed', async () => {
    let subscribed = 0;
    const counting: PageLifecycle = {
      onHide: () => {
        subscribed += 1;
        return () => (subscribed -= 1);
      },
    };
    const persisted = store({ pageLifecycle: counting });
    expect(subscribed).toBe(1);
    await persisted.save(stateWith(1));
    void persisted.save(stateWith(2));
    persisted.dispose();
    expect(subscribed).toBe(0);
    expect(saved()).toEqual({ version: 1, state: stateWith(2) });
    expect(timers.pendingCount).toBe(0);
  });
});

describe('a storage that refuses', () => {
  it('rejects a save with the quota error of a full storage and keeps the previous state', async () => {
    const persisted = store();
    await persisted.save(stateWith(1));
    timers.advance(PERSIST_WRITE_INTERVAL_MS);
    const huge = { user: { email: 'x'.repeat(6_000_000) }, game: { userCoins: 2 } };
    const error: unknown = await persisted.save(huge).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isQuotaExceededError(error)).toBe(true);
    await expect(persisted.load()).resolves.toEqual(stateWith(1));
  });

  it('loads null, rejects saves and still clears when the storage is disabled', async () => {
    const disabled: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const persisted = store({ storage: disabled });
    await expect(persisted.load()).resolves.toBeNull();
    await expect(persisted.save(stateWith(1))).rejects.toThrow(/insecure/);
    await expect(persisted.clear()).resolves.toBeUndefined();
  });

  it('reads the page storage through browserLocalStorage', async () => {
    await store({ storage: browserLocalStorage() }).save(stateWith(8));
    expect(saved()).toEqual({ version: 1, state: stateWith(8) });
  });
});
