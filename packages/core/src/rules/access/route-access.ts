import type { GamePeriod } from '../period/game-period.js';
import { isFeatureOpen, isPlayer } from './feature-access.js';
import { PATHS, matchRoute, normalizePath } from './routes.js';

/** What route access depends on. */
export interface RouteAccessInput {
  readonly path: string;
  readonly loggedIn: boolean;
  readonly role: string | null | undefined;
  /** The current period, or null when there is no schedule (treated as "the game has not started yet"). */
  readonly period: GamePeriod | null;
  /** Login said "The game has not started yet": only /profile is open to a logged-in user. */
  readonly gameNotStarted?: boolean;
  /**
   * The organizers published the results (the results list winners): a player in the review may open /results,
   * and nothing else (docs/decisions/0116-results-during-the-review.md).
   */
  readonly resultsOut?: boolean;
}

/**
 * Open the route, or go elsewhere. A logged-out visitor sent to /login carries `returnTo`, the path they asked
 * for, so that logging in takes them back to it (see {@link loginReturnPath}).
 */
export type RouteAccess =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly returnTo?: string };

const allow: RouteAccess = { kind: 'allow' };
const redirect = (to: string): RouteAccess => ({ kind: 'redirect', to });

/**
 * Where login takes the user: back to the page they asked for before logging in when it is a page of the game
 * for logged-in users (a business's link, say), else the Treasure Map. Only a known route's path is taken, so a
 * crafted address can never send the user elsewhere (`//host`, `https://...` or an unknown path give `/`); the
 * route's own access then applies as for any visit. Pure.
 */
export function loginReturnPath(path: string | null | undefined): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return PATHS.treasureMap;
  const normalized = normalizePath(path);
  return matchRoute(normalized)?.restriction === 1 ? normalized : PATHS.treasureMap;
}

/**
 * Where an open Game Closed page goes by itself, or null to stay: to the results once they are out during the
 * review (a player left there when the organizers publish them follows at once), and to the Treasure Map when
 * the game is not closed for this user at all (an address typed or kept from an earlier period would otherwise
 * say the game is closed while it is open). Pure.
 */
export function gameClosedFollowUp(period: GamePeriod | null, resultsOut: boolean, role: string | null | undefined): string | null {
  if (period === 'reviewStart' && resultsOut) return PATHS.results;
  if (period !== null && typeof role === 'string' && !isGameClosedFor(role, period)) return PATHS.treasureMap;
  return null;
}

/** Whether the game is closed for this user in this period (spec section 4). Pure. */
export function isGameClosedFor(role: string | null | undefined, period: GamePeriod): boolean {
  return isPlayer(role) ? period === 'reviewStart' || period === 'gameEnd' : period === 'gameEnd';
}

/**
 * Decides whether a path may be opened (spec sections 2, 4 and 6), checking in this order:
 * 1. an unknown path goes to /error-404;
 * 2. an open route (code 0: the e-mail verification pages and the error pages) is always allowed;
 * 3. a logged-out-only route (code 2) sends a logged-in user to /error-409;
 * 4. a logged-in-only route (code 1) sends a logged-out user to /login, with the path to return to;
 * 5. /game-closed is then always allowed, whatever the period;
 * 6. with "the game has not started yet" (or no schedule at all) only /profile is allowed, anything else
 *    goes to /profile;
 * 7. a player in reviewStart or gameEnd, a non-player in gameEnd, goes to /game-closed; but a player in
 *    reviewStart may open /results once the results are out (`resultsOut`), and anyone may at gameEnd
 *    (docs/decisions/0135-a-past-event-for-its-players.md);
 * 8. a route whose feature is closed in the period goes to / (its logged-out users were sent to /login in 4).
 * Pure.
 */
export function resolveRouteAccess(input: RouteAccessInput): RouteAccess {
  const route = matchRoute(input.path);
  if (route === null) return redirect(PATHS.notFound);
  if (route.restriction === 0) return allow;
  if (route.restriction === 2) return input.loggedIn ? redirect(PATHS.conflict) : allow;
  if (!input.loggedIn) return { kind: 'redirect', to: PATHS.login, returnTo: normalizePath(input.path) };
  if (route.path === PATHS.gameClosed) return allow;
  if (input.gameNotStarted || input.period === null)
    return route.path === PATHS.profile ? allow : redirect(PATHS.profile);
  if (isGameClosedFor(input.role, input.period)) {
    if (route.path !== PATHS.results) return redirect(PATHS.gameClosed);
    const resultsOpen = input.period === 'gameEnd' || input.resultsOut === true;
    return resultsOpen ? allow : redirect(PATHS.gameClosed);
  }
  if (route.feature !== null && !isFeatureOpen(route.feature, input.period)) return redirect(PATHS.treasureMap);
  return allow;
}
