import {
  consoleRaffleText,
  type ConsoleItemStakesResponse,
  type ConsoleRaffleResponse,
} from '@dubloon-quest/core/console';
import { useEffect, useRef } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { chanceText } from './console-raffle-view.js';

const text = consoleRaffleText.items;
const stakesText = consoleRaffleText.stakes;

type Item = ConsoleRaffleResponse['items'][number];
type Stake = ConsoleItemStakesResponse['stakes'][number];

/** The stakes of the item the organizer opened, loading or loaded. */
export interface OpenItemStakes {
  readonly itemId: number;
  readonly value: Loadable<ConsoleItemStakesResponse>;
}

export interface ConsoleRaffleItemsProps {
  readonly items: readonly Item[];
  readonly open: OpenItemStakes | null;
  /** Opens an item's stakes, or closes them with null. */
  readonly onOpen: (itemId: number | null) => void;
  readonly onRetryStakes: () => void;
}

/** Each item's stock, players, coins staked and status; an item opens its stakes with each player's chance. Presentational. */
export function ConsoleRaffleItems({ items, open, onOpen, onRetryStakes }: ConsoleRaffleItemsProps) {
  const openItem = open ? items.find((item) => item.item_id === open.itemId) : undefined;
  const players = items.reduce((sum, item) => sum + item.players, 0);
  const coins = items.reduce((sum, item) => sum + item.coins_staked, 0);
  return (
    <section className="stack" aria-labelledby="console-raffle-items">
      <h2 id="console-raffle-items">{text.heading}</h2>
      {items.length === 0 ? (
        <p className="notice">{text.none}</p>
      ) : (
        <>
          <p>{text.totals(items.length, players, coins)}</p>
          <ConsoleTable<Item>
            caption={text.caption}
            rows={items}
            rowKey={(item) => item.item_id}
            columns={[
              {
                header: text.item,
                cell: (item) => (
                  <button
                    type="button"
                    className="button--link console-raffle__item-button"
                    aria-expanded={open?.itemId === item.item_id}
                    aria-controls={open?.itemId === item.item_id ? 'console-raffle-stakes' : undefined}
                    onClick={() => onOpen(open?.itemId === item.item_id ? null : item.item_id)}
                  >
                    {item.name}
                  </button>
                ),
              },
              { header: text.partner, cell: (item) => item.partner },
              { header: text.prizes, cell: (item) => item.stock, numeric: true },
              { header: text.players, cell: (item) => item.players, numeric: true },
              { header: text.coins, cell: (item) => item.coins_staked, numeric: true },
              { header: text.status, cell: (item) => (item.retired ? text.retired : text.open) },
            ]}
          />
          <p className="muted">{text.choose}</p>
        </>
      )}
      {open ? (
        <ItemStakes
          name={openItem?.name ?? consoleRaffleText.record.unnamedItem(open.itemId)}
          value={open.value}
          onClose={() => onOpen(null)}
          onRetry={onRetryStakes}
        />
      ) : null}
    </section>
  );
}

function ItemStakes({
  name,
  value,
  onClose,
  onRetry,
}: {
  name: string;
  value: Loadable<ConsoleItemStakesResponse>;
  onClose: () => void;
  onRetry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [name]);
  return (
    <section id="console-raffle-stakes" className="panel stack" aria-labelledby="console-raffle-stakes-title">
      <div className="console-raffle__bar">
        <h3 id="console-raffle-stakes-title" ref={heading} tabIndex={-1}>
          {stakesText.heading(name)}
        </h3>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {text.hideStakes}
        </button>
      </div>
      <LoadState value={value} onRetry={onRetry}>
        {(stakes) => (
          <>
            <p>{stakesText.summary(stakes.stakes.length, stakes.total_staked, stakes.item.stock)}</p>
            <ConsoleTable<Stake>
              caption={stakesText.caption(stakes.item.name)}
              rows={[...stakes.stakes].sort((a, b) => b.coins - a.coins || a.name.localeCompare(b.name))}
              rowKey={(stake) => stake.user_id}
              empty={stakesText.none}
              columns={[
                { header: stakesText.player, cell: (stake) => (stake.banned ? stakesText.banned(stake.name) : stake.name) },
                { header: stakesText.email, cell: (stake) => stake.email },
                { header: stakesText.coins, cell: (stake) => stake.coins, numeric: true },
                {
                  header: stakesText.chance,
                  cell: (stake) => (stake.banned ? stakesText.bannedChance : chanceText(stake.chance, stakes.item.stock)),
                  numeric: true,
                },
              ]}
            />
            {stakes.stakes.length > 0 ? <p className="muted">{stakesText.chanceNote}</p> : null}
          </>
        )}
      </LoadState>
    </section>
  );
}
