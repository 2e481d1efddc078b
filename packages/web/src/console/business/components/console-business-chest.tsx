import { CHEST_QUESTION_COUNT, type EventChest, type ValidationErrors, messages } from '@dubloon-quest/core';
import {
  consoleBusinessText,
  consoleProblemTextsOnRead,
  consoleEventText,
  consoleShellText,
  validateChestQuestions,
} from '@dubloon-quest/core/console';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { errorsOf, hasErrors } from '../../shared/components/console-form-errors.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';

const text = consoleBusinessText.chest;
/** The label of a French field after its English one, as on the organizers' chest form (decision 0164). */
const inFrench = (label: string) => consoleEventText.french.label(label);

/** The letters a question's choices take, in order: at least the first two, at most all six. */
const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const MIN_CHOICES = 2;

type Group = EventChest['group'];
type QuestionDraft = Group[number];

/** A new question: two empty choices, the first one correct. Pure. */
function emptyQuestion(): QuestionDraft {
  return { question: '', answers: { choices: { a: '', b: '' }, correct: 'a', explanation: '' } };
}

/** The form's starting questions: the chest's, or three empty ones when the business has no chest. Pure. */
function chestDraftOf(chest: EventChest | null): Group {
  return chest ? chest.group : Array.from({ length: CHEST_QUESTION_COUNT }, emptyQuestion);
}

export interface ConsoleBusinessChestProps {
  readonly chest: EventChest | null;
  /** Saves the three questions; resolves true when the server took them. */
  readonly onSave: (group: Group) => Promise<boolean>;
  readonly saving: boolean;
  readonly serverErrors: ValidationErrors;
  /** The server's refusal of the last save (players answered the chest and a letter would change), or null. */
  readonly refusal: string | null;
}

/**
 * The business's chest: three questions with their choices, correct letter and explanation, each text with its
 * optional French after it (`question_fr`, `choices_fr`, `explanation_fr`: an empty one is stored as none, and
 * French readers see the English), checked with core's `validateChestQuestions` before they are sent. Once players answered the chest, the server refuses to change
 * letters or correct answers: the rule is said up front and the refusal shown beside the form, which keeps
 * what was typed. Presentational.
 */
