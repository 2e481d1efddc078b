import type * as z from 'zod/mini';
import {
  consoleLiveDashboardSchema,
  type ConsoleLiveDashboard,
} from '../contract/console/console-dashboard.schema.js';
import { CONSOLE_REALTIME_EVENTS } from '../contract/console/console-realtime.schema.js';
import { encodeContract, safeParseContract } from '../contract/parse.js';
import {
  challengeSubmittedEventSchema,
  coinChangeEventSchema,
  raffleSilverEventSchema,
  RAFFLE_TOTALS_EVENT,
  raffleTotalsEventSchema,
  REALTIME_EVENTS,
  REGISTER_ACK,
  RESULTS_PUBLISHED_EVENT,
  resultsPublishedEventSchema,
  SCHEDULE_CHANGE_EVENT,
  scheduleChangeEventSchema,
  SESSION_ENDED_EVENT,
  sessionEndedEventSchema,
  type ChallengeSubmittedEvent,
  type CoinChangeEvent,
  type RaffleSilverEvent,
  type RaffleTotalsEvent,
  type ResultsPublishedEvent,
  type ScheduleChangeEvent,
  type SessionEndedEvent,
} from '../contract/realtime.schema.js';
import { RealtimeError, type Realtime, type RealtimeDisconnectReason, type RealtimeErrorKind, type Unsubscribe } from '../ports/realtime.port.js';
import type { LoginTimestamps } from '../contract/timestamps.schema.js';
import type { Clock } from '../ports/clock.port.js';
import { buildConsoleLiveDashboard, buildResults, buildTimestamps } from './builders.js';
import type { FakeGameServer, FakeServerPush } from './fake-game-server.js';

/** Every event the server sends: the original contract's, `schedule_change` and the console's. */
type ServerEventName =
  | (typeof REALTIME_EVENTS)[Exclude<keyof typeof REALTIME_EVENTS, 'register'>]
  | typeof SCHEDULE_CHANGE_EVENT
  | typeof RESULTS_PUBLISHED_EVENT
  | typeof RAFFLE_TOTALS_EVENT
  | typeof SESSION_ENDED_EVENT
  | typeof CONSOLE_REALTIME_EVENTS.dashboard;

const eventSchemas: Readonly<Record<ServerEventName, z.ZodMiniType>> = {
  [REALTIME_EVENTS.coinChange]: coinChangeEventSchema,
  [REALTIME_EVENTS.raffleSilver]: raffleSilverEventSchema,
  [REALTIME_EVENTS.challengeSubmitted]: challengeSubmittedEventSchema,
  [SCHEDULE_CHANGE_EVENT]: scheduleChangeEventSchema,
  [RESULTS_PUBLISHED_EVENT]: resultsPublishedEventSchema,
  [RAFFLE_TOTALS_EVENT]: raffleTotalsEventSchema,
  [SESSION_ENDED_EVENT]: sessionEndedEventSchema,
  [CONSOLE_REALTIME_EVENTS.dashboard]: consoleLiveDashboardSchema,
};

/** The wire name of each push the in-memory game sends to every connection. */
const BROADCAST_EVENTS = {
  raffleSilver: REALTIME_EVENTS.raffleSilver,
  raffleTotals: RAFFLE_TOTALS_EVENT,
  challengeSubmitted: REALTIME_EVENTS.challengeSubmitted,
  scheduleChange: SCHEDULE_CHANGE_EVENT,
  resultsPublished: RESULTS_PUBLISHED_EVENT,
} as const satisfies Record<Exclude<FakeServerPush['type'], 'coinChange'>, ServerEventName>;

type ConnectOutcome = 'accept' | Exclude<RealtimeErrorKind, 'notConnected'>;

export interface FakeRealtimeOptions {
  /**
   * Relays the pushes of this in-memory game: a player's coin changes once registered (starting with a change
   * of 0 carrying the balance, as the real server sends on registration), broadcasts (silver flags, stake totals,
   * challenge counts, schedule changes) once connected. The console's dashboard is not simulated: `emit` it.
   */
  readonly server?: FakeGameServer;
  /** What `register` acknowledges. Default `"success"`. */
  readonly registerAck?: string;
}

/**
 * A `Realtime` whose every effect waits in a queue until the test calls `flush()`: connection outcomes,
 * acknowledgements, server events and disconnections are delivered in the order they were queued, so the
 * ordering is under test control. Events go through the contract's schemas, as in the real adapter: one that
 * does not match is dropped (and counted in `droppedEvents`).
 */
