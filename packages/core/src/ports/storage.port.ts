/**
 * The minimal synchronous key-value storage the persisted client state needs. `window.localStorage` and
 * `sessionStorage` satisfy it structurally; tests use `MemoryStorage`. `setItem` throws when the storage is
 * full (see {@link isQuotaExceededError}).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every persisted client state key starts with this prefix (spec section 3), e.g. `persist:root`. */
export const PERSIST_KEY_PREFIX = 'persist:';

/** The key of the one root entry the client state is kept under. */
export const PERSIST_ROOT_KEY = `${PERSIST_KEY_PREFIX}root`;

/** How long rehydrating the persisted state may take before the app starts without it (spec section 9). */
export const PERSIST_TIMEOUT_MS = 5000;

/** The name browsers give the error `setItem` throws when the storage is full. */
export const QUOTA_EXCEEDED_ERROR_NAME = 'QuotaExceededError';

/**
 * True when `error` is a storage-full error: the standard `QuotaExceededError`, or Firefox's older
 * `NS_ERROR_DOM_QUOTA_REACHED`. Pure.
 */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  return error.name === QUOTA_EXCEEDED_ERROR_NAME || error.name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/**
 * Keeps the client state between visits, under one key with the `persist:` prefix. Notifications and form
 * options are not kept; which parts are is the caller's choice (`State`).
 */
export interface PersistedStateStore<State> {
  /**
   * The state saved last, or null when none was saved, or when what was saved cannot be read (corrupt JSON,
   * an older shape): a visit then starts fresh rather than failing.
   */
  load(): Promise<State | null>;
  /**
   * Saves the state, replacing the previous one. Rejects when the storage refuses (full, disabled); the
   * previously saved state then stays as it was.
   */
  save(state: State): Promise<void>;
  /** Forgets the saved state (logout). */
  clear(): Promise<void>;
}
