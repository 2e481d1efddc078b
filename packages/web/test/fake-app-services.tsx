import { createDismissalStore } from '@dubloon-quest/adapters/storage';
import { createGameLogic, parsePersistedClientState, type PersistedClientState } from '@dubloon-quest/core';
import type { FakeGameServer } from '@dubloon-quest/core/testing';
import {
  FakeGameApi,
  FakeRealtime,
  KeyValuePersistedStateStore,
  MemoryStorage,
} from '@dubloon-quest/core/testing';
import * as bindings from '../src/components/shell/game-bindings.js';
import { createGameHandle } from '../src/services/game-handle.js';
import { createNavigationPort } from '../src/services/navigation-port.js';
import type { AppServices } from '../src/services/app-services.js';
import { readSettings } from '../src/services/settings.js';

/**
 * The app as `createAppServices` composes it, with core's in-memory game server and fakes in place of the
 * browser adapters: the same game logic, route gates, containers and screens.
 */
export function servicesOn(server: FakeGameServer, env: Record<string, string> = {}): AppServices {
  const navigation = createNavigationPort();
  const game = createGameHandle(async () => {
    const api = new FakeGameApi(server);
    const storage = new KeyValuePersistedStateStore<PersistedClientState>(new MemoryStorage(), {
      parse: (value) => {
        try {
          return parsePersistedClientState(value);
        } catch {
          return null;
        }
      },
    });
    const realtime = new FakeRealtime({ server });
    const logic = await createGameLogic({
      api,
      realtime,
      storage,
      clock: { now: () => Date.now() },
      random: Math.random,
      navigate: (to) => navigation.navigate(to),
    });
    return { logic, api, realtime, bindings };
  });
  return {
    settings: readSettings(env),
    dismissals: createDismissalStore(new MemoryStorage()),
    navigation,
    game,
  };
}
