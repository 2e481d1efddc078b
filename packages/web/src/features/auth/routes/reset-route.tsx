import { isInvitation, messages, validatePasswordReset, validateResetToken } from '@dubloon-quest/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api.js';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useAction } from '../../../hooks/use-action.js';
import { ResetScreen, type NewPassword } from '../components/reset-screen.js';

/**
 * /password-reset: a new password with the token of the reset link (spec 2 and 5); with `invitation=1`, an
 * invited account's first password, said as an invitation.
 */
export function ResetRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = isInvitation(params.toString());
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const form = useAction({ notify: ({ content }) => setNotice({ kind: 'error', text: content }) });
  const reset = (values: NewPassword) =>
    void form.run(() => api.resetPassword({ token, ...values }), {
      validate: () => validatePasswordReset({ token, ...values }),
      onSuccess: () =>
        setNotice({ kind: 'success', text: invitation ? messages.auth.invitationAccepted : messages.auth.passwordReset }),
    });
  return (
    <ResetScreen
      hasToken={validateResetToken(token) === null}
      invitation={invitation}
      submitting={form.busy}
      errors={form.errors}
      onSubmit={reset}
      notice={notice}
    />
  );
}
