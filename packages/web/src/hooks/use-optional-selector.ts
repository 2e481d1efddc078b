import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * `useSelector` for an actor that may not exist yet (the game before it is loaded): the selected value of
 * its snapshot, or `fallback` while there is no actor. The selector must return the same value for the same
 * snapshot (core's selectors do).
 */
export function useOptionalSelector<Actor extends AnyActorRef, Selected>(
  actor: Actor | null,
  selector: (snapshot: SnapshotFrom<Actor>) => Selected,
  fallback: Selected,
): Selected {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? selector(actor.getSnapshot() as SnapshotFrom<Actor>) : fallback);
  return useSyncExternalStore(subscribe, read);
}
