import { currentPeriod, currentRole, footerCountdown, gameClosedFollowUp, resultsOut } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useGame } from '../../../services/app-services.js';
import { GameClosedScreen } from '../components/game-closed-screen.js';

/**
 * /game-closed: the closed message, the period's countdown and logout (spec 2). During the review it asks for
 * the results when it opens, and again whenever the organizers publish them (`results_published`, which the game
 * logic turns into a fetch): once they are out it goes to them, without a reload.
 */
export function GameClosedRoute() {
  const { logic } = useGame();
  const countdown = useSelector(logic.period, footerCountdown);
  const period = useSelector(logic.period, currentPeriod);
  const published = useSelector(logic.winners, resultsOut);
  const role = useSelector(logic.session, currentRole);
  const next = gameClosedFollowUp(period, published, role);
  useEffect(() => {
    if (period === 'reviewStart') logic.winners.send({ type: 'winners.refresh' });
  }, [logic.winners, period]);
  if (next !== null) return <Navigate to={next} replace />;
  return <GameClosedScreen countdown={countdown} ended={period === 'gameEnd'} onLogout={() => logic.session.send({ type: 'session.logout', reason: 'user' })} />;
}
