import { type ValidationErrors } from '@dubloon-quest/core';
import {
  consoleEventText,
  type ConsoleBusinessFields,
  type ConsoleChestRequest,
  type ConsoleItemFields,
  type ConsolePartnerFields,
} from '@dubloon-quest/core/console';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';
import { CheckboxField, onValue } from './console-event-fields.js';
import {
  checkBusiness,
  chestGroup,
  checkChest,
  checkItem,
  checkPartner,
  CHOICE_LETTERS,
  type BusinessValues,
  type ChestValues,
  type Checked,
  type ItemValues,
  type PartnerValues,
  type QuestionValues,
} from './console-event-values.js';
import { ImageField, type ImageUploader } from '../../shared/components/console-image-field.js';

const text = consoleEventText;

/** The label of the French field beside an English one (read when the form renders: the reader's language). */
const inFrench = (label: string) => text.french.label(label);

interface FormBase<Request> {
  readonly title: string;
  /** The server's field errors of the last failed save (422), by field path. */
  readonly serverErrors: ValidationErrors;
  /** A save runs: the form waits, its button says so. */
  readonly busy: boolean;
  readonly onSubmit: (request: Request) => void;
  readonly onCancel: () => void;
}

/**
 * A form's frame: its heading (focused when it opens), a notice when fields need attention, the fields, and
 * Save and Cancel. The values stay in the form until it is closed, so a failed save loses nothing.
 */
function EditorFrame({
  title,
  busy,
  uploading,
  invalid,
  onSubmit,
  onCancel,
  children,
}: {
  readonly title: string;
  readonly busy: boolean;
  readonly uploading: boolean;
  readonly invalid: boolean;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="console-editor panel form" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {invalid ? (
        <p className="notice notice--error" role="alert">
          {text.fixFields}
        </p>
      ) : null}
      <div className="form-grid">{children}</div>
      <div className="row">
        <button type="submit" className="button" disabled={busy || uploading}>
          {busy ? text.actions.saving : text.actions.save}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {text.actions.cancel}
        </button>
      </div>
    </form>
  );
}

/** A value's leaves by field path, written as the server writes them (`group[0].answers.choices.a`). Pure. */
function leavesByPath(
  value: unknown,
  path = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (Array.isArray(value)) value.forEach((entry, index) => leavesByPath(entry, `${path}[${index}]`, into));
  else if (value !== null && typeof value === 'object')
    for (const [key, entry] of Object.entries(value))
      leavesByPath(entry, path === '' ? key : `${path}.${key}`, into);
  else into[path] = value;
  return into;
}

/**
 * The errors to show: the browser's checks once a save was tried, else the server's for the fields not edited
 * since that save (an edited field's old refusal no longer applies). `fields` gives the form's values by the
 * server's field paths.
 */
function useChecks<Values, Request>(
  values: Values,
  check: (values: Values) => Checked<Request>,
  serverErrors: ValidationErrors,
  onSubmit: (request: Request) => void,
  fields: (values: Values) => unknown = (current) => current,
) {
  const [tried, setTried] = useState(false);
  const submitted = useRef<Record<string, unknown>>({});
  const checked = check(values);
  const clientErrors = tried && !checked.ok ? checked.errors : {};
  const current = leavesByPath(fields(values));
  const errors = (field: string) =>
    clientErrors[field] ?? (current[field] === submitted.current[field] ? serverErrors[field] : undefined);
  const submit = () => {
    setTried(true);
    submitted.current = current;
    if (checked.ok) onSubmit(checked.request);
  };
  return { errors, submit, invalid: tried && !checked.ok };
}

/** The keys of a form's values that hold text. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/**
 * What the partner, item and business forms each keep: their values, whether an upload runs, the checks (see
 * `useChecks`), `field(key)` the name, value, errors and change handler of the text field of that key,
 * `imageField(key)` those of its `ImageField` (which also says when an upload runs), and the props of their
 * `EditorFrame`.
 */
