import { messages } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import { Countdown } from '../../../components/countdown/countdown.js';
import { FormNotice, type FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { TextField } from '../../../components/form/text-field.js';

export interface EmailLinkFormProps {
  /** The submit button's text, and its text while sending. */
  submitLabel: string;
  sendingLabel: string;
  sending: boolean;
  /**
   * Time left before the link sent last expires (10 minutes, spec 9), formatted; `expired` once it has run
   * out; null before any link is sent.
   */
  expiry: { time: string } | 'expired' | null;
  emailErrors?: readonly string[] | undefined;
  /** The last request's outcome ("Verification email sent...", or why it failed). */
  notice: FormNoticeValue;
  onSubmit: (email: string) => void;
}

/** An email field that asks for a link by e-mail, with the link's expiry countdown (resend and forgot pages). */
export function EmailLinkForm({ submitLabel, sendingLabel, sending, expiry, emailErrors, notice, onSubmit }: EmailLinkFormProps) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={messages.ui.common.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        errors={emailErrors}
        onChange={(event) => setEmail(event.target.value)}
      />
      {expiry !== null && expiry !== 'expired' ? <Countdown time={expiry.time} label={messages.ui.countdown.expiresIn} /> : null}
      {expiry === 'expired' ? <p className="muted">{messages.ui.countdown.expired}</p> : null}
      <FormNotice notice={notice} />
      <button type="submit" className="button button--block" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </button>
    </form>
  );
}
