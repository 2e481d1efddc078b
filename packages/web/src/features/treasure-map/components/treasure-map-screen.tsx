import { messages } from '@dubloon-quest/core';
import { Link } from 'react-router';
import './treasure-map-screen.css';

export type MapCardKey = keyof typeof messages.ui.treasureMap.cards;

export interface MapCard {
  key: MapCardKey;
  to: string;
  /** False while the card's feature is closed in this period (spec 4). */
  open: boolean;
}

export interface TreasureMapScreenProps {
  /** The instructions come first until the player chooses "Don't show this again" (spec 2). */
  showInstructions: boolean;
  onContinue: () => void;
  onDontShowAgain: () => void;
  /** The cards in the spec's order: Profile, See businesses, Learn and Earn, Raffle page, Event Results. */
  cards: readonly MapCard[];
  /** The event's challenge window and meeting as the player reads them (null: not set by the event). */
  times?: Parameters<typeof messages.ui.treasureMap.instructions>[0];
  /** In the demo: the coins its player has besides a new player's 3, which the welcome explains. */
  demoExtraCoins?: number | null;
}

const NO_TIMES = { challenges: null, meeting: null };

/** The Treasure Map, the home page (spec 2): the instructions, then the five cards. */
export function TreasureMapScreen({
  showInstructions,
  onContinue,
  onDontShowAgain,
  cards,
  times = NO_TIMES,
  demoExtraCoins = null,
}: TreasureMapScreenProps) {
  const text = messages.ui.treasureMap;
  if (showInstructions)
    return (
      <section className="page" aria-labelledby="instructions-title">
        <div className="panel stack instructions">
          <h1 id="instructions-title">{text.instructionsHeading}</h1>
          <ol className="instructions__list">
            {text.instructions(times, demoExtraCoins).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <div className="row">
            <button type="button" className="button" onClick={onContinue}>
              {text.continue}
            </button>
            <button type="button" className="button button--secondary" onClick={onDontShowAgain}>
              {text.dontShowAgain}
            </button>
          </div>
        </div>
      </section>
    );
  return (
    <section className="page" aria-labelledby="map-title">
      <h1 id="map-title">{text.heading}</h1>
      <nav aria-label={text.cardsLabel}>
        <ul className="map-cards">
          {cards.map((card) => {
            const { title, description } = text.cards[card.key];
            return (
              <li key={card.key} className={`map-card map-card--${card.key}${card.open ? '' : ' map-card--closed'}`}>
                {card.open ? (
                  <Link to={card.to} className="map-card__link">
                    <span className="map-card__title">{title}</span>
                    <span className="map-card__description">{description}</span>
                  </Link>
                ) : (
                  <div className="map-card__link" aria-disabled="true">
                    <span className="map-card__title">{title}</span>
                    <span className="map-card__description">{description}</span>
                    <span className="map-card__closed">{text.closed}</span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
