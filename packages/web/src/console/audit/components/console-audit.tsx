import {
  consoleAuditText,
  consoleShellText,
  type ConsoleAuditEntry,
  type ConsoleAuditResponse,
} from '@dubloon-quest/core/console';
import { useState, type FormEvent } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import { TextField } from '../../../components/form/text-field.js';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { ExportCard } from '../../shared/components/console-export-card.js';
import type { CsvExport } from '../../shared/hooks/console-csv-download.js';
import { auditChanges, auditKind, formatAuditValue } from './console-audit-diff.js';
import './console-audit.css';

const text = consoleAuditText;

/** The filters of the log, as the URL keeps them ('' when unset). */
export interface AuditFilters {
  readonly action: string;
  readonly actor: string;
  readonly target: string;
}

export const NO_FILTERS: AuditFilters = { action: '', actor: '', target: '' };

export interface ConsoleAuditProps {
  readonly filters: AuditFilters;
  readonly page: Loadable<ConsoleAuditResponse>;
  readonly onRetry: () => void;
  readonly onApply: (filters: AuditFilters) => void;
  readonly onClear: () => void;
  /** This page is not the newest one (a link back to the newest shows). */
  readonly paged: boolean;
  /** The page before this one is known (came from it): "Newer entries" goes back to it. */
  readonly canGoNewer: boolean;
  readonly onNewest: () => void;
  readonly onNewer: () => void;
  readonly onOlder: (beforeId: number) => void;
  readonly exportRunning: CsvExport | null;
  readonly exportFailed: CsvExport | null;
  readonly onExport: () => void;
  /** An instant as the organizer reads it (local time zone). */
  readonly formatInstant: (iso: string) => string;
}

/**
 * The Audit log screen: filters (area, who, target), a page of entries newest first with each change shown
 * as the fields it changed (the whole before and after on demand), paging, and the CSV export. Presentational.
 */
export function ConsoleAudit(props: ConsoleAuditProps) {
  const filtered = props.filters.action !== '' || props.filters.actor !== '' || props.filters.target !== '';
  return (
    <section className="stack" aria-labelledby="console-audit-title">
      <h1 id="console-audit-title">{consoleShellText.screens.audit}</h1>
      <p>{text.intro}</p>
      <AuditFilterForm
        key={`${props.filters.action}|${props.filters.actor}|${props.filters.target}`}
        filters={props.filters}
        onApply={props.onApply}
        onClear={props.onClear}
      />
      <LoadState value={props.page} onRetry={props.onRetry}>
        {(page) => (
          <div className="stack">
            <ConsoleTable
              caption={
                filtered ? text.captionFiltered(page.entries.length) : text.caption(page.entries.length)
              }
              columns={[
                {
                  header: text.columns.when,
                  cell: (entry: ConsoleAuditEntry) => (
                    <time dateTime={entry.at}>{props.formatInstant(entry.at)}</time>
                  ),
                },
                {
                  header: text.columns.who,
                  cell: (entry: ConsoleAuditEntry) => (
                    <>
                      {entry.actor.email}
                      <br />
                      <span className="muted">
                        {entry.actor.user_id === null ? text.organizerTool : entry.actor.role}
                      </span>
                    </>
                  ),
                },
                {
                  header: text.columns.action,
                  cell: (entry: ConsoleAuditEntry) => (
                    <code className="console-audit__code">{entry.action}</code>
                  ),
                },
                {
                  header: text.columns.target,
                  cell: (entry: ConsoleAuditEntry) => (
                    <code className="console-audit__code">{entry.target}</code>
                  ),
                },
                {
                  header: text.columns.change,
                  cell: (entry: ConsoleAuditEntry) => (
                    <AuditChange entry={entry} formatInstant={props.formatInstant} />
                  ),
                },
              ]}
              rows={page.entries}
              rowKey={(entry) => entry.id}
              empty={filtered ? text.empty : text.emptyLog}
            />
            {props.paged || page.next_before_id !== null ? (
              <nav className="row" aria-label={text.pages}>
                {props.paged ? (
                  <button type="button" className="button button--secondary" onClick={props.onNewest}>
                    {text.newest}
                  </button>
                ) : null}
                {props.canGoNewer ? (
                  <button type="button" className="button button--secondary" onClick={props.onNewer}>
                    {text.newer}
                  </button>
                ) : null}
                {page.next_before_id !== null ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => props.onOlder(page.next_before_id!)}
                  >
                    {text.older}
                  </button>
                ) : null}
              </nav>
            ) : null}
          </div>
        )}
      </LoadState>
      <section className="stack" aria-labelledby="console-audit-export">
        <h2 id="console-audit-export">{text.exportHeading}</h2>
        <ExportCard
          which="audit"
          headingLevel={3}
          running={props.exportRunning}
          failed={props.exportFailed}
          onDownload={props.onExport}
        />
      </section>
    </section>
  );
}

