import { type GamePeriod, serverMessages, type ValidationErrors } from '@dubloon-quest/core';
import {
  type ConsoleSchedule as ScheduleView,
  consoleScheduleText,
  consoleShellText,
} from '@dubloon-quest/core/console';
import { useId, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { formatLocal } from '../../shared/console-local-time.js';
import {
  endsText,
  isOptionalField,
  SCHEDULE_FIELDS,
  type ScheduleDraft,
  type ScheduleField,
} from './console-schedule-form.js';
import './console-schedule.css';

const text = consoleScheduleText;

/** A period's name as players read it ("game start", "review"). */
export const periodName = (period: GamePeriod): string => serverMessages.periodNames[period];

export type ScheduleConfirm =
  { readonly kind: 'move'; readonly effect: string } | { readonly kind: 'unschedule' };

export interface ConsoleScheduleProps {
  /** The schedule in force, as the server last answered it. */
  readonly schedule: ScheduleView;
  /** The period players are in now under it (null: not started), and when it ends (null: never). */
  readonly current: { readonly period: GamePeriod; readonly endsAt: number | null } | null;
  readonly now: number;
  readonly timeZone: { readonly zone: string; readonly offset: string };
  readonly draft: ScheduleDraft;
  /** Problems by field (`timestamps.<field>`) and of the whole schedule (`timestamps`): core's and the server's. */
  readonly errors: ValidationErrors;
  /** What saving the form does now, in a sentence. */
  readonly effect: string;
  /** The form differs from the schedule in force. */
  readonly dirty: boolean;
  /** The schedule changed elsewhere while the form held edits. */
  readonly changedElsewhere: boolean;
  readonly busy: 'save' | 'unschedule' | null;
  readonly confirm: ScheduleConfirm | null;
  readonly onChange: (field: ScheduleField, value: string) => void;
  readonly onSave: () => void;
  readonly onReset: () => void;
  readonly onUnschedule: () => void;
  readonly onConfirm: () => void;
  readonly onCancelConfirm: () => void;
}

/**
 * The Schedule screen: the schedule in force (its source, the period now and its end, the five boundaries in
 * the organizer's time zone), the editor with what saving does, and the confirmation before a change that
 * moves the players' period. Presentational.
 */
export function ConsoleSchedule(props: ConsoleScheduleProps) {
  const { schedule, current, now, draft, errors, busy } = props;
  const formErrorsId = useId();
  const effectId = useId();
  const formErrors = errors.timestamps ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };

  return (
    <section className="stack" aria-labelledby="console-schedule-title">
      <h1 id="console-schedule-title">{consoleShellText.screens.schedule}</h1>
      <p>{text.intro}</p>

      <section className="stack panel console-schedule__now" aria-labelledby="console-schedule-in-force">
        <h2 id="console-schedule-in-force">{text.inForce}</h2>
        <dl className="console-schedule__facts" aria-live="polite">
          <div>
            <dt>{text.source.label}</dt>
            <dd>{text.source[schedule.source]}</dd>
          </div>
          <div>
            <dt>{text.periodNow}</dt>
            <dd>{current === null ? text.noPeriod : periodName(current.period)}</dd>
          </div>
          {current !== null ? (
            <div>
              <dt>{text.periodEnds}</dt>
              <dd>{current.endsAt === null ? text.neverEnds : endsText(current.endsAt, now)}</dd>
            </div>
          ) : null}
        </dl>
        {schedule.timestamps === null ? (
          <p className="notice">{text.notScheduled}</p>
        ) : (
          <ConsoleTable
            caption={text.tableCaption}
            columns={[
              { header: text.boundary, cell: (field: ScheduleField) => text.fields[field] },
              {
                header: text.time,
                cell: (field: ScheduleField) => {
                  const value = schedule.timestamps?.[field];
                  return value === undefined ? (
                    text.notSet
                  ) : (
                    <time dateTime={value}>{formatLocal(value)}</time>
                  );
                },
              },
            ]}
            rows={SCHEDULE_FIELDS}
            rowKey={(field) => field}
          />
        )}
      </section>

      <form className="stack panel" onSubmit={submit} noValidate aria-describedby={effectId}>
        <fieldset
          className="console-schedule__fields"
          aria-describedby={formErrors.length > 0 ? formErrorsId : undefined}
          aria-invalid={formErrors.length > 0 ? true : undefined}
        >
          <legend>
            <h2>{text.formLegend}</h2>
          </legend>
          <p className="muted">{text.timeZone(props.timeZone.zone, props.timeZone.offset)}</p>
          {props.changedElsewhere ? (
            <p className="notice" role="status">
              {text.changedElsewhere}
            </p>
          ) : null}
          <div className="console-schedule__grid">
            {SCHEDULE_FIELDS.map((field) => (
              <TextField
                key={field}
                type="datetime-local"
                step={60}
                label={text.fields[field]}
                name={field}
                value={draft[field]}
                hint={text.hints[field]}
                required={!isOptionalField(field)}
                errors={errors[`timestamps.${field}`]}
                onChange={(event) => props.onChange(field, event.currentTarget.value)}
              />
            ))}
          </div>
          {formErrors.length > 0 ? (
            <ul id={formErrorsId} className="field__error" role="alert">
              {formErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>

        <div className="notice" id={effectId}>
          <h3 className="console-schedule__effect-title">{text.effectHeading}</h3>
          <p aria-live="polite">{props.effect}</p>
        </div>

        <div className="row">
          <button type="submit" className="button" disabled={busy !== null || !props.dirty}>
            {busy === 'save' ? text.saving : text.save}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null || !props.dirty}
            onClick={props.onReset}
          >
            {text.reset}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null || schedule.timestamps === null}
            onClick={props.onUnschedule}
          >
            {busy === 'unschedule' ? text.unscheduling : text.unschedule}
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={props.confirm !== null}
        title={props.confirm?.kind === 'unschedule' ? text.confirmUnscheduleTitle : text.confirmMoveTitle}
        message={
          props.confirm === null
            ? ''
            : props.confirm.kind === 'unschedule'
              ? text.confirmUnschedule
              : text.confirmMove(props.confirm.effect)
        }
        confirmLabel={
          props.confirm?.kind === 'unschedule' ? text.confirmUnscheduleLabel : text.confirmMoveLabel
        }
        onConfirm={props.onConfirm}
        onCancel={props.onCancelConfirm}
      />
    </section>
  );
}
