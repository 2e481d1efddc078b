import type { SnapshotFrom } from 'xstate';
import { messages } from '../messages/catalogue.js';
import type { LoadingMachine } from './loading.machine.js';

type LoadingSnapshot = SnapshotFrom<LoadingMachine>;

/** Whether the loading overlay is shown. Pure. */
export function isOverlayShown(snapshot: LoadingSnapshot): boolean {
  return snapshot.matches('shown');
}

/** The overlay's text: "Taking longer than expected..." after 29 s, otherwise none. Pure. */
export function overlayMessage(snapshot: LoadingSnapshot): string | null {
  return snapshot.matches({ shown: 'slow' }) ? messages.loading.takingLonger : null;
}