function AuditFilterForm({
  filters,
  onApply,
  onClear,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ action: draft.action, actor: draft.actor.trim(), target: draft.target.trim() });
  };
  return (
    <form
      className="console-toolbar console-audit__filters"
      role="search"
      aria-label={text.filters}
      onSubmit={submit}
    >
      <div className="field">
        <label className="field__label" htmlFor="console-audit-action">
          {text.action}
        </label>
        <select
          id="console-audit-action"
          name="action"
          className="field__input"
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.currentTarget.value })}
        >
          <option value="">{text.anyAction}</option>
          {Object.entries(text.areas).map(([prefix, label]) => (
            <option key={prefix} value={prefix}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={text.actor}
        name="actor"
        type="search"
        value={draft.actor}
        onChange={(event) => setDraft({ ...draft, actor: event.currentTarget.value })}
      />
      <TextField
        label={text.target}
        name="target"
        type="search"
        value={draft.target}
        onChange={(event) => setDraft({ ...draft, target: event.currentTarget.value })}
      />
      <div className="row">
        <button type="submit" className="button">
          {text.apply}
        </button>
        <button type="button" className="button button--secondary" onClick={onClear}>
          {text.clear}
        </button>
      </div>
    </form>
  );
}

const SHOWN_CHANGES = 3;

/** An entry's change: the fields it changed (three at most, then how many more), the whole states on demand. */
function AuditChange({
  entry,
  formatInstant,
}: {
  entry: ConsoleAuditEntry;
  formatInstant: (iso: string) => string;
}) {
  const kind = auditKind(entry.before, entry.after);
  if (kind === 'none') return <span className="muted">{text.noChange}</span>;
  const changes = auditChanges(entry.before, entry.after);
  const value = (v: unknown) => formatAuditValue(v, formatInstant);
  return (
    <div className="console-audit__change">
      {kind === 'created' ? <p className="muted">{text.created}</p> : null}
      {kind === 'removed' ? <p className="muted">{text.removed}</p> : null}
      {kind === 'edited' ? <p className="muted">{text.changedFields(changes.length)}</p> : null}
      {changes.length > 0 ? (
        <ul className="console-audit__fields">
          {changes.slice(0, SHOWN_CHANGES).map((change) => (
            <li key={change.path}>
              {change.path === '' ? null : <code>{change.path}</code>}{' '}
              {kind === 'edited' ? (
                <>
                  <del>{value(change.before)}</del> → <ins>{value(change.after)}</ins>
                </>
              ) : (
                value(kind === 'created' ? change.after : change.before)
              )}
            </li>
          ))}
          {changes.length > SHOWN_CHANGES ? (
            <li className="muted">{text.more(changes.length - SHOWN_CHANGES)}</li>
          ) : null}
        </ul>
      ) : null}
      <details>
        <summary>{text.details}</summary>
        <div className="console-audit__states">
          <div>
            <p className="console-audit__state-title">{text.before}</p>
            <pre>{entry.before == null ? text.none : JSON.stringify(entry.before, null, 2)}</pre>
          </div>
          <div>
            <p className="console-audit__state-title">{text.after}</p>
            <pre>{entry.after == null ? text.none : JSON.stringify(entry.after, null, 2)}</pre>
          </div>
        </div>
      </details>
    </div>
  );
}
