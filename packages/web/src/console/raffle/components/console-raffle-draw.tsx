import { type ValidationErrors } from '@dubloon-quest/core';
import { type ConsoleDraw, type ConsoleRaffleResponse, consoleRaffleText } from '@dubloon-quest/core/console';
import { drawMessages, type DrawVerification } from '@dubloon-quest/core/draw';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldMessages, describedBy } from '../../../components/form/field-messages.js';
import { TextField } from '../../../components/form/text-field.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { ConsoleTable } from '../../shared/components/console-table.js';
import {
  drawInputErrors,
  formatConsoleTime,
  type DrawInput,
  type RaffleWindow,
} from './console-raffle-view.js';

const text = consoleRaffleText.draw;
const recordText = consoleRaffleText.record;

type Winner = ConsoleDraw['winners'][number];

/** The outcome of checking a record in the browser, and which record it was. */
export interface RecordCheck {
  readonly what: string;
  readonly result: DrawVerification;
}

export interface ConsoleRaffleDrawProps {
  readonly commitment: ConsoleRaffleResponse['commitment'];
  readonly draw: ConsoleDraw | null;
  readonly raffle: RaffleWindow;
  /** A change is running: 'draw' is this section's own. */
  readonly busy: string | null;
  /** The server's field errors of the last draw. */
  readonly serverErrors: ValidationErrors;
  /** The form was edited (clears the server's field errors). */
  readonly onEdit: () => void;
  readonly onDraw: (input: DrawInput) => Promise<boolean>;
  readonly onDownloadRecord: (draw: ConsoleDraw) => void;
  /** Checks a record's text with core's `verifyDrawRecordText`; `what` names it in the outcome. */
  readonly onCheckRecord: (recordText: string, what: string) => void;
  readonly check: RecordCheck | null;
  /** A file could not be read. */
  readonly onFileError: (message: string) => void;
}

/**
 * The draw: the secret (typed or from its file) checked as the server checks it, a confirm dialog, the raffle's
 * open window refused unless explicitly allowed, progress while it runs; then the winners and the record, to
 * download and to check in the browser. Presentational.
 */
export function ConsoleRaffleDraw(props: ConsoleRaffleDrawProps) {
  const { commitment, draw } = props;
  const drawnNow = draw !== null && commitment !== null && draw.commitment === commitment.commitment;
  return (
    <section className="stack" aria-labelledby="console-raffle-draw">
      <h2 id="console-raffle-draw">{text.heading}</h2>
      <p>{text.explain}</p>
      {commitment === null ? <p className="notice">{text.needsCommitment}</p> : null}
      {commitment !== null && !drawnNow ? <DrawForm {...props} commitment={commitment.commitment} /> : null}
      {draw !== null ? <DrawRecord {...props} draw={draw} current={drawnNow} /> : null}
    </section>
  );
}

