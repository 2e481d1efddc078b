import {
  ARCHIVED_EXPORTS,
  type ArchivedExport,
  consoleEventsText,
  type ConsoleArchivedEvent,
} from '@dubloon-quest/core/console';
import { Link } from 'react-router';
import { pageText } from '../../../locale/content-text.js';
import { useLocale } from '../../../locale/locale-context.js';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { consolePath } from '../../shared/console-paths.js';
import { formatLocal } from '../../shared/console-local-time.js';

const text = consoleEventsText;
const BOUNDARIES = ['pre_game', 'game_start', 'review_start', 'review_end', 'game_end'] as const;

export interface ConsoleArchivedEventProps {
  readonly event: ConsoleArchivedEvent;
  /** The export being prepared, if any. */
  readonly downloading: ArchivedExport | null;
  readonly onDownload: (which: ArchivedExport) => void;
}

/**
 * An archived event, read-only, as it was when archived: when and by whom, its schedule and contents, its
 * results, its draw with the winners and a link to the public check, and its exports. Presentational.
 */
export function ConsoleArchivedEvent({ event, downloading, onDownload }: ConsoleArchivedEventProps) {
  const { timestamps, draw, results } = event;
  const name = pageText(event.name, event.name_fr, useLocale().locale);
  const winners = [
    ...results.preview.raffle_winners.flatMap((prize) =>
      prize.winners.map((winner, index) => ({ key: `r${prize.partner_name}${index}`, kind: text.raffleWinners, prize: prize.partner_name, name: winner.name })),
    ),
    ...results.preview.challenge_winners.flatMap((business) =>
      business.winners.map((winner, index) => ({ key: `c${business.business_name}${index}`, kind: text.challengeWinners, prize: business.business_name, name: winner.name })),
    ),
  ];
  return (
    <section className="stack" aria-labelledby="console-archived-title">
      <p>
        <Link to={consolePath('events')}>{text.back}</Link>
      </p>
      <h1 id="console-archived-title" lang={name.lang}>
        {name.text}
      </h1>
      <p className="notice" role="note">
        {text.detailIntro} {text.archivedLine(formatLocal(event.archived_at), event.archived_by)}
      </p>
      <p>
        {text.countsLine(event.counts.partners, event.counts.raffle_items, event.counts.businesses, event.counts.chests)}
      </p>

      <section className="panel stack" aria-labelledby="console-archived-schedule">
        <h2 id="console-archived-schedule">{text.schedule}</h2>
        {timestamps === null ? (
          <p>{text.unscheduled}</p>
        ) : (
          <dl className="console-events__schedule">
            {BOUNDARIES.filter((field) => timestamps[field] !== undefined).map((field) => (
              <div key={field}>
                <dt>{text.boundaries[field]}</dt>
                <dd>{formatLocal(timestamps[field]!)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="panel stack" aria-labelledby="console-archived-results">
        <h2 id="console-archived-results">{text.resultsTitle}</h2>
        <p>{text.resultsState[results.state]}</p>
        <ConsoleTable
          caption={text.winnersCaption}
          empty={text.noWinners}
          rowKey={(row) => row.key}
          rows={winners}
          columns={[
            { header: text.columns.kind, cell: (row) => row.kind },
            { header: text.prize, cell: (row) => row.prize },
            { header: text.winner, cell: (row) => row.name },
          ]}
        />
      </section>

      <section className="panel stack" aria-labelledby="console-archived-draw">
        <h2 id="console-archived-draw">{text.drawTitle}</h2>
        {draw === null ? (
          <p>{text.noDraw}</p>
        ) : (
          <>
            <dl className="console-events__schedule">
              <div>
                <dt>{text.commitment}</dt>
                <dd className="console-events__hash">{draw.commitment}</dd>
              </div>
              <div>
                <dt>{text.drawnAt}</dt>
                <dd>{formatLocal(draw.drawn_at)}</dd>
              </div>
            </dl>
            <ConsoleTable
              caption={text.drawCaption}
              rowKey={(winner) => `${winner.item_id}-${winner.rank}`}
              rows={draw.winners}
              columns={[
                { header: text.prize, cell: (winner) => winner.item_name ?? String(winner.item_id) },
                { header: text.rank, cell: (winner) => winner.rank, numeric: true },
                { header: text.winner, cell: (winner) => winner.name },
                { header: text.email, cell: (winner) => winner.email },
              ]}
            />
          </>
        )}
        {event.public_draw.draw !== null && event.public_draw.draw.record === null ? <p>{text.recordWithheld}</p> : null}
        {event.public_draw.commitment !== null ? (
          <p>
            <a href={`/raffle/verify?event=${event.id}`}>{text.checkDraw}</a>
          </p>
        ) : null}
      </section>

      <section className="panel stack" aria-labelledby="console-archived-exports">
        <h2 id="console-archived-exports">{text.exportsTitle}</h2>
        <ul className="console-events__exports">
          {ARCHIVED_EXPORTS.filter((which) => event.exports.includes(which)).map((which) => (
            <li key={which}>
              <button
                type="button"
                className="button button--secondary"
                disabled={downloading !== null}
                aria-busy={downloading === which}
                onClick={() => onDownload(which)}
              >
                {text.download(text.exports[which])}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
