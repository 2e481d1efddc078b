import {
  consoleBulkInvitationsText,
  type ConsolePlayerImportPreview,
  type ConsolePlayerImportProgress,
  PLAYER_IMPORT_MAX_BYTES,
} from '@dubloon-quest/core/console';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadState } from '../../../components/feedback/load-state.js';
import { TextField } from '../../../components/form/text-field.js';
import { useNotify } from '../../../hooks/use-notify.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';
import { consolePath } from '../../shared/console-paths.js';
import { useConsole } from '../../shared/console-services.js';
import { useConsoleAction, useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { useBulkPlayersCalls } from '../calls/console-bulk-players-calls.js';
import { csvFileText } from '../csv-file-text.js';
import { ConsoleGroups } from '../components/console-groups.js';
import { ConsoleImportPreview } from '../components/console-import-preview.js';
import '../components/console-bulk-players.css';

const text = consoleBulkInvitationsText;

/**
 * `/console/import-players` (organizers, issue 32): a class list as a CSV file (or pasted rows) is previewed
 * (nothing written: each row's verdict and every error with its line), then imported; each imported player
 * gets an invitation mail. Below, the class and group links a teacher hands out.
 *
 * Decisions: the file is read as text in the browser and parsed on the server (no CSV parser reaches the
 * browser); the preview is dropped whenever the file, the text or the group changes, so Import always sends
 * what was previewed; while the import runs, its progress is asked of the server twice a second under the name
 * the import was sent with (the server writes in batches and records each batch's share, decision 0185) and
 * shown as a fraction of the ready rows; focus moves to the preview's heading when it arrives.
 */
export function ConsoleImportPlayersRoute() {
  const { me } = useConsole();
  const calls = useBulkPlayersCalls();
  const notify = useNotify();
  const groups = useConsoleQuery(() => calls.consoleListGroups());
  const previewAction = useConsoleAction();
  const importAction = useConsoleAction();
  const groupAction = useConsoleAction();
  const [csv, setCsv] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  // The file was not UTF-8 and was read as Windows-1252: said beside the field, with how to save it as UTF-8.
  const [readAs1252, setReadAs1252] = useState(false);
  const [groupId, setGroupId] = useState('');
  const [preview, setPreview] = useState<ConsolePlayerImportPreview | null>(null);
  const [importedCount, setImportedCount] = useState<number | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [progress, setProgress] = useState<ConsolePlayerImportProgress | null>(null);
  const previewHeadingId = useId();
  // A new key empties the file field (a file input's value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const readOnly = me.read_only;

  const edited = () => {
    setPreview(null);
    setImportedCount(null);
    previewAction.clear();
    importAction.clear();
  };
  const body = () => ({ csv, group_id: groupId === '' ? null : Number(groupId) });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    edited();
    setFileError(null);
    setReadAs1252(false);
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > PLAYER_IMPORT_MAX_BYTES) {
      setFileError(text.file.tooLarge);
      return;
    }
    file.arrayBuffer().then(
      (buffer) => {
        const read = csvFileText(new Uint8Array(buffer));
        if (!read.ok) {
          setFileError(text.file.notCsv);
          return;
        }
        setCsv(read.text);
        setReadAs1252(read.encoding === 'windows-1252');
      },
      () => setFileError(text.file.readFailed),
    );
  };

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (csv.trim() === '') {
      setFileError(text.file.empty);
      return;
    }
    await previewAction.run(() => calls.consolePreviewPlayerImport({ body: body() }), {
      onSuccess: (answer) => {
        setPreview(answer);
        requestAnimationFrame(() => document.getElementById(previewHeadingId)?.focus());
      },
    });
  };

  const importing = importAction.busy ? importId : null;
  useEffect(() => {
    if (importing === null) return undefined;
    let stopped = false;
    const ask = () =>
      calls.consolePlayerImportProgress({ query: { import_id: importing } }).then(
        (answer) => {
          if (!stopped) setProgress(answer);
        },
        // Not started yet (or asked of a server that lost it): the bar stays as it was.
        () => undefined,
      );
    const timer = window.setInterval(() => void ask(), 500);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [calls, importing]);

  const onImport = () => {
    // getRandomValues, not randomUUID: a console served over plain http on a school's network has no secure context.
    const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    setImportId(id);
    setProgress(null);
    void importAction.run(() => calls.consoleImportPlayers({ body: { ...body(), import_id: id } }), {
      success: (answer) => answer.message,
      onSuccess: (answer) => {
        setPreview(answer.preview);
        setImportedCount(answer.created);
        groups.refresh();
      },
    });
  };

  const startOver = () => {
    edited();
    setCsv('');
    setFileError(null);
    setReadAs1252(false);
    setFileKey((key) => key + 1);
  };

  const onCopy = (link: string) => {
    const failed = () => notify({ content: text.invitation.copyFailed(link), error: true, duration: 0 });
    if (!('clipboard' in navigator)) {
      failed();
      return;
    }
    navigator.clipboard.writeText(link).then(() => notify({ content: text.groups.copied }), failed);
  };

  const groupOptions =
    groups.value.status === 'ready'
      ? [
          { value: '', label: text.group.none },
          ...groups.value.data.groups.map((group) => ({ value: String(group.group_id), label: group.name })),
        ]
      : [{ value: '', label: text.group.none }];
  const canImport = preview !== null && preview.problems.length === 0 && preview.ready > 0 && importedCount === null;

  return (
    <section className="stack console-import" aria-labelledby="console-import-title">
      <h1 id="console-import-title">{text.screen}</h1>
      <p>{text.intro}</p>
      <p className="muted">{text.columnsHelp}</p>
      {readOnly ? <p className="muted">{text.readOnly}</p> : null}
      <form className="stack" onSubmit={(event) => void onPreview(event)} noValidate aria-label={text.file.formLabel}>
        <div className="form-grid">
          <TextField
            key={fileKey}
            label={text.file.label}
            name="csv-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            hint={text.file.hint}
            errors={fileError !== null ? [fileError] : (previewAction.errors.csv ?? [])}
            disabled={readOnly}
            onChange={onFile}
          />
          {readAs1252 ? (
            <p className="notice field--wide" role="status">
              {text.file.readAsWindows1252}
            </p>
          ) : null}
          <ConsoleSelectField
            label={text.group.label}
            name="group"
            hint={text.group.hint}
            options={groupOptions}
            value={groupId}
            disabled={readOnly}
            errors={previewAction.errors.group_id}
            onChange={(event) => {
              setGroupId(event.target.value);
              edited();
            }}
          />
          <ConsoleTextArea
            label={text.file.orPaste}
            name="csv"
            rows={6}
            wide
            value={csv}
            disabled={readOnly}
            spellCheck={false}
            onChange={(event) => {
              setCsv(event.target.value);
              setFileError(null);
              edited();
            }}
          />
        </div>
        <div className="row">
          <button type="submit" className="button" disabled={readOnly || previewAction.busy}>
            {text.preview}
          </button>
          <button type="button" className="button button--secondary" onClick={startOver}>
            {text.startOver}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="console-import__progress">
        {previewAction.busy ? <p role="status">{text.previewing}</p> : null}
        {importAction.busy && preview !== null ? (
          <p role="status">
            {progress === null ? (
              <progress aria-label={text.importing(preview.ready)} />
            ) : (
              <progress
                aria-label={text.importing(preview.ready)}
                aria-valuetext={text.importProgress(progress.done, progress.total)}
                value={progress.done}
                max={Math.max(progress.total, 1)}
              />
            )}{' '}
            {text.importing(preview.ready)}
            {progress === null ? null : <> {text.importProgress(progress.done, progress.total)}</>}
          </p>
        ) : null}
      </div>
      {preview !== null ? <ConsoleImportPreview preview={preview} headingId={previewHeadingId} /> : null}
      {canImport ? (
        <div className="row">
          <button type="button" className="button" disabled={readOnly || importAction.busy} onClick={onImport}>
            {text.import(preview.ready)}
          </button>
        </div>
      ) : null}
      {importedCount !== null ? (
        <p className="notice" role="status">
          {text.done(importedCount)} <Link to={consolePath('outbox')}>{text.openOutbox}</Link>
        </p>
      ) : null}
      <LoadState value={groups.value} onRetry={groups.retry}>
        {(data) => (
          <ConsoleGroups
            groups={data.groups}
            readOnly={readOnly}
            busy={groupAction.busy}
            serverErrors={groupAction.errors}
            onEdit={groupAction.clear}
            onCopy={onCopy}
            onCreate={(name) =>
              groupAction.run(() => calls.consoleCreateGroup({ body: { name } }), {
                success: (answer) => answer.message,
                onSuccess: groups.refresh,
              })
            }
          />
        )}
      </LoadState>
      <p>
        <Link to={consolePath('players')}>{text.backToPlayers}</Link>
      </p>
    </section>
  );
}
