import type { NotificationRequest } from '@dubloon-quest/core';
import { useCallback } from 'react';
import { useGame } from '../services/app-services.js';

/** Shows a toast through core's notifications machine (success 4 s, errors sticky). For the logged-in screens. */
export function useNotify(): (notification: NotificationRequest) => void {
  const { logic } = useGame();
  return useCallback((notification) => logic.notifications.send({ type: 'notification.add', notification }), [logic]);
}
