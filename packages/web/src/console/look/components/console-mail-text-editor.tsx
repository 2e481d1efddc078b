import type { ValidationErrors } from '@dubloon-quest/core';
import {
  composeMail,
  consoleMailText,
  defaultMailTexts,
  type EventMailText,
  MAIL_KINDS,
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
  readonly language: MailLanguage;
  /** The texts the event wrote, as the server last answered them. */
  readonly mailTexts: readonly EventMailText[];
  readonly busy: boolean;
  /** Problems of the text: core's `validateMailText` and the server's. */
  readonly errors: ValidationErrors;
  readonly onSave: (mail: MailKind, text: MailText) => void;
  readonly onReset: (mail: MailKind) => void;
}

/**
 * One mail's text at a time: its subject and body with the variables it may use, and a preview made by core's
 * `composeMail`, exactly as the server words the mail (filled with a made-up player and link, signed with the
 * event's name). Presentational.
 */
export function ConsoleMailTextEditor({ eventName, language, mailTexts, busy, errors, onSave, onReset }: ConsoleMailTextEditorProps) {
  const titleId = useId();
  const previewId = useId();
  const [mail, setMail] = useState<MailKind>('verify');
  const own = mailTexts.find((entry) => entry.mail === mail && entry.language === language) ?? null;
  const [drafts, setDrafts] = useState<Partial<Record<MailKind, MailText>>>({});
  const draft = drafts[mail] ?? own ?? defaultMailTexts[mail];
  const edit = (change: Partial<MailText>) => setDrafts({ ...drafts, [mail]: { subject: draft.subject, body: draft.body, ...change } });
  const preview = composeMail(
    { name: eventName, mail_texts: [{ mail, language, subject: draft.subject, body: draft.body }] },
    mail,
    { ...text.sample, minutes: 10 },
    language,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(mail, { subject: draft.subject, body: draft.body });
  };
  const reset = () => {
    const { [mail]: _dropped, ...others } = drafts;
    setDrafts(others);
    onReset(mail);
  };
  return (
    <form className="stack panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <SelectField
        label={text.mailLabel}
        name="mail"
        options={NAMES}
        placeholder={text.mailLabel}
        value={text.mailNames[mail]}
        hint={own ? text.custom : text.catalogue}
        onChange={(event) => setMail(MAIL_KINDS[NAMES.indexOf(event.currentTarget.value)] ?? 'verify')}
      />
      <TextField label={text.subjectLabel} name="subject" value={draft.subject} errors={errors.subject} onChange={(event) => edit({ subject: event.currentTarget.value })} wide />
      <ConsoleTextArea label={text.bodyLabel} name="body" rows={9} value={draft.body} errors={errors.body} onChange={(event) => edit({ body: event.currentTarget.value })} wide />
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
      <section aria-labelledby={previewId} className="console-look__preview">
        <h3 id={previewId}>{text.preview}</h3>
        <p className="console-look__note">{text.previewNote}</p>
        <p className="console-look__subject">{text.previewSubject(preview.subject)}</p>
        <pre className="console-look__body">{preview.body}</pre>
      </section>
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || own === null} onClick={reset}>
          {text.reset}
        </button>
      </div>
    </form>
  );
}
