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
