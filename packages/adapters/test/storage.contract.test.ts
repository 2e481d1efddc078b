// @vitest-environment jsdom
import { KeyValuePersistedStateStore, MemoryStorage } from '@dubloon-quest/core/testing';
import { describeKeyValueStorageContract, describePersistedStateStoreContract, type ContractState } from '@dubloon-quest/core/testing/contracts';
import { browserLocalStorage, WebStorage } from '../src/storage/web-storage.js';

/** jsdom, like browsers, allows 5,000,000 characters (keys and values) of local storage per origin. */
const LOCAL_STORAGE_QUOTA_CHARS = 5_000_000;

/** Fills the page's local storage to within 32 kB of its quota. */
function fillUpLocalStorage(): void {
  const used = Object.keys(window.localStorage).reduce((sum, key) => sum + key.length + (window.localStorage.getItem(key) ?? '').length, 0);
  const ballastKey = 'persist:ballast';
  window.localStorage.setItem(ballastKey, 'b'.repeat(LOCAL_STORAGE_QUOTA_CHARS - used - ballastKey.length - 32 * 1024));
}

function isContractState(value: unknown): ContractState {
  if (typeof value === 'object' && value !== null && 'game' in value && 'note' in value && 'user' in value) return value as ContractState;
  throw new Error('not a contract state');
}

// The same suites against core's in-memory implementations and against the browser's storage (jsdom's).

describeKeyValueStorageContract('MemoryStorage', () => {
  const storage = new MemoryStorage();
  return { storage, fillUp: () => storage.failWithQuota() };
});

describeKeyValueStorageContract('the page local storage through browserLocalStorage', () => {
  window.localStorage.clear();
  return { storage: browserLocalStorage(), fillUp: fillUpLocalStorage, dispose: () => window.localStorage.clear() };
});

describePersistedStateStoreContract('KeyValuePersistedStateStore over MemoryStorage', () => {
  const storage = new MemoryStorage();
  const store = new KeyValuePersistedStateStore<ContractState>(storage, { parse: (value) => (value === null ? null : isContractState(value)) });
  return { store, storage, fillUp: () => storage.failWithQuota() };
});

describePersistedStateStoreContract('WebStorage over the page local storage', () => {
  window.localStorage.clear();
  // A short write window so that the suite's awaited saves resolve quickly; the 5000 ms window itself is
  // tested with a simulated clock in src/storage/web-storage.test.ts.
  const store = new WebStorage<ContractState>({ storage: browserLocalStorage(), version: 1, parse: isContractState, writeIntervalMs: 10 });
  return {
    store,
    storage: window.localStorage,
    fillUp: fillUpLocalStorage,
    dispose: () => {
      store.dispose();
      window.localStorage.clear();
    },
  };
});
