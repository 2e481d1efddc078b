import { messages } from '@dubloon-quest/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';

export interface ChallengeFormProps {
  isPlayer: boolean;
  submitted: boolean;
  submitting: boolean;
  /** The link's failed checks (core's `validateChallengeLink`, or the server). */
  errors: readonly string[];
  /** The typed link is checked and, when valid, confirmed before it is sent (spec 5). */
  onRequestSubmit: (link: string) => void;
  confirmOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The event's challenge window as the player reads it (their time zone, named), or null when not set. */
  challengeWindow?: { readonly opens: string; readonly closes: string } | null;
}

/** The challenge answer: a Google Docs link, confirmed before it replaces any earlier answer (spec 4 and 5). */
export function ChallengeForm({
  isPlayer,
  submitted,
  submitting,
  errors,
  onRequestSubmit,
  confirmOpen,
  onConfirm,
  onCancel,
  challengeWindow = null,
}: ChallengeFormProps) {
  const text = messages.ui.businesses;
  const [link, setLink] = useState('');
  const field = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The original client's custom validity text (spec 5), for browsers that show it.
    const input = field.current?.elements.namedItem('submission_link');
    if (input instanceof HTMLInputElement)
      input.setCustomValidity(errors.length > 0 ? messages.validation.invalidGoogleDocLinkValidity : '');
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRequestSubmit(link.trim());
  };
  return (
    <form ref={field} className="form" onSubmit={submit} noValidate>
      {challengeWindow === null ? null : (
        <p>{text.challengeWindow(challengeWindow.opens, challengeWindow.closes)}</p>
      )}
      {submitted ? <p className="notice notice--success">{text.alreadySubmitted}</p> : null}
      <TextField
        label={text.linkLabel}
        name="submission_link"
        type="url"
        inputMode="url"
        value={link}
        hint={text.linkHint}
        errors={errors}
        disabled={!isPlayer}
        onChange={(event) => setLink(event.target.value)}
      />
      <div>
        <button type="submit" className="button" disabled={!isPlayer || submitting}>
          {submitting ? text.submitting : text.submitAnswer}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        title={text.confirmAnswerTitle}
        message={messages.businesses.challengeConfirm}
        confirmLabel={text.submitAnswer}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </form>
  );
}
