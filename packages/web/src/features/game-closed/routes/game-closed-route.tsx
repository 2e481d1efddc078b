import { footerCountdown } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useGame } from '../../../services/app-services.js';
import { GameClosedScreen } from '../components/game-closed-screen.js';

/** /game-closed: the closed message, the period's countdown and logout (spec 2). */
export function GameClosedRoute() {
  const { logic } = useGame();
  const countdown = useSelector(logic.period, footerCountdown);
  return <GameClosedScreen countdown={countdown} onLogout={() => logic.session.send({ type: 'session.logout', reason: 'user' })} />;
}
