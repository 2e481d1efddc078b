import { messages } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';

export interface MeetupFormProps {
  isPlayer: boolean;
  /** The saved choice (the user's `attend_meeting`), or null when none was made. */
  saved: boolean | null;
  saving: boolean;
  /** Asks to save a choice; it is confirmed first and sent only when it differs from the saved one (spec 4). */
  onRequestSave: (attend: boolean) => void;
  /** The confirmation question while one is open (core's meetup machine), else null. */
  confirmation: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The meeting's date and time as the player reads it (their time zone, named), or null when not set. */
  meeting?: string | null;
}

/** The Q&A wrap-up meeting: yes or no (spec 4). */
export function MeetupForm({
  isPlayer,
  saved,
  saving,
  onRequestSave,
  confirmation,
  onConfirm,
  onCancel,
  meeting = null,
}: MeetupFormProps) {
  const text = messages.ui.businesses;
  const [choice, setChoice] = useState<boolean | null>(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) onRequestSave(choice);
  };
  return (
    <form className="form" onSubmit={submit}>
      <p>{text.meetupIntro(meeting)}</p>
      <fieldset className="fieldset" disabled={!isPlayer}>
        <legend className="field__label">{text.meetupQuestion}</legend>
        <label className="choice">
          <input type="radio" name="attend_meeting" checked={choice === true} onChange={() => setChoice(true)} />
          {text.attendYes}
        </label>
        <label className="choice">
          <input type="radio" name="attend_meeting" checked={choice === false} onChange={() => setChoice(false)} />
          {text.attendNo}
        </label>
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={!isPlayer || saving || choice === null || choice === saved}>
          {text.saveMeetup}
        </button>
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={text.confirmMeetupTitle}
        message={confirmation ?? ''}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </form>
  );
}
