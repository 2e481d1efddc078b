import { messages } from '@dubloon-quest/core';
import { Countdown } from '../../../components/countdown/countdown.js';

export interface GameClosedScreenProps {
  /** Time left in the current period (the footer countdown, formatted), or null in gameEnd. */
  countdown: string | null;
  onLogout: () => void;
}

/** The closed game (spec 2): the message, a countdown and logout. */
export function GameClosedScreen({ countdown, onLogout }: GameClosedScreenProps) {
  return (
    <section className="page panel panel--narrow stack" aria-labelledby="game-closed-title">
      <h1 id="game-closed-title">{messages.gameClosed.title}</h1>
      <p>{messages.gameClosed.body}</p>
      {countdown !== null ? <Countdown time={countdown} label={messages.ui.gameClosed.countdown} /> : null}
      <div>
        <button type="button" className="button" onClick={onLogout}>
          {messages.ui.gameClosed.logout}
        </button>
      </div>
    </section>
  );
}
