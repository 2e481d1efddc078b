import {
  challengeSubmittedEventSchema,
  coinChangeEventSchema,
  raffleSilverEventSchema,
  RAFFLE_TOTALS_EVENT,
  raffleTotalsEventSchema,
  REALTIME_EVENTS,
  REGISTER_ACK,
  RealtimeError,
  RESULTS_PUBLISHED_EVENT,
  resultsPublishedEventSchema,
  SCHEDULE_CHANGE_EVENT,
  scheduleChangeEventSchema,
  SESSION_ENDED_EVENT,
  sessionEndedEventSchema,
  SOCKET_TIMEOUT_MS,
  safeParseContract,
  type ChallengeSubmittedEvent,
  type CoinChangeEvent,
  type ContractError,
  type RaffleSilverEvent,
  type RaffleTotalsEvent,
  type ResultsPublishedEvent,
  type ScheduleChangeEvent,
  type SessionEndedEvent,
  type Realtime,
  type RealtimeDisconnectReason,
  type Unsubscribe,
} from '@dubloon-quest/core';
import {
  CONSOLE_REALTIME_EVENTS,
  consoleLiveDashboardSchema,
  type ConsoleLiveDashboard,
} from '@dubloon-quest/core/console';
import { io, type Socket } from 'socket.io-client';


/** Websocket first, long polling when websockets are blocked (spec section 7). */
export { SOCKET_TIMEOUT_MS };

export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

export interface SocketRealtimeOptions {
  /** The server's origin, e.g. `https://game.example.com`; the page's own origin when omitted. */
  readonly url?: string;
  /** The socket.io path; socket.io's default `/socket.io` when omitted. */
  readonly path?: string;
  /** Connection and registration timeout; {@link SOCKET_TIMEOUT_MS} by default. */
  readonly timeoutMs?: number;
  /** Told of every server event dropped for not matching its schema (e.g. to log it); nothing by default. */
  readonly onInvalidEvent?: (error: ContractError) => void;
}

type Listener<Event> = (event: Event) => void;

/** What each server event is parsed with, and who hears it. */
interface Channel<Event> {
  readonly name: string;
  readonly schema: Parameters<typeof safeParseContract>[0];
  readonly listeners: Set<Listener<Event>>;
}

function channel<Event>(name: string, schema: Parameters<typeof safeParseContract>[0]): Channel<Event> {
  return { name, schema, listeners: new Set() };
}

/**
 * The `Realtime` port on socket.io-client. Each `connect` is one attempt with a fresh connection (websocket
 * then polling, no automatic reconnection: core's realtime machine owns the retries), the access token in the
 * handshake (`auth: { token }`), and a 20 s limit. `register` emits the email and resolves only on the
 * `"success"` acknowledgement. Server events are parsed with the contract's schemas before any listener hears
 * them; one that does not match is dropped. Listeners are kept by the adapter, so they may subscribe before
 * connecting and survive reconnections.
 *
 * Keep this module behind its own import (`@dubloon-quest/adapters/realtime`): it pulls in socket.io-client,
 * which a page loads only after login.
 */
export class SocketRealtime implements Realtime {
  private readonly options: SocketRealtimeOptions;
  private readonly timeoutMs: number;
  private socket: Socket | null = null;
  /** Ends the attempt in progress, if any, when its socket is discarded. */
  private abandonAttempt: (() => void) | null = null;
  private readonly coinChange = channel<CoinChangeEvent>(REALTIME_EVENTS.coinChange, coinChangeEventSchema);
  private readonly raffleSilver = channel<RaffleSilverEvent>(REALTIME_EVENTS.raffleSilver, raffleSilverEventSchema);
  private readonly challengeSubmitted = channel<ChallengeSubmittedEvent>(REALTIME_EVENTS.challengeSubmitted, challengeSubmittedEventSchema);
  private readonly raffleTotals = channel<RaffleTotalsEvent>(RAFFLE_TOTALS_EVENT, raffleTotalsEventSchema);
  private readonly scheduleChange = channel<ScheduleChangeEvent>(SCHEDULE_CHANGE_EVENT, scheduleChangeEventSchema);
  private readonly resultsPublished = channel<ResultsPublishedEvent>(RESULTS_PUBLISHED_EVENT, resultsPublishedEventSchema);
  private readonly sessionEnded = channel<SessionEndedEvent>(SESSION_ENDED_EVENT, sessionEndedEventSchema);
  private readonly consoleDashboard = channel<ConsoleLiveDashboard>(CONSOLE_REALTIME_EVENTS.dashboard, consoleLiveDashboardSchema);
  private readonly disconnectListeners = new Set<Listener<RealtimeDisconnectReason>>();

  constructor(options: SocketRealtimeOptions = {}) {
    this.options = options;
    this.timeoutMs = options.timeoutMs ?? SOCKET_TIMEOUT_MS;
  }

