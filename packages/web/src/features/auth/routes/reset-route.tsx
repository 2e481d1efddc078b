import {
  isFirstOrganizerInvitation,
  isPlayerInvitation,
  isInvitation,
  messages,
  validateFirstOrganizer,
  validatePasswordReset,
  validateResetToken,
} from '@dubloon-quest/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api.js';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useAction } from '../../../hooks/use-action.js';
import { ResetScreen, type AccountValues } from '../components/reset-screen.js';

/**
 * /password-reset: a new password with the token of the reset link (spec 2 and 5); with `invitation=1`, an
 * invited account's first password, said as an invitation; with `invitation=first`, the first organizer's
 * account from the link the server printed (decision 0112); with `invitation=player`, an imported player's
 * first password (issue 32).
 */
export function ResetRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = isInvitation(params.toString());
  const firstOrganizer = isFirstOrganizerInvitation(params.toString());
  const player = isPlayerInvitation(params.toString());
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const form = useAction({ notify: ({ content }) => setNotice({ kind: 'error', text: content }) });
  const submit = ({ email, name, ...password }: AccountValues) => {
    if (firstOrganizer) {
      const request = { token, email, name, ...password };
      void form.run(() => api.createFirstOrganizer(request), {
        validate: () => validateFirstOrganizer(request),
        onSuccess: () => setNotice({ kind: 'success', text: messages.auth.firstOrganizerCreated }),
      });
      return;
    }
    void form.run(() => api.resetPassword({ token, ...password }), {
      validate: () => validatePasswordReset({ token, ...password }),
      onSuccess: () =>
        setNotice({ kind: 'success', text: invitation ? messages.auth.invitationAccepted : messages.auth.passwordReset }),
    });
  };
  return (
    <ResetScreen
      hasToken={validateResetToken(token) === null}
      invitation={invitation}
      firstOrganizer={firstOrganizer}
      player={player}
      submitting={form.busy}
      errors={form.errors}
      onSubmit={submit}
      notice={notice}
    />
  );
}
