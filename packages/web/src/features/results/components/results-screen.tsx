import { messages, PATHS, resultsDrawText } from '@dubloon-quest/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadState } from '../../../components/feedback/load-state.js';
import { countryLabel, regionLabel } from '../../../locale/place-names.js';
import type { Loadable, Locale } from '@dubloon-quest/core';
import './results-screen.css';

export interface WinnerView {
  name: string;
  region: string;
  country: string;
  /** A challenge winner's award in dollars, if any. */
  award: number | null;
}

interface WinnerGroup {
  /** What the winners won (the challenge, a partner's raffle prize); null when the slide's title says it. */
  heading: string | null;
  /** The heading's language when it is not the page's (a partner's English name on a French page). */
  headingLang?: Locale | undefined;
  /** The raffle prize's name, when the server sends it (also the picture's text); null for a challenge. */
  prize: string | null;
  /** The prize name's language when it is not the page's (an English name on a French page), for screen readers. */
  prizeLang?: Locale | undefined;
  /** The prize's picture (a raffle item), if any. */
  image: string | null;
  winners: readonly WinnerView[];
}

/** One slide: a main partner (with a challenge), or the Other slide of the remaining raffle partners. */
export interface ResultSlide {
  key: string;
  title: string;
  /** The title's language when it is not the page's (a business's English name on a French page, decision 0176). */
  titleLang?: Locale | undefined;
  logo: string | null;
  intro: string | null;
  groups: readonly WinnerGroup[];
}

/** The raffle draw's proof, once the organizers drew: its commitment and when, and its record when published. */
export interface DrawProofView {
  commitment: string;
  /** When the commitment was published (formatted). */
  committedAt: string;
  /** When the draw ran (formatted). */
  drawnAt: string;
  /** False while the organizers hold the results back: no record to download yet. */
  recordPublished: boolean;
}

export interface ResultsScreenProps {
  slides: Loadable<readonly ResultSlide[]>;
  onRetry?: () => void;
  /** The draw's proof, or null before the draw (or when it could not be loaded: the winners still show). */
  drawProof?: DrawProofView | null;
  onDownloadRecord?: () => void;
}

/** Event Results (spec 2): a carousel of the main partners' winners, then the Other slide. */
export function ResultsScreen({ slides, onRetry, drawProof = null, onDownloadRecord }: ResultsScreenProps) {
  return (
    <section className="page" aria-labelledby="results-title">
      <h1 id="results-title">{messages.ui.results.heading}</h1>
      <LoadState value={slides} onRetry={onRetry}>
        {(loaded) => (loaded.length === 0 ? <p className="notice">{messages.winners.none}</p> : <Carousel slides={loaded} />)}
      </LoadState>
      {drawProof ? <DrawProof proof={drawProof} onDownload={onDownloadRecord} /> : null}
    </section>
  );
}

/** After the draw: the commitment, the record to download and the page that recomputes the draw (issue 7). */
function DrawProof({ proof, onDownload }: { proof: DrawProofView; onDownload: (() => void) | undefined }) {
  const text = resultsDrawText;
  return (
    <section className="panel stack draw-proof" aria-labelledby="draw-proof-title">
      <h2 id="draw-proof-title">{text.heading}</h2>
      <p>
        {text.intro} {text.drawnAt(proof.drawnAt)}
      </p>
      <p>
        {text.commitment(proof.committedAt)} <code className="draw-proof__hash">{proof.commitment}</code>
      </p>
      {proof.recordPublished ? (
        <div className="draw-proof__actions">
          <button type="button" className="button button--secondary" onClick={onDownload}>
            {text.download}
          </button>
          <Link className="button" to={PATHS.raffleVerify}>
            {text.verify}
          </Link>
        </div>
      ) : (
        <p className="muted">{text.held}</p>
      )}
    </section>
  );
}

/** "Prize: <name>", the name alone marked with its `lang` when it is not the page's language (decision 0164). */
function PrizeName({ name, lang }: { name: string; lang: Locale | undefined }) {
  const text = messages.ui.results;
  if (lang === undefined) return <p className="winners__prize-name">{text.prize(name)}</p>;
  const [before, after] = text.prize('\u0000').split('\u0000');
  return (
    <p className="winners__prize-name">
      {before}
      <span lang={lang}>{name}</span>
      {after}
    </p>
  );
}

function Carousel({ slides }: { slides: readonly ResultSlide[] }) {
  const text = messages.ui.results;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current];
  if (!slide) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={text.carouselLabel}>
      <div className="carousel__controls">
        <button type="button" className="button button--secondary" onClick={() => go(current - 1)} disabled={slides.length < 2}>
          <span aria-hidden="true">‹</span> {text.previous}
        </button>
        <p className="carousel__status" aria-live="polite">
          {slide.title} ({text.slide(current + 1, slides.length)})
        </p>
        <button type="button" className="button button--secondary" onClick={() => go(current + 1)} disabled={slides.length < 2}>
          {text.next} <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        key={slide.key}
        className="carousel__slide panel"
        role="group"
        aria-roledescription="slide"
        aria-label={text.slide(current + 1, slides.length)}
      >
        <div className="carousel__heading">
          {slide.logo ? <img src={slide.logo} alt="" width="96" height="64" loading="lazy" decoding="async" /> : null}
          <h2 lang={slide.titleLang}>{slide.title}</h2>
        </div>
        {slide.intro ? <p>{slide.intro}</p> : null}
        {slide.groups.map((group, groupIndex) => (
          <div key={group.heading ?? groupIndex} className="stack">
            {group.heading ? <h3 lang={group.headingLang}>{group.heading}</h3> : null}
            {group.prize ? <PrizeName name={group.prize} lang={group.prizeLang} /> : null}
            {group.image ? <img className="winners__prize" src={group.image} alt={group.prize ?? ''} width="160" height="120" loading="lazy" decoding="async" /> : null}
            {group.winners.length === 0 ? (
              <p className="muted">{messages.winners.none}</p>
            ) : (
              <ul className="winners">
                {group.winners.map((winner, winnerIndex) => (
                  <li key={`${winner.name}-${winnerIndex}`} className="winner">
                    <span className="winner__name">{winner.name}</span>
                    <span className="muted">{text.from(regionLabel(winner.region, winner.country), countryLabel(winner.country))}</span>
                    {winner.award !== null ? <span className="badge">{text.award(winner.award)}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
