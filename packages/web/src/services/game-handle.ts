import type { GameServices } from './app-services.js';

/**
 * The game, downloaded and started only when needed (docs/decisions/0051): at once when a saved session
 * exists, otherwise when the player logs in. Until then the logged-out pages run without it.
 */
export interface GameHandle {
  /** The running game, or null before it is loaded. */
  readonly current: () => GameServices | null;
  /** Loads and starts the game once; later calls get the same one. */
  readonly load: () => Promise<GameServices>;
  /** Hears when the game starts; returns the function that stops listening. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** Creates the handle; `start` downloads and creates the game services. */
export function createGameHandle(start: () => Promise<GameServices>): GameHandle {
  let current: GameServices | null = null;
  let loading: Promise<GameServices> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    load() {
      loading ??= start().then(
        (services) => {
          current = services;
          listeners.forEach((listener) => listener());
          return services;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
