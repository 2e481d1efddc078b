import { useEffect, useState } from 'react';

/** The time now, refreshed every second while `active` (a countdown the game state does not own). */
export function useNow(active: boolean): number {
  const [time, setTime] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setTime(Date.now());
    const timer = setInterval(() => setTime(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return time;
}
