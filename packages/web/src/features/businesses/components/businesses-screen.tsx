import { messages, type Locale } from '@dubloon-quest/core';
import { Link } from 'react-router';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import './businesses.css';

export interface BusinessTile {
  /** A stable key (the challenge id). */
  key: string;
  name: string;
  /** The name's language when it is not the page's (English on a French page). */
  nameLang?: Locale | undefined;
  logo: string;
  /** Answers submitted to the business's challenge, updated live (spec 7). */
  answersCount: number;
  /** The detail page's path. */
  to: string;
  /** Passed as navigation state: the detail page reads the business from it (spec 2). */
  navigationState: unknown;
}

export interface BusinessesScreenProps {
  businesses: Loadable<readonly BusinessTile[]>;
  onRetry?: () => void;
}

/** The grid of partner businesses, each with its answer count badge (spec 2). */
export function BusinessesScreen({ businesses, onRetry }: BusinessesScreenProps) {
  const text = messages.ui.businesses;
  return (
    <section className="page" aria-labelledby="businesses-title">
      <h1 id="businesses-title">{text.heading}</h1>
      <p>{text.intro}</p>
      <LoadState value={businesses} onRetry={onRetry}>
        {(tiles) =>
          tiles.length === 0 ? (
            <p className="notice">{messages.businesses.emptyState}</p>
          ) : (
            <ul className="business-grid">
              {tiles.map((tile) => (
                <li key={tile.key}>
                  <Link to={tile.to} state={tile.navigationState} className="business-tile">
                    <img className="business-tile__logo" src={tile.logo} alt="" width="240" height="160" loading="lazy" decoding="async" />
                    <span className="business-tile__name" lang={tile.nameLang}>
                      {tile.name}
                    </span>
                    <span className="badge">{text.answers(tile.answersCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
