import type { GamePeriod } from '../period/game-period.js';
import { isFeatureOpen, isPlayer } from './feature-access.js';
import { PATHS, matchRoute } from './routes.js';

/** What route access depends on. */
export interface RouteAccessInput {
  readonly path: string;
  readonly loggedIn: boolean;
  readonly role: string | null | undefined;
  /** The current period, or null when there is no schedule (treated as "the game has not started yet"). */
  readonly period: GamePeriod | null;
  /** Login said "The game has not started yet": only /profile is open to a logged-in user. */
  readonly gameNotStarted?: boolean;
}

/** Open the route, or go elsewhere. */
export type RouteAccess = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const allow: RouteAccess = { kind: 'allow' };
const redirect = (to: string): RouteAccess => ({ kind: 'redirect', to });

/** Whether the game is closed for this user in this period (spec section 4). Pure. */
export function isGameClosedFor(role: string | null | undefined, period: GamePeriod): boolean {
  return isPlayer(role) ? period === 'reviewStart' || period === 'gameEnd' : period === 'gameEnd';
}

/**
 * Decides whether a path may be opened (spec sections 2, 4 and 6), checking in this order:
 * 1. an unknown path goes to /error-404;
 * 2. an open route (code 0: the e-mail verification pages and the error pages) is always allowed;
 * 3. a logged-out-only route (code 2) sends a logged-in user to /error-409;
 * 4. a logged-in-only route (code 1) sends a logged-out user to /login;
 * 5. /game-closed is then always allowed, whatever the period;
 * 6. with "the game has not started yet" (or no schedule at all) only /profile is allowed, anything else
 *    goes to /profile;
 * 7. a player in reviewStart or gameEnd, a non-player in gameEnd, goes to /game-closed;
 * 8. a route whose feature is closed in the period goes to / (its logged-out users were sent to /login in 4).
 * Pure.
 */
export function resolveRouteAccess(input: RouteAccessInput): RouteAccess {
  const route = matchRoute(input.path);
  if (route === null) return redirect(PATHS.notFound);
  if (route.restriction === 0) return allow;
  if (route.restriction === 2) return input.loggedIn ? redirect(PATHS.conflict) : allow;
  if (!input.loggedIn) return redirect(PATHS.login);
  if (route.path === PATHS.gameClosed) return allow;
  if (input.gameNotStarted || input.period === null)
    return route.path === PATHS.profile ? allow : redirect(PATHS.profile);
  if (isGameClosedFor(input.role, input.period)) return redirect(PATHS.gameClosed);
  if (route.feature !== null && !isFeatureOpen(route.feature, input.period)) return redirect(PATHS.treasureMap);
  return allow;
}
