// The HTTP and storage adapters. The realtime adapter is reached only through `@dubloon-quest/adapters/realtime`,
// so that socket.io-client stays out of any bundle that does not load it (the web app imports it after login).
export { COIN_TOTAL_RETRIES, createHttpGameApi, HTTP_TIMEOUT_MS, type HttpGameApi, type HttpGameApiOptions } from './http/http-game-api.js';
export {
  browserLocalStorage,
  NEVER_PERSISTED_SLICES,
  PERSIST_WRITE_INTERVAL_MS,
  WebStorage,
  type PersistableState,
  type WebStorageOptions,
} from './storage/web-storage.js';
export { createDismissalStore, DISMISSAL_KEYS, type DismissalStore, type Dismissible } from './storage/dismissals.js';
export { browserPageLifecycle, currentPageLifecycle, type PageLifecycle, type PageLifecycleTargets } from './storage/page-lifecycle.js';
export { hostTimers, type Timers } from './storage/timers.js';
