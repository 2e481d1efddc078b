import { browserLocalStorage, WebStorage } from '@dubloon-quest/adapters/storage';
import {
  createGameLogic,
  parsePersistedClientState,
  PERSISTED_STATE_VERSION,
  type GameLogic,
  type PersistedClientState,
} from '@dubloon-quest/core';
import { api, setTokenSource } from '../lib/api.js';
import type { GameServices } from '../services/app-services.js';
import * as bindings from '../components/shell/game-bindings.js';
import { LazyRealtime } from './lazy-realtime.js';

/**
 * Creates the game logic with the browser adapters injected: the HTTP API, the web storage of the client
 * state, and the realtime socket, whose socket.io-client is downloaded only when the game first connects.
 * Time is the browser's; navigation goes through the router.
 */
export async function createGameServices(navigate: (to: string) => void): Promise<GameServices> {
  const storage = new WebStorage<PersistedClientState>({
    storage: browserLocalStorage(),
    version: PERSISTED_STATE_VERSION,
    parse: parsePersistedClientState,
  });
  const realtime = new LazyRealtime(async () => {
    const { SocketRealtime } = await import('@dubloon-quest/adapters/realtime');
    return new SocketRealtime();
  });
  // A restored session calls the API while the logic starts, before it can be asked for its tokens: until
  // then they are the saved ones.
  const saved = await storage.load();
  let logic: GameLogic | null = null;
  setTokenSource(() => (logic ? logic.tokens() : (saved?.user.tokens ?? null)));
  logic = await createGameLogic({ api, realtime, storage, clock: { now: () => Date.now() }, random: Math.random, navigate });
  return { logic, api, realtime, bindings };
}
