import { messages } from '../messages/catalogue.js';
import { isGameApiError } from '../ports/game-api.port.js';
import { PATHS } from '../rules/access/routes.js';
import { PAST_EVENT_CODE } from '../contract/past-event.schema.js';
import type { ValidationErrors } from '../rules/validation/field-validators.js';

/**
 * What a request is for: a `load` fetches what a page shows, a `change` sends what the user did. A refusal
 * (403) of a load means the page is not theirs (the 403 page); of a change, only that change was refused
 * (a shared demo account's write, another partner's business), so the user stays and reads why.
 */
export type RequestIntent = 'load' | 'change';

/**
 * The one answer to a failed request, for the player pages, the console and any other front end
 * (docs/decisions/0133-one-request-layer.md):
 *
 * | failure                  | kind           | what the user gets                                     |
 * | ------------------------ | -------------- | ------------------------------------------------------ |
 * | 401                      | `sessionEnded` | the 401 page, which says it once and logs out          |
 * | 401 `event.archived`     | `sessionEnded` | the past event's page (its results), logging out       |
 * | 403 of a load            | `forbidden`    | the 403 page, which logs out                           |
 * | 403 of a change          | `refused`      | the server's reason; the session stays                 |
 * | 409                      | `closed`       | the server's reason (the period is closed, a duplicate)|
 * | 400, 404, 422            | `invalid`      | each field's problems under the field, the message     |
 * | 429                      | `rateLimited`  | the message with the Retry-After wait in seconds       |
 * | no answer, timeout       | `offline`      | "could not be reached" / "took too long", a retry      |
 * | 5xx, a malformed answer  | `failed`       | the screen's own text for a server fault (spec 8)      |
 */
export type RequestFailure =
  | { readonly kind: 'sessionEnded' | 'forbidden'; readonly route: string; readonly message: string }
  | {
      readonly kind: 'refused' | 'closed' | 'invalid' | 'rateLimited' | 'offline' | 'failed';
      readonly message: string;
      /** The server's problems per field (422; also a 409 duplicate), to show under each field. */
      readonly fieldErrors: ValidationErrors;
      /** Seconds until a retry may succeed (429 with Retry-After), else null. */
      readonly retryAfterSeconds: number | null;
    };

/**
 * Decides what a failed request shows, from the error a `GameApi` or `ConsoleApi` call rejected with.
 * `serverFailure` is the screen's text for a server fault. Pure.
 */
export function requestFailure(error: unknown, intent: RequestIntent, serverFailure?: string): RequestFailure {
  const failed = serverFailure ?? messages.network.unexpectedServer;
  const outcome = (kind: Exclude<RequestFailure['kind'], 'sessionEnded' | 'forbidden'>, message: string, fieldErrors: ValidationErrors = {}, retryAfterSeconds: number | null = null): RequestFailure => ({
    kind,
    message,
    fieldErrors,
    retryAfterSeconds,
  });
  if (!isGameApiError(error)) return outcome('failed', failed);
  const own = error.message.trim() === '' ? failed : error.message;
  const fields = error.fieldErrors as ValidationErrors;
  switch (error.kind) {
    case 'unauthorized':
      // A session the archive of its event ended: the event's page for its past players (decision 0180).
      return { kind: 'sessionEnded', route: error.code === PAST_EVENT_CODE ? PATHS.pastEvent : PATHS.unauthorized, message: own };
    case 'forbidden':
      return intent === 'load' ? { kind: 'forbidden', route: PATHS.forbidden, message: own } : outcome('refused', own);
    case 'conflict':
      return outcome('closed', own, fields);
    case 'invalid':
      return outcome('invalid', own, fields);
    case 'rateLimited': {
      const seconds = error.retryAfterSeconds !== null && error.retryAfterSeconds > 0 ? Math.ceil(error.retryAfterSeconds) : null;
      return outcome('rateLimited', seconds === null ? own : messages.network.retryIn(own, seconds), {}, seconds);
    }
    case 'network':
      return outcome('offline', messages.network.offline);
    case 'timeout':
      return outcome('offline', messages.network.timeout);
    default:
      return outcome('failed', failed);
  }
}
