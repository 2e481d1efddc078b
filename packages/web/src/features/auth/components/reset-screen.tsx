import { messages, playersInBulkText } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormNotice, type FormNoticeValue } from '../../../components/feedback/form-notice.js';
import type { FieldErrors } from '../../../components/form/field-errors.js';
import { TextField } from '../../../components/form/text-field.js';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** What the page collects: the password, and the first organizer's address and name (blank on other links). */
export interface AccountValues extends NewPassword {
  email: string;
  name: string;
}

export interface ResetScreenProps {
  /** False when the page was opened without the token query parameter (spec 5). */
  hasToken: boolean;
  /** The link is an invitation: the page says so, instead of "Choose a new password". */
  invitation?: boolean;
  /** The invitation is an imported player's (issue 32): the page speaks to a player, not an organizer. */
  player?: boolean;
  /** The first organizer's link (decision 0112): the page also asks for the address and the name. */
  firstOrganizer?: boolean;
  submitting: boolean;
  errors?: FieldErrors<keyof AccountValues | 'token'>;
  onSubmit: (values: AccountValues) => void;
  /** The outcome: "Your password was reset..." (the form is then done) or why it failed. */
  notice: FormNoticeValue;
}

/**
 * Choose a new password with the reset link's token (spec 2); an invitation says so, and the first organizer's
 * link also asks for the address and the name.
 */
export function ResetScreen({ hasToken, invitation = false, player = false, firstOrganizer = false, submitting, errors = {}, onSubmit, notice }: ResetScreenProps) {
  const done = notice?.kind === 'success';
  const [values, setValues] = useState<AccountValues>({ email: '', name: '', password: '', password_confirmation: '' });
  const invited = invitation || firstOrganizer;
  const text = messages.ui.reset;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <section className="page" aria-labelledby="reset-title">
      <div className="panel panel--narrow stack">
        <h1 id="reset-title">{invited ? text.invitationHeading : text.heading}</h1>
        {invited && !done ? <p>{firstOrganizer ? text.firstOrganizerIntro : player ? playersInBulkText.invitationIntro : text.invitationIntro}</p> : null}
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
            {firstOrganizer ? (
              <>
                <TextField
                  label={text.email}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  errors={errors.email}
                  onChange={(event) => setValues({ ...values, email: event.target.value })}
                />
                <TextField
                  label={text.name}
                  name="name"
                  autoComplete="name"
                  hint={text.nameHint}
                  value={values.name}
                  errors={errors.name}
                  onChange={(event) => setValues({ ...values, name: event.target.value })}
                />
              </>
            ) : null}
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
              {submitting
                ? text.submitting
                : firstOrganizer
                  ? text.firstOrganizerSubmit
                  : invitation
                    ? text.invitationSubmit
                    : text.submit}
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
