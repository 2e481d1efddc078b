import type { ChallengeSubmittedEvent, CoinChangeEvent, RaffleSilverEvent, RaffleTotalsEvent } from '@dubloon-quest/core';

/**
 * The emit side of the realtime channel. Routes announce through it and never touch socket.io, so a Redis
 * adapter (several processes) changes nothing here: rooms are socket.io rooms and reach every process.
 */
export interface Broadcaster {
  /** To the player's sockets only. */
  coinChange(userId: number, event: CoinChangeEvent): void;
  /** To everyone. */
  raffleSilver(event: RaffleSilverEvent): void;
  /** To everyone. */
  challengeSubmitted(event: ChallengeSubmittedEvent): void;
  /** To everyone (callers coalesce: see `RaffleTotalsAnnouncer`). */
  raffleTotals(event: RaffleTotalsEvent): void;
  /** Disconnects the sockets of a session that ended (logout, password change). */
  endSession(sessionId: string): void;
}
