import type {
  ChallengeSubmittedEvent,
  CoinChangeEvent,
  RaffleSilverEvent,
  RaffleTotalsEvent,
  SessionEndedEvent,
} from '@dubloon-quest/core';

/**
 * The emit side of the realtime channel. Routes announce through it and never touch socket.io, so a Redis
 * adapter (several processes) changes nothing here: rooms are socket.io rooms and reach every process.
 */
export interface Broadcaster {
  /** To the player's sockets only. */
  coinChange(userId: number, event: CoinChangeEvent): void;
  /** To every signed-in socket. */
  raffleSilver(event: RaffleSilverEvent): void;
  /** To every signed-in socket. */
  challengeSubmitted(event: ChallengeSubmittedEvent): void;
  /** To every signed-in socket (callers coalesce: see `RaffleTotalsAnnouncer`). */
  raffleTotals(event: RaffleTotalsEvent): void;
  /** Tells a session's sockets why it ended (`session_ended`), then disconnects them, on every process. */
  endSession(sessionId: string, event: SessionEndedEvent): void;
  /** The same for every session of an account but `exceptSessionId` (a password change keeps its own). */
  endAccountSessions(userId: number, event: SessionEndedEvent, exceptSessionId?: string): void;
}
