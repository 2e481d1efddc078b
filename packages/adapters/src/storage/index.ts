export {
  browserLocalStorage,
  NEVER_PERSISTED_SLICES,
  PERSIST_WRITE_INTERVAL_MS,
  WebStorage,
  type PersistableState,
  type WebStorageOptions,
} from './web-storage.js';
export { createDismissalStore, DISMISSAL_KEYS, type DismissalStore, type Dismissible } from './dismissals.js';
export { browserPageLifecycle, currentPageLifecycle, type PageLifecycle, type PageLifecycleTargets } from './page-lifecycle.js';
export { hostTimers, type Timers } from './timers.js';
