import { messages } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormNotice } from '../../../components/feedback/form-notice.js';
import { TextField } from '../../../components/form/text-field.js';
import { DisclaimerModal } from '../../../components/modal/disclaimer-modal.js';
import type { FieldErrors } from '../../../components/form/field-errors.js';
import type { DemoLogin } from '../../../services/settings.js';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginScreenProps {
  /**
   * The demo's accounts: the fields are prefilled with the chosen one (the player unless another is picked)
   * and disabled (spec 2). Null outside demo mode.
   */
  demo: DemoLogin | null;
  submitting: boolean;
  /** Field errors of the last attempt (core's validators or the server's `errors`). */
  errors?: FieldErrors<'email' | 'password'>;
  /** Why logging in could not even start (the game could not be downloaded), else null. */
  failure?: string | null;
  /** The login's place in the server's login queue while it waits its turn (core's `loginLineNotice`), else null. */
  inLine?: string | null;
  onSubmit: (credentials: Credentials) => void;
  /** The demo disclaimer modal, open until the player accepts it once. */
  disclaimerOpen: boolean;
  onAcceptDisclaimer: () => void;
  privacyUrl: string;
  sourceUrl: string | null;
}

/** The login page (spec 2): credentials, the links to the other logged-out pages, and the demo disclaimer. */
export function LoginScreen({
  demo,
  submitting,
  errors = {},
  failure = null,
  inLine = null,
  onSubmit,
  disclaimerOpen,
  onAcceptDisclaimer,
  privacyUrl,
  sourceUrl,
}: LoginScreenProps) {
  const [typed, setTyped] = useState<Credentials>({ email: '', password: '' });
  const [demoAccount, setDemoAccount] = useState(demo?.accounts[0].email ?? '');
  const demoCredentials = demo ? { email: demoAccount, password: demo.password } : null;
  const credentials = demoCredentials ?? typed;
  const text = messages.ui.login;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(credentials);
  };

  return (
    <section className="page" aria-labelledby="login-title">
      <div className="panel panel--narrow stack">
        <h1 id="login-title">{text.heading}</h1>
        {demo ? <p className="muted">{text.demoHint}</p> : null}
        <form className="form" onSubmit={submit} noValidate>
          {demo && demo.accounts.length > 1 ? (
            <fieldset className="choices" aria-describedby="demo-console-hint">
              <legend>{text.demoAs}</legend>
              {demo.accounts.map((account) => (
                <label key={account.email} className="choice">
                  <input
                    type="radio"
                    name="demo-account"
                    value={account.email}
                    checked={demoAccount === account.email}
                    onChange={() => setDemoAccount(account.email)}
                  />
                  {text.demoRoles[account.role]}
                </label>
              ))}
              <p id="demo-console-hint" className="muted">
                {text.demoConsoleHint}
              </p>
            </fieldset>
          ) : null}
          <TextField
            label={messages.ui.common.email}
            name="email"
            type="email"
            autoComplete="username"
            value={credentials.email}
            disabled={demoCredentials !== null}
            errors={errors.email}
            onChange={(event) => setTyped({ ...typed, email: event.target.value })}
          />
          <TextField
            label={messages.ui.common.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={credentials.password}
            disabled={demoCredentials !== null}
            errors={errors.password}
            onChange={(event) => setTyped({ ...typed, password: event.target.value })}
          />
          <button type="submit" className="button button--block" disabled={submitting}>
            {submitting ? text.submitting : text.submit}
          </button>
          {/* Always there, so a screen reader announces each new place in line (docs/decisions/0210). */}
          <div role="status" aria-live="polite" aria-atomic="true">
            {inLine === null ? null : <p className="notice">{inLine}</p>}
          </div>
          <FormNotice notice={failure ? { kind: 'error', text: failure } : null} />
        </form>
        <ul className="links">
          <li>
            <Link to="/register/verify-email">{text.resendVerification}</Link>
          </li>
          <li>
            <Link to="/login/forgot">{text.forgotPassword}</Link>
          </li>
          <li>
            <Link to="/register">{text.register}</Link>
          </li>
          <li>
            <a href={privacyUrl}>{messages.ui.common.privacyPolicy}</a>
          </li>
        </ul>
      </div>
      <DisclaimerModal open={disclaimerOpen} onAccept={onAcceptDisclaimer} privacyUrl={privacyUrl} sourceUrl={sourceUrl} />
    </section>
  );
}
