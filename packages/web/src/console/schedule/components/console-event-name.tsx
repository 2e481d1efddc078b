import { type ValidationErrors } from '@dubloon-quest/core';
import { consoleEventText, consoleScheduleText } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';

const text = consoleScheduleText;

export interface ConsoleEventNameProps {
  /** The name in force, as the server last answered it. */
  readonly name: string;
  /** Its French name in force ('' for none). */
  readonly nameFr: string;
  readonly busy: boolean;
  /** Problems of the name: core's `validateEventName` and the server's. */
  readonly errors: ValidationErrors;
  readonly onRename: (name: string, nameFr: string) => void;
}

/** The event's name, which the console shows and the exported event file carries. Presentational. */
export function ConsoleEventName({ name, nameFr, busy, errors, onRename }: ConsoleEventNameProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(name);
  const [draftFr, setDraftFr] = useState(nameFr);
  const [shown, setShown] = useState({ name, nameFr });
  // A rename here or elsewhere: the fields follow it unless they hold an edit.
  if (shown.name !== name || shown.nameFr !== nameFr) {
    setShown({ name, nameFr });
    if (draft === shown.name) setDraft(name);
    if (draftFr === shown.nameFr) setDraftFr(nameFr);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRename(draft, draftFr);
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
      <TextField
        label={consoleEventText.french.label(text.nameLabel)}
        name="event_name_fr"
        lang="fr"
        value={draftFr}
        hint={consoleEventText.french.hint}
        errors={errors.name_fr}
        onChange={(event) => setDraftFr(event.currentTarget.value)}
      />
      <div className="row">
        <button type="submit" className="button" disabled={busy || (draft.trim() === name && draftFr.trim() === nameFr)}>
          {busy ? text.renaming : text.rename}
        </button>
      </div>
    </form>
  );
}
