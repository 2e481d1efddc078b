import { messages } from '@dubloon-quest/core';
import { Link } from 'react-router';
import { EmailLinkForm, type EmailLinkFormProps } from './email-link-form.js';

export type ForgotScreenProps = Omit<EmailLinkFormProps, 'submitLabel' | 'sendingLabel'>;

/** Ask for a password reset link, with its countdown (spec 2). */
export function ForgotScreen(props: ForgotScreenProps) {
  const text = messages.ui.forgot;
  return (
    <section className="page" aria-labelledby="forgot-title">
      <div className="panel panel--narrow stack">
        <h1 id="forgot-title">{text.heading}</h1>
        <p>{text.intro}</p>
        <EmailLinkForm submitLabel={text.submit} sendingLabel={text.sending} {...props} />
        <p>
          <Link to="/login">{messages.ui.common.toLogin}</Link>
        </p>
      </div>
    </section>
  );
}
