import type { ConsoleLiveDashboard } from '../contract/console/console-dashboard.schema.js';
import type {
  ChallengeSubmittedEvent,
  CoinChangeEvent,
  RaffleSilverEvent,
  RaffleTotalsEvent,
  ResultsPublishedEvent,
  ScheduleChangeEvent,
  SessionEndedEvent,
} from '../contract/realtime.schema.js';

/** Stops a subscription. Calling it twice is harmless. */
export type Unsubscribe = () => void;

/** Why the connection ended: the client asked, the server closed it, or the transport failed. */
export type RealtimeDisconnectReason = 'client' | 'server' | 'transport';

/** Why `connect` or `register` failed. */
export type RealtimeErrorKind = 'timeout' | 'refused' | 'notConnected';

/** The one error `Realtime.connect` and `Realtime.register` reject with. */
export class RealtimeError extends Error {
  override readonly name = 'RealtimeError';
  readonly kind: RealtimeErrorKind;

  constructor(kind: RealtimeErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

/**
 * The live connection to the game server (socket.io in the browser adapter; nothing of it shows here).
 * One attempt per `connect`: the realtime machine owns retries (9 attempts, 5 s apart) and the adapter its
 * connection timeout (20 s). Event payloads are parsed with the contract's event schemas before they reach a
 * listener; an event that does not match is dropped. Listeners may be added before or after connecting and
 * survive reconnections.
 */
export interface Realtime {
  /**
   * Opens the connection, authenticated with the access token (null sends none). Resolves once connected;
   * rejects with a {@link RealtimeError} (`timeout` or `refused`).
   */
  connect(accessToken: string | null): Promise<void>;
  /** Closes the connection; `onDisconnect` listeners hear `client`. Harmless when not connected. */
  disconnect(): void;
  /**
   * Emits `register` with the user's email and resolves the server's acknowledgement as sent (the contract's
   * `REGISTER_ACK`, `"success"`, when registered). Rejects with `notConnected` or `timeout`.
   */
  register(email: string): Promise<string>;
  /** `coin_change`: the player's coins changed (`coins` a delta, `balance` the new total when sent). */
  onCoinChange(listener: (event: CoinChangeEvent) => void): Unsubscribe;
  /** `raffle_gold_silver`: items whose silver flag changed. */
  onRaffleSilver(listener: (event: RaffleSilverEvent) => void): Unsubscribe;
  /** `raffle_totals` (ours): every item's total staked coins, after stakes are committed (at most once a second). */
  onRaffleTotals(listener: (event: RaffleTotalsEvent) => void): Unsubscribe;
  /** `business_challenge_submitted`: a challenge's new answer count. */
  onChallengeSubmitted(listener: (event: ChallengeSubmittedEvent) => void): Unsubscribe;
  /**
   * `schedule_change` (ours): the organizers moved the event's schedule; the new timestamps, in login's shape.
   * Sent to every socket, registered or not.
   */
  onScheduleChange(listener: (event: ScheduleChangeEvent) => void): Unsubscribe;
  /**
   * `results_published` (ours): the organizers published the results. Sent to every socket, registered or not.
   */
  onResultsPublished(listener: (event: ResultsPublishedEvent) => void): Unsubscribe;
  /**
   * `console_dashboard` (ours): the console's live dashboard, pushed every few seconds to organizers' sockets
   * only (a socket connected with an Organizer's access token; no `register` needed).
   */
  onConsoleDashboard(listener: (event: ConsoleLiveDashboard) => void): Unsubscribe;
  /**
   * `session_ended` (ours): the server is about to close this socket because its session ended (a kick, a ban,
   * a logout or password change elsewhere), and says why; a ban comes with its end and reason.
   */
  onSessionEnded(listener: (event: SessionEndedEvent) => void): Unsubscribe;
  /** The connection ended, for the given reason. */
  onDisconnect(listener: (reason: RealtimeDisconnectReason) => void): Unsubscribe;
}
