import { messages } from '@dubloon-quest/core';
import { Link } from 'react-router';
import { EmailLinkForm, type EmailLinkFormProps } from './email-link-form.js';

export type VerifyEmailScreenProps = Omit<EmailLinkFormProps, 'submitLabel' | 'sendingLabel'>;

/** Resend the verification e-mail, with the 10-minute expiry countdown (spec 2). */
export function VerifyEmailScreen(props: VerifyEmailScreenProps) {
  const text = messages.ui.verifyEmail;
  return (
    <section className="page" aria-labelledby="verify-email-title">
      <div className="panel panel--narrow stack">
        <h1 id="verify-email-title">{text.heading}</h1>
        <p>{text.intro}</p>
        <EmailLinkForm submitLabel={text.submit} sendingLabel={text.sending} {...props} />
        <p>
          <Link to="/login">{messages.ui.common.toLogin}</Link>
        </p>
      </div>
    </section>
  );
}
