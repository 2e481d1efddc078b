import { messages } from '@dubloon-quest/core';

/**
 * The player's coin balance. Non-players have none (spec 6): the caller passes `null` and nothing shows.
 * Polite live region, so coins arriving from another device are announced once.
 */
export function CoinBadge({ coins }: { coins: number | null }) {
  if (coins === null) return null;
  return (
    <p className="coin-badge" aria-live="polite" aria-atomic="true">
      <span className="visually-hidden">{messages.ui.common.labelled(messages.ui.shell.coinBalance)}</span>
      <span className="coin-badge__coin" aria-hidden="true" />
      <span className="coin-badge__text">{messages.ui.common.dublunes(coins)}</span>
    </p>
  );
}
