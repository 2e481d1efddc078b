import { assign, emit, enqueueActions, setup } from 'xstate';
import type { LoginTimestamps } from '../contract/timestamps.schema.js';
import { messages } from '../messages/catalogue.js';
import { classifyLoginTimestamps, gamePeriodAt } from '../rules/period/game-period.js';
import type { EventTimestamps, GamePeriod } from '../rules/period/game-period.js';
import type { NotifyEmitted } from './notifications.machine.js';
import type { Clock } from '../ports/clock.port.js';
import { COUNTDOWN_TICK_MS, TIMER_LOGOUT_DELAY_MS } from './timings.js';

/**
 * The persisted `gameConfig` slice (spec section 3): the `newPeriod` counter, the configuration fields merged
 * in, and the event's timestamps as login (or a live schedule change) gave them.
 */
export interface GameConfigState {
  readonly newPeriod: number;
  readonly config: Readonly<Record<string, unknown>>;
  readonly timestamps: LoginTimestamps | null;
}

export interface PeriodContext extends GameConfigState {
  /** The period now, or null without a schedule (logged out, or the game has not started yet). */
  readonly period: GamePeriod | null;
  /** When the current period ends (epoch ms); null in gameEnd and without a schedule. */
  readonly endsAt: number | null;
  /** What the footer countdown shows, updated each second. */
  readonly remainingMs: number | null;
  /**
   * Whether a lived-through period end logs the user out (players, and anyone before the role is known); false
   * for the console's roles, Organizer and Partner (docs/decisions/0026-live-schedule-and-console-logout.md).
   */
  readonly logoutAtPeriodEnd: boolean;
}

export type PeriodEvent =
  /** Login's timestamps, or a schedule change the server pushed: recomputes the period now. */
  | { readonly type: 'period.timestamps.set'; readonly timestamps: LoginTimestamps }
  | { readonly type: 'gameConfig.update'; readonly config: Readonly<Record<string, unknown>> }
  /** The user's role is known: whether a period end the user lives through logs them out. */
  | { readonly type: 'period.logoutAtEnd'; readonly enabled: boolean }
  /** Logout: back to no schedule, `newPeriod` 0, no configuration. */
  | { readonly type: 'gameConfig.clear' };

export type PeriodEmitted =
  | NotifyEmitted
  /** The period changed: at the end of a period, or because the schedule changed. */
  | { readonly type: 'period.changed'; readonly period: GamePeriod; readonly previous: GamePeriod | null }
  /** 2.5 s after the countdown ran out: the host logs the user out. */
  | { readonly type: 'period.logout' };

export interface PeriodInput {
  /** A persisted `gameConfig` slice to continue from, or null to start empty. */
  readonly restored: GameConfigState | null;
}

export interface PeriodDeps {
  readonly clock: Clock;
}

const emptyGameConfig: GameConfigState = { newPeriod: 0, config: {}, timestamps: null };

function scheduleOf(timestamps: LoginTimestamps | null): EventTimestamps | null {
  if (timestamps === null) return null;
  const kind = classifyLoginTimestamps(timestamps);
  return kind.kind === 'scheduled' ? kind.timestamps : null;
}

/** The period fields at `atMs`, and the countdown as seen at `nowMs`. */
function periodFields(timestamps: LoginTimestamps | null, atMs: number, nowMs: number) {
  const schedule = scheduleOf(timestamps);
  if (schedule === null) return { period: null, endsAt: null, remainingMs: null };
  const { period, endsAt } = gamePeriodAt(schedule, atMs);
  return { period, endsAt, remainingMs: endsAt === null ? null : Math.max(0, endsAt - nowMs) };
}

/**
 * The footer countdown and the period changes (spec section 4), and the `gameConfig` slice.
 *
 * From the timestamps and the clock it keeps the current period (`gamePeriodAt`), ticks the countdown each
 * second, and at the instant a period ends moves to the next period and increments `newPeriod`. When the
 * countdown reaches zero it tells the user "You are now being logged out because the timer has ran out..."
 * and asks the host to log out 2.5 s later (docs/decisions/0021-timer-ran-out.md: at every period end the
 * logged-in user lives through, never because the server moved the schedule). Timestamps can be replaced
 * live (`schedule_change`); the not-started string gives no period and no countdown. The console's roles are
 * not logged out at a period end (`period.logoutAtEnd`, docs/decisions/0026-live-schedule-and-console-logout.md).
 */
