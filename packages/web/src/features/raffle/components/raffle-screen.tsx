import { messages, RAFFLE_ITEMS_PER_PAGE } from '@dubloon-quest/core';
import { useState } from 'react';
import { Countdown } from '../../../components/countdown/countdown.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '../../../components/feedback/loadable.js';
import { PlayerOnlyNotice } from '../../../components/feedback/player-only-notice.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { RaffleItemCard, type RaffleItemView } from './raffle-item-card.js';
import './raffle-screen.css';

export interface RaffleScreenProps {
  items: Loadable<readonly RaffleItemView[]>;
  onRetry?: () => void;
  remainingCoins: number;
  /** Only players stake (spec 6). */
  isPlayer: boolean;
  /** Plus, minus and submit are disabled: non-player, cooldown, confirmation open or submitting (core). */
  controlsDisabled: boolean;
  /** Time left in the 30-minute cooldown after a submission (formatted), or null when there is none (spec 4). */
  cooldown: string | null;
  submitting: boolean;
  /** Why submitting is blocked (no items, nothing staked, cooldown), or null when it is allowed (spec 5). */
  submitBlockedBy: string | null;
  confirmOpen: boolean;
  onAdd: (itemId: number) => void;
  onRemove: (itemId: number) => void;
  onRequestSubmit: () => void;
  onConfirmSubmit: () => void;
  onCancelSubmit: () => void;
}

/** The raffle (spec 2 and 4): items in pages of 8, plus and minus, the remaining balance, submit and cooldown. */
export function RaffleScreen(props: RaffleScreenProps) {
  const text = messages.ui.raffle;
  const { isPlayer, remainingCoins, cooldown, submitBlockedBy, submitting } = props;
  return (
    <section className="page raffle" aria-labelledby="raffle-title">
      <h1 id="raffle-title">{text.heading}</h1>
      <p>{text.intro}</p>
      {isPlayer ? null : <PlayerOnlyNotice message={messages.roles.onlyPlayersStake} />}
      <div className="raffle__bar panel">
        {isPlayer ? (
          <p className="raffle__remaining" aria-live="polite" aria-atomic="true">
            {text.remaining(remainingCoins)}
          </p>
        ) : null}
        {cooldown !== null ? <Countdown time={cooldown} label={text.cooldown} className="raffle__cooldown" /> : null}
        <div className="raffle__submit">
          <button
            type="button"
            className="button"
            disabled={props.controlsDisabled || submitBlockedBy !== null}
            aria-describedby={submitBlockedBy ? 'raffle-submit-blocked' : undefined}
            onClick={props.onRequestSubmit}
          >
            {submitting ? text.submitting : text.submit}
          </button>
          {isPlayer && submitBlockedBy ? (
            <p id="raffle-submit-blocked" className="field__hint">
              {submitBlockedBy}
            </p>
          ) : null}
        </div>
      </div>
      <LoadState value={props.items} onRetry={props.onRetry}>
        {(items) =>
          items.length === 0 ? (
            <p className="notice">{messages.raffle.emptyState}</p>
          ) : (
            <RafflePages {...props} shownItems={items} />
          )
        }
      </LoadState>
      <ConfirmDialog
        open={props.confirmOpen}
        title={text.confirmTitle}
        message={messages.raffle.confirmSubmit}
        confirmLabel={text.submit}
        onConfirm={props.onConfirmSubmit}
        onCancel={props.onCancelSubmit}
      />
    </section>
  );
}

function RafflePages({ shownItems: items, onAdd, onRemove, controlsDisabled }: RaffleScreenProps & { shownItems: readonly RaffleItemView[] }) {
  const text = messages.ui.raffle;
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(items.length / RAFFLE_ITEMS_PER_PAGE));
  const current = Math.min(page, pageCount - 1);
  const shown = items.slice(current * RAFFLE_ITEMS_PER_PAGE, (current + 1) * RAFFLE_ITEMS_PER_PAGE);
  return (
    <section aria-label={text.itemsLabel} className="stack">
      <ul className="raffle__items">
        {shown.map((item) => (
          <li key={item.itemId}>
            <RaffleItemCard item={item} locked={controlsDisabled} onAdd={onAdd} onRemove={onRemove} />
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className="pager" aria-label={text.itemsLabel}>
          <button type="button" className="button button--secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {text.previousPage}
          </button>
          <p className="pager__status" aria-live="polite">
            {text.page(current + 1, pageCount)}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={current === pageCount - 1}
            onClick={() => setPage(current + 1)}
          >
            {text.nextPage}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
