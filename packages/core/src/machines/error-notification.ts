import { messages } from '../messages/catalogue.js';
import { formatDateTimeNamed } from '../messages/date-time.js';
import type { NotificationRequest } from './notifications.machine.js';

/** The least a failure must carry for {@link errorNotification}: `GameApiError` and plain errors fit. */
interface FailureLike {
  readonly message: string;
  readonly status?: number | null;
  /** A refusal because the account is suspended (`GameApiError.ban`). */
  readonly ban?: { readonly until: string; readonly reason: string | null } | null;
}

function isFailureLike(error: unknown): error is FailureLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The error toast helper of spec section 8. For a server status of 500 or more it shows `message` (the
 * caller's text for that screen) or else "An unexpected server occurred."; otherwise the error's own message,
 * which for our server is the `message` of its error body; a refusal of a suspended account names the ban's end in
 * the host's local date and time, and its reason. The toast is an error and sticky (duration 0).
 * Pure.
 */
export function errorNotification(error: unknown, message?: string): NotificationRequest {
  const fallback = message ?? messages.network.unexpectedServer;
  if (!isFailureLike(error)) return { content: fallback, error: true, duration: 0 };
  // The server's text names the ban's end in UTC; the player reads it in their own date and time.
  if (error.ban)
    return {
      content: messages.session.suspended(formatDateTimeNamed(error.ban.until), error.ban.reason),
      error: true,
      duration: 0,
    };
  const serverFault = typeof error.status === 'number' && error.status >= 500;
  const content = serverFault || error.message.trim() === '' ? fallback : error.message;
  return { content, error: true, duration: 0 };
}
