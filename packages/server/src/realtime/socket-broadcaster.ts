import type { Server } from 'socket.io';
import { RAFFLE_TOTALS_EVENT, REALTIME_EVENTS } from '@dubloon-quest/core';
import type { Broadcaster } from '../services/broadcaster.js';

/** The room of one player's sockets. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room of the sockets opened with one session's token. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A {@link Broadcaster} over a socket.io server (attach its adapter before use for several processes). */
export function socketBroadcaster(io: Server): Broadcaster {
  return {
    coinChange: (userId, event) => void io.to(userRoom(userId)).emit(REALTIME_EVENTS.coinChange, event),
    raffleSilver: (event) => void io.emit(REALTIME_EVENTS.raffleSilver, event),
    challengeSubmitted: (event) => void io.emit(REALTIME_EVENTS.challengeSubmitted, event),
    raffleTotals: (event) => void io.emit(RAFFLE_TOTALS_EVENT, event),
    endSession: (sessionId) => {
      // This node's sockets at once, even while Redis is down (the Redis adapter would otherwise only act on the
      // request it receives back from Redis); then every other node's.
      io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
