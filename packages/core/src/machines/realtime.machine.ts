import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type {
  ChallengeSubmittedEvent,
  CoinChangeEvent,
  RaffleSilverEvent,
  RaffleTotalsEvent,
  ScheduleChangeEvent,
  SessionEndedEvent,
} from '../contract/realtime.schema.js';
import { REGISTER_ACK } from '../contract/realtime.schema.js';
import { messages } from '../messages/catalogue.js';
import type { GameApi } from '../ports/game-api.port.js';
import type { Realtime, RealtimeDisconnectReason } from '../ports/realtime.port.js';
import type { NotifyEmitted } from './notifications.machine.js';
import {
  COIN_TOTAL_RETRIES,
  SOCKET_CONNECT_ATTEMPTS,
  SOCKET_RETRY_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from './timings.js';

export interface RealtimeContext {
  readonly accessToken: string | null;
  readonly email: string | null;
  /** Connection attempts made since the last successful registration. */
  readonly attempts: number;
  /** Coin total fetches made since the start. */
  readonly coinFetches: number;
}

export type RealtimeEvent =
  /** After login (or a restored session): connect with the token and register the email. */
  | { readonly type: 'realtime.start'; readonly accessToken: string; readonly email: string }
  /** Logout: disconnect and stop retrying. */
  | { readonly type: 'realtime.stop' }
  | { readonly type: 'socket.coinChange'; readonly event: CoinChangeEvent }
  | { readonly type: 'socket.raffleSilver'; readonly event: RaffleSilverEvent }
  | { readonly type: 'socket.raffleTotals'; readonly event: RaffleTotalsEvent }
  | { readonly type: 'socket.challengeSubmitted'; readonly event: ChallengeSubmittedEvent }
  | { readonly type: 'socket.scheduleChange'; readonly event: ScheduleChangeEvent }
  | { readonly type: 'socket.resultsPublished' }
  | { readonly type: 'socket.sessionEnded'; readonly event: SessionEndedEvent }
  | { readonly type: 'socket.disconnected'; readonly reason: RealtimeDisconnectReason };

export type RealtimeEmitted =
  | NotifyEmitted
  /** `coin_change`: the game applies the balance, or else the delta. */
  | { readonly type: 'coins.changed'; readonly change: CoinChangeEvent }
  /** The coin total fetched at the start: the unstaked balance. */
  | { readonly type: 'coins.synced'; readonly balance: number }
  /** `raffle_gold_silver`: new silver flags. */
  | { readonly type: 'raffle.silverChanged'; readonly items: RaffleSilverEvent }
  /** `raffle_totals`: every item's total staked coins. */
  | { readonly type: 'raffle.totalsChanged'; readonly items: RaffleTotalsEvent['items'] }
  /** `business_challenge_submitted`: a challenge's new answer count. */
  | { readonly type: 'challenge.answersCounted'; readonly change: ChallengeSubmittedEvent }
  /** `schedule_change`: the organizers moved the schedule (also sent on registration: the schedule now). */
  | { readonly type: 'schedule.changed'; readonly timestamps: ScheduleChangeEvent['timestamps'] }
  /** `results_published`: the organizers published the results; the game fetches them again. */
  | { readonly type: 'results.published' }
  /** `session_ended`: the server ended the session (kick, ban, logout elsewhere); the game logs out at once. */
  | { readonly type: 'session.ended'; readonly ended: SessionEndedEvent };

export interface RealtimeDeps {
  readonly realtime: Realtime;
  readonly api: Pick<GameApi, 'getCoinTotal'>;
}

const idleContext: RealtimeContext = { accessToken: null, email: null, attempts: 0, coinFetches: 0 };

/**
 * The realtime connection (spec sections 4, 7 and 8). After login it connects with the access token and
 * registers the user's email, requiring the acknowledgement "success" exactly. A connection attempt that
 * fails or takes more than 20 s is retried 5 s later, up to 9 attempts in all; then "We couldn't connect..."
 * is shown. A registration that is refused or unanswered within 20 s shows "Failed to register..." and the
 * socket is closed (docs/decisions/0023-realtime-connection.md). A connection the server or the network drops
 * is retried the same way. While connected (from the first attempt on, so that nothing sent right after the
 * acknowledgement is missed), `coin_change`, `raffle_gold_silver`, `raffle_totals`,
 * `business_challenge_submitted`, `schedule_change` and `results_published` are emitted for the game state, and `session_ended` for the
 * session (which logs out at once). In parallel the coin total is fetched once
 * and retried up to 2 more times, else "We were not able to sync any dubl-u-nes..." is shown.
 * `realtime.stop` (logout) disconnects.
 */
export function createRealtimeMachine(deps: RealtimeDeps) {
  return setup({
    types: {
      context: {} as RealtimeContext,
      events: {} as RealtimeEvent,
      emitted: {} as RealtimeEmitted,
    },
    delays: {
      socketTimeout: SOCKET_TIMEOUT_MS,
      retryDelay: SOCKET_RETRY_DELAY_MS,
    },
    actors: {
      connect: fromPromise<void, { accessToken: string | null }>(({ input }) =>
        deps.realtime.connect(input.accessToken),
      ),
      register: fromPromise<string, { email: string }>(({ input }) => deps.realtime.register(input.email)),
      listen: fromCallback<RealtimeEvent>(({ sendBack }) => {
        const subscriptions = [
          deps.realtime.onCoinChange((event) => sendBack({ type: 'socket.coinChange', event })),
          deps.realtime.onRaffleSilver((event) => sendBack({ type: 'socket.raffleSilver', event })),
          deps.realtime.onRaffleTotals((event) => sendBack({ type: 'socket.raffleTotals', event })),
          deps.realtime.onChallengeSubmitted((event) =>
            sendBack({ type: 'socket.challengeSubmitted', event }),
          ),
          deps.realtime.onScheduleChange((event) => sendBack({ type: 'socket.scheduleChange', event })),
          deps.realtime.onResultsPublished(() => sendBack({ type: 'socket.resultsPublished' })),
          deps.realtime.onSessionEnded((event) => sendBack({ type: 'socket.sessionEnded', event })),
          deps.realtime.onDisconnect((reason) => sendBack({ type: 'socket.disconnected', reason })),
        ];
        return () => subscriptions.forEach((unsubscribe) => unsubscribe());
      }),
      fetchCoinTotal: fromPromise<number>(async () => (await deps.api.getCoinTotal()).data.coins),
    },
    guards: {
      hasAttemptsLeft: ({ context }) => context.attempts < SOCKET_CONNECT_ATTEMPTS,
      isRegistered: (_, output: string) => output === REGISTER_ACK,
      hasCoinRetriesLeft: ({ context }) => context.coinFetches <= COIN_TOTAL_RETRIES,
      droppedByOthers: ({ event }) => event.type === 'socket.disconnected' && event.reason !== 'client',
    },
    actions: {
      startSession: assign(({ event }) => {
        assertEvent(event, 'realtime.start');
        return { ...idleContext, accessToken: event.accessToken, email: event.email };
      }),
      endSession: assign({ ...idleContext }),
      countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
      resetAttempts: assign({ attempts: 0 }),
      countCoinFetch: assign({ coinFetches: ({ context }) => context.coinFetches + 1 }),
      closeSocket: () => deps.realtime.disconnect(),
      reportConnectFailed: emit({
        type: 'notify',
        notification: { content: messages.realtime.connectFailed, error: true },
      } as const),
      reportRegisterFailed: emit({
        type: 'notify',
        notification: { content: messages.realtime.registerFailed, error: true },
      } as const),
      reportCoinSyncFailed: emit({
        type: 'notify',
        notification: { content: messages.realtime.coinSyncFailed, error: true },
      } as const),
      emitCoinsSynced: emit((_, balance: number) => ({ type: 'coins.synced' as const, balance })),
      forwardCoinChange: emit((_, change: CoinChangeEvent) => ({ type: 'coins.changed' as const, change })),
      forwardRaffleSilver: emit((_, items: RaffleSilverEvent) => ({
        type: 'raffle.silverChanged' as const,
        items,
      })),
      forwardRaffleTotals: emit((_, totals: RaffleTotalsEvent) => ({
        type: 'raffle.totalsChanged' as const,
        items: totals.items,
      })),
      forwardChallengeSubmitted: emit((_, change: ChallengeSubmittedEvent) => ({
        type: 'challenge.answersCounted' as const,
        change,
      })),
      forwardSessionEnded: emit((_, ended: SessionEndedEvent) => ({ type: 'session.ended' as const, ended })),
      forwardResultsPublished: emit({ type: 'results.published' } as const),
      forwardScheduleChange: emit((_, change: ScheduleChangeEvent) => ({
        type: 'schedule.changed' as const,
        timestamps: change.timestamps,
      })),
    },
  }).createMachine({
    id: 'realtime',
    context: idleContext,
    initial: 'idle',
    states: {
      idle: {
        on: {
          'realtime.start': { target: 'active', actions: 'startSession' },
        },
      },
      active: {
        type: 'parallel',
        exit: ['closeSocket', 'endSession'],
        on: {
          'realtime.stop': { target: 'idle' },
          'realtime.start': { target: 'active', reenter: true, actions: 'startSession' },
        },
        states: {
          connection: {
            initial: 'connecting',
            // Listening from the first attempt, not from the acknowledgement: what the server sends right after
            // acknowledging `register` (the schedule, the balance) may be read in the same packet batch (long
            // polling), before the machine has taken the acknowledgement.
            invoke: { src: 'listen' },
            on: {
              'socket.coinChange': {
                actions: { type: 'forwardCoinChange', params: ({ event }) => event.event },
              },
              'socket.raffleSilver': {
                actions: { type: 'forwardRaffleSilver', params: ({ event }) => event.event },
              },
              'socket.raffleTotals': {
                actions: { type: 'forwardRaffleTotals', params: ({ event }) => event.event },
              },
              'socket.challengeSubmitted': {
                actions: { type: 'forwardChallengeSubmitted', params: ({ event }) => event.event },
              },
              'socket.scheduleChange': {
                actions: { type: 'forwardScheduleChange', params: ({ event }) => event.event },
              },
              'socket.resultsPublished': { actions: 'forwardResultsPublished' },
              'socket.sessionEnded': {
                actions: { type: 'forwardSessionEnded', params: ({ event }) => event.event },
              },
            },
            states: {
              connecting: {
                entry: 'countAttempt',
                invoke: {
                  src: 'connect',
                  input: ({ context }) => ({ accessToken: context.accessToken }),
                  onDone: { target: 'registering' },
                  onError: { target: 'attemptFailed' },
                },
                after: {
                  socketTimeout: { target: 'attemptFailed', actions: 'closeSocket' },
                },
              },
              attemptFailed: {
                always: [{ guard: 'hasAttemptsLeft', target: 'waitingToRetry' }, { target: 'unreachable' }],
              },
              waitingToRetry: {
                after: { retryDelay: { target: 'connecting' } },
              },
              registering: {
                invoke: {
                  src: 'register',
                  input: ({ context }) => ({ email: context.email ?? '' }),
                  onDone: [
                    {
                      guard: { type: 'isRegistered', params: ({ event }) => event.output },
                      target: 'registered',
                    },
                    { target: 'unregistered' },
                  ],
                  onError: { target: 'unregistered' },
                },
                after: {
                  socketTimeout: { target: 'unregistered' },
                },
              },
              registered: {
                entry: 'resetAttempts',
                on: {
                  'socket.disconnected': { guard: 'droppedByOthers', target: 'attemptFailed' },
                },
              },
              /** Gave up after 9 attempts. */
              unreachable: {
                entry: 'reportConnectFailed',
              },
              /** The server did not acknowledge the registration: the socket is closed. */
              unregistered: {
                entry: ['closeSocket', 'reportRegisterFailed'],
              },
            },
          },
          coinSync: {
            initial: 'fetching',
            states: {
              fetching: {
                entry: 'countCoinFetch',
                invoke: {
                  src: 'fetchCoinTotal',
                  onDone: {
                    target: 'synced',
                    actions: { type: 'emitCoinsSynced', params: ({ event }) => event.output },
                  },
                  onError: [
                    { guard: 'hasCoinRetriesLeft', target: 'fetching', reenter: true },
                    { target: 'failed' },
                  ],
                },
              },
              synced: {},
              failed: {
                entry: 'reportCoinSyncFailed',
              },
            },
          },
        },
      },
    },
  });
}

/** The machine {@link createRealtimeMachine} returns. */
export type RealtimeMachine = ReturnType<typeof createRealtimeMachine>;
