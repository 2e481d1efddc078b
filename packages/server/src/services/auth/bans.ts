import { formatDateTimeNamed } from '@dubloon-quest/core';
import { PlayersRepository } from '../../db/players.repository.js';
import type { UserRecord } from '../../db/repository.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../errors.js';
import { messages } from '../language.js';

/**
 * Refuses the login of a banned account: 403 naming the ban's end (in UTC in the message, for clients that show
 * it as sent; as `banned_until` for ours, which show the player's local date and time) and the organizer's
 * reason. Called by the login call once the password is checked, so a ban is never revealed to someone without it.
 */
export async function assertNotBanned(context: AppContext, user: UserRecord): Promise<void> {
  const ban = await new PlayersRepository(context.repository.db).banAt(
    user.sandboxOf ?? user.id,
    new Date(context.now()),
  );
  if (!ban) return;
  const until = ban.until.toISOString();
  throw new HttpError(403, messages.session.suspended(formatDateTimeNamed(until, 'UTC'), ban.reason), undefined, {}, {
    banned_until: until,
    ...(ban.reason === null ? {} : { ban_reason: ban.reason }),
  });
}
