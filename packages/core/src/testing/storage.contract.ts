import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isQuotaExceededError, PERSIST_KEY_PREFIX, type KeyValueStorage, type PersistedStateStore } from '../ports/storage.port.js';

/** What the key-value storage suite needs: an empty storage, and optionally a way to fill it up. */
export interface KeyValueStorageContractSubject {
  readonly storage: KeyValueStorage;
  /** Makes the storage full, so that the next sizeable `setItem` throws (omit when it cannot be done). */
  fillUp?(): void;
  dispose?(): void | Promise<void>;
}

/** The state the persisted-state suite saves: any JSON object will do. */
export interface ContractState {
  readonly user: { readonly email: string; readonly tokens: { readonly access: string; readonly csrf: string } } | null;
  readonly game: { readonly userCoins: number; readonly staked: Readonly<Record<string, number>> };
  readonly note: string;
}

/** What the persisted-state suite needs: an empty store of {@link ContractState}, and the storage under it. */
export interface PersistedStateStoreContractSubject {
  readonly store: PersistedStateStore<ContractState>;
  /** The storage the store writes to, to check the key prefix and to plant unreadable data. */
  readonly storage: KeyValueStorage;
  /** Makes the storage full (omit when it cannot be done). */
  fillUp?(): void;
  dispose?(): void | Promise<void>;
}

/** A small valid state; `note` varies it. */
export function contractState(note = 'first'): ContractState {
  return {
    user: { email: 'demo.player@example.com', tokens: { access: 'access-token', csrf: 'csrf-token' } },
    game: { userCoins: 12, staked: { '1': 3, '4': 2 } },
    note,
  };
}

/** A value too big for a full storage, yet small enough for an empty one. */
const SIZEABLE = 'x'.repeat(64 * 1024);

/**
 * Registers the behaviour every `KeyValueStorage` must show (that of the Web Storage API). Run it against
 * `MemoryStorage` and against the browser's storage.
 */
export function describeKeyValueStorageContract(
  name: string,
  makeSubject: () => KeyValueStorageContractSubject | Promise<KeyValueStorageContractSubject>,
): void {
  describe(`KeyValueStorage contract: ${name}`, () => {
    let subject: KeyValueStorageContractSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    it('answers null for a key never set', () => {
      expect(subject.storage.getItem('persist:never-set')).toBeNull();
    });

    it('reads back what was set, the empty string and any character included', () => {
      const { storage } = subject;
      storage.setItem('persist:a', 'one');
      storage.setItem('persist:empty', '');
      storage.setItem('persist:unicode', 'dubl-u-nes ✓ 🏴‍☠️ "quoted"');
      expect([storage.getItem('persist:a'), storage.getItem('persist:empty'), storage.getItem('persist:unicode')]).toEqual([
        'one',
        '',
        'dubl-u-nes ✓ 🏴‍☠️ "quoted"',
      ]);
    });

    it('replaces a value, and removes a key without touching the others', () => {
      const { storage } = subject;
      storage.setItem('persist:a', 'one');
      storage.setItem('persist:b', 'two');
      storage.setItem('persist:a', 'three');
      storage.removeItem('persist:a');
      storage.removeItem('persist:never-set');
      expect([storage.getItem('persist:a'), storage.getItem('persist:b')]).toEqual([null, 'two']);
    });

    it('throws a quota error when full, keeping what it held', (context) => {
      if (!subject.fillUp) return context.skip('this storage cannot be filled up in a test');
      const { storage } = subject;
      storage.setItem('persist:kept', 'still here');
      subject.fillUp();
      let thrown: unknown = null;
      try {
        storage.setItem('persist:big', SIZEABLE);
      } catch (error) {
        thrown = error;
      }
      expect(isQuotaExceededError(thrown)).toBe(true);
      expect(storage.getItem('persist:kept')).toBe('still here');
    });
  });
}

/**
 * Registers the behaviour every `PersistedStateStore` must show (the storage port's TSDoc): round trip, one
 * key under the `persist:` prefix, unreadable data read as nothing, clear, and a refused save that keeps the
 * previous state. Run it against the in-memory store and against the browser adapter.
 */
export function describePersistedStateStoreContract(
  name: string,
  makeSubject: () => PersistedStateStoreContractSubject | Promise<PersistedStateStoreContractSubject>,
): void {
  describe(`PersistedStateStore contract: ${name}`, () => {
    let subject: PersistedStateStoreContractSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    /** What the store wrote under `persist:root`. */
    function persistedText(): string | null {
      return subject.storage.getItem(`${PERSIST_KEY_PREFIX}root`);
    }

    it('loads nothing before anything was saved', async () => {
      await expect(subject.store.load()).resolves.toBeNull();
    });

    it('loads back exactly what was saved last', async () => {
      await subject.store.save(contractState('first'));
      await subject.store.save(contractState('second'));
      await expect(subject.store.load()).resolves.toEqual(contractState('second'));
    });

    it('keeps the state under the persist:root key', async () => {
      await subject.store.save(contractState());
      expect(persistedText()).not.toBeNull();
    });

    it('loads nothing, rather than failing, when what is stored cannot be read', async () => {
      subject.storage.setItem(`${PERSIST_KEY_PREFIX}root`, '{"user": not json');
      await expect(subject.store.load()).resolves.toBeNull();
    });

    it('forgets the state when cleared', async () => {
      await subject.store.save(contractState());
      await subject.store.clear();
      await expect(subject.store.load()).resolves.toBeNull();
      expect(persistedText()).toBeNull();
    });

    it('rejects a save the storage refuses, and keeps the previous state', async (context) => {
      if (!subject.fillUp) return context.skip('this storage cannot be filled up in a test');
      await subject.store.save(contractState('kept'));
      subject.fillUp();
      await expect(subject.store.save({ ...contractState('too big'), note: SIZEABLE })).rejects.toSatisfy(isQuotaExceededError);
      await expect(subject.store.load()).resolves.toEqual(contractState('kept'));
    });
  });
}
