import { type Winner, messages } from '@dubloon-quest/core';
import { consoleRaffleText, type ConsoleResultsResponse } from '@dubloon-quest/core/console';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { countryLabel, regionLabel } from '../../../locale/place-names.js';
import { educationLabel } from '../../../components/form/education-label.js';
import { formatConsoleTime } from './console-raffle-view.js';

const text = consoleRaffleText.results;

export interface ConsoleRaffleResultsProps {
  readonly results: ConsoleResultsResponse;
  /** A change is running: 'publish' or 'hold' is this section's own. */
  readonly busy: string | null;
  readonly onPublish: (published: boolean) => Promise<boolean>;
}

/** The results' state (automatic, held, published), their preview as players will see them, publish and hold back. Presentational. */
export function ConsoleRaffleResults({ results, busy, onPublish }: ConsoleRaffleResultsProps) {
  const [asking, setAsking] = useState<'publish' | 'hold' | null>(null);
  const { state, preview } = results;
  const empty = preview.raffle_winners.length === 0 && preview.challenge_winners.length === 0;
  return (
    <section className="stack" aria-labelledby="console-raffle-results">
      <h2 id="console-raffle-results">{text.heading}</h2>
      <div aria-live="polite" className="stack">
        <p>
          <strong>
            {messages.ui.common.labelled(text.stateLabel)}
            {text.stateName(state)}.
          </strong>{' '}
          {text.state(state)}
        </p>
        {results.published_at && state === 'published' ? (
          <p className="muted">{text.publishedAt(formatConsoleTime(results.published_at))}</p>
        ) : null}
      </div>
      <div className="row">
        {state !== 'published' ? (
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => setAsking('publish')}
          >
            {busy === 'publish' ? text.publishing : text.publish}
          </button>
        ) : null}
        {state !== 'held' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => setAsking('hold')}
          >
            {busy === 'hold' ? text.holding : text.hold}
          </button>
        ) : null}
      </div>
      <section className="panel stack" aria-labelledby="console-raffle-preview">
        <h3 id="console-raffle-preview">{text.previewHeading}</h3>
        {empty ? (
          <p className="muted">{text.empty}</p>
        ) : (
          <>
            <h4>{text.rafflePreview}</h4>
            {preview.raffle_winners.length === 0 ? <p className="muted">{text.noneFor}</p> : null}
            {preview.raffle_winners.map((group, index) => (
              <WinnerList key={`raffle-${index}`} title={text.rafflePrize(group.item_name, group.partner_name)} winners={group.winners} />
            ))}
            <h4>{text.challengePreview}</h4>
            {preview.challenge_winners.length === 0 ? <p className="muted">{text.noneFor}</p> : null}
            {preview.challenge_winners.map((group, index) => (
              <WinnerList key={`challenge-${index}`} title={group.business_name} winners={group.winners} />
            ))}
          </>
        )}
      </section>
      <ConfirmDialog
        open={asking === 'publish'}
        title={text.publishTitle}
        message={text.publishConfirm}
        confirmLabel={text.publish}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void onPublish(true);
        }}
      />
      <ConfirmDialog
        open={asking === 'hold'}
        title={text.holdTitle}
        message={text.holdConfirm}
        confirmLabel={text.hold}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void onPublish(false);
        }}
      />
    </section>
  );
}

function WinnerList({ title, winners }: { title: string; winners: readonly Winner[] }) {
  return (
    <div className="console-raffle__winners">
      <p className="console-raffle__label">{title}</p>
      {winners.length === 0 ? (
        <p className="muted">{text.noneFor}</p>
      ) : (
        <ul>
          {winners.map((winner, index) => (
            <li key={`${winner.name}-${index}`}>
              {text.winner(winner.name, educationLabel(winner.education), regionLabel(winner.region, winner.country), countryLabel(winner.country))}
              {winner.award !== undefined ? <> · {text.award(winner.award)}</> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
