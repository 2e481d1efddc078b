import { type ValidationErrors, messages } from '@dubloon-quest/core';
import {
  consoleJudgingText,
  consoleProblemTextsOnRead,
  consoleShellText,
  validateRating,
  type ConsoleRateRequest,
  type ConsoleSubmission,
} from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { errorsOf, hasErrors } from '../../shared/components/console-form-errors.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';
import { readerLanguageTag } from '../../../locale/catalogues.js';

const text = consoleJudgingText.submissions;
const STARS = [1, 2, 3, 4, 5] as const;
const timeFormat = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

export interface ConsoleSubmissionCardProps {
  readonly submission: ConsoleSubmission;
  /** The dollars this player was picked to win, or null. */
  readonly award: number | null;
  /** Saves the rating and note; resolves true when the server took them. */
  readonly onSave: (change: ConsoleRateRequest) => Promise<boolean>;
  /** This card's save is running. */
  readonly saving: boolean;
  /** Another card's save is running (one change at a time). */
  readonly locked: boolean;
  readonly serverErrors: ValidationErrors;
}

/**
 * One answer to the challenge: the player's name, the link (a new tab, no opener), when it came, and the
 * partner's rating (a radio group: not rated, 1 to 5) and private note, saved together on their own and
 * checked with core's `validateRating` first. Presentational.
 */
export function ConsoleSubmissionCard({
  submission,
  award,
  onSave,
  saving,
  locked,
  serverErrors,
}: ConsoleSubmissionCardProps) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(submission.rating);
  const [note, setNote] = useState(submission.note ?? '');
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [saved, setSaved] = useState(false);
  const ratingErrors = errorsOf(errors, serverErrors, 'rating') ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change: ConsoleRateRequest = { rating, note: note.trim() === '' ? null : note };
    const problems = consoleProblemTextsOnRead(validateRating(change));
    setErrors(problems);
    setSaved(false);
    if (hasErrors(problems)) return;
    setSaved(await onSave(change));
  };

  return (
    <li className="panel console-submission">
      <article className="stack" aria-labelledby={`${id}-name`}>
        <div className="console-submission__head">
          <h3 id={`${id}-name`}>{submission.name}</h3>
          {award !== null ? (
            <span className="console-submission__winner">
              {messages.ui.common.labelled(text.winner)}
              {consoleJudgingText.winners.dollars(award)}
            </span>
          ) : null}
        </div>
        <p className="console-submission__meta">
          <a href={submission.submission_link} target="_blank" rel="noopener noreferrer">
            {text.open(submission.name)}
          </a>
          <span className="muted">
            {' · '}
            <time dateTime={submission.submitted_at}>
              {text.submittedAt(timeFormat().format(new Date(submission.submitted_at)))}
            </time>
          </span>
        </p>
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset
            className="choices"
            role="radiogroup"
            aria-labelledby={`${id}-rating`}
            aria-describedby={ratingErrors.length > 0 ? `${id}-rating-errors` : undefined}
          >
            <legend id={`${id}-rating`}>{text.rating}</legend>
            <div className="row">
              {[null, ...STARS].map((stars) => (
                <label key={stars ?? 0} className="choice console-submission__star">
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={stars ?? ''}
                    checked={rating === stars}
                    onChange={() => {
                      setRating(stars);
                      setSaved(false);
                    }}
                  />
                  {stars === null ? text.notRated : text.ratingOption(stars)}
                </label>
              ))}
            </div>
            {ratingErrors.length > 0 ? (
              <ul id={`${id}-rating-errors`} className="field__error">
                {ratingErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          <ConsoleTextArea
            className="console-text-area"
            label={text.note}
            name="note"
            rows={3}
            hint={text.noteHint}
            value={note}
            errors={errorsOf(errors, serverErrors, 'note')}
            onChange={(event) => {
              setNote(event.target.value);
              setSaved(false);
            }}
          />
          <div className="row">
            <button type="submit" className="button" disabled={saving || locked}>
              {saving ? consoleShellText.saving : text.save}
            </button>
            <span role="status" className="console-submission__saved">
              {saved ? text.saved : ''}
            </span>
          </div>
        </form>
      </article>
    </li>
  );
}
