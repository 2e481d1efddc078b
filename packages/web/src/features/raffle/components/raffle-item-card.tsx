import { messages, type Locale } from '@dubloon-quest/core';

/** The player's chance on an item, worded: the visible line and what a screen reader hears after a change. */
export interface ChanceView {
  /** "Your chance: 12.5 %", "Your chance: at least 4.1 %". */
  text: string;
  /** "Compass: your chance 12.5 %", announced once after the player moves a coin on the item. */
  announcement: string;
}

/** A raffle item as the raffle shows it (spec 3), with what the player may do with it now. */
export interface RaffleItemView {
  itemId: number;
  name: string;
  description: string;
  /** The language of the name and description when it is not the page's (English on a French page). */
  nameLang?: Locale | undefined;
  descriptionLang?: Locale | undefined;
  imageSrc: string;
  stock: number;
  /** True while nobody has staked on the item (spec 3); updated live from the socket. */
  silver: boolean;
  /** Coins this player has on the item. */
  staked: number;
  partner: { name: string; logo: string; resourceLink: string; resourceName: string } | null;
  /** A coin can be added only while coins remain; removed only while the item has coins (spec 5). */
  canAdd: boolean;
  canRemove: boolean;
  /** The player's chance on the item for the coins on screen, or null (no coins on it, or no totals). */
  chance: ChanceView | null;
}

export interface RaffleItemCardProps {
  item: RaffleItemView;
  /** Non-player or cooldown: every control is disabled. */
  locked: boolean;
  onAdd: (itemId: number) => void;
  onRemove: (itemId: number) => void;
}

/** One raffle item with its silver or gold flag and the plus and minus controls. */
export function RaffleItemCard({ item, locked, onAdd, onRemove }: RaffleItemCardProps) {
  const text = messages.ui.raffle;
  const titleId = `raffle-item-${item.itemId}`;
  return (
    <article className="raffle-item" aria-labelledby={titleId}>
      <img className="raffle-item__image" src={item.imageSrc} alt="" width="320" height="240" loading="lazy" decoding="async" />
      <p className={item.silver ? 'raffle-item__flag raffle-item__flag--silver' : 'raffle-item__flag raffle-item__flag--gold'}>
        <span aria-hidden="true">{item.silver ? text.silver : text.gold}</span>
        <span className="visually-hidden">
          {messages.ui.common.labelled(item.silver ? text.silver : text.gold)}
          {item.silver ? text.silverHint : text.goldHint}
        </span>
      </p>
      <h2 id={titleId} className="raffle-item__name" lang={item.nameLang}>
        {item.name}
      </h2>
      <p className="raffle-item__description" lang={item.descriptionLang}>
        {item.description}
      </p>
      <p className="muted">{text.stock(item.stock)}</p>
      {item.partner ? (
        <p className="raffle-item__partner">
          <span>{text.donatedBy(item.partner.name)}</span>
          {item.partner.resourceLink ? (
            <>
              {' · '}
              <a href={item.partner.resourceLink} target="_blank" rel="noopener noreferrer">
                {text.partnerResource(item.partner.resourceName || item.partner.name)}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="stepper" role="group" aria-labelledby={titleId}>
        <button
          type="button"
          className="stepper__button"
          aria-label={text.remove(item.name)}
          disabled={locked || !item.canRemove}
          onClick={() => onRemove(item.itemId)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="stepper__value" aria-live="polite">
          {text.staked(item.staked)}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={text.add(item.name)}
          disabled={locked || !item.canAdd}
          onClick={() => onAdd(item.itemId)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Not live: the screen announces the player's own changes once (raffle-screen.tsx); others' stakes move it silently. */}
      {item.chance ? <p className="raffle-item__chance">{item.chance.text}</p> : null}
    </article>
  );
}
