import { messages } from '@dubloon-quest/core';
import { consolePresenterText, currentRevealStep, revealedPrizes, revealMoves, revealSteps, type RevealState } from '@dubloon-quest/core/console';
import type { Loadable, Locale } from '@dubloon-quest/core';
import { ConsolePresenterQr } from './console-presenter-qr.js';
import type { PrizeTotalView, RevealPrizeView } from './console-presenter-view.js';
import './console-presenter.css';

const text = consolePresenterText;

/** The draw's commitment as the public pages show it: the hash and when it was published (formatted). */
export interface CommitmentView {
  readonly value: string;
  readonly date: string;
}

/** What the presenter shows now: a stage of core's `presenterStage`, with its data, or the loading state. */
export type PresenterContent =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string; readonly onRetry: () => void }
  | { readonly kind: 'notOpen'; readonly commitment: CommitmentView | null }
  | {
      readonly kind: 'live';
      readonly prizes: Loadable<readonly PrizeTotalView[]>;
      readonly onRetry: () => void;
      readonly commitment: CommitmentView | null;
    }
  | { readonly kind: 'waiting'; readonly drawn: boolean; readonly commitment: CommitmentView | null }
  | {
      readonly kind: 'reveal';
      readonly reveal: RevealState;
      readonly prizes: readonly RevealPrizeView[];
      readonly commitment: CommitmentView;
      /** The public draw check page, absolute (for the QR code). */
      readonly verifyUrl: string;
      readonly onNext: () => void;
      readonly onBack: () => void;
      readonly onRestart: () => void;
    };

export interface ConsolePresenterProps {
  /** The event's name in the reader's language where written (decision 0176), or null while it is not known. */
  readonly eventName: string | null;
  /** The name's language when it is not the page's (the English name on a French page). */
  readonly eventNameLang?: Locale | undefined;
  readonly content: PresenterContent;
  /** The full-screen switch, when the browser offers it. */
  readonly fullScreen: { readonly active: boolean; readonly toggle: () => void } | null;
}

/**
 * `/console/presenter`: the projector's page (decision 0159). Before the raffle opens it says so; while it is open
 * it shows every prize's coins staked, live; once closed it waits for the results; once they are published it
 * reveals the draw step by step as the presenter presses next: the commitment, each prize then its winners, and
 * the public check with its QR code. Only what the public results and draw check pages show. Presentational.
 */
export function ConsolePresenter({ eventName, eventNameLang, content, fullScreen }: ConsolePresenterProps) {
  return (
    <section className="presenter" aria-labelledby="presenter-title">
      <header className="presenter__head">
        <div>
          <h1 id="presenter-title" className="presenter__title" lang={eventName === null ? undefined : eventNameLang}>
            {eventName ?? text.untitled}
          </h1>
          {eventName ? <p className="presenter__subtitle">{text.subtitle}</p> : null}
        </div>
        {fullScreen ? (
          <button type="button" className="button button--secondary presenter__fullscreen" onClick={fullScreen.toggle} aria-keyshortcuts="F">
            {fullScreen.active ? text.leaveFullScreen : text.fullScreen}
          </button>
        ) : null}
      </header>
      <Content content={content} />
    </section>
  );
}

function Content({ content }: { content: PresenterContent }) {
  switch (content.kind) {
    case 'loading':
      return (
        <p role="status" className="presenter__message">
          {text.loading}
        </p>
      );
    case 'failed':
      return <Failure message={content.message} onRetry={content.onRetry} />;
    case 'notOpen':
      return (
        <div className="presenter__body">
          <p className="presenter__message">{text.notOpen}</p>
          <Commitment commitment={content.commitment} />
        </div>
      );
    case 'live':
      return <Live content={content} />;
    case 'waiting':
      return (
        <div className="presenter__body">
          <p className="presenter__message">{content.drawn ? text.waitingDrawn : text.waiting}</p>
          <Commitment commitment={content.commitment} />
        </div>
      );
    case 'reveal':
      return <Reveal content={content} />;
  }
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="presenter__body">
      <p role="alert" className="presenter__message">
        {text.loadFailed} {message}
      </p>
      <div>
        <button type="button" className="button" onClick={onRetry}>
          {text.retry}
        </button>
      </div>
    </div>
  );
}

/** The commitment in force, small, under the live totals and while waiting; or that it comes before the close. */
function Commitment({ commitment }: { commitment: CommitmentView | null }) {
  return (
    <section className="presenter__commitment" aria-labelledby="presenter-commitment">
      <h2 id="presenter-commitment">{text.commitmentHeading}</h2>
      {commitment ? (
        <>
          <p>{text.commitmentAt(commitment.date)}</p>
          <p>
            <code className="presenter__hash">{commitment.value}</code>
          </p>
        </>
      ) : (
        <p>{text.noCommitment}</p>
      )}
    </section>
  );
}

