import { messages } from '@dubloon-quest/core';
import { api } from '../../../lib/api.js';
import { VerifyEmailScreen } from '../components/verify-email-screen.js';
import { useEmailLink } from './use-email-link.js';

/** /register/verify-email: resend the verification e-mail, with the link's 10-minute countdown. */
export function VerifyEmailRoute() {
  const link = useEmailLink((email) => api.sendVerification({ email }), messages.auth.verificationSent);
  return <VerifyEmailScreen {...link} />;
}
