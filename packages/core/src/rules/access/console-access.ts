import { CONSOLE_ROLES, type ConsoleRole } from '../../contract/console/console-common.schema.js';

/** Where the console sends a user: in, to the login page, or to the 403 page (a player). */
export type ConsoleAccess = 'allow' | 'login' | 'forbidden';

/**
 * Who may open the console (`/console`): organizers and partners, logged in. A logged-out visitor goes to
 * the login page; a player (or an unknown role) gets the 403 page. The server refuses every console call by
 * the same rule (core's console endpoint table), so this only spares a round trip. Pure.
 */
export function resolveConsoleAccess(input: {
  readonly loggedIn: boolean;
  readonly role: string | null | undefined;
}): ConsoleAccess {
  if (!input.loggedIn) return 'login';
  return isConsoleRole(input.role) ? 'allow' : 'forbidden';
}

/** Whether a role uses the console (Organizer, Partner). Pure. */
export function isConsoleRole(role: string | null | undefined): role is ConsoleRole {
  return (CONSOLE_ROLES as readonly string[]).includes(role ?? '');
}

/** The console's first screen, the Overview: where organizers and partners land after login. */
export const CONSOLE_HOME = '/console';

/**
 * Where login takes a user, given where it would take a player (`loginReturnPath`'s answer): an organizer or
 * partner who asked for no particular page lands on the console's Overview rather than the player's pages
 * (which show them a Profile or the Treasure Map they do not play); a page they asked for is kept. Pure.
 */
export function landingAfterLogin(role: string | null | undefined, returnTo: string, home: string): string {
  return returnTo === home && isConsoleRole(role) ? CONSOLE_HOME : returnTo;
}
