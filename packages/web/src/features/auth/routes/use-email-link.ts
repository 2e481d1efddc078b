import { EMAIL_LINK_COUNTDOWN_MS, formatCountdown, validateEmailRequest, type ApiResult } from '@dubloon-quest/core';
import { useState } from 'react';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useFormCall } from '../../../hooks/use-form-call.js';
import { useNow } from '../../../hooks/use-now.js';

/**
 * Asks for a link by e-mail (verification or password reset) and counts down the 10 minutes it stays valid
 * (spec 9): the props of `EmailLinkForm`.
 */
export function useEmailLink(send: (email: string) => Promise<ApiResult<unknown>>, sentMessage: string) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const time = useNow(expiresAt !== null);
  const form = useFormCall({
    validate: ({ email }: { email: string }) => validateEmailRequest({ email }),
    call: ({ email }: { email: string }) => send(email),
    onSuccess: () => {
      setNotice({ kind: 'success', text: sentMessage });
      setExpiresAt(Date.now() + EMAIL_LINK_COUNTDOWN_MS);
    },
    onFailure: (text) => setNotice({ kind: 'error', text }),
  });
  const remaining = expiresAt === null ? null : expiresAt - time;
  return {
    sending: form.submitting,
    emailErrors: form.errors.email,
    notice,
    expiry: remaining === null ? null : remaining > 0 ? { time: formatCountdown(remaining) } : ('expired' as const),
    onSubmit: (email: string) => form.submit({ email }),
  };
}
