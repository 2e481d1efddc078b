import { messages } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormNotice, type FormNoticeValue } from '../../../components/feedback/form-notice.js';
import type { FieldErrors } from '../../../components/form/field-errors.js';
import { TextField } from '../../../components/form/text-field.js';

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export interface ResetScreenProps {
  /** False when the page was opened without the token query parameter (spec 5). */
  hasToken: boolean;
  /** The link is an invitation: the page says so, instead of "Choose a new password". */
  invitation?: boolean;
  submitting: boolean;
  errors?: FieldErrors<keyof NewPassword | 'token'>;
  onSubmit: (values: NewPassword) => void;
  /** The outcome: "Your password was reset..." (the form is then done) or why it failed. */
  notice: FormNoticeValue;
}

/** Choose a new password with the reset link's token (spec 2). */
export function ResetScreen({ hasToken, invitation = false, submitting, errors = {}, onSubmit, notice }: ResetScreenProps) {
  const done = notice?.kind === 'success';
  const [values, setValues] = useState<NewPassword>({ password: '', password_confirmation: '' });
  const text = messages.ui.reset;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <section className="page" aria-labelledby="reset-title">
      <div className="panel panel--narrow stack">
        <h1 id="reset-title">{invitation ? text.invitationHeading : text.heading}</h1>
        {invitation && !done ? <p>{text.invitationIntro}</p> : null}
        <FormNotice notice={notice} />
        {done ? (
          <p>
            <Link className="button" to="/login">
              {messages.ui.common.toLogin}
            </Link>
          </p>
        ) : hasToken ? (
          <form className="form" onSubmit={submit} noValidate>
            {errors.token?.map((error) => (
              <p key={error} className="notice notice--error">
                {error}
              </p>
            ))}
            <TextField
              label={text.password}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={values.password}
              errors={errors.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
            <TextField
              label={text.passwordConfirmation}
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              required
              value={values.password_confirmation}
              errors={errors.password_confirmation}
              onChange={(event) => setValues({ ...values, password_confirmation: event.target.value })}
            />
            <button type="submit" className="button button--block" disabled={submitting}>
              {submitting ? text.submitting : invitation ? text.invitationSubmit : text.submit}
            </button>
          </form>
        ) : (
          <p className="notice notice--error">
            {messages.validation.resetLinkInvalid}
          </p>
        )}
        <p>
          <Link to="/login/forgot">{messages.ui.forgot.heading}</Link>
        </p>
      </div>
    </section>
  );
}
