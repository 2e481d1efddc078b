import {
  cooldownCountdown,
  currentRole,
  isPlayer,
  isSubmittingStakes,
  messages,
  raffleItemsStatus,
  raffleRoleNotice,
  raffleItemViews,
  remainingCoins,
  stakeConfirmation,
  stakeControlsDisabled,
} from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useGame } from '../../../services/app-services.js';
import { useLocale } from '../../../locale/locale-context.js';
import type { Loadable } from '@dubloon-quest/core';
import type { RaffleItemView } from '../components/raffle-item-card.js';
import { RaffleScreen } from '../components/raffle-screen.js';
import { raffleItemsOf, submitBlockedBy } from './raffle-view.js';

/** /raffle: core's raffle machine owns the items, the ledger, the confirmation, the submission and the cooldown. */
export function RaffleRoute() {
  const { locale } = useLocale();
  const { logic } = useGame();
  const { raffle, session } = logic;
  const status = useSelector(raffle, raffleItemsStatus);
  const views = useSelector(raffle, raffleItemViews);
  const ledger = useSelector(raffle, (snapshot) => snapshot.context.ledger);
  const blockedBy = useSelector(raffle, (snapshot) =>
    submitBlockedBy(snapshot.context.ledger, snapshot.context.items.length, snapshot.context.nowMs, snapshot.context.cooldownUntil),
  );
  const remaining = useSelector(raffle, remainingCoins);
  const cooldown = useSelector(raffle, cooldownCountdown);
  const disabled = useSelector(raffle, stakeControlsDisabled);
  const confirming = useSelector(raffle, (snapshot) => stakeConfirmation(snapshot) !== null);
  const submitting = useSelector(raffle, isSubmittingStakes);
  const player = useSelector(session, (snapshot) => isPlayer(currentRole(snapshot)));
  const roleNotice = useSelector(raffle, raffleRoleNotice);

  useEffect(() => {
    raffle.send({ type: 'raffle.open' });
  }, [raffle]);

  const items: Loadable<readonly RaffleItemView[]> =
    status === 'failed'
      ? { status: 'failed', message: messages.raffle.loadFailed }
      : status === 'loaded'
        ? { status: 'ready', data: raffleItemsOf(views, ledger, locale) }
        : { status: 'loading' };

  return (
    <RaffleScreen
      items={items}
      onRetry={() => raffle.send({ type: 'raffle.refresh' })}
      remainingCoins={remaining}
      isPlayer={player}
      roleNotice={roleNotice}
      controlsDisabled={disabled}
      cooldown={cooldown}
      submitting={submitting}
      submitBlockedBy={blockedBy}
      confirmOpen={confirming}
      onAdd={(itemId) => raffle.send({ type: 'stake.plus', itemId })}
      onRemove={(itemId) => raffle.send({ type: 'stake.minus', itemId })}
      onRequestSubmit={() => raffle.send({ type: 'stake.submit' })}
      onConfirmSubmit={() => raffle.send({ type: 'stake.confirm' })}
      onCancelSubmit={() => raffle.send({ type: 'stake.cancel' })}
    />
  );
}
