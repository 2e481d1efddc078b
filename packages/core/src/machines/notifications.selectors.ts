import type { SnapshotFrom } from 'xstate';
import type { AppNotification, NotificationsMachine } from './notifications.machine.js';

type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;

/** The toasts to show, oldest first. Pure. */
export function notificationItems(snapshot: NotificationsSnapshot): readonly AppNotification[] {
  return snapshot.context.items;
}
