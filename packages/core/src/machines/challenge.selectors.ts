import type { SnapshotFrom } from 'xstate';
import { messages } from '../messages/catalogue.js';
import { isPlayer } from '../rules/access/feature-access.js';
import type { ChallengeMachine } from './challenge.machine.js';

type ChallengeSnapshot = SnapshotFrom<ChallengeMachine>;

/** Why the link was refused, for the form field, else null. Pure. */
export function challengeLinkError(snapshot: ChallengeSnapshot): string | null {
  return snapshot.context.linkError;
}

/** The confirmation dialog's question while one is open, else null. Pure. */
export function challengeConfirmation(snapshot: ChallengeSnapshot): string | null {
  return snapshot.matches('confirming') ? messages.businesses.challengeConfirm : null;
}

/** Whether the submit control is disabled: for non-players, and while an answer is being sent. Pure. */
export function challengeControlsDisabled(snapshot: ChallengeSnapshot): boolean {
  return !isPlayer(snapshot.context.role) || snapshot.matches('submitting');
}
