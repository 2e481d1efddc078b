import { type ValidationErrors } from '@dubloon-quest/core';
import {
  consoleJudgingText,
  consoleProblemTextsOnRead,
  consoleShellText,
  validateChallengeWinners,
  type ConsolePickedWinner,
  type ConsoleSubmission,
} from '@dubloon-quest/core/console';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import { errorsOf, hasErrors } from '../../shared/components/console-form-errors.js';

const text = consoleJudgingText.winners;

/** A winner as the form holds it: the player and the award as typed. */
interface WinnerRow {
  readonly user_id: number;
  readonly award: string;
}

/** A typed award as a number: whole dollars, or NaN for anything else (core's rule then refuses it). Pure. */
function awardOf(typed: string): number {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export interface ConsoleWinnersFormProps {
  readonly submissions: readonly ConsoleSubmission[];
  readonly winners: readonly ConsolePickedWinner[];
  readonly pool: number;
  readonly cap: number;
  /** Replaces the winners; resolves true when the server took them. */
  readonly onSave: (winners: { user_id: number; award: number }[]) => Promise<boolean>;
  readonly saving: boolean;
  readonly serverErrors: ValidationErrors;
}

/**
 * The challenge's winners: each a player who answered, with a whole-dollar award. The pool, what is awarded,
 * what is left and the number of winners against the cap update as the partner types (announced politely);
 * core's `validateChallengeWinners` (the server's rule) refuses a list over the pool or cap before it is sent.
 * Presentational.
 */
export function ConsoleWinnersForm({
  submissions,
  winners,
  pool,
  cap,
  onSave,
  saving,
  serverErrors,
}: ConsoleWinnersFormProps) {
  const headingId = useId();
  const [rows, setRows] = useState<WinnerRow[]>(() =>
    winners.map((winner) => ({ user_id: winner.user_id, award: String(winner.award) })),
  );
  const [submitted, setSubmitted] = useState(false);
  const submitters = useMemo(() => new Set(submissions.map((entry) => entry.user_id)), [submissions]);
  const banned = useMemo(
    () => new Set(submissions.filter((entry) => entry.banned).map((entry) => entry.user_id)),
    [submissions],
  );
  const picked = rows.map((row) => ({ user_id: row.user_id, award: awardOf(row.award) }));
  const problems = consoleProblemTextsOnRead(validateChallengeWinners(picked, { pool, cap, submitters, banned }));
  const awarded = picked.reduce((sum, row) => sum + (Number.isFinite(row.award) ? row.award : 0), 0);
  const shown = submitted ? problems : {};
  const field = (name: string) => errorsOf(shown, serverErrors, name);
  const listErrors = problems.winners ?? serverErrors.winners ?? [];
  // A banned player is never offered; one picked before the ban shows as banned and is refused by core's rule.
  const unpicked = submissions.filter(
    (entry) => !entry.banned && !rows.some((row) => row.user_id === entry.user_id),
  );

  const change = (index: number, next: Partial<WinnerRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...next } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(problems)) return;
    void onSave(picked);
  };

  if (submissions.length === 0 && rows.length === 0)
    return (
      <section className="panel stack" aria-labelledby={headingId}>
        <h2 id={headingId}>{text.heading}</h2>
        <p className="muted">{text.noSubmissions}</p>
      </section>
    );

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro(cap, pool)}</p>
      <dl className="console-winners__summary" aria-live="polite">
        <div>
          <dt>{text.pool}</dt>
          <dd>{text.dollars(pool)}</dd>
        </div>
        <div>
          <dt>{text.awarded}</dt>
          <dd>{text.dollars(awarded)}</dd>
        </div>
        <div className={awarded > pool ? 'console-winners__over' : undefined}>
          <dt>{text.left}</dt>
          <dd>{text.dollars(pool - awarded)}</dd>
        </div>
        <div className={rows.length > cap ? 'console-winners__over' : undefined}>
          <dt>{text.count}</dt>
          <dd>{text.countOf(rows.length, cap)}</dd>
        </div>
      </dl>
      <div role="alert">
        {listErrors.length > 0 ? (
          <ul className="notice notice--error console-winners__problems">
            {listErrors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <form className="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        {rows.length === 0 ? <p className="muted">{text.none}</p> : null}
        <ol className="console-winners__list">
          {rows.map((row, index) => (
            <li key={index} className="console-winners__row">
              <PlayerSelect
                label={text.player(index)}
                value={row.user_id}
                options={submissions.filter(
                  (entry) =>
                    entry.user_id === row.user_id ||
                    (!entry.banned && !rows.some((other) => other.user_id === entry.user_id)),
                )}
                errors={field(`winners[${index}].user_id`) ?? []}
                onChange={(user_id) => change(index, { user_id })}
              />
              <TextField
                label={text.award(index)}
                name={`winners[${index}].award`}
                inputMode="numeric"
                autoComplete="off"
                value={row.award}
                errors={field(`winners[${index}].award`)}
                onChange={(event) => change(index, { award: event.target.value })}
              />
              <div className="console-winners__remove">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                >
                  {text.remove(index)}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            disabled={unpicked.length === 0 || rows.length >= cap}
            onClick={() => {
              const next = unpicked[0];
              if (next) setRows((current) => [...current, { user_id: next.user_id, award: '' }]);
            }}
          >
            {text.add}
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? consoleShellText.saving : text.save}
          </button>
        </div>
        <div role="alert">
          {submitted && hasErrors(problems) ? <p className="notice notice--error">{text.invalid}</p> : null}
        </div>
      </form>
    </section>
  );
}

function PlayerSelect({
  label,
  value,
  options,
  errors,
  onChange,
}: {
  label: string;
  value: number;
  options: readonly ConsoleSubmission[];
  errors: readonly string[];
  onChange: (userId: number) => void;
}) {
  return (
    <ConsoleSelectField
      label={label}
      value={value}
      errors={errors}
      options={options.map((entry) => ({
        value: entry.user_id,
        label: entry.banned ? text.bannedPlayer(entry.name) : entry.name,
      }))}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}