function useEntityForm<Values extends object, Request>(
  initial: Values,
  check: (values: Values) => Checked<Request>,
  { title, serverErrors, busy, onSubmit, onCancel }: FormBase<Request>,
) {
  const [values, setValues] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const { errors, submit, invalid } = useChecks(values, check, serverErrors, onSubmit);
  const set = (key: TextKey<Values>) => (value: string) => setValues((old) => ({ ...old, [key]: value }));
  const field = (key: TextKey<Values>) => ({
    name: key,
    value: values[key] as string,
    errors: errors(key),
    onChange: onValue(set(key)),
  });
  const imageField = (key: TextKey<Values>) => ({
    name: key,
    value: values[key] as string,
    onChange: set(key),
    errors: errors(key),
    onBusyChange: setUploading,
  });
  const frame = { title, busy, uploading, invalid, onSubmit: submit, onCancel };
  return { values, setValues, field, imageField, frame };
}

export interface PartnerFormProps extends FormBase<ConsolePartnerFields> {
  readonly initial: PartnerValues;
  readonly editing: boolean;
  readonly onUpload: ImageUploader;
}

/** Creates or edits a raffle partner. Presentational. */
export function PartnerForm({ initial, editing, onUpload, ...form }: PartnerFormProps) {
  const { field, imageField, frame } = useEntityForm(initial, checkPartner, form);
  const t = text.partners;
  return (
    <EditorFrame {...frame}>
      <TextField label={t.name} {...field('name')} required hint={editing ? t.renameHint : undefined} wide />
      <ImageField label={t.logo} {...imageField('logo')} purpose="logo" onUpload={onUpload} />
      <TextField label={t.resourceName} {...field('resource_name')} />
      <TextField label={t.resourceCategory} {...field('resource_category')} />
      <TextField
        label={t.resourceLink}
        {...field('resource_link')}
        type="url"
        inputMode="url"
        hint={t.resourceLinkHint}
        wide
      />
      <ImageField
        label={t.resourceLogo}
        {...imageField('resource_logo')}
        purpose="resource"
        onUpload={onUpload}
      />
    </EditorFrame>
  );
}

export interface ItemFormProps extends FormBase<ConsoleItemFields> {
  readonly initial: ItemValues;
  /** The raffle partners an item may belong to (live ones, and the item's own). */
  readonly partners: readonly { readonly name: string; readonly retired: boolean }[];
  readonly onUpload: ImageUploader;
}

/** Creates or edits a raffle item. Presentational. */
export function ItemForm({ initial, partners, onUpload, ...form }: ItemFormProps) {
  const { field, imageField, frame } = useEntityForm(initial, checkItem, form);
  const t = text.items;
  return (
    <EditorFrame {...frame}>
      <TextField label={t.name} {...field('name')} required />
      <ConsoleSelectField
        label={t.partner}
        {...field('partner')}
        required
        options={[
          { value: '', label: t.choosePartner },
          ...partners.map((partner) => ({
            value: partner.name,
            label: partner.retired ? t.retiredPartner(partner.name) : partner.name,
          })),
        ]}
      />
      <TextField label={t.stock} {...field('stock')} inputMode="numeric" required hint={t.stockHint} />
      <ConsoleTextArea wide rows={3} label={t.description} {...field('description')} />
      <TextField label={inFrench(t.name)} {...field('name_fr')} lang="fr" hint={text.french.hint} />
      <ConsoleTextArea wide rows={3} label={inFrench(t.description)} {...field('description_fr')} lang="fr" />
      <ImageField label={t.image} {...imageField('image_src')} purpose="item" onUpload={onUpload} />
    </EditorFrame>
  );
}

export interface BusinessFormProps extends FormBase<ConsoleBusinessFields> {
  readonly initial: BusinessValues;
  /** The chests this business may link: those no other business uses. */
  readonly chests: readonly { readonly id: number; readonly retired: boolean }[];
  readonly onUpload: ImageUploader;
}

