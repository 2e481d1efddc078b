import type { RouteAccess } from '@dubloon-quest/core';
import { Navigate } from 'react-router';

/** What a redirect to /login leaves in the navigation state: the page to return to once logged in. */
interface ReturnState {
  readonly returnTo: string;
}

/**
 * Goes where core's route access says, in place of the page asked for. A visitor sent to /login takes the page
 * they asked for with them (navigation state), so that logging in returns there.
 */
export function RouteRedirect({ access }: { access: Extract<RouteAccess, { kind: 'redirect' }> }) {
  const state: ReturnState | undefined = access.returnTo === undefined ? undefined : { returnTo: access.returnTo };
  return <Navigate to={access.to} replace state={state} />;
}

/** The page to return to after login from a navigation state, if it holds one (core checks it). Pure. */
export function returnToOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  return typeof state.returnTo === 'string' ? state.returnTo : undefined;
}
