import { consoleMessages } from '@dubloon-quest/core';
import { PlayersRepository } from '../../db/players.repository.js';
import type { UserRecord } from '../../db/repository.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../errors.js';

/**
 * Refuses the login of a banned account (403 naming the end of the ban). Called by the login call once the
 * password is checked, so a ban is never revealed to someone without it.
 */
export async function assertNotBanned(context: AppContext, user: UserRecord): Promise<void> {
  const until = await new PlayersRepository(context.repository.db).bannedUntil(
    user.sandboxOf ?? user.id,
    new Date(context.now()),
  );
  if (until) throw new HttpError(403, consoleMessages.players.banned(until.toISOString()));
}
