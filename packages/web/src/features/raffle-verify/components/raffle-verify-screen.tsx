import { drawCheckText } from '@dubloon-quest/core';
import { useId, type ChangeEvent } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import './raffle-verify-screen.css';

/** What the server publishes about the draw, ready to show. */
export interface PublishedDrawView {
  /** The commitment and when it was published (formatted), or null before the organizers commit. */
  commitment: { value: string; date: string } | null;
  /** The draw once it ran: when (formatted), and whether its record is published yet. */
  draw: { date: string; recordPublished: boolean } | null;
}

/** One line of a check's outcome: what was compared and whether it holds. */
export interface CheckLine {
  text: string;
  ok: boolean;
}

/** A record's check, worded. */
export interface CheckResultView {
  /** Which record: the published one, or a file's name. */
  source: string;
  matches: boolean;
  /** The first check that fails (core's message), when the record does not match. */
  failure: string | null;
  /** The commitment comparisons (published, noted). */
  commitmentLines: readonly CheckLine[];
  /** How much was recomputed. */
  summary: string | null;
  details: {
    secret: string;
    snapshotHash: string;
    seed: string;
    frozenAt: string;
    winners: readonly { item: string; players: string }[];
  } | null;
}

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; source: string }
  | { status: 'done'; result: CheckResultView };

export interface RaffleVerifyScreenProps {
  published: Loadable<PublishedDrawView>;
  onRetry: () => void;
  check: CheckState;
  /** The commitment the player noted before the draw, as typed. */
  noted: string;
  onNotedChange: (value: string) => void;
  onCheckPublished: () => void;
  onCheckFile: (file: File) => void;
}

/**
 * /raffle/verify: explains the draw, shows the published commitment, and recomputes a draw record (the published
 * one or a file) in the browser with core's draw, saying whether it matches or which check fails.
 */
export function RaffleVerifyScreen(props: RaffleVerifyScreenProps) {
  const text = drawCheckText;
  const { check } = props;
  const busy = check.status === 'checking';
  const fileId = useId();
  const noteId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) props.onCheckFile(file);
    event.target.value = '';
  };
  return (
    <section className="page raffle-verify stack" aria-labelledby="raffle-verify-title">
      <h1 id="raffle-verify-title">{text.heading}</h1>
      <p>{text.intro}</p>

      <LoadState value={props.published} onRetry={props.onRetry}>
        {(published) => (
          <section className="panel stack" aria-labelledby="raffle-verify-commitment">
            <h2 id="raffle-verify-commitment">{text.commitmentHeading}</h2>
            {published.commitment ? (
              <>
                <p>{text.commitment(published.commitment.date)}</p>
                <p className="raffle-verify__hash">
                  <code>{published.commitment.value}</code>
                </p>
              </>
            ) : (
              <p>{text.nothingYet}</p>
            )}
            {published.draw === null ? (
              published.commitment ? <p>{text.notDrawnYet}</p> : null
            ) : published.draw.recordPublished ? (
              <div className="stack">
                <p>{text.drawnAt(published.draw.date)}</p>
                <div>
                  <button type="button" className="button" disabled={busy} onClick={props.onCheckPublished}>
                    {text.checkPublished}
                  </button>
                </div>
              </div>
            ) : (
              <p>{text.heldBack(published.draw.date)}</p>
            )}
          </section>
        )}
      </LoadState>

      <section className="panel stack" aria-labelledby={`${fileId}-heading`}>
        <h2 id={`${fileId}-heading`}>{text.fileHeading}</h2>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>{text.noteLabel}</label>
          <input
            id={noteId}
            className="field__input raffle-verify__note"
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={props.noted}
            aria-describedby={`${noteId}-hint`}
            onChange={(event) => props.onNotedChange(event.target.value)}
          />
          <p id={`${noteId}-hint`} className="field__hint">
            {text.noteHint}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>{text.fileLabel}</label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            disabled={busy}
            aria-describedby={`${fileId}-hint`}
            onChange={onFile}
          />
          <p id={`${fileId}-hint`} className="field__hint">
            {text.fileHint}
          </p>
        </div>
      </section>

      <div role="status" aria-live="polite" className="raffle-verify__outcome">
        {check.status === 'checking' ? (
          <div className="stack">
            <p>{text.checkingOf(check.source)}</p>
            <progress aria-label={text.checking} />
          </div>
        ) : check.status === 'done' ? (
          <CheckResult result={check.result} />
        ) : null}
      </div>

      <section className="stack" aria-labelledby="raffle-verify-method">
        <h2 id="raffle-verify-method">{text.methodHeading}</h2>
        <ol className="raffle-verify__method">
          {text.method.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{text.chanceNote}</p>
      </section>
    </section>
  );
}

function CheckResult({ result }: { result: CheckResultView }) {
  const text = drawCheckText;
  return (
    <div className={`panel stack raffle-verify__result raffle-verify__result--${result.matches ? 'ok' : 'bad'}`}>
      <p className="raffle-verify__verdict">
        <strong>{result.matches ? text.matches : text.doesNotMatch}</strong> <span className="muted">({result.source})</span>
      </p>
      {result.failure ? <p>{text.failedCheck(result.failure)}</p> : null}
      {result.summary ? <p>{result.summary}</p> : null}
      {result.commitmentLines.length > 0 ? (
        <ul className="raffle-verify__lines">
          {result.commitmentLines.map((line) => (
            <li key={line.text} className={line.ok ? 'raffle-verify__line--ok' : 'raffle-verify__line--bad'}>
              <span aria-hidden="true">{line.ok ? '✓ ' : '✗ '}</span>
              {line.text}
            </li>
          ))}
        </ul>
      ) : null}
      {result.details ? (
        <details>
          <summary>{text.details}</summary>
          <dl className="raffle-verify__details">
            <dt>{text.frozenAt}</dt>
            <dd>{result.details.frozenAt}</dd>
            <dt>{text.secret}</dt>
            <dd>
              <code>{result.details.secret}</code>
            </dd>
            <dt>{text.snapshotHash}</dt>
            <dd>
              <code>{result.details.snapshotHash}</code>
            </dd>
            <dt>{text.seed}</dt>
            <dd>
              <code>{result.details.seed}</code>
            </dd>
            {result.details.winners.map((winners) => (
              <div key={winners.item}>
                <dt>{winners.item}</dt>
                <dd>{winners.players}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">{text.yourIdHint}</p>
        </details>
      ) : null}
    </div>
  );
}
