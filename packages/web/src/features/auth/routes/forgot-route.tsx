import { messages } from '@dubloon-quest/core';
import { api } from '../../../lib/api.js';
import { ForgotScreen } from '../components/forgot-screen.js';
import { useEmailLink } from './use-email-link.js';

/** /login/forgot: ask for a password reset link, with its 10-minute countdown. */
export function ForgotRoute() {
  const link = useEmailLink((email) => api.requestPasswordReset({ email }), messages.auth.resetSent);
  return <ForgotScreen {...link} />;
}
