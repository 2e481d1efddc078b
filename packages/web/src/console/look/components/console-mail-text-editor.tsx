import type { ValidationErrors } from '@dubloon-quest/core';
import {
  chosenMailText,
  composeMail,
  consoleMailText,
  type EventMailText,
  MAIL_KINDS,
  MAIL_LANGUAGES,
  MAIL_VARIABLES,
  type MailKind,
  type MailLanguage,
  type MailText,
} from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field.js';
import { TextField } from '../../../components/form/text-field.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';

const text = consoleMailText;
const NAMES: readonly string[] = MAIL_KINDS.map((mail) => text.mailNames[mail]);

export interface ConsoleMailTextEditorProps {
  readonly eventName: string;
  /** The event's French name, if the organizers wrote one: the French preview's `{{event}}` and signature. */
  readonly eventNameFr?: string | undefined;
  /** The texts the event wrote, as the server last answered them. */
  readonly mailTexts: readonly EventMailText[];
  readonly busy: boolean;
  /** Problems of each language's text: core's `validateMailText` and the server's. */
  readonly errors: Readonly<Partial<Record<MailLanguage, ValidationErrors>>>;
  readonly onSave: (mail: MailKind, language: MailLanguage, text: MailText) => void;
  readonly onReset: (mail: MailKind, language: MailLanguage) => void;
}

type Drafts = Partial<Record<`${MailKind}:${MailLanguage}`, MailText>>;

/**
 * One mail's texts at a time, in English and in French (decision 0175): for each language its subject and body,
 * where the text its readers get comes from, and a preview made by core's `composeMail`, exactly as the server
 * words the mail to a reader of that language (filled with a made-up player and link, signed with the event's
 * name in that language). The variables the mail may use are listed once. Presentational.
 */
export function ConsoleMailTextEditor({ eventName, eventNameFr, mailTexts, busy, errors, onSave, onReset }: ConsoleMailTextEditorProps) {
  const titleId = useId();
  const [mail, setMail] = useState<MailKind>('verify');
  const [drafts, setDrafts] = useState<Drafts>({});
  const own = (language: MailLanguage) => mailTexts.find((entry) => entry.mail === mail && entry.language === language) ?? null;
  return (
    <section className="stack panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <SelectField
        label={text.mailLabel}
        name="mail"
        options={NAMES}
        placeholder={text.mailLabel}
        value={text.mailNames[mail]}
        onChange={(event) => setMail(MAIL_KINDS[NAMES.indexOf(event.currentTarget.value)] ?? 'verify')}
      />
      <section aria-label={text.variablesTitle}>
        <h3>{text.variablesTitle}</h3>
        <dl className="console-look__variables">
          {MAIL_VARIABLES[mail].map((variable) => (
            <div key={variable}>
              <dt>
                <code>{`{{${variable}}}`}</code>
              </dt>
              <dd>{text.variables[variable]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="console-look__languages">
        {MAIL_LANGUAGES.map((language) => (
          <MailTextForm
            key={`${mail}:${language}`}
            mail={mail}
            language={language}
            event={{ name: eventName, name_fr: eventNameFr, mail_texts: mailTexts }}
            own={own(language)}
            draft={drafts[`${mail}:${language}`]}
            busy={busy}
            errors={errors[language] ?? {}}
            onEdit={(draft) => setDrafts({ ...drafts, [`${mail}:${language}`]: draft })}
            onSave={(draft) => onSave(mail, language, draft)}
            onReset={() => {
              const { [`${mail}:${language}` as const]: _dropped, ...others } = drafts;
              setDrafts(others);
              onReset(mail, language);
            }}
          />
        ))}
      </div>
    </section>
  );
}

interface MailTextFormProps {
  readonly mail: MailKind;
  readonly language: MailLanguage;
  readonly event: { name: string; name_fr?: string | undefined; mail_texts: readonly EventMailText[] };
  readonly own: EventMailText | null;
  /** The organizer's unsaved text, if they changed this one. */
  readonly draft: MailText | undefined;
  readonly busy: boolean;
  readonly errors: ValidationErrors;
  readonly onEdit: (draft: MailText) => void;
  readonly onSave: (draft: MailText) => void;
  readonly onReset: () => void;
}

/**
 * One language's text of a mail. Until the organizer writes or changes it, the preview is what this language's
 * readers get now: the event's text in the other language when only that one is written, which the form says.
 */
function MailTextForm({ mail, language, event, own, draft, busy, errors, onEdit, onSave, onReset }: MailTextFormProps) {
  const titleId = useId();
  const previewId = useId();
  const sent = chosenMailText(event, mail, language);
  const shown = draft ?? own ?? chosenMailText({}, mail, language).text;
  const edited = draft !== undefined || own !== null;
  const preview = composeMail(
    edited ? { ...event, mail_texts: [{ mail, language, subject: shown.subject, body: shown.body }] } : event,
    mail,
    { ...text.sample, minutes: 10, days: 7 },
    language,
  );
  const edit = (change: Partial<MailText>) => onEdit({ subject: shown.subject, body: shown.body, ...change });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    onSave({ subject: shown.subject, body: shown.body });
  };
  const source = own ? text.custom : sent.source === 'otherLanguage' ? text.otherLanguage[language] : text.catalogue;
  return (
    <form className="stack" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId}>{text.languageTitle[language]}</h3>
      <p className="console-look__note">{source}</p>
      <TextField label={text.subjectLabel} name={`subject_${language}`} lang={language} value={shown.subject} errors={errors.subject} onChange={(changed) => edit({ subject: changed.currentTarget.value })} wide />
      <ConsoleTextArea label={text.bodyLabel} name={`body_${language}`} lang={language} rows={9} value={shown.body} errors={errors.body} onChange={(changed) => edit({ body: changed.currentTarget.value })} wide />
      {/* Named "Preview" then the language: each landmark's name is its own. */}
      <section aria-labelledby={`${previewId} ${titleId}`} className="console-look__preview">
        <h4 id={previewId}>{text.preview}</h4>
        <p className="console-look__note">{text.previewNote}</p>
        {/* The label in the screen's language, the mail's words in the mail's. */}
        <p className="console-look__subject">
          {text.previewSubject('')}
          <span lang={preview.language}>{preview.subject}</span>
        </p>
        <pre className="console-look__body" lang={preview.language}>
          {preview.body}
        </pre>
      </section>
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || own === null} onClick={onReset}>
          {text.reset}
        </button>
      </div>
    </form>
  );
}