function Live({ content }: { content: Extract<PresenterContent, { kind: 'live' }> }) {
  const { prizes } = content;
  if (prizes.status === 'loading')
    return (
      <p role="status" className="presenter__message">
        {text.loading}
      </p>
    );
  if (prizes.status === 'failed') return <Failure message={prizes.message} onRetry={content.onRetry} />;
  const items = prizes.data;
  const most = Math.max(1, ...items.map((item) => item.total));
  const all = items.reduce((sum, item) => sum + item.total, 0);
  return (
    <div className="presenter__body">
      <div className="presenter__live-head">
        <h2 id="presenter-live">{text.liveHeading}</h2>
        <p className="presenter__note">{text.liveNote}</p>
      </div>
      {items.length === 0 ? (
        <p className="presenter__message">{text.noItems}</p>
      ) : (
        <>
          <table className="presenter__totals" aria-labelledby="presenter-live">
            <thead>
              <tr>
                <th scope="col">{text.prize}</th>
                <th scope="col">{text.partner}</th>
                <th scope="col" className="presenter__number">
                  {text.staked}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid={`total-${item.id}`}>
                  <th scope="row">
                    <span className="presenter__prize-name" lang={item.nameLang}>
                      {item.name}
                    </span>
                    <span className="presenter__bar" aria-hidden="true">
                      <span className="presenter__bar-fill" style={{ width: `${(item.total / most) * 100}%` }} />
                    </span>
                  </th>
                  <td>{item.partner}</td>
                  <td className="presenter__number">{text.coins(item.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="presenter__all">{text.totalStaked(all)}</p>
        </>
      )}
      <Commitment commitment={content.commitment} />
    </div>
  );
}

function Reveal({ content }: { content: Extract<PresenterContent, { kind: 'reveal' }> }) {
  const { reveal, prizes } = content;
  const step = currentRevealStep(reveal);
  const count = revealSteps(reveal.items).length;
  const moves = revealMoves(reveal);
  const cue = step.kind === 'winners' ? text.cueNext : step.kind === 'verify' ? null : text.cue;
  return (
    <div className="presenter__body presenter__reveal">
      <div className="presenter__stage" aria-live="polite" aria-label={text.revealLabel} role="region">
        <div key={reveal.index} className="presenter__step" data-step={step.kind}>
          {step.kind === 'commitment' ? (
            <>
              <h2>{text.commitmentHeading}</h2>
              <p className="presenter__lead">{text.commitmentIntro(content.commitment.date)}</p>
              <p>
                <code className="presenter__hash presenter__hash--large">{content.commitment.value}</code>
              </p>
              {prizes.length === 0 ? <p className="presenter__lead">{text.noRaffleWinners}</p> : null}
            </>
          ) : step.kind === 'verify' ? (
            <Verify content={content} />
          ) : (
            <Prize prize={prizes[step.item]} position={step.item + 1} count={prizes.length} revealed={step.kind === 'winners'} />
          )}
        </div>
      </div>
      <div className="presenter__controls" role="group" aria-label={text.controlsLabel}>
        <button type="button" className="button button--secondary" onClick={content.onBack} disabled={!moves.back} aria-keyshortcuts="ArrowLeft">
          <span aria-hidden="true">← </span>
          {text.back}
        </button>
        <p className="presenter__progress">{text.step(reveal.index + 1, count)}</p>
        <button type="button" className="button presenter__next" onClick={content.onNext} disabled={!moves.next} aria-keyshortcuts="ArrowRight Space Enter">
          {text.next}
          <span aria-hidden="true"> →</span>
        </button>
        {moves.back ? (
          <button type="button" className="button button--secondary" onClick={content.onRestart} aria-keyshortcuts="Home">
            {text.restart}
          </button>
        ) : null}
      </div>
      {cue ? (
        <p className="presenter__cue" data-testid="presenter-cue">
          {cue}
        </p>
      ) : null}
      <p className="presenter__keys">{text.keys}</p>
    </div>
  );
}

function Prize({ prize, position, count, revealed }: { prize: RevealPrizeView | undefined; position: number; count: number; revealed: boolean }) {
  if (!prize) return null;
  return (
    <div className="presenter__prize">
      {prize.image ? <img className="presenter__prize-image" src={prize.image} alt="" width="320" height="240" decoding="async" /> : null}
      <div className="stack">
        <p className="presenter__eyebrow">{text.prizeOf(position, count)}</p>
        <h2 className="presenter__prize-title" lang={prize.nameLang}>
          {prize.name}
        </h2>
        <p className="presenter__lead">{text.donatedBy(prize.partner)}</p>
        {revealed ? (
          <div className="presenter__winners">
            <h3>{text.winner(prize.winners.length)}</h3>
            {prize.winners.length === 0 ? (
              <p className="presenter__lead">{text.noWinner}</p>
            ) : (
              <ul>
                {prize.winners.map((winner, index) => (
                  <li key={`${winner.name}-${index}`}>
                    <span className="presenter__winner">{winner.name}</span> <span className="presenter__from">{winner.from}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Verify({ content }: { content: Extract<PresenterContent, { kind: 'reveal' }> }) {
  const shown = revealedPrizes(content.reveal);
  return (
    <div className="presenter__verify">
      <div className="stack">
        <h2>{text.verifyHeading}</h2>
        <p className="presenter__lead">{text.verifyIntro}</p>
        <p>
          <a className="presenter__url" href={content.verifyUrl} target="_blank" rel="noopener">
            {content.verifyUrl}
          </a>
        </p>
        <p className="presenter__note">
          {messages.ui.common.labelled(text.commitmentHeading)}
          <code className="presenter__hash">{content.commitment.value}</code>
        </p>
        {shown.length > 0 ? (
          <section aria-labelledby="presenter-recap">
            <h3 id="presenter-recap">{text.recapHeading}</h3>
            <ul className="presenter__recap">
              {shown.map((index) => {
                const prize = content.prizes[index];
                return prize ? (
                  <li key={index}>
                    <strong>{messages.ui.common.labelled(prize.name)}</strong>
                    {prize.winners.map((winner) => winner.name).join(', ') || text.noWinner}
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        ) : null}
      </div>
      <ConsolePresenterQr text={content.verifyUrl} label={text.qrLabel(content.verifyUrl)} />
    </div>
  );
}
