import { PERSIST_KEY_PREFIX, PERSIST_ROOT_KEY, type KeyValueStorage, type PersistedStateStore } from '../ports/storage.port.js';

export interface KeyValuePersistedStateStoreOptions<State> {
  /** The key to keep the state under; must start with `persist:`. Default `persist:root`. */
  readonly key?: string;
  /** Turns what was read back (parsed JSON) into the state, or null when it is not a state this version reads. */
  readonly parse: (value: unknown) => State | null;
}

/**
 * A `PersistedStateStore` over any `KeyValueStorage`, keeping the state as JSON under one `persist:` key.
 * Synchronous storages only; used with `MemoryStorage` in tests.
 */
export class KeyValuePersistedStateStore<State> implements PersistedStateStore<State> {
  readonly key: string;
  private readonly storage: KeyValueStorage;
  private readonly parse: (value: unknown) => State | null;

  constructor(storage: KeyValueStorage, options: KeyValuePersistedStateStoreOptions<State>) {
    this.key = options.key ?? PERSIST_ROOT_KEY;
    if (!this.key.startsWith(PERSIST_KEY_PREFIX)) throw new Error(`A persisted state key must start with "${PERSIST_KEY_PREFIX}"`);
    this.storage = storage;
    this.parse = options.parse;
  }

  load(): Promise<State | null> {
    const text = this.storage.getItem(this.key);
    if (text === null) return Promise.resolve(null);
    try {
      return Promise.resolve(this.parse(JSON.parse(text)));
    } catch {
      return Promise.resolve(null);
    }
  }

  save(state: State): Promise<void> {
    try {
      this.storage.setItem(this.key, JSON.stringify(state));
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  clear(): Promise<void> {
    this.storage.removeItem(this.key);
    return Promise.resolve();
  }
}
