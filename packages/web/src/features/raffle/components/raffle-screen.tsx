import { messages, PATHS, RAFFLE_ITEMS_PER_PAGE, raffleChanceText } from '@dubloon-quest/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown/countdown.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
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
  /** The notice shown to non-players (core's `raffleRoleNotice`), or null. */
  roleNotice: string | null;
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
      <p className="raffle__method muted">
        {raffleChanceText.method} <Link to={PATHS.raffleVerify}>{raffleChanceText.methodLink}</Link>
      </p>
      {props.roleNotice === null ? null : <PlayerOnlyNotice message={props.roleNotice} />}
      <dl className="raffle__legend" aria-label={text.flagsLegend}>
        <div>
          <dt className="raffle-item__flag raffle-item__flag--silver raffle__legend-flag">{text.silver}</dt>
          <dd>{text.silverHint}</dd>
        </div>
        <div>
          <dt className="raffle-item__flag raffle-item__flag--gold raffle__legend-flag">{text.gold}</dt>
          <dd>{text.goldHint}</dd>
        </div>
      </dl>
      <LoadState value={props.items} onRetry={props.onRetry}>
        {(items) =>
          items.length === 0 ? (
            <p className="notice">{messages.raffle.emptyState}</p>
          ) : (
            <RafflePages {...props} shownItems={items} />
          )
        }
      </LoadState>
      {/* After the items, so that Submit comes after the stakes in the tab order; it stays in view at the
          bottom of a phone's screen while the items scroll (decision 0190). */}
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

/**
 * What the page says to a screen reader about chances: only after the player moves a coin, the chance that coin
 * gives on that item, once. Other players' stakes change the chances shown every second or so at an event's
 * peak; announcing those would drown everything else, so they only update the text.
 */
function useChanceAnnouncement(items: readonly RaffleItemView[]) {
  // The item pressed and its coins then: the announcement waits until those coins have moved (the raffle machine
  // answers at once, but a refused press never moves them), so it always says the chance of the new stake.
  const [pressed, setPressed] = useState<{ itemId: number; staked: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (pressed === null) return;
    const item = items.find((candidate) => candidate.itemId === pressed.itemId);
    if (item === undefined || item.staked === pressed.staked) return;
    setAnnouncement(item.chance?.announcement ?? '');
    setPressed(null);
  }, [pressed, items]);
  const press = (itemId: number) => {
    const staked = items.find((candidate) => candidate.itemId === itemId)?.staked;
    if (staked !== undefined) setPressed({ itemId, staked });
  };
  return { announcement, press };
}

function RafflePages({ shownItems: items, onAdd, onRemove, controlsDisabled }: RaffleScreenProps & { shownItems: readonly RaffleItemView[] }) {
  const text = messages.ui.raffle;
  const [page, setPage] = useState(0);
  const { announcement, press } = useChanceAnnouncement(items);
  const add = (itemId: number) => {
    press(itemId);
    onAdd(itemId);
  };
  const remove = (itemId: number) => {
    press(itemId);
    onRemove(itemId);
  };
  const pageCount = Math.max(1, Math.ceil(items.length / RAFFLE_ITEMS_PER_PAGE));
  const current = Math.min(page, pageCount - 1);
  const shown = items.slice(current * RAFFLE_ITEMS_PER_PAGE, (current + 1) * RAFFLE_ITEMS_PER_PAGE);
  return (
    <section aria-label={text.itemsLabel} className="stack">
      <p id="raffle-chance-announcement" className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <ul className="raffle__items">
        {shown.map((item) => (
          <li key={item.itemId}>
            <RaffleItemCard item={item} locked={controlsDisabled} onAdd={add} onRemove={remove} />
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
