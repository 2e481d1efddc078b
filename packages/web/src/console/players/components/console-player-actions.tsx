import { isValid, type ValidationErrors } from '@dubloon-quest/core';
import {
  type ConsoleProblem,
  consolePlayersText,
  consoleProblemText,
  validateBan,
  validateCoinAdjustment,
} from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';
import { formatDateTime, fromLocalInput, toLocalInput } from './console-player-format.js';

const text = consolePlayersText;

/** What every action panel gets from its container. */
interface ActionState {
  /** A call of this panel runs: its button is disabled and says so. */
  readonly busy: boolean;
  /** The shared demo console: the server refuses changes, so the buttons are off. */
  readonly readOnly: boolean;
  /** The server's field errors of this panel's last call (422). */
  readonly serverErrors: ValidationErrors;
  /** The form was edited: the server's errors no longer apply. */
  readonly onEdit: () => void;
}

/** A problem the panels' own checks find: core's rules' codes, or the ban form's missing end. */
type PanelProblem = ConsoleProblem | { readonly code: 'ban.untilMissing' };
type PanelProblems = Record<string, PanelProblem[]>;

/** A panel's problem in the reader's language, written when the panel renders (so it follows a switch). Pure. */
const problemText = (problem: PanelProblem): string =>
  problem.code === 'ban.untilMissing' ? text.ban.untilRequired : consoleProblemText(problem);

/** The errors a field shows: the form's own check first, else the server's. Pure. */
function errorsOf(field: string, local: PanelProblems, server: ValidationErrors): readonly string[] {
  return local[field]?.map(problemText) ?? server[field] ?? [];
}

function withoutField(errors: PanelProblems, field: string): PanelProblems {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}

// ---- kick ----

export interface KickPanelProps extends Omit<ActionState, 'serverErrors' | 'onEdit'> {
  readonly name: string;
  /** The player's open sessions, for the confirmation. */
  readonly sessions: number;
  /** Sessions the last kick ended, said under the button; null before any. */
  readonly lastEnded: number | null;
  /** Ends every session (reason optional); resolves true when done. */
  readonly onKick: (reason: string) => Promise<boolean>;
}

