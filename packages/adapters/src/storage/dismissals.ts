import type { KeyValueStorage } from '@dubloon-quest/core';

/** The notices a player can close for good with "Don't show this again" (spec sections 2 and 9). */
export type Dismissible = 'instructions' | 'demoDisclaimer';

/**
 * Where each choice is kept in local storage: outside the `persist:` root on purpose, so that logging out
 * (which clears the persisted state) does not bring the notices back.
 */
export const DISMISSAL_KEYS: Readonly<Record<Dismissible, string>> = {
  instructions: 'dubloon-quest:dont-show-again:instructions',
  demoDisclaimer: 'dubloon-quest:dont-show-again:demo-disclaimer',
};

const DISMISSED = 'true';

/** Remembers which notices the player chose not to see again. Synchronous, so a screen can read it as it renders. */
export interface DismissalStore {
  /** True when the player chose "Don't show this again" for this notice. False when the storage cannot be read. */
  isDismissed(notice: Dismissible): boolean;
  /**
   * Remembers the choice. Returns false when the storage refused it (full, disabled): the notice then shows
   * again on the next visit, which is harmless.
   */
  dismiss(notice: Dismissible): boolean;
  /** Shows the notice again from now on. */
  restore(notice: Dismissible): void;
}

/** The "Don't show this again" choices, kept in `storage` (the page's local storage in the browser). */
export function createDismissalStore(storage: KeyValueStorage): DismissalStore {
  return {
    isDismissed(notice) {
      try {
        return storage.getItem(DISMISSAL_KEYS[notice]) === DISMISSED;
      } catch {
        return false;
      }
    },
    dismiss(notice) {
      try {
        storage.setItem(DISMISSAL_KEYS[notice], DISMISSED);
        return true;
      } catch {
        return false;
      }
    },
    restore(notice) {
      try {
        storage.removeItem(DISMISSAL_KEYS[notice]);
      } catch {
        // Nothing was kept, so there is nothing to forget.
      }
    },
  };
}
