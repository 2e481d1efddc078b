/**
 * How the game logic shows a route: it calls `navigate` (after login, on a 401 or 403), and the router, once
 * mounted, installs the function that really moves. A navigation asked for before that is kept and done as
 * soon as the router is there.
 */
export interface NavigationPort {
  navigate(to: string): void;
  /** Installs the router's navigate; returns the function that uninstalls it. */
  install(navigate: (to: string) => void): () => void;
}

/** Creates the navigation port. */
export function createNavigationPort(): NavigationPort {
  let target: ((to: string) => void) | null = null;
  let pending: string | null = null;
  return {
    navigate(to) {
      if (target) target(to);
      else pending = to;
    },
    install(navigate) {
      target = navigate;
      if (pending !== null) {
        const to = pending;
        pending = null;
        navigate(to);
      }
      return () => {
        if (target === navigate) target = null;
      };
    },
  };
}
