import type { ConsoleApi } from '@dubloon-quest/adapters/console';
import type { ConsoleMeResponse, ConsoleRole } from '@dubloon-quest/core';
import { createContext, useContext, type ReactNode } from 'react';

/** What every console screen reaches the server and its user through. */
export interface ConsoleServices {
  readonly api: ConsoleApi;
  /** `GET /console/me`: the account, whether the console is read-only (the shared demo), a partner's business. */
  readonly me: ConsoleMeResponse;
  readonly role: ConsoleRole;
  /** Loads `me` again (after a change of the partner's business, say). */
  readonly refreshMe: () => void;
}

const ConsoleContext = createContext<ConsoleServices | null>(null);

export function ConsoleServicesProvider({
  services,
  children,
}: {
  services: ConsoleServices;
  children: ReactNode;
}) {
  return <ConsoleContext.Provider value={services}>{children}</ConsoleContext.Provider>;
}

/** The console's services, for the screens inside the console route. */
export function useConsole(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('useConsole must be used inside the console route');
  return services;
}