/** Creates or edits a business, with its video and challenge. Presentational. */
export function BusinessForm({ initial, chests, onUpload, ...form }: BusinessFormProps) {
  const { values, setValues, field, imageField, frame } = useEntityForm(initial, checkBusiness, form);
  const t = text.businesses;
  return (
    <EditorFrame {...frame}>
      <TextField label={t.name} {...field('name')} required wide />
      <ImageField label={t.logo} {...imageField('logo')} purpose="logo" onUpload={onUpload} />
      <ConsoleTextArea wide rows={3} label={t.description} {...field('description')} />
      <TextField label={t.videoTitle} {...field('video_title')} />
      <TextField
        label={t.videoUrl}
        {...field('video_url')}
        type="url"
        inputMode="url"
        hint={t.videoUrlHint}
      />
      <TextField label={t.challengeTitle} {...field('challenge_title')} hint={t.challengeTitleHint} wide />
      <ConsoleTextArea wide rows={3} label={t.challengeDescription} {...field('challenge_description')} />
      <TextField label={inFrench(t.name)} {...field('name_fr')} lang="fr" hint={text.french.hint} wide />
      <ConsoleTextArea wide rows={3} label={inFrench(t.description)} {...field('description_fr')} lang="fr" />
      <TextField label={inFrench(t.videoTitle)} {...field('video_title_fr')} lang="fr" wide />
      <TextField label={inFrench(t.challengeTitle)} {...field('challenge_title_fr')} lang="fr" wide />
      <ConsoleTextArea
        wide
        rows={3}
        label={inFrench(t.challengeDescription)}
        {...field('challenge_description_fr')}
        lang="fr"
      />
      <ConsoleSelectField
        label={t.chest}
        {...field('chest_id')}
        hint={t.chestHint}
        options={[
          { value: '', label: t.noChest },
          ...chests.map((chest) => ({
            value: String(chest.id),
            label: t.chestOption(chest.id, chest.retired),
          })),
        ]}
        wide
      />
      <TextField
        label={t.awardPool}
        {...field('award_pool')}
        inputMode="numeric"
        placeholder="200"
        hint={t.awardPoolHint}
      />
      <TextField label={t.winnerCap} {...field('winner_cap')} inputMode="numeric" placeholder="3" />
      <CheckboxField
        label={t.attendsMeeting}
        name="attends_meeting"
        checked={values.attends_meeting}
        onChange={(checked) => setValues((old) => ({ ...old, attends_meeting: checked }))}
      />
    </EditorFrame>
  );
}

export interface ChestFormProps extends FormBase<ConsoleChestRequest> {
  readonly initial: ChestValues;
  /** Players answered this chest: its letters and correct answers stay, only its texts may change. */
  readonly answered: boolean;
}