  /** Whether the current connection is open. */
  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  connect(accessToken: string | null): Promise<void> {
    this.discardSocket();
    const socket = io(this.options.url ?? '', {
      transports: [...SOCKET_TRANSPORTS],
      reconnection: false,
      timeout: this.timeoutMs,
      autoConnect: false,
      // A new connection each attempt, never one shared with (or left over from) an earlier attempt.
      forceNew: true,
      ...(this.options.path === undefined ? {} : { path: this.options.path }),
      ...(accessToken === null ? {} : { auth: { token: accessToken } }),
    });
    this.socket = socket;
    const channels = [this.coinChange, this.raffleSilver, this.raffleTotals, this.challengeSubmitted, this.scheduleChange, this.resultsPublished, this.sessionEnded, this.consoleDashboard];
    for (const events of channels as Channel<unknown>[]) {
      socket.on(events.name, (payload: unknown) => this.deliver(events, payload));
    }

    return new Promise<void>((resolve, reject) => {
      // socket.io's own `timeout` covers the transport handshake; this also covers the server's answer to
      // the authenticated namespace connection, so one attempt never outlives 20 s.
      const timer = setTimeout(() => fail(new RealtimeError('timeout', `the socket did not connect within ${this.timeoutMs} ms`)), this.timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        if (this.abandonAttempt === abandon) this.abandonAttempt = null;
        socket.off('connect', onConnect);
        socket.off('connect_error', onConnectError);
      };
      const fail = (error: RealtimeError) => {
        settle();
        if (this.socket === socket) this.discardSocket();
        reject(error);
      };
      const onConnect = () => {
        settle();
        socket.on('disconnect', (reason: Socket.DisconnectReason) => this.ended(socket, reason));
        resolve();
      };
      const onConnectError = (error: Error) => {
        const kind = error.message === 'timeout' ? 'timeout' : 'refused';
        fail(new RealtimeError(kind, `the socket could not connect: ${error.message}`, { cause: error }));
      };
      const abandon = () => fail(new RealtimeError('refused', 'the connection attempt was abandoned (disconnect or a newer attempt)'));
      this.abandonAttempt = abandon;
      socket.on('connect', onConnect);
      socket.on('connect_error', onConnectError);
      socket.connect();
    });
  }

  disconnect(): void {
    const socket = this.socket;
    if (socket === null) return;
    // While connected this fires 'disconnect' ("io client disconnect"), which listeners hear as `client`.
    socket.disconnect();
    this.discardSocket();
  }

  async register(email: string): Promise<string> {
    const socket = this.socket;
    if (socket === null || !socket.connected) throw new RealtimeError('notConnected', 'the socket is not connected: connect before registering');
    let ack: unknown;
    try {
      ack = await socket.timeout(this.timeoutMs).emitWithAck(REALTIME_EVENTS.register, email);
    } catch (error) {
      const timedOut = error instanceof Error && error.message === 'operation has timed out';
      throw timedOut
        ? new RealtimeError('timeout', `the server did not acknowledge the registration within ${this.timeoutMs} ms`, { cause: error })
        : new RealtimeError('notConnected', 'the socket closed before the registration was acknowledged', { cause: error });
    }
    if (ack !== REGISTER_ACK) {
      throw new RealtimeError('refused', `the server refused the registration (acknowledged ${describeAck(ack)}, not "${REGISTER_ACK}")`);
    }
    return REGISTER_ACK;
  }

  onCoinChange(listener: Listener<CoinChangeEvent>): Unsubscribe {
    return subscribe(this.coinChange.listeners, listener);
  }

  onRaffleSilver(listener: Listener<RaffleSilverEvent>): Unsubscribe {
    return subscribe(this.raffleSilver.listeners, listener);
  }

  onChallengeSubmitted(listener: Listener<ChallengeSubmittedEvent>): Unsubscribe {
    return subscribe(this.challengeSubmitted.listeners, listener);
  }

  onRaffleTotals(listener: Listener<RaffleTotalsEvent>): Unsubscribe {
    return subscribe(this.raffleTotals.listeners, listener);
  }

  onScheduleChange(listener: Listener<ScheduleChangeEvent>): Unsubscribe {
    return subscribe(this.scheduleChange.listeners, listener);
  }

  onResultsPublished(listener: Listener<ResultsPublishedEvent>): Unsubscribe {
    return subscribe(this.resultsPublished.listeners, listener);
  }

  onSessionEnded(listener: Listener<SessionEndedEvent>): Unsubscribe {
    return subscribe(this.sessionEnded.listeners, listener);
  }

  onConsoleDashboard(listener: Listener<ConsoleLiveDashboard>): Unsubscribe {
    return subscribe(this.consoleDashboard.listeners, listener);
  }

  onDisconnect(listener: Listener<RealtimeDisconnectReason>): Unsubscribe {
    return subscribe(this.disconnectListeners, listener);
  }

  private deliver(events: Channel<unknown>, payload: unknown): void {
    const parsed = safeParseContract(events.schema, payload, `the ${events.name} event`);
    if (!parsed.ok) {
      this.options.onInvalidEvent?.(parsed.error);
      return;
    }
    for (const listener of [...events.listeners]) listener(parsed.value);
  }

  private ended(socket: Socket, reason: Socket.DisconnectReason): void {
    if (this.socket === socket) this.socket = null;
    socket.removeAllListeners();
    const why = disconnectReason(reason);
    for (const listener of [...this.disconnectListeners]) listener(why);
  }

  /** Closes the current socket without telling the listeners (a replaced or failed attempt). */
  private discardSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.abandonAttempt?.();
    if (socket === null) return;
    socket.removeAllListeners();
    socket.disconnect();
  }
}

/** The port's reason for a socket.io disconnect reason. Pure. */
export function disconnectReason(reason: Socket.DisconnectReason): RealtimeDisconnectReason {
  if (reason === 'io client disconnect') return 'client';
  if (reason === 'io server disconnect') return 'server';
  return 'transport';
}

function subscribe<Event>(listeners: Set<Listener<Event>>, listener: Listener<Event>): Unsubscribe {
  // A wrapper per subscription, so subscribing one function twice gives two independent subscriptions.
  const entry: Listener<Event> = (event) => listener(event);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

function describeAck(ack: unknown): string {
  if (ack === undefined) return 'nothing';
  if (typeof ack === 'string') return JSON.stringify(ack.slice(0, 40));
  return ack === null ? 'null' : typeof ack;
}
