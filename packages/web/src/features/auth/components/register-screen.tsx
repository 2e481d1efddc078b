import { messages } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormNotice, type FormNoticeValue } from '../../../components/feedback/form-notice.js';
import type { FieldErrors } from '../../../components/form/field-errors.js';
import { PlaceFieldSet } from '../../../components/form/place-field-set.js';
import type { PlaceValues } from '../../../components/form/place-fields.js';
import { TextField } from '../../../components/form/text-field.js';

/** The registration form's fields, named as the register call names them. */
export interface Registration extends PlaceValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const EMPTY_REGISTRATION: Registration = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  education: '',
  school: '',
  country: '',
  region: '',
  city: '',
};

export interface RegisterScreenProps {
  countries: readonly string[];
  regions: readonly string[] | null;
  regionsLoading: boolean;
  onCountryChange: (country: string) => void;
  submitting: boolean;
  errors?: FieldErrors<keyof Registration>;
  onSubmit: (registration: Registration) => void;
  /** The outcome of the last submission; in demo mode the demo's alert (spec 2). */
  notice: FormNoticeValue;
  privacyUrl: string;
  /** Said above the form when the page was opened through a class or group link (issue 32). */
  groupNotice?: { readonly text: string; readonly error: boolean } | null;
}

/** The registration page (spec 2 and 5). */
export function RegisterScreen({
  countries,
  regions,
  regionsLoading,
  onCountryChange,
  submitting,
  errors = {},
  onSubmit,
  notice,
  privacyUrl,
  groupNotice = null,
}: RegisterScreenProps) {
  const [values, setValues] = useState<Registration>(EMPTY_REGISTRATION);
  const text = messages.ui.register;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <section className="page" aria-labelledby="register-title">
      <div className="panel stack">
        <h1 id="register-title">{text.heading}</h1>
        {groupNotice ? (
          <p className={groupNotice.error ? 'notice notice--error' : 'notice'} role={groupNotice.error ? 'alert' : 'note'}>
            {groupNotice.text}
          </p>
        ) : null}
        <FormNotice notice={notice} />
        <form className="form" onSubmit={submit} noValidate>
          <div className="form-grid">
            <TextField
              label={text.name}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              errors={errors.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
            <TextField
              label={messages.ui.common.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              errors={errors.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
            <TextField
              label={messages.ui.common.password}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={values.password}
              errors={errors.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
            <TextField
              label={messages.ui.common.passwordConfirmation}
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              required
              value={values.password_confirmation}
              errors={errors.password_confirmation}
              onChange={(event) => setValues({ ...values, password_confirmation: event.target.value })}
            />
            <PlaceFieldSet
              values={values}
              onChange={(place) => setValues({ ...values, ...place })}
              countries={countries}
              regions={regions}
              regionsLoading={regionsLoading}
              onCountryChange={onCountryChange}
              errors={errors}
              required
            />
          </div>
          <p className="field__hint">{text.dependentHint}</p>
          <p>
            {text.privacyNotice} <a href={privacyUrl}>{messages.ui.common.privacyPolicy}</a>
          </p>
          <button type="submit" className="button button--block" disabled={submitting}>
            {submitting ? text.submitting : text.submit}
          </button>
        </form>
        <p>
          <Link to="/login">{text.haveAccount}</Link>
        </p>
      </div>
    </section>
  );
}