export class FakeRealtime implements Realtime {
  /** How many times `connect` was called. */
  connectAttempts = 0;
  /** The token of the last `connect`. */
  accessToken: string | null = null;
  /** The email registered on the current connection. */
  registeredEmail: string | null = null;
  /** Server events that did not match their schema. */
  droppedEvents = 0;
  registerAck: string;

  private isConnected = false;
  private readonly queue: (() => void)[] = [];
  private readonly connectOutcomes: ConnectOutcome[] = [];
  private readonly listeners = {
    [REALTIME_EVENTS.coinChange]: new Set<(event: CoinChangeEvent) => void>(),
    [REALTIME_EVENTS.raffleSilver]: new Set<(event: RaffleSilverEvent) => void>(),
    [REALTIME_EVENTS.challengeSubmitted]: new Set<(event: ChallengeSubmittedEvent) => void>(),
    [SCHEDULE_CHANGE_EVENT]: new Set<(event: ScheduleChangeEvent) => void>(),
    [RESULTS_PUBLISHED_EVENT]: new Set<(event: ResultsPublishedEvent) => void>(),
    [RAFFLE_TOTALS_EVENT]: new Set<(event: RaffleTotalsEvent) => void>(),
    [SESSION_ENDED_EVENT]: new Set<(event: SessionEndedEvent) => void>(),
    [CONSOLE_REALTIME_EVENTS.dashboard]: new Set<(event: ConsoleLiveDashboard) => void>(),
  };
  private readonly disconnectListeners = new Set<(reason: RealtimeDisconnectReason) => void>();

  private readonly server: FakeGameServer | null;

  constructor(options: FakeRealtimeOptions = {}) {
    this.registerAck = options.registerAck ?? REGISTER_ACK;
    this.server = options.server ?? null;
    this.server?.onPush((push) => {
      if (push.type === 'coinChange') {
        if (push.email === this.registeredEmail) this.send(REALTIME_EVENTS.coinChange, push.event);
      } else {
        this.send(BROADCAST_EVENTS[push.type], push.event);
      }
    });
  }

  /** Whether the fake is connected (as of the last delivered effect). */
  get connected(): boolean {
    return this.isConnected;
  }

  /** How many effects wait for `flush()`. */
  get pending(): number {
    return this.queue.length;
  }

  /** The next `connect` attempts fail with these kinds (one per attempt), then connections succeed again. */
  refuseNextConnects(...kinds: Exclude<RealtimeErrorKind, 'notConnected'>[]): void {
    this.connectOutcomes.push(...kinds);
  }

  connect(accessToken: string | null): Promise<void> {
    this.connectAttempts += 1;
    this.accessToken = accessToken;
    const outcome = this.connectOutcomes.shift() ?? 'accept';
    return new Promise((resolve, reject) => {
      this.queue.push(() => {
        if (outcome !== 'accept') return reject(new RealtimeError(outcome, `Connection ${outcome}`));
        this.isConnected = true;
        resolve();
      });
    });
  }

  disconnect(): void {
    this.queue.push(() => {
      if (!this.isConnected) return;
      this.dropConnection();
      for (const listener of this.disconnectListeners) listener('client');
    });
  }