/** Creates or edits a chest: its three questions with their choices, correct letter and explanation. Presentational. */
export function ChestForm({
  initial,
  answered,
  title,
  serverErrors,
  busy,
  onSubmit,
  onCancel,
}: ChestFormProps) {
  const [values, setValues] = useState<ChestValues>(initial);
  const { errors, submit, invalid } = useChecks(values, checkChest, serverErrors, onSubmit, (current) => ({
    group: chestGroup(current),
  }));
  const t = text.chests;
  const setQuestion = (index: number, change: (question: QuestionValues) => QuestionValues) =>
    setValues((old) => old.map((question, at) => (at === index ? change(question) : question)));
  return (
    <EditorFrame
      title={title}
      busy={busy}
      uploading={false}
      invalid={invalid}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {answered ? (
        <p className="notice field--wide" role="note">
          {t.answered}
        </p>
      ) : null}
      {values.map((question, index) => {
        const at = `group[${index}]`;
        const n = index + 1;
        return (
          <fieldset key={index} className="console-question field--wide">
            <legend>{t.question(n)}</legend>
            <ConsoleTextArea
              wide
              label={t.questionText}
              name={`${at}.question`}
              value={question.question}
              required
              rows={2}
              errors={errors(`${at}.question`)}
              onChange={onValue((value) => setQuestion(index, (old) => ({ ...old, question: value })))}
            />
            <ConsoleTextArea
              wide
              label={inFrench(t.questionText)}
              name={`${at}.question_fr`}
              lang="fr"
              value={question.question_fr}
              rows={2}
              hint={text.french.hint}
              errors={errors(`${at}.question_fr`)}
              onChange={onValue((value) => setQuestion(index, (old) => ({ ...old, question_fr: value })))}
            />
            <div className="console-question__choices">
              {question.choices.map((choice) => (
                <div key={choice.letter} className="console-question__choice">
                  <TextField
                    label={t.choice(choice.letter)}
                    name={`${at}.answers.choices.${choice.letter}`}
                    value={choice.text}
                    required
                    errors={errors(`${at}.answers.choices.${choice.letter}`)}
                    onChange={(event) =>
                      setQuestion(index, (old) => ({
                        ...old,
                        choices: old.choices.map((other) =>
                          other.letter === choice.letter ? { ...other, text: event.target.value } : other,
                        ),
                      }))
                    }
                  />
                  <TextField
                    label={inFrench(t.choice(choice.letter))}
                    name={`${at}.answers.choices_fr.${choice.letter}`}
                    lang="fr"
                    value={choice.text_fr}
                    errors={errors(`${at}.answers.choices_fr.${choice.letter}`)}
                    onChange={(event) =>
                      setQuestion(index, (old) => ({
                        ...old,
                        choices: old.choices.map((other) =>
                          other.letter === choice.letter ? { ...other, text_fr: event.target.value } : other,
                        ),
                      }))
                    }
                  />
                  {!answered && question.choices.length > 2 ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        setQuestion(index, (old) => {
                          const choices = old.choices
                            .filter((other) => other.letter !== choice.letter)
                            .map((other, position) => ({
                              ...other,
                              letter: CHOICE_LETTERS[position] ?? other.letter,
                            }));
                          const correctAt = old.choices.findIndex((other) => other.letter === old.correct);
                          const removedAt = old.choices.findIndex((other) => other.letter === choice.letter);
                          const kept =
                            correctAt === removedAt ? 0 : correctAt > removedAt ? correctAt - 1 : correctAt;
                          return { ...old, choices, correct: choices[kept]?.letter ?? 'a' };
                        })
                      }
                    >
                      <span aria-hidden="true">×</span>
                      <span className="visually-hidden">{t.removeChoice(choice.letter, n)}</span>
                    </button>
                  ) : null}
                </div>
              ))}
              {errors(`${at}.answers.choices`) ? (
                <ul className="field__error">
                  {errors(`${at}.answers.choices`)?.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
              {!answered && question.choices.length < CHOICE_LETTERS.length ? (
                <div>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      setQuestion(index, (old) => ({
                        ...old,
                        choices: [
                          ...old.choices,
                          { letter: CHOICE_LETTERS[old.choices.length] ?? 'f', text: '', text_fr: '' },
                        ],
                      }))
                    }
                  >
                    {t.addChoice} <span className="visually-hidden">{t.addChoiceTo(n)}</span>
                  </button>
                </div>
              ) : null}
            </div>
            <ConsoleSelectField
              label={t.correct}
              name={`${at}.answers.correct`}
              value={question.correct}
              disabled={answered}
              errors={errors(`${at}.answers.correct`)}
              onChange={onValue((value) => setQuestion(index, (old) => ({ ...old, correct: value })))}
              options={question.choices.map((choice) => ({
                value: choice.letter,
                label: t.correctOption(choice.letter),
              }))}
            />
            <ConsoleTextArea
              wide
              label={t.explanation}
              name={`${at}.answers.explanation`}
              value={question.explanation}
              rows={2}
              hint={t.explanationHint}
              errors={errors(`${at}.answers.explanation`)}
              onChange={onValue((value) => setQuestion(index, (old) => ({ ...old, explanation: value })))}
            />
            <ConsoleTextArea
              wide
              label={inFrench(t.explanation)}
              name={`${at}.answers.explanation_fr`}
              lang="fr"
              value={question.explanation_fr}
              rows={2}
              errors={errors(`${at}.answers.explanation_fr`)}
              onChange={onValue((value) => setQuestion(index, (old) => ({ ...old, explanation_fr: value })))}
            />
          </fieldset>
        );
      })}
    </EditorFrame>
  );
}
