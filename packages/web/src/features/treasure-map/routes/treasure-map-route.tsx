import { currentPeriod, DEMO_EXTRA_COINS, isNewLogin } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEventTimes } from '../../../hooks/use-event-times.js';
import { useGame, useServices } from '../../../services/app-services.js';
import { TreasureMapScreen } from '../components/treasure-map-screen.js';
import { mapCards } from './map-cards.js';

/**
 * /: the instructions come first after a login until the player chooses "Don't show this again" (kept in
 * local storage); then the five cards, each closed when core's period gates close its feature.
 */
export function TreasureMapRoute() {
  const { dismissals, settings } = useServices();
  const { logic } = useGame();
  const newLogin = useSelector(logic.session, isNewLogin);
  const period = useSelector(logic.period, currentPeriod);
  const times = useEventTimes();
  const showInstructions = newLogin && !dismissals.isDismissed('instructions');
  const leaveInstructions = () => logic.session.send({ type: 'session.newLogin.set', value: false });
  return (
    <TreasureMapScreen
      showInstructions={showInstructions}
      onContinue={leaveInstructions}
      onDontShowAgain={() => {
        dismissals.dismiss('instructions');
        leaveInstructions();
      }}
      cards={mapCards(period)}
      times={times}
      demoExtraCoins={settings.demo === null ? null : DEMO_EXTRA_COINS}
    />
  );
}
