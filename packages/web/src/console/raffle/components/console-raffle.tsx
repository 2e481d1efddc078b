import { type ValidationErrors } from '@dubloon-quest/core';
import {
  consolePresenterText,
  consoleRaffleText,
  consoleShellText,
  type ConsoleDraw,
  type ConsoleRaffleResponse,
  type ConsoleResultsResponse,
} from '@dubloon-quest/core/console';
import { LoadState } from '../../../components/feedback/load-state.js';
import { PRESENTER_PATH } from '../../shared/console-paths.js';
import type { Loadable } from '@dubloon-quest/core';
import { ConsoleRaffleCommitment, type FreshSecret } from './console-raffle-commitment.js';
import { ConsoleRaffleDraw, type RecordCheck } from './console-raffle-draw.js';
import { ConsoleRaffleItems, type OpenItemStakes } from './console-raffle-items.js';
import { ConsoleRaffleResults } from './console-raffle-results.js';
import type { DrawInput, RaffleWindow } from './console-raffle-view.js';
import './console-raffle.css';

/** The change running on the screen, if any: one at a time. */
export type RaffleBusy = 'commit' | 'replace' | 'draw' | 'publish' | 'hold' | null;

export interface ConsoleRaffleProps {
  readonly raffle: Loadable<ConsoleRaffleResponse>;
  /** Why the last refresh failed while the previous figures stay shown, or null. */
  readonly refreshFailed?: string | null;
  readonly window: RaffleWindow;
  readonly onRetry: () => void;
  readonly onRefresh: () => void;
  readonly stakes: OpenItemStakes | null;
  readonly onOpenStakes: (itemId: number | null) => void;
  readonly onRetryStakes: () => void;
  readonly fresh: FreshSecret | null;
  readonly busy: RaffleBusy;
  readonly onCommit: (replace: boolean) => Promise<boolean>;
  readonly onSecretSaved: () => void;
  readonly onCopy: (value: string, copied: string) => void;
  readonly onDownloadSecret: (secret: FreshSecret) => void;
  readonly drawErrors: ValidationErrors;
  /** The draw form was edited: the server's field errors of the last try no longer apply. */
  readonly onDrawEdit: () => void;
  readonly onDraw: (input: DrawInput) => Promise<boolean>;
  readonly onDownloadRecord: (draw: ConsoleDraw) => void;
  readonly onCheckRecord: (recordText: string, what: string) => void;
  readonly check: RecordCheck | null;
  readonly onFileError: (message: string) => void;
  readonly results: Loadable<ConsoleResultsResponse>;
  readonly onRetryResults: () => void;
  readonly onPublish: (published: boolean) => Promise<boolean>;
}

/**
 * `/console/raffle`: items and stakes, the commitment, the draw and its record, the results. Presentational.
 *
 * Decisions taken here (docs/organizer.md and decisions 0070, 0071 leave them open):
 * - The secret the server answers once lives only in the screen's memory, shown with a copy button and a
 *   download (`draw-secret-<first 8 of the commitment>.txt`) until the organizer says it is saved; closing the
 *   page meanwhile asks first. It is never written to the browser's storage.
 * - Replacing the commitment needs the word "replace" typed in its dialog, with a further warning when a draw
 *   was already made under it (a new commitment allows a new draw).
 * - The draw form checks the secret with core's `isDrawSecret` and `verifyCommitment` before sending, so a
 *   mistyped secret is named before the confirm dialog; while the schedule says the raffle is open, the draw
 *   needs an explicit tick (`allow_open_raffle`) and the dialog says that later stakes take no part in it.
 * - The form is shown until a draw exists under the commitment in force; the newest draw is shown with its
 *   winners and record, whichever commitment it was made under.
 * - The record is downloaded byte for byte as stored (its canonical text) and checked with core's
 *   `verifyDrawRecordText`: the stored one, or any record file the organizer loads.
 * - Chances are the server's (`chanceOfWinning` with the number of stakers), "at least" for items with several
 *   prizes (decision 0071). The results preview is a plain list of the winners players will see, grouped as the
 *   results page groups them, not its carousel.
 */
export function ConsoleRaffle(props: ConsoleRaffleProps) {
  return (
    <section className="stack console-raffle" aria-labelledby="console-raffle-title">
      <div className="console-raffle__bar">
        <h1 id="console-raffle-title">{consoleShellText.screens.raffle}</h1>
        <button type="button" className="button button--secondary" onClick={props.onRefresh}>
          {consoleRaffleText.refresh}
        </button>
      </div>
      <p>{consoleRaffleText.intro}</p>
      <div className="console-raffle__presenter">
        <a className="button button--secondary" href={PRESENTER_PATH} target="_blank" rel="noopener" aria-describedby="console-raffle-presenter-hint">
          {consolePresenterText.open}
        </a>
        <p id="console-raffle-presenter-hint" className="muted">
          {consolePresenterText.openHint}
        </p>
      </div>
      {props.refreshFailed ? (
        <div className="notice notice--error row">
          <p role="alert">{consoleRaffleText.refreshFailed(props.refreshFailed)}</p>
          <button type="button" className="button button--secondary" onClick={props.onRefresh}>
            {consoleShellText.retry}
          </button>
        </div>
      ) : null}
      <LoadState value={props.raffle} onRetry={props.onRetry}>
        {(raffle) => (
          <>
            <ConsoleRaffleItems
              items={raffle.items}
              open={props.stakes}
              onOpen={props.onOpenStakes}
              onRetryStakes={props.onRetryStakes}
            />
            <ConsoleRaffleCommitment
              commitment={raffle.commitment}
              drawn={raffle.draw !== null && raffle.draw.commitment === raffle.commitment?.commitment}
              fresh={props.fresh}
              busy={props.busy}
              onCommit={props.onCommit}
              onSecretSaved={props.onSecretSaved}
              onCopy={props.onCopy}
              onDownloadSecret={props.onDownloadSecret}
            />
            <ConsoleRaffleDraw
              commitment={raffle.commitment}
              draw={raffle.draw}
              raffle={props.window}
              busy={props.busy}
              serverErrors={props.drawErrors}
              onEdit={props.onDrawEdit}
              onDraw={props.onDraw}
              onDownloadRecord={props.onDownloadRecord}
              onCheckRecord={props.onCheckRecord}
              check={props.check}
              onFileError={props.onFileError}
            />
          </>
        )}
      </LoadState>
      <LoadState value={props.results} onRetry={props.onRetryResults}>
        {(results) => (
          <ConsoleRaffleResults results={results} busy={props.busy} onPublish={props.onPublish} />
        )}
      </LoadState>
    </section>
  );
}
