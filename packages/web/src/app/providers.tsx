import { createDismissalStore, browserLocalStorage } from '@dubloon-quest/adapters/storage';
import { PERSIST_ROOT_KEY } from '@dubloon-quest/core';
import type { AppServices } from '../services/app-services.js';
import { createGameHandle } from '../services/game-handle.js';
import { createNavigationPort } from '../services/navigation-port.js';
import { settings as buildSettings } from '../services/settings.js';

/**
 * The composition root (docs/decisions/0050): the settings, the dismissals, the navigation port the game
 * logic navigates through, and the game itself, whose logic and adapters are downloaded only when needed:
 * at once when the browser holds a saved session, otherwise at login.
 */
export async function createAppServices(): Promise<AppServices> {
  const navigation = createNavigationPort();
  const game = createGameHandle(async () => (await import('../app/game-services.js')).createGameServices((to) => navigation.navigate(to)));
  const storage = browserLocalStorage();
  if (hasSavedState(storage)) await game.load();
  return { settings: buildSettings, dismissals: createDismissalStore(storage), navigation, game };
}

function hasSavedState(storage: ReturnType<typeof browserLocalStorage>): boolean {
  try {
    return storage.getItem(PERSIST_ROOT_KEY) !== null;
  } catch {
    return false;
  }
}

