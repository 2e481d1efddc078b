import { EMAIL_LINK_COUNTDOWN_MS, formatCountdown, validateEmailRequest, type ApiResult } from '@dubloon-quest/core';
import { useState } from 'react';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useAction } from '../../../hooks/use-action.js';
import { useNow } from '../../../hooks/use-now.js';

/**
 * Asks for a link by e-mail (verification or password reset) and counts down the 10 minutes it stays valid
 * (spec 9): the props of `EmailLinkForm`.
 */
export function useEmailLink(send: (email: string) => Promise<ApiResult<unknown>>, sentMessage: string) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const time = useNow(expiresAt !== null);
  const form = useAction({ notify: ({ content }) => setNotice({ kind: 'error', text: content }) });
  const remaining = expiresAt === null ? null : expiresAt - time;
  return {
    sending: form.busy,
    emailErrors: form.errors.email,
    notice,
    expiry: remaining === null ? null : remaining > 0 ? { time: formatCountdown(remaining) } : ('expired' as const),
    onSubmit: (email: string) =>
      void form.run(() => send(email), {
        validate: () => validateEmailRequest({ email }),
        onSuccess: () => {
          setNotice({ kind: 'success', text: sentMessage });
          setExpiresAt(Date.now() + EMAIL_LINK_COUNTDOWN_MS);
        },
      }),
  };
}
