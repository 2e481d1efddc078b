import { type ValidationErrors } from '@dubloon-quest/core';
import { consoleScheduleText } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';

const text = consoleScheduleText;

export interface ConsoleEventNameProps {
  /** The name in force, as the server last answered it. */
  readonly name: string;
  readonly busy: boolean;
  /** Problems of the name: core's `validateEventName` and the server's. */
  readonly errors: ValidationErrors;
  readonly onRename: (name: string) => void;
}

/** The event's name, which the console shows and the exported event file carries. Presentational. */
export function ConsoleEventName({ name, busy, errors, onRename }: ConsoleEventNameProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(name);
  const [shown, setShown] = useState(name);
  // A rename here or elsewhere: the field follows it unless it holds an edit.
  if (shown !== name) {
    setShown(name);
    if (draft === shown) setDraft(name);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRename(draft);
  };
  return (
    <form className="stack panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{text.nameTitle}</h2>
      <TextField
        label={text.nameLabel}
        name="event_name"
        value={draft}
        hint={text.nameHint}
        required
        errors={errors.name}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <div className="row">
        <button type="submit" className="button" disabled={busy || draft.trim() === name}>
          {busy ? text.renaming : text.rename}
        </button>
      </div>
    </form>
  );
}