export function createPeriodMachine(deps: PeriodDeps) {
  const now = () => deps.clock.now();
  return setup({
    types: {
      context: {} as PeriodContext,
      events: {} as PeriodEvent,
      emitted: {} as PeriodEmitted,
      input: {} as PeriodInput,
    },
    delays: {
      tick: COUNTDOWN_TICK_MS,
      periodEnd: ({ context }) => Math.max(0, (context.endsAt ?? now()) - now()),
      logoutDelay: TIMER_LOGOUT_DELAY_MS,
    },
    guards: {
      hasSchedule: ({ context }) => scheduleOf(context.timestamps) !== null,
      periodHasEnd: ({ context }) => context.endsAt !== null,
      logsOutAtPeriodEnd: ({ context }) => context.logoutAtPeriodEnd,
      /**
       * The schedule sent is the one in force (the server sends it again each time a socket registers). Not a
       * change: were it taken as one after the period's end had passed (a page woken from sleep, its socket
       * registering before its overdue timer fired), the countdown would skip the end the user lived through.
       */
      sameSchedule: ({ context, event }) =>
        event.type === 'period.timestamps.set' && sameTimestamps(context.timestamps, event.timestamps),
    },
    actions: {
      storeTimestamps: assign({
        timestamps: ({ context, event }) =>
          event.type === 'period.timestamps.set' ? event.timestamps : context.timestamps,
      }),
      /** The period at this moment; a change counts as a new period (a live schedule change). */
      syncPeriod: enqueueActions(({ context, enqueue }) => {
        const at = now();
        const fields = periodFields(context.timestamps, at, at);
        const changed = context.period !== null && fields.period !== null && fields.period !== context.period;
        enqueue.assign({ ...fields, newPeriod: changed ? context.newPeriod + 1 : context.newPeriod });
        if (changed && fields.period !== null)
          enqueue.emit({ type: 'period.changed', period: fields.period, previous: context.period });
      }),
      updateRemaining: assign({
        remainingMs: ({ context }) => (context.endsAt === null ? null : Math.max(0, context.endsAt - now())),
      }),
      /** The period that starts at the very instant the current one ends. */
      advancePeriod: enqueueActions(({ context, enqueue }) => {
        if (context.endsAt === null) return;
        const fields = periodFields(context.timestamps, context.endsAt, now());
        enqueue.assign({ ...fields, newPeriod: context.newPeriod + 1 });
        if (fields.period !== null)
          enqueue.emit({ type: 'period.changed', period: fields.period, previous: context.period });
      }),
      announceTimerRanOut: emit({
        type: 'notify',
        notification: {
          content: messages.session.timerRanOut,
          error: false,
          duration: TIMER_LOGOUT_DELAY_MS,
        },
      } as const),
      requestLogout: emit({ type: 'period.logout' } as const),
      mergeConfig: assign({
        config: ({ context, event }) =>
          event.type === 'gameConfig.update' ? { ...context.config, ...event.config } : context.config,
      }),
      clearGameConfig: assign({ ...emptyGameConfig, logoutAtPeriodEnd: true }),
      setLogoutAtPeriodEnd: assign({
        logoutAtPeriodEnd: ({ context, event }) =>
          event.type === 'period.logoutAtEnd' ? event.enabled : context.logoutAtPeriodEnd,
      }),
      clearPeriod: assign({ period: null, endsAt: null, remainingMs: null }),
    },
  }).createMachine({
    id: 'period',
    context: ({ input }) => ({
      ...(input.restored ?? emptyGameConfig),
      period: null,
      endsAt: null,
      remainingMs: null,
      logoutAtPeriodEnd: true,
    }),
    initial: 'resolving',
    on: {
      'gameConfig.update': { actions: 'mergeConfig' },
      'period.logoutAtEnd': { actions: 'setLogoutAtPeriodEnd' },
      'gameConfig.clear': { target: '.unscheduled', actions: 'clearGameConfig' },
    },
    states: {
      resolving: {
        always: [{ guard: 'hasSchedule', target: 'running' }, { target: 'unscheduled' }],
      },
      /** Logged out, or the game has not started yet: no period, no countdown. */
      unscheduled: {
        entry: 'clearPeriod',
        on: {
          'period.timestamps.set': { target: 'resolving', actions: 'storeTimestamps' },
        },
      },
      running: {
        entry: 'syncPeriod',
        initial: 'routing',
        states: {
          routing: {
            always: [{ guard: 'periodHasEnd', target: 'counting' }, { target: 'over' }],
          },
          counting: {
            // Fresh on entry too: after the timer's 2.5 s, or a schedule change then, the time has moved on.
            entry: 'updateRemaining',
            after: {
              tick: { target: 'counting', reenter: true, actions: 'updateRemaining' },
              periodEnd: [
                { guard: 'logsOutAtPeriodEnd', target: 'timerRanOut', actions: 'advancePeriod' },
                // An organizer or partner: the next period starts, nobody is logged out.
                { target: 'routing', actions: 'advancePeriod' },
              ],
            },
            on: {
              'period.timestamps.set': [
                { guard: 'sameSchedule' },
                { target: '#period.resolving', actions: 'storeTimestamps', reenter: true },
              ],
            },
          },
          /**
           * The countdown reached zero: the user is told, then logged out 2.5 s later. A schedule change in
           * between updates the period but not the logout: the user lived through the end.
           */
          timerRanOut: {
            entry: 'announceTimerRanOut',
            after: {
              logoutDelay: { target: 'routing', actions: 'requestLogout' },
            },
            on: {
              'period.timestamps.set': { actions: ['storeTimestamps', 'syncPeriod'] },
            },
          },
          /** gameEnd: the last period never ends, so there is no countdown. */
          over: {
            on: {
              'period.timestamps.set': {
                target: '#period.resolving',
                actions: 'storeTimestamps',
                reenter: true,
              },
            },
          },
        },
      },
    },
  });
}

/** Whether two schedules name the same instants (or are both "not started"). Pure. */
function sameTimestamps(a: LoginTimestamps | null, b: LoginTimestamps): boolean {
  if (a === null || typeof a === 'string' || typeof b === 'string') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof typeof a)[]);
  return [...keys].every((key) => {
    const [first, second] = [a[key], b[key]];
    return first === second || (first !== undefined && second !== undefined && Date.parse(first) === Date.parse(second));
  });
}

/** The machine {@link createPeriodMachine} returns. */
export type PeriodMachine = ReturnType<typeof createPeriodMachine>;
