import { type ValidationErrors } from '@dubloon-quest/core';
import {
  consoleEventsText,
  consoleShellText,
  type ConsoleArchivedEventSummary,
  type ConsoleArchiveEventRequest,
  type ConsoleEventsResponse,
  EVENT_STARTS,
  type EventStart,
} from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { pageText } from '../../../locale/content-text.js';
import { useLocale } from '../../../locale/locale-context.js';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { consolePath } from '../../shared/console-paths.js';
import { formatLocal } from '../../shared/console-local-time.js';
import './console-events.css';

const text = consoleEventsText;

export interface ConsoleEventsProps {
  readonly events: ConsoleEventsResponse;
  readonly busy: boolean;
  /** Problems of the form: core's `validateEventName` and the server's 422. */
  readonly errors: ValidationErrors;
  readonly readOnly: boolean;
  /** Why the event in play cannot be archived now (core's `archiveRefusal`, in local time), or null. */
  readonly refusal: string | null;
  readonly onArchive: (request: ConsoleArchiveEventRequest) => void;
}

/**
 * The Events screen: the event in play with the form that archives it and starts the next one (after a
 * confirmation), and the archived events, each a link to its read-only page. Presentational.
 */
export function ConsoleEvents({ events, busy, errors, readOnly, refusal, onArchive }: ConsoleEventsProps) {
  const formTitle = useId();
  const [name, setName] = useState('');
  const [start, setStart] = useState<EventStart>('this');
  const [from, setFrom] = useState<string>(events.archived[0] ? String(events.archived[0].id) : '');
  const [confirming, setConfirming] = useState(false);
  const starts = EVENT_STARTS.filter((choice) => choice !== 'archived' || events.archived.length > 0);
  const request = (): ConsoleArchiveEventRequest => ({
    name,
    start,
    ...(start === 'archived' ? { from_event_id: Number(from) } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  // The event in play by its French name on a French screen where the organizers wrote one (decision 0176).
  const { locale } = useLocale();
  const currentName = pageText(events.current.name, events.current.name_fr, locale).text;
  return (
    <section className="stack" aria-labelledby="console-events-title">
      <h1 id="console-events-title">{consoleShellText.screens.events}</h1>
      <p>{text.intro}</p>

      <section className="panel stack" aria-labelledby="console-events-current">
        <h2 id="console-events-current">{text.currentTitle}</h2>
        <p>{text.currentLine(currentName, events.current.players)}</p>
        {refusal === null ? null : <p className="notice">{refusal}</p>}
      </section>

      <form className="panel stack" aria-labelledby={formTitle} onSubmit={submit} noValidate>
        <h2 id={formTitle}>{text.archiveTitle}</h2>
        <p className="notice" role="note">
          {text.archiveWarning}
        </p>
        <TextField
          label={text.nameLabel}
          name="next_name"
          value={name}
          hint={text.nameHint}
          required
          errors={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <fieldset className="choices">
          <legend>{text.startLegend}</legend>
          {starts.map((choice) => (
            <label key={choice} className="choice console-events__start">
              <input
                type="radio"
                name="start"
                value={choice}
                checked={start === choice}
                aria-describedby={`console-events-start-${choice}`}
                onChange={() => setStart(choice)}
              />
              <span>
                {text.starts[choice]}
                <span id={`console-events-start-${choice}`} className="muted console-events__hint">
                  {text.startHints[choice]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {start === 'archived' ? (
          <ConsoleSelectField
            label={text.fromLabel}
            name="from_event_id"
            value={from}
            errors={errors.from_event_id}
            options={events.archived.map((event) => ({ value: String(event.id), label: pageText(event.name, event.name_fr, locale).text }))}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
        ) : null}
        <div className="row">
          <button type="submit" className="button button--danger" disabled={busy || readOnly || refusal !== null}>
            {busy ? text.archiving : text.archive}
          </button>
        </div>
      </form>

      <section className="stack" aria-labelledby="console-events-archived">
        <h2 id="console-events-archived">{text.archivedTitle}</h2>
        <ArchivedList events={events.archived} />
      </section>

      <ConfirmDialog
        open={confirming}
        title={text.archiveTitle}
        message={text.confirm(currentName)}
        confirmLabel={text.confirmYes}
        onConfirm={() => {
          setConfirming(false);
          onArchive(request());
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function ArchivedList({ events }: { events: readonly ConsoleArchivedEventSummary[] }) {
  const { locale } = useLocale();
  return (
    <ConsoleTable
      caption={text.archivedCaption}
      empty={text.noArchived}
      rowKey={(event) => event.id}
      rows={events}
      columns={[
        {
          header: text.columns.name,
          cell: (event) => {
            const name = pageText(event.name, event.name_fr, locale);
            return (
              <Link to={consolePath(`events/${event.id}`)} aria-label={text.open(name.text)}>
                <span lang={name.lang}>{name.text}</span>
              </Link>
            );
          },
        },
        { header: text.columns.archivedAt, cell: (event) => formatLocal(event.archived_at) },
        { header: text.columns.archivedBy, cell: (event) => event.archived_by },
        { header: text.columns.players, cell: (event) => event.players, numeric: true },
        { header: text.columns.drawn, cell: (event) => (event.drawn ? text.drawn : text.notDrawn) },
      ]}
    />
  );
}