export function ConsoleBusinessChest({
  chest,
  onSave,
  saving,
  serverErrors,
  refusal,
}: ConsoleBusinessChestProps) {
  const headingId = useId();
  const [group, setGroup] = useState<Group>(() => chestDraftOf(chest));
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const field = (name: string) => errorsOf(errors, serverErrors, name);

  const edit = (index: number, change: (question: QuestionDraft) => QuestionDraft) =>
    setGroup((current) => current.map((question, at) => (at === index ? change(question) : question)));
  const withAnswers = (
    question: QuestionDraft,
    answers: Partial<QuestionDraft['answers']>,
  ): QuestionDraft => ({
    ...question,
    answers: { ...question.answers, ...answers },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = consoleProblemTextsOnRead(validateChestQuestions(group));
    setErrors(problems);
    if (hasErrors(problems)) return;
    void onSave(group);
  };

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <p className="notice">{chest === null ? text.noChest : text.touchedRule}</p>
      <form className="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        {group.map((question, index) => {
          const at = `group[${index}]`;
          const letters = Object.keys(question.answers.choices);
          const nextLetter = LETTERS[letters.length];
          const lastLetter = letters.at(-1);
          const correctErrors = field(`${at}.answers.correct`) ?? field(`${at}.answers.choices`) ?? [];
          return (
            <fieldset key={index} className="choices console-chest__question">
              <legend>{text.question(index)}</legend>
              <div className="stack">
                <ConsoleTextArea
                  className="console-text-area"
                  label={text.questionText}
                  name={`${at}.question`}
                  rows={2}
                  value={question.question}
                  errors={field(`${at}.question`)}
                  onChange={(event) =>
                    edit(index, (current) => ({ ...current, question: event.target.value }))
                  }
                />
                <ConsoleTextArea
                  className="console-text-area"
                  label={inFrench(text.questionText)}
                  name={`${at}.question_fr`}
                  lang="fr"
                  rows={2}
                  hint={consoleEventText.french.hint}
                  value={question.question_fr ?? ''}
                  errors={field(`${at}.question_fr`)}
                  onChange={(event) =>
                    edit(index, (current) => ({ ...current, question_fr: event.target.value }))
                  }
                />
                {letters.map((letter) => (
                  <Fragment key={letter}>
                    <TextField
                      label={text.choice(letter)}
                      name={`${at}.answers.choices.${letter}`}
                      value={question.answers.choices[letter] ?? ''}
                      errors={field(`${at}.answers.choices.${letter}`)}
                      onChange={(event) =>
                        edit(index, (current) =>
                          withAnswers(current, {
                            choices: { ...current.answers.choices, [letter]: event.target.value },
                          }),
                        )
                      }
                    />
                    <TextField
                      label={inFrench(text.choice(letter))}
                      name={`${at}.answers.choices_fr.${letter}`}
                      lang="fr"
                      value={question.answers.choices_fr?.[letter] ?? ''}
                      errors={field(`${at}.answers.choices_fr.${letter}`)}
                      onChange={(event) =>
                        edit(index, (current) =>
                          withAnswers(current, {
                            choices_fr: { ...current.answers.choices_fr, [letter]: event.target.value },
                          }),
                        )
                      }
                    />
                  </Fragment>
                ))}
                <div className="row">
                  {nextLetter !== undefined ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        edit(index, (current) =>
                          withAnswers(current, { choices: { ...current.answers.choices, [nextLetter]: '' } }),
                        )
                      }
                    >
                      {text.addChoice}
                    </button>
                  ) : null}
                  {lastLetter !== undefined && letters.length > MIN_CHOICES ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        edit(index, (current) => {
                          const without = (texts: Record<string, string>) =>
                            Object.fromEntries(Object.entries(texts).filter(([letter]) => letter !== lastLetter));
                          const choices = without(current.answers.choices);
                          const correct =
                            current.answers.correct === lastLetter ? 'a' : current.answers.correct;
                          // The removed choice's French goes with it: a French choice answers an English letter.
                          const french = current.answers.choices_fr;
                          return withAnswers(current, {
                            choices,
                            correct,
                            ...(french === undefined ? {} : { choices_fr: without(french) }),
                          });
                        })
                      }
                    >
                      {text.removeChoice(lastLetter)}
                    </button>
                  ) : null}
                </div>
                <fieldset
                  className="choices console-chest__correct"
                  aria-describedby={correctErrors.length > 0 ? `${headingId}-correct-${index}` : undefined}
                >
                  <legend>{text.correct}</legend>
                  <div className="row">
                    {letters.map((letter) => (
                      <label key={letter} className="choice">
                        <input
                          type="radio"
                          name={`${headingId}-correct-${index}`}
                          value={letter}
                          checked={question.answers.correct === letter}
                          onChange={() => edit(index, (current) => withAnswers(current, { correct: letter }))}
                        />
                        {text.correctOption(letter)}
                      </label>
                    ))}
                  </div>
                  {correctErrors.length > 0 ? (
                    <ul id={`${headingId}-correct-${index}`} className="field__error">
                      {correctErrors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : null}
                </fieldset>
                <ConsoleTextArea
                  className="console-text-area"
                  label={text.explanation}
                  name={`${at}.answers.explanation`}
                  rows={2}
                  value={question.answers.explanation}
                  errors={field(`${at}.answers.explanation`)}
                  onChange={(event) =>
                    edit(index, (current) => withAnswers(current, { explanation: event.target.value }))
                  }
                />
                <ConsoleTextArea
                  className="console-text-area"
                  label={inFrench(text.explanation)}
                  name={`${at}.answers.explanation_fr`}
                  lang="fr"
                  rows={2}
                  value={question.answers.explanation_fr ?? ''}
                  errors={field(`${at}.answers.explanation_fr`)}
                  onChange={(event) =>
                    edit(index, (current) => withAnswers(current, { explanation_fr: event.target.value }))
                  }
                />
              </div>
            </fieldset>
          );
        })}
        <div role="alert">
          {refusal !== null ? (
            <div className="notice notice--error">
              <p>
                <strong>{messages.ui.common.labelled(text.refused)}</strong>
                {refusal}
              </p>
            </div>
          ) : submitted && (hasErrors(errors) || hasErrors(serverErrors)) ? (
            <p className="notice notice--error">{text.invalid}</p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button" disabled={saving}>
            {saving ? consoleShellText.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
