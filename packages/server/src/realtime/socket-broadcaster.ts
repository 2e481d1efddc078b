import type { Server } from 'socket.io';
import {
  challengeSubmittedEventSchema,
  coinChangeEventSchema,
  encodeContract,
  RAFFLE_TOTALS_EVENT,
  raffleSilverEventSchema,
  raffleTotalsEventSchema,
  REALTIME_EVENTS,
  SESSION_ENDED_EVENT,
  type SessionEndedEvent,
} from '@dubloon-quest/core';
import type { Broadcaster } from '../services/broadcaster.js';

/** The room of one player's sockets that registered (`register`): where `coin_change` goes. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room of every socket opened with a session of the account, registered or not. */
export const accountRoom = (userId: number) => `account:${userId}`;
/** The room of the sockets opened with one session's token. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Every signed-in socket: the game's broadcasts go here, never to anonymous sockets. */
export const SIGNED_IN_ROOM = 'signed-in';

/** The message every process hears (socket.io's server-side emit through the Redis adapter). */
const END_SESSIONS_MESSAGE = 'dq:end_sessions';

export interface EndSessions {
  room: string;
  except: string | null;
  event: SessionEndedEvent;
}

/**
 * Ends this process's sockets of a room: `session_ended` first, then the disconnection (engine.io sends what is
 * written before it closes, so the event arrives before the close).
 */
export function endSocketsHere(io: Server, { room, except, event }: EndSessions): void {
  const target = except === null ? io.local.in(room) : io.local.in(room).except(except);
  target.emit(SESSION_ENDED_EVENT, event);
  target.disconnectSockets(true);
}

/**
 * A {@link Broadcaster} over a socket.io server. With `cluster` (the Redis adapter is attached) a session's end
 * also goes to every other process as one server-side message, each ending its own sockets in order (emit then
 * disconnect; two separate adapter requests could arrive in either order). This process's sockets end at once,
 * even while Redis is down; the other processes' then end by their session sweep (`SessionSweep`).
 */
export function socketBroadcaster(
  io: Server,
  options: { cluster: boolean } = { cluster: false },
): Broadcaster {
  if (options.cluster) io.on(END_SESSIONS_MESSAGE, (message: EndSessions) => endSocketsHere(io, message));
  const end = (message: EndSessions) => {
    endSocketsHere(io, message);
    if (options.cluster) io.serverSideEmit(END_SESSIONS_MESSAGE, message);
  };
  return {
    // Each event is written in its wire form (ids as strings) here, the one place the game's events are sent.
    coinChange: (userId, event) => void io.to(userRoom(userId)).emit(REALTIME_EVENTS.coinChange, encodeContract(coinChangeEventSchema, event, 'coin_change')),
    raffleSilver: (event) => void io.to(SIGNED_IN_ROOM).emit(REALTIME_EVENTS.raffleSilver, encodeContract(raffleSilverEventSchema, event, 'raffle_gold_silver')),
    challengeSubmitted: (event) => void io.to(SIGNED_IN_ROOM).emit(REALTIME_EVENTS.challengeSubmitted, encodeContract(challengeSubmittedEventSchema, event, 'business_challenge_submitted')),
    raffleTotals: (event) => void io.to(SIGNED_IN_ROOM).emit(RAFFLE_TOTALS_EVENT, encodeContract(raffleTotalsEventSchema, event, 'raffle_totals')),
    endSession: (sessionId, event) => end({ room: sessionRoom(sessionId), except: null, event }),
    endAccountSessions: (userId, event, exceptSessionId) =>
      end({
        room: accountRoom(userId),
        except: exceptSessionId === undefined ? null : sessionRoom(exceptSessionId),
        event,
      }),
  };
}
