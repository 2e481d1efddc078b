import type { ValidationErrors } from '@dubloon-quest/core';
import { consoleBrandText, type EventHelp } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';

const text = consoleBrandText.help;

export interface ConsoleHelpFormProps {
  /** The contacts in force, as the server last answered them. */
  readonly help: EventHelp;
  readonly busy: boolean;
  /** Problems of the contacts: core's `validateEventHelp` and the server's. */
  readonly errors: ValidationErrors;
  readonly onSave: (help: { support_email: string; chat_url: string }) => void;
}

/** Where the event's players get help: the support address and chat link of the Help screen. Presentational. */
export function ConsoleHelpForm({ help, busy, errors, onSave }: ConsoleHelpFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState(help.support_email ?? '');
  const [chat, setChat] = useState(help.chat_url ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ support_email: email.trim(), chat_url: chat.trim() });
  };
  return (
    <form className="stack panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.intro}</p>
      <TextField label={text.emailLabel} name="support_email" type="email" value={email} errors={errors.support_email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <TextField label={text.chatLabel} name="chat_url" value={chat} hint={text.chatHint} errors={errors.chat_url} onChange={(event) => setChat(event.currentTarget.value)} />
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? consoleBrandText.saving : text.save}
        </button>
      </div>
    </form>
  );
}
