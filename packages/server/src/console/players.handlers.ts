import { isValid, type SessionEndedEvent } from '@dubloon-quest/core';
import { validateBan } from '@dubloon-quest/core/console';
import { HttpError, invalidFields } from '../services/errors.js';
import { actorOf, type ConsoleCaller } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { adjustCoins } from '../db/ledger.js';
import {
  lockPlayer,
  revokeAllSessions,
  setBan,
} from '../db/players.repository.js';
import { consoleMessages, messages } from '../services/language.js';

type PlayerCalls =
  'consoleListPlayers' | 'consoleGetPlayer' | 'consoleKickPlayer' | 'consoleBanPlayer' | 'consoleAdjustCoins';

/** The players calls: list and search, a player's record, kick, ban and coin adjustments. */
export function playerHandlers(services: ConsoleServices): Pick<ConsoleHandlers, PlayerCalls> {
  const { context, players } = services;
  const endSessions = (ids: readonly string[], event: SessionEndedEvent) => {
    for (const id of ids) context.broadcaster.endSession(id, event);
  };
  const notYourself = (caller: ConsoleCaller, userId: number) => {
    if (caller.auth.user.id === userId) throw new HttpError(422, consoleMessages.access.notYourself);
  };
  const unknown = () => new HttpError(404, consoleMessages.accounts.unknown);

  return {
    async consoleListPlayers({ query }) {
      const { total, players: page } = await players.list(query, services.now());
      return { total, page: query.page ?? 1, page_size: query.page_size ?? 50, players: page };
    },

    async consoleGetPlayer({ params }) {
      const detail = await players.detail(params.user_id, services.now());
      if (!detail) throw unknown();
      return detail;
    },

    async consoleKickPlayer({ params, body, caller }) {
      notYourself(caller, params.user_id);
      const ended = await services.audited(actorOf(caller), async (tx) => {
        const player = await lockPlayer(tx, params.user_id);
        if (!player) throw unknown();
        const sessions = await revokeAllSessions(tx, player.id, services.now());
        return {
          value: sessions,
          audit: {
            action: 'players.kick',
            target: `user:${player.id}`,
            before: { open_sessions: sessions.length },
            after: { open_sessions: 0, reason: body.reason?.trim() || null },
          },
        };
      });
      endSessions(ended, { reason: 'kicked' });
      return { message: consoleMessages.players.kicked(ended.length), sessions_ended: ended.length };
    },

    async consoleBanPlayer({ params, body, caller }) {
      notYourself(caller, params.user_id);
      const problems = validateBan(body, context.now());
      if (!isValid(problems)) throw invalidFields(problems);
      const until = body.until === null ? null : new Date(body.until);
      const ended = await services.audited(actorOf(caller), async (tx) => {
        const player = await lockPlayer(tx, params.user_id);
        if (!player) throw unknown();
        await setBan(tx, player.id, until, body.reason.trim() || null);
        const sessions = until === null ? [] : await revokeAllSessions(tx, player.id, services.now());
        return {
          value: sessions,
          audit: {
            action: until === null ? 'players.unban' : 'players.ban',
            target: `user:${player.id}`,
            before: { banned_until: player.bannedUntil?.toISOString() ?? null },
            after: { banned_until: until?.toISOString() ?? null, reason: body.reason.trim() },
          },
        };
      });
      if (until !== null)
        endSessions(ended, {
          reason: 'banned',
          banned_until: until.toISOString(),
          ban_reason: body.reason.trim(),
        });
      const player = (await players.player(params.user_id))!;
      return {
        message:
          until === null
            ? consoleMessages.players.banLifted
            : consoleMessages.players.banned(until.toISOString()),
        player,
      };
    },

    async consoleAdjustCoins({ params, body, caller }) {
      notYourself(caller, params.user_id);
      const reason = body.reason.trim();
      const adjusted = await services.audited(actorOf(caller), async (tx) => {
        const outcome = await adjustCoins(tx, params.user_id, { delta: body.delta, reason }, services.now());
        if (!outcome.ok) {
          const { failure } = outcome;
          if (failure.reason === 'unknown') throw unknown();
          if (failure.reason === 'not-player') throw new HttpError(422, messages.roles.onlyPlayersWinCoins);
          throw invalidFields(failure.problems);
        }
        return {
          value: outcome.value,
          audit: {
            action: 'players.coins',
            target: `user:${params.user_id}`,
            before: { balance: outcome.value.before },
            after: { balance: outcome.value.balance, delta: body.delta, reason },
          },
        };
      });
      context.broadcaster.coinChange(params.user_id, { coins: body.delta, balance: adjusted.balance });
      return {
        message: consoleMessages.players.adjusted(body.delta, adjusted.balance),
        balance: adjusted.balance,
        entry: adjusted.entry,
      };
    },
  };
}
