import type { DismissalStore } from '@dubloon-quest/adapters/storage';
import type { GameApi, GameLogic, Realtime } from '@dubloon-quest/core';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type * as bindings from '../components/shell/game-bindings.js';
import type { GameHandle } from './game-handle.js';
import type { NavigationPort } from './navigation-port.js';
import type { WebSettings } from './settings.js';

/** The running game: core's one app actor system, the API it calls, and the shell's parts bound to it. */
export interface GameServices {
  readonly logic: GameLogic;
  readonly api: GameApi;
  /**
   * The socket the logic connects after login (any role), for what the game logic does not handle itself: the
   * console's live dashboard (`realtime.onConsoleDashboard`, organizers only). Subscribe in an effect and
   * return the unsubscribe; never connect or disconnect it here (the realtime machine owns the connection).
   */
  readonly realtime: Realtime;
  readonly bindings: typeof bindings;
}

/** Everything the screens reach the game through. */
export interface AppServices {
  readonly settings: WebSettings;
  /** The "Don't show this again" choices. */
  readonly dismissals: DismissalStore;
  readonly navigation: NavigationPort;
  /** The game (core's app actor system and the API), loaded when needed. */
  readonly game: GameHandle;
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
