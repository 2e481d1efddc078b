import { messages, PATHS } from '@dubloon-quest/core';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown/countdown.js';

export interface GameClosedScreenProps {
  /** Time left in the current period (the footer countdown, formatted), or null in gameEnd. */
  countdown: string | null;
  /** The game has ended (gameEnd), rather than closed for the review: the results stay open. */
  ended: boolean;
  onLogout: () => void;
}

/** The closed game (spec 2): the message true for the period, a countdown and logout; at the end, the results. */
export function GameClosedScreen({ countdown, ended, onLogout }: GameClosedScreenProps) {
  return (
    <section className="page panel panel--narrow stack" aria-labelledby="game-closed-title">
      <h1 id="game-closed-title">{messages.gameClosed.title}</h1>
      <p>{ended ? messages.gameClosed.ended : messages.gameClosed.body}</p>
      {ended ? (
        <p>
          <Link to={PATHS.results}>{messages.gameClosed.seeResults}</Link>
        </p>
      ) : null}
      {countdown !== null ? <Countdown time={countdown} label={messages.ui.gameClosed.countdown} /> : null}
      <div>
        <button type="button" className="button" onClick={onLogout}>
          {messages.ui.gameClosed.logout}
        </button>
      </div>
    </section>
  );
}
