import { messages, type GamePeriod } from '@dubloon-quest/core';
import { Countdown } from './countdown.js';

export interface FooterCountdownProps {
  /** The current period, or null without a schedule (the game has not started yet). */
  period: GamePeriod | null;
  /** Time left in the period as core's period machine formats it; null in gameEnd or without a schedule. */
  countdown: string | null;
}

/** The footer: the time left in the current period (spec 2 and 4). */
export function FooterCountdown({ period, countdown }: FooterCountdownProps) {
  return (
    <footer className="app-footer">
      {period === 'gameEnd' ? <p className="countdown">{messages.ui.countdown.gameOver}</p> : null}
      {period !== null && period !== 'gameEnd' && countdown !== null ? (
        <Countdown time={countdown} label={messages.ui.countdown.periods[period]} />
      ) : null}
    </footer>
  );
}