  register(email: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push(() => {
        if (!this.isConnected) return reject(new RealtimeError('notConnected', 'Not connected'));
        if (this.registerAck === REGISTER_ACK) {
          this.registeredEmail = email;
          // Like the real server: a registered player is told its balance at once (a change of 0).
          const balance = this.server?.findBalance(email) ?? null;
          // And the schedule in force, which a restored or reconnected client may not have.
          if (this.server) this.send(SCHEDULE_CHANGE_EVENT, { timestamps: this.server.timestamps });
          if (balance !== null) this.send(REALTIME_EVENTS.coinChange, { coins: 0, balance });
        }
        resolve(this.registerAck);
      });
    });
  }

  onCoinChange(listener: (event: CoinChangeEvent) => void): Unsubscribe {
    return this.listen(this.listeners[REALTIME_EVENTS.coinChange], listener);
  }

  onRaffleSilver(listener: (event: RaffleSilverEvent) => void): Unsubscribe {
    return this.listen(this.listeners[REALTIME_EVENTS.raffleSilver], listener);
  }

  onChallengeSubmitted(listener: (event: ChallengeSubmittedEvent) => void): Unsubscribe {
    return this.listen(this.listeners[REALTIME_EVENTS.challengeSubmitted], listener);
  }

  onRaffleTotals(listener: (event: RaffleTotalsEvent) => void): Unsubscribe {
    return this.listen(this.listeners[RAFFLE_TOTALS_EVENT], listener);
  }

  onScheduleChange(listener: (event: ScheduleChangeEvent) => void): Unsubscribe {
    return this.listen(this.listeners[SCHEDULE_CHANGE_EVENT], listener);
  }

  onResultsPublished(listener: (event: ResultsPublishedEvent) => void): Unsubscribe {
    return this.listen(this.listeners[RESULTS_PUBLISHED_EVENT], listener);
  }

  onSessionEnded(listener: (event: SessionEndedEvent) => void): Unsubscribe {
    return this.listen(this.listeners[SESSION_ENDED_EVENT], listener);
  }

  onConsoleDashboard(listener: (event: ConsoleLiveDashboard) => void): Unsubscribe {
    return this.listen(this.listeners[CONSOLE_REALTIME_EVENTS.dashboard], listener);
  }

  onDisconnect(listener: (reason: RealtimeDisconnectReason) => void): Unsubscribe {
    return this.listen(this.disconnectListeners, listener);
  }

  /** Queues an event of the in-memory game, written as the real server sends it (ids as strings). */
  private send(eventName: ServerEventName, event: unknown): void {
    this.emit(eventName, encodeContract(eventSchemas[eventName], event as never, `the ${eventName} event`));
  }

  /**
   * Queues a server event by its wire name, with its payload as it travels (ids as strings); the payload is
   * checked against the event's schema on delivery.
   */
  emit(eventName: ServerEventName, payload: unknown): void {
    this.queue.push(() => {
      if (!this.isConnected) return;
      const parsed = safeParseContract(eventSchemas[eventName], payload, `the ${eventName} event`);
      if (!parsed.ok) {
        this.droppedEvents += 1;
        return;
      }
      const listeners = this.listeners[eventName] as Set<(event: unknown) => void>;
      for (const listener of [...listeners]) listener(parsed.value);
    });
  }

  /**
   * Queues what the server does when a session ends (a kick, a ban): `session_ended` with the reason, then the
   * server closing the socket.
   */
  endSession(event: SessionEndedEvent): void {
    this.emit(SESSION_ENDED_EVENT, event);
    this.serverDisconnect('server');
  }

  /** Queues the server (or the network) ending the connection. */
  serverDisconnect(reason: Exclude<RealtimeDisconnectReason, 'client'> = 'server'): void {
    this.queue.push(() => {
      if (!this.isConnected) return;
      this.dropConnection();
      for (const listener of [...this.disconnectListeners]) listener(reason);
    });
  }

  /**
   * Delivers every queued effect in order, including effects queued while delivering, letting promise
   * continuations run after each one.
   */
  async flush(): Promise<void> {
    for (let effect = this.queue.shift(); effect !== undefined; effect = this.queue.shift()) {
      effect();
      await settle();
    }
  }

  private dropConnection(): void {
    this.isConnected = false;
    this.registeredEmail = null;
  }

  private listen<Listener>(set: Set<Listener>, listener: Listener): Unsubscribe {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }
}

/**
 * What the organizers do, for the Realtime contract suite run on a `FakeRealtime` relaying `server`: move the
 * schedule (the game now in pre-game) and push the console's dashboard (the in-memory game has no console: the
 * fake's own push stands for the server's; any token connects as the organizer).
 */
export function fakeOrganizerTriggers(
  server: FakeGameServer,
  realtime: FakeRealtime,
  clock: Clock,
): {
  triggerScheduleChange(): Promise<LoginTimestamps>;
  triggerResultsPublished(): Promise<void>;
  readonly organizer: { readonly accessToken: string };
  triggerConsoleDashboard(): Promise<void>;
} {
  return {
    triggerScheduleChange: () => {
      const timestamps = buildTimestamps('preGame', clock.now());
      server.setTimestamps(timestamps);
      return Promise.resolve(timestamps);
    },
    triggerResultsPublished: () => Promise.resolve(server.publishResults(buildResults())),
    organizer: { accessToken: 'organizer-access-token' },
    triggerConsoleDashboard: () => Promise.resolve(realtime.emit(CONSOLE_REALTIME_EVENTS.dashboard, buildConsoleLiveDashboard())),
  };
}

/** Lets pending promise continuations run (a few microtask turns). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}
