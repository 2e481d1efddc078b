import type { SnapshotFrom } from 'xstate';
import { messages } from '../messages/catalogue.js';
import { isPlayer } from '../rules/access/feature-access.js';
import type { MeetupMachine } from './meetup.machine.js';

type MeetupSnapshot = SnapshotFrom<MeetupMachine>;

/** The saved choice: true (attends), false (does not) or null (not chosen yet). Pure. */
export function savedMeetupChoice(snapshot: MeetupSnapshot): boolean | null {
  return snapshot.context.saved;
}

/** The confirmation dialog's question while one is open, else null. Pure. */
export function meetupConfirmation(snapshot: MeetupSnapshot): string | null {
  const { pending } = snapshot.context;
  return snapshot.matches('confirming') && pending !== null
    ? messages.businesses.meetupConfirm(pending)
    : null;
}

/** Whether the yes and no controls are disabled: for non-players, and while a choice is being saved. Pure. */
export function meetupControlsDisabled(snapshot: MeetupSnapshot): boolean {
  return !isPlayer(snapshot.context.role) || snapshot.matches('submitting');
}
