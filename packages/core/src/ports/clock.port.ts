/**
 * The current time, injected so that core never reads the system clock and tests control time. Machines
 * use xstate's clock for their delays; this port is for "what time is it" (game period, cooldown end).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
