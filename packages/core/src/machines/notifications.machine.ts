import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { ERROR_TOAST_MS, FADE_OUT_MS, SUCCESS_TOAST_MS } from '../rules/constants.js';
import { createNotificationId } from './notification-id.js';
import type { RandomSource } from './notification-id.js';

/**
 * What a toast shows (spec section 3 "notifications"): `close` turns true when the toast starts fading out;
 * `duration` is how long it stays before closing itself, 0 for a sticky toast.
 */
export interface NotificationPayload {
  readonly error: boolean;
  readonly content: string;
  readonly close: boolean;
  readonly duration: number;
}

/** A toast on screen. */
export interface AppNotification {
  readonly id: string;
  readonly payload: NotificationPayload;
}

/**
 * A request for a toast. Without `duration`, a success toast closes itself after 4 s and an error toast
 * stays until the user closes it (spec section 4).
 */
export interface NotificationRequest {
  readonly content: string;
  readonly error?: boolean;
  readonly duration?: number;
}

/** What the other machines emit when they have something to tell the user; the host adds it as a toast. */
export interface NotifyEmitted {
  readonly type: 'notify';
  readonly notification: NotificationRequest;
}

export interface NotificationsContext {
  readonly items: readonly AppNotification[];
}

export type NotificationsEvent =
  | { readonly type: 'notification.add'; readonly notification: NotificationRequest }
  | {
      readonly type: 'notification.update';
      readonly id: string;
      readonly changes: Partial<Pick<NotificationPayload, 'content' | 'error' | 'duration'>>;
    }
  /** Starts the fade-out; the toast is removed 500 ms later. */
  | { readonly type: 'notification.close'; readonly id: string }
  /** Removes at once, without fading. */
  | { readonly type: 'notification.remove'; readonly id: string }
  | { readonly type: 'notifications.clear' };

/** Emitted with the id a new toast got, so a caller can update or remove it later. */
export interface NotificationAddedEmitted {
  readonly type: 'notification.added';
  readonly id: string;
}

/** What the notifications machine needs from outside. */
export interface NotificationsDeps {
  /** Draws the 21-character ids. */
  readonly random: RandomSource;
}

/** The auto-close delay a toast gets: its own duration, else 4 s for success and 0 (sticky) for errors. */
function resolveDuration(request: { readonly error?: boolean; readonly duration?: number }): number {
  if (request.duration !== undefined) return Math.max(0, request.duration);
  return request.error === true ? ERROR_TOAST_MS : SUCCESS_TOAST_MS;
}

const closeTimerId = (id: string) => `notification.close:${id}`;
const removeTimerId = (id: string) => `notification.remove:${id}`;

/**
 * The toasts (spec sections 3, 4 and 9): add with a random 21-character id (a text already showing is not added
 * twice: its id is answered), update by id, remove by id. A
 * success toast closes itself after 4 s, an error toast is sticky (duration 0), and a closing toast fades
 * out for 500 ms before it is removed. Each toast has its own timers, scheduled as delayed self-events on the
 * actor's clock and cancelled when the toast goes away early.
 */
export function createNotificationsMachine(deps: NotificationsDeps) {
  return setup({
    types: {
      context: {} as NotificationsContext,
      events: {} as NotificationsEvent,
      emitted: {} as NotificationAddedEmitted,
    },
    delays: {
      fadeOut: FADE_OUT_MS,
    },
    actions: {
      addNotification: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'notification.add');
        // One cause, one message: the same text already on screen is not stacked again (it keeps its timer).
        const error = event.notification.error ?? false;
        const shown = context.items.find(
          (item) =>
            !item.payload.close && item.payload.content === event.notification.content && item.payload.error === error,
        );
        if (shown !== undefined) {
          enqueue.emit({ type: 'notification.added', id: shown.id });
          return;
        }
        const id = createNotificationId(deps.random);
        const duration = resolveDuration(event.notification);
        const payload: NotificationPayload = {
          error,
          content: event.notification.content,
          close: false,
          duration,
        };
        enqueue.assign(({ context }) => ({ items: [...context.items, { id, payload }] }));
        if (duration > 0)
          enqueue.raise({ type: 'notification.close', id }, { delay: duration, id: closeTimerId(id) });
        enqueue.emit({ type: 'notification.added', id });
      }),
      updateNotification: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'notification.update');
        const current = context.items.find((item) => item.id === event.id);
        if (current === undefined || current.payload.close) return;
        const timing = event.changes.duration !== undefined || event.changes.error !== undefined;
        const error = event.changes.error ?? current.payload.error;
        const duration = timing
          ? resolveDuration({ error, duration: event.changes.duration })
          : current.payload.duration;
        const payload: NotificationPayload = {
          ...current.payload,
          content: event.changes.content ?? current.payload.content,
          error,
          duration,
        };
        enqueue.assign({
          items: context.items.map((item) => (item.id === event.id ? { id: item.id, payload } : item)),
        });
        if (!timing) return;
        enqueue.cancel(closeTimerId(event.id));
        if (duration > 0)
          enqueue.raise(
            { type: 'notification.close', id: event.id },
            { delay: duration, id: closeTimerId(event.id) },
          );
      }),
      closeNotification: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'notification.close');
        const current = context.items.find((item) => item.id === event.id);
        if (current === undefined || current.payload.close) return;
        enqueue.cancel(closeTimerId(event.id));
        enqueue.assign({
          items: context.items.map((item) =>
            item.id === event.id ? { id: item.id, payload: { ...item.payload, close: true } } : item,
          ),
        });
        enqueue.raise(
          { type: 'notification.remove', id: event.id },
          { delay: 'fadeOut', id: removeTimerId(event.id) },
        );
      }),
      removeNotification: enqueueActions(({ enqueue, context, event }) => {
        assertEvent(event, 'notification.remove');
        enqueue.cancel(closeTimerId(event.id));
        enqueue.cancel(removeTimerId(event.id));
        enqueue.assign({ items: context.items.filter((item) => item.id !== event.id) });
      }),
      clearNotifications: enqueueActions(({ enqueue, context }) => {
        for (const item of context.items) {
          enqueue.cancel(closeTimerId(item.id));
          enqueue.cancel(removeTimerId(item.id));
        }
        enqueue(assign({ items: [] }));
      }),
    },
  }).createMachine({
    id: 'notifications',
    context: { items: [] },
    on: {
      'notification.add': { actions: 'addNotification' },
      'notification.update': { actions: 'updateNotification' },
      'notification.close': { actions: 'closeNotification' },
      'notification.remove': { actions: 'removeNotification' },
      'notifications.clear': { actions: 'clearNotifications' },
    },
  });
}

/** The machine {@link createNotificationsMachine} returns. */
export type NotificationsMachine = ReturnType<typeof createNotificationsMachine>;
