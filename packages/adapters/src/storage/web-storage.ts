import { PERSIST_ROOT_KEY, type KeyValueStorage, type PersistedStateStore } from '@dubloon-quest/core';
import { currentPageLifecycle, type PageLifecycle } from './page-lifecycle.js';
import { hostTimers, type Timers } from './timers.js';

/** The persisted state is written at most once per window of this length (spec section 9: 5000 ms). */
export const PERSIST_WRITE_INTERVAL_MS = 5000;

/** The client state slices that are never saved (spec section 3): they describe this visit only. */
export const NEVER_PERSISTED_SLICES = ['notifications', 'formOptions'] as const;
type NeverPersistedSlice = (typeof NEVER_PERSISTED_SLICES)[number];

/** A state that may be saved: an object without the never-saved slices. */
export type PersistableState = object & { readonly [Slice in NeverPersistedSlice]?: never };

/** What is written under the root key: the state with the version of its shape. */
interface SavedEnvelope {
  readonly version: number;
  readonly state: unknown;
}

export interface WebStorageOptions<State extends PersistableState> {
  /** Where to keep the state: `window.localStorage` in the browser (see `browserLocalStorage`). */
  readonly storage: KeyValueStorage;
  /**
   * The version of the state's shape. Bump it whenever `State` changes in a way an older saved state would
   * not fit: a saved state of another version is dropped on load.
   */
  readonly version: number;
  /**
   * Checks a loaded state and returns it typed, or throws when it is not a `State` (then it is dropped).
   * Typically `(value) => parseContract(schema, value, 'the saved client state')`.
   */
  readonly parse: (value: unknown) => State;
  /** The key; `persist:root` (core's `PERSIST_ROOT_KEY`) by default. Must start with `persist:`. */
  readonly key?: string;
  /** At most one write per this many milliseconds; {@link PERSIST_WRITE_INTERVAL_MS} by default. */
  readonly writeIntervalMs?: number;
  readonly timers?: Timers;
  /** Saves what is pending when the page is hidden; the current page's by default, none outside a browser. */
  readonly pageLifecycle?: PageLifecycle | null;
}

interface PendingWrite<State> {
  readonly state: State;
  readonly waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * The persisted client state in a DOM `Storage` (spec sections 3 and 9): one JSON entry under the
 * `persist:` root key holding the state and the version of its shape. Saves are throttled: the first save
 * of a quiet period is written at once, later ones at most once per 5000 ms window (the latest state wins),
 * and whatever is pending is written when the page is hidden or left. A saved state that is not JSON, of
 * another version or rejected by `parse` is removed and `load` resolves null: the visit starts fresh.
 * Notifications and form options are never written, whatever the caller passes.
 */
export class WebStorage<State extends PersistableState> implements PersistedStateStore<State> {
  readonly key: string;
  private readonly storage: KeyValueStorage;
  private readonly version: number;
  private readonly parse: (value: unknown) => State;
  private readonly writeIntervalMs: number;
  private readonly timers: Timers;
  private readonly stopListening: () => void;
  private pending: PendingWrite<State> | null = null;
  /** Set while a write window is open: a save then waits for the window's end. */
  private windowTimer: { handle: unknown } | null = null;

  constructor(options: WebStorageOptions<State>) {
    this.key = options.key ?? PERSIST_ROOT_KEY;
    if (!this.key.startsWith('persist:')) throw new RangeError(`the persisted state key must start with "persist:", not "${this.key}"`);
    this.storage = options.storage;
    this.version = options.version;
    this.parse = options.parse;
    this.writeIntervalMs = options.writeIntervalMs ?? PERSIST_WRITE_INTERVAL_MS;
    this.timers = options.timers ?? hostTimers;
    const lifecycle = options.pageLifecycle === undefined ? currentPageLifecycle() : options.pageLifecycle;
    this.stopListening = lifecycle?.onHide(() => this.flush()) ?? (() => undefined);
  }

  /** The state saved last, or null when there is none or it cannot be used (it is then removed). */
  load(): Promise<State | null> {
    return Promise.resolve(this.read());
  }

  /**
   * Saves the state: at once when no write happened in the last window, else at the window's end (a later
   * save before then replaces this one). Resolves once this state, or a later one, is written; rejects when
   * the storage refuses it (full, disabled), leaving the previous saved state as it was.
   */
  save(state: State): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiters = this.pending?.waiters ?? [];
      waiters.push({ resolve, reject });
      this.pending = { state, waiters };
      if (this.windowTimer === null) {
        this.flush();
        this.openWindow();
      }
    });
  }

  /** Forgets the saved state and any save not yet written (logout). Resolves even if the storage fails. */
  clear(): Promise<void> {
    const superseded = this.pending;
    this.pending = null;
    superseded?.waiters.forEach((waiter) => waiter.resolve());
    this.remove();
    return Promise.resolve();
  }

  /** Writes the pending state now, if any (page hide). */
  flush(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    try {
      const envelope: SavedEnvelope = { version: this.version, state: withoutNeverPersisted(pending.state) };
      this.storage.setItem(this.key, JSON.stringify(envelope));
    } catch (error) {
      pending.waiters.forEach((waiter) => waiter.reject(error));
      return;
    }
    pending.waiters.forEach((waiter) => waiter.resolve());
  }

  /** Writes what is pending and stops listening to the page and the timer. */
  dispose(): void {
    this.flush();
    this.stopListening();
    if (this.windowTimer !== null) this.timers.clearTimeout(this.windowTimer.handle);
    this.windowTimer = null;
  }

  private openWindow(): void {
    this.windowTimer = {
      handle: this.timers.setTimeout(() => {
        this.windowTimer = null;
        if (this.pending === null) return;
        this.flush();
        this.openWindow();
      }, this.writeIntervalMs),
    };
  }

  private read(): State | null {
    let text: string | null;
    try {
      text = this.storage.getItem(this.key);
    } catch {
      return null;
    }
    if (text === null) return null;
    const state = this.usableState(text);
    if (state === null) this.remove();
    return state;
  }

  private usableState(text: string): State | null {
    try {
      const envelope = JSON.parse(text) as unknown;
      if (!isEnvelope(envelope) || envelope.version !== this.version) return null;
      return this.parse(withoutNeverPersisted(envelope.state));
    } catch {
      return null;
    }
  }

  private remove(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // A storage that cannot be written has nothing of ours to remove.
    }
  }
}

function isEnvelope(value: unknown): value is SavedEnvelope {
  return typeof value === 'object' && value !== null && 'version' in value && 'state' in value;
}

/** The state without the slices that are never saved. Pure. */
function withoutNeverPersisted(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return state;
  const kept: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  for (const slice of NEVER_PERSISTED_SLICES) delete kept[slice];
  return kept;
}

/**
 * The page's `localStorage`, looked up at each use: reading `window.localStorage` itself throws when the
 * browser disables storage (some private modes, blocked site data), and the stores built on it turn that
 * into "nothing saved" rather than a crash.
 */
export function browserLocalStorage(): KeyValueStorage {
  const local = () => globalThis.localStorage;
  return {
    getItem: (key) => local().getItem(key),
    setItem: (key, value) => local().setItem(key, value),
    removeItem: (key) => local().removeItem(key),
  };
}
