import { eventTimesOf, formatEventTime, scheduleTimestamps } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useGame } from '../services/app-services.js';

/** The event's times a player reads, formatted in the player's own time zone (named); null when not set. */
export interface EventTimesText {
  readonly challenges: { readonly opens: string; readonly closes: string } | null;
  readonly meeting: string | null;
}

/**
 * The challenge window and the wrap-up meeting of the timestamps in force (login's, then every schedule change
 * the server pushes), as the player reads them: in the browser's time zone, named.
 */
export function useEventTimes(): EventTimesText {
  const { logic } = useGame();
  const timestamps = useSelector(logic.period, scheduleTimestamps);
  return useMemo(() => {
    const times = eventTimesOf(timestamps);
    return {
      challenges:
        times.challenges === null
          ? null
          : {
              opens: formatEventTime(times.challenges.opens),
              closes: formatEventTime(times.challenges.closes),
            },
      meeting: times.meeting === null ? null : formatEventTime(times.meeting),
    };
  }, [timestamps]);
}