function DrawForm({
  commitment,
  raffle,
  busy,
  serverErrors,
  onEdit,
  onDraw,
  onFileError,
}: Omit<ConsoleRaffleDrawProps, 'commitment'> & { commitment: string }) {
  const [secret, setSecret] = useState('');
  const [allowOpen, setAllowOpen] = useState(false);
  const [shown, setShown] = useState<ValidationErrors>({});
  const [confirming, setConfirming] = useState(false);
  const allowId = useId();
  const input: DrawInput = { secret, allowOpenRaffle: allowOpen };
  const drawing = busy === 'draw';
  const errors = { ...serverErrors, ...shown };

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setSecret((await file.text()).trim());
      setShown({});
      onEdit();
    } catch {
      onFileError(text.fileUnreadable(file.name));
    }
  };

  return (
    <form
      className="stack panel"
      noValidate
      aria-busy={drawing}
      onSubmit={(event) => {
        event.preventDefault();
        const found = drawInputErrors(input, commitment, raffle.open);
        setShown(found);
        if (Object.keys(found).length === 0) setConfirming(true);
      }}
    >
      {raffle.open ? (
        <p className="notice notice--error">
          {text.raffleOpen(raffle.closesAt ? formatConsoleTime(raffle.closesAt) : '')}
        </p>
      ) : null}
      <TextField
        label={text.secret}
        name="secret"
        value={secret}
        hint={text.secretHint}
        errors={errors.secret}
        autoComplete="off"
        spellCheck={false}
        className="field__input console-raffle__mono"
        onChange={(event) => {
          setSecret(event.target.value);
          setShown({});
          onEdit();
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${allowId}-file`}>
          {text.secretFile}
        </label>
        <input
          id={`${allowId}-file`}
          type="file"
          accept=".txt,text/plain"
          onChange={(event) => void loadFile(event)}
        />
      </div>
      {raffle.open ? (
        <div className="field">
          <div className="choice">
            <input
              id={allowId}
              type="checkbox"
              checked={allowOpen}
              aria-invalid={errors.allow_open_raffle ? true : undefined}
              aria-describedby={describedBy(allowId, undefined, errors.allow_open_raffle ?? [])}
              onChange={(event) => {
                setAllowOpen(event.target.checked);
                setShown({});
                onEdit();
              }}
            />
            <label htmlFor={allowId}>{text.allowOpen}</label>
          </div>
          <FieldMessages id={allowId} hint={undefined} errors={errors.allow_open_raffle ?? []} />
        </div>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={busy !== null}>
          {drawing ? text.drawing : text.submit}
        </button>
      </div>
      <p role="status" aria-live="polite" className="muted">
        {drawing ? text.progress : ''}
      </p>
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle}
        message={raffle.open ? text.confirmOpen : text.confirm}
        confirmLabel={text.confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void onDraw({ secret: secret.trim(), allowOpenRaffle: raffle.open && allowOpen });
        }}
      />
    </form>
  );
}

function DrawRecord({
  draw,
  current,
  check,
  onDownloadRecord,
  onCheckRecord,
  onFileError,
}: ConsoleRaffleDrawProps & { draw: ConsoleDraw; current: boolean }) {
  const fileId = useId();
  const checkFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onCheckRecord(await file.text(), file.name);
    } catch {
      onFileError(text.fileUnreadable(file.name));
    }
  };
  return (
    <div className="stack">
      <h3>{recordText.heading}</h3>
      <p>{recordText.drawnAt(formatConsoleTime(draw.drawn_at))}</p>
      {current ? null : <p className="notice">{recordText.olderCommitment}</p>}
      <ConsoleTable<Winner>
        caption={recordText.winnersCaption}
        rows={draw.winners}
        rowKey={(winner) => `${winner.item_id}-${winner.rank}`}
        empty={recordText.noWinners}
        columns={[
          {
            header: recordText.item,
            cell: (winner) => winner.item_name ?? recordText.unnamedItem(winner.item_id),
          },
          { header: recordText.rank, cell: (winner) => winner.rank, numeric: true },
          { header: recordText.winner, cell: (winner) => winner.name },
          { header: recordText.email, cell: (winner) => winner.email },
        ]}
      />
      {draw.excluded.length > 0 ? (
        <p className="notice">
          {recordText.excluded(
            draw.excluded.map((entry) => entry.name ?? recordText.unknownPlayer(entry.player_id)),
          )}
        </p>
      ) : null}
      <dl className="console-raffle__facts">
        <dt>{recordText.commitment}</dt>
        <dd>
          <code className="console-raffle__hex">{draw.commitment}</code>
        </dd>
        <dt>{recordText.snapshotHash}</dt>
        <dd>
          <code className="console-raffle__hex">{draw.snapshot_hash}</code>
        </dd>
        <dt>{recordText.seed}</dt>
        <dd>
          <code className="console-raffle__hex">{draw.seed}</code>
        </dd>
      </dl>
      <p>{recordText.publish}</p>
      <div className="row">
        <button type="button" className="button" onClick={() => onDownloadRecord(draw)}>
          {recordText.download}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onCheckRecord(draw.record, recordText.thisRecord)}
        >
          {recordText.check}
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {recordText.checkFile}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void checkFile(event)}
        />
      </div>
      <div aria-live="polite">
        {check ? (
          <div
            className={check.result.ok ? 'notice notice--success stack' : 'notice notice--error stack'}
            data-testid="record-check"
          >
            <p>
              <strong>{recordText.checked(check.what)}</strong>
            </p>
            {check.result.ok ? (
              <p>
                <strong>{recordText.matches}</strong> {drawMessages.verified}
              </p>
            ) : (
              <p>
                <strong>{recordText.fails}</strong> {check.result.message}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
