import type { SnapshotFrom } from 'xstate';
import type { RealtimeMachine } from './realtime.machine.js';

type RealtimeSnapshot = SnapshotFrom<RealtimeMachine>;

/** The live connection as a status badge would show it. */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'failed';

/** The connection's status: off when logged out, live once registered, failed after giving up. Pure. */
export function realtimeStatus(snapshot: RealtimeSnapshot): RealtimeStatus {
  if (snapshot.matches('idle')) return 'off';
  if (snapshot.matches({ active: { connection: 'registered' } })) return 'live';
  if (
    snapshot.matches({ active: { connection: 'unreachable' } }) ||
    snapshot.matches({ active: { connection: 'unregistered' } })
  )
    return 'failed';
  return 'connecting';
}
