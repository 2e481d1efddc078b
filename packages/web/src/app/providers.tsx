import { createDismissalStore, browserLocalStorage, type DismissalStore } from '@dubloon-quest/adapters/storage';
import { PERSIST_ROOT_KEY } from '@dubloon-quest/core';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createGameHandle, type GameHandle } from './game-handle.js';
import type { GameServices } from './game-services.js';
import { createNavigationPort, type NavigationPort } from './navigation-port.js';
import { settings as buildSettings, type WebSettings } from './settings.js';

/** Everything the screens reach the game through. */
export interface AppServices {
  readonly settings: WebSettings;
  /** The "Don't show this again" choices. */
  readonly dismissals: DismissalStore;
  readonly navigation: NavigationPort;
  /** The game (core's app actor system and the API), loaded when needed. */
  readonly game: GameHandle;
}

/**
 * The composition root (docs/decisions/0050): the settings, the dismissals, the navigation port the game
 * logic navigates through, and the game itself, whose logic and adapters are downloaded only when needed:
 * at once when the browser holds a saved session, otherwise at login.
 */
export async function createAppServices(): Promise<AppServices> {
  const navigation = createNavigationPort();
  const game = createGameHandle(async () => (await import('./game-services.js')).createGameServices((to) => navigation.navigate(to)));
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

const ServicesContext = createContext<AppServices | null>(null);

/** Makes the services reachable below, and lets the game logic navigate through the router. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <NavigationBridge navigation={services.navigation} />
      {children}
    </ServicesContext.Provider>
  );
}

function NavigationBridge({ navigation }: { navigation: NavigationPort }) {
  const navigate = useNavigate();
  useEffect(() => navigation.install((to) => void navigate(to)), [navigation, navigate]);
  return null;
}

/** The services of the composition root. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

/** The running game, or null while it is not loaded (logged out, before login). */
export function useGameServices(): GameServices | null {
  const { game } = useServices();
  return useSyncExternalStore(game.subscribe, game.current);
}

/**
 * The running game, for the logged-in screens: route access lets them open only with a session, which
 * means the game is running.
 */
export function useGame(): GameServices {
  const game = useGameServices();
  if (!game) throw new Error('A logged-in screen rendered before the game was loaded');
  return game;
}