/** Log the player out everywhere, with an optional reason, after a confirmation. Presentational. */
export function KickPanel({ name, sessions, lastEnded, busy, readOnly, onKick }: KickPanelProps) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    if (await onKick(reason.trim())) setReason('');
  };
  return (
    <form className="console-action" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{text.kick.heading}</h3>
      <p className="muted">{text.kick.explain}</p>
      <ConsoleTextArea
        rows={2}
        label={text.kick.reason}
        name="kick-reason"
        hint={text.kick.reasonHint}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <button type="submit" className="button" disabled={busy || readOnly}>
          {busy ? text.kick.busy : text.kick.submit}
        </button>
      </div>
      <p role="status" className="muted">
        {lastEnded === null ? '' : text.kick.done(lastEnded)}
      </p>
      <ConfirmDialog
        open={confirming}
        title={text.kick.confirmTitle}
        message={text.kick.confirm(name, sessions)}
        confirmLabel={text.kick.confirmButton}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

// ---- ban ----

export interface BanPanelProps extends ActionState {
  readonly name: string;
  readonly bannedUntil: string | null;
  /** The current time in epoch ms (a ban must end after it). */
  readonly now: () => number;
  /** Bans until `until` (ISO) or, with null, lifts the ban; resolves true when done. */
  readonly onBan: (ban: { until: string | null; reason: string }) => Promise<boolean>;
}

/**
 * Ban until a date and time, or lift a ban, each with a reason and a confirmation; checked with core's
 * `validateBan` (the server's own rule) before anything is sent. Presentational.
 */
export function BanPanel({
  name,
  bannedUntil,
  now,
  busy,
  readOnly,
  serverErrors,
  onEdit,
  onBan,
}: BanPanelProps) {
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<PanelProblems>({});
  const [pending, setPending] = useState<{ until: string | null; reason: string } | null>(null);
  const [running, setRunning] = useState<'ban' | 'lift'>('ban');
  const headingId = useId();
  const banned = bannedUntil !== null;

  const submit = (event: { preventDefault: () => void }, lift: boolean) => {
    event.preventDefault();
    const iso = lift ? null : fromLocalInput(until);
    const problems: PanelProblems = validateBan({ until: iso, reason }, now());
    if (!lift && iso === null) problems.until = [{ code: 'ban.untilMissing' }];
    setErrors(problems);
    if (isValid(problems)) setPending({ until: iso, reason: reason.trim() });
  };
  const confirm = async () => {
    const ban = pending;
    setPending(null);
    if (!ban) return;
    setRunning(ban.until === null ? 'lift' : 'ban');
    if (await onBan(ban)) {
      setUntil('');
      setReason('');
    }
  };
  const edit = (field: string) => {
    setErrors((previous) => withoutField(previous, field));
    onEdit();
  };
  const reasonField = (label: string) => (
    <ConsoleTextArea
      rows={2}
      label={label}
      name="ban-reason"
      hint={text.ban.reasonHint}
      value={reason}
      maxLength={500}
      required
      errors={errorsOf('reason', errors, serverErrors)}
      onChange={(event) => {
        setReason(event.target.value);
        edit('reason');
      }}
    />
  );

  return (
    <div className="console-action" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{text.ban.heading}</h3>
      <p className="muted">{text.ban.explain}</p>
      {banned ? <p className="notice">{text.ban.current(formatDateTime(bannedUntil))}</p> : null}
      <form className="stack" onSubmit={(event) => submit(event, false)} noValidate>
        <TextField
          label={text.ban.until}
          name="ban-until"
          type="datetime-local"
          hint={text.ban.untilHint}
          value={until}
          min={toLocalInput(now())}
          required
          errors={errorsOf('until', errors, serverErrors)}
          onChange={(event) => {
            setUntil(event.target.value);
            edit('until');
          }}
        />
        {reasonField(text.ban.reason)}
        <div className="row">
          <button type="submit" className="button" disabled={busy || readOnly}>
            {busy && running === 'ban' ? text.ban.busy : text.ban.submit}
          </button>
          {banned ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy || readOnly}
              onClick={(event) => submit(event, true)}
            >
              {busy && running === 'lift' ? text.ban.liftBusy : text.ban.lift}
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.until === null ? text.ban.liftConfirmTitle : text.ban.confirmTitle}
        message={
          pending?.until == null
            ? text.ban.liftConfirm(name)
            : text.ban.confirm(name, formatDateTime(pending.until))
        }
        confirmLabel={pending?.until === null ? text.ban.lift : text.ban.confirmButton}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

// ---- coins ----

export interface CoinsPanelProps extends ActionState {
  /** The coins not staked: an adjustment never takes more. */
  readonly balance: number;
  /** Only players have coins. */
  readonly isPlayer: boolean;
  /** Adds (or, negative, takes) coins as a ledger row; resolves true when done. */
  readonly onAdjust: (adjustment: { delta: number; reason: string }) => Promise<boolean>;
}

/**
 * A coin adjustment: a signed whole number and a required reason, checked with core's
 * `validateCoinAdjustment` against the balance not staked (the server's own rule). Presentational.
 */
export function CoinsPanel({
  balance,
  isPlayer,
  busy,
  readOnly,
  serverErrors,
  onEdit,
  onAdjust,
}: CoinsPanelProps) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<PanelProblems>({});
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const adjustment = { delta: delta.trim() === '' ? Number.NaN : Number(delta), reason };
    const problems = validateCoinAdjustment(adjustment, balance);
    setErrors(problems);
    if (!isValid(problems) || busy) return;
    if (await onAdjust({ delta: adjustment.delta, reason: reason.trim() })) {
      setDelta('');
      setReason('');
    }
  };
  const edit = (field: string) => {
    setErrors((previous) => withoutField(previous, field));
    onEdit();
  };

  return (
    <form
      className="console-action"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={headingId}>{text.coins.heading}</h3>
      {isPlayer ? (
        <>
          <p className="muted">{text.coins.explain(balance)}</p>
          <TextField
            label={text.coins.delta}
            name="delta"
            type="number"
            inputMode="numeric"
            step={1}
            hint={text.coins.deltaHint}
            value={delta}
            required
            errors={errorsOf('delta', errors, serverErrors)}
            onChange={(event) => {
              setDelta(event.target.value);
              edit('delta');
            }}
          />
          <ConsoleTextArea
            rows={2}
            label={text.coins.reason}
            name="coins-reason"
            hint={text.coins.reasonHint}
            value={reason}
            maxLength={500}
            required
            errors={errorsOf('reason', errors, serverErrors)}
            onChange={(event) => {
              setReason(event.target.value);
              edit('reason');
            }}
          />
          <div>
            <button type="submit" className="button" disabled={busy || readOnly}>
              {busy ? text.coins.busy : text.coins.submit}
            </button>
          </div>
        </>
      ) : (
        <p className="muted">{text.coins.notAPlayer}</p>
      )}
    </form>
  );
}
