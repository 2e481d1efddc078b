import type { SnapshotFrom } from 'xstate';
import type { User } from '../contract/user.schema.js';
import { messages } from '../messages/catalogue.js';
import type { SessionTokens } from '../ports/game-api.port.js';
import type { ValidationErrors } from '../rules/validation/field-validators.js';
import type { SessionMachine, SessionState } from './session.machine.js';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Whether a user is logged in. Pure. */
export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('loggedIn');
}

/** Whether the login call is under way, or waiting its turn in the server's login queue (the submit button is busy). Pure. */
export function isLoggingIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('loggingIn') || snapshot.matches('waitingInLine');
}

/**
 * What the login page says while the login waits in the server's login queue, in the reader's language: its
 * place in line, or when it is tried again; null when it is not waiting. The page shows it in a live region.
 * Pure.
 */
export function loginLineNotice(snapshot: SessionSnapshot): string | null {
  const wait = snapshot.context.lineWait;
  if (wait === null) return null;
  return wait.position === null ? messages.session.retryingLogin(wait.retryAfterSeconds) : messages.session.inLine(wait.position);
}

/**
 * Whether the session is ending while the server revokes it (at most 3 s): no longer logged in, the tokens
 * still set. Pure.
 */
export function isLoggingOut(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('loggingOut');
}

/** Whether a profile update is being saved. Pure. */
export function isSavingProfile(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ loggedIn: 'savingProfile' });
}

/** The logged-in user, or null. Pure. */
export function currentUser(snapshot: SessionSnapshot): User | null {
  return snapshot.context.user;
}

/** The logged-in user's role, or null. Pure. */
export function currentRole(snapshot: SessionSnapshot): string | null {
  return snapshot.context.user?.role ?? null;
}

/** The tokens the GameApi sends with each call, or null when logged out. Pure. */
export function sessionTokens(snapshot: SessionSnapshot): SessionTokens | null {
  return snapshot.context.tokens;
}

/** Whether this session began with a fresh login (the Treasure Map may show its instructions). Pure. */
export function isNewLogin(snapshot: SessionSnapshot): boolean {
  return snapshot.context.newLogin;
}

/** The login or profile form's problems per field. Pure. */
export function sessionFormErrors(snapshot: SessionSnapshot): ValidationErrors {
  return snapshot.context.formErrors;
}

/** The `user` slice to persist (spec section 3). Pure. */
export function persistedSession(snapshot: SessionSnapshot): SessionState {
  const { user, tokens, newLogin } = snapshot.context;
  return { user, tokens, newLogin };
}
