import { consoleBulkInvitationsText } from '@dubloon-quest/core/console';
import { useNotify } from '../../../hooks/use-notify.js';
import { useConsoleAction } from './console-requests.js';

const text = consoleBulkInvitationsText.invitation;

/** An area's `consoleResendInvitation` call (each area lists its own calls, decision 0132). */
type ResendCall = (args: {
  params: { user_id: number };
  body: { send: boolean };
}) => Promise<{ message: string; link: string }>;

/** What the invitation buttons of a pending account do: mail a new link, or make one and copy it. */
export interface InvitationActions {
  readonly busy: boolean;
  readonly resend: (userId: number) => void;
  readonly copy: (userId: number) => void;
}

/**
 * Resends an invitation or copies a new link (issue 32) through the one request layer. A copy the browser
 * refuses (no clipboard, no focus) says the link in a toast that stays, so it can be selected by hand.
 */
export function useInvitationActions(resendInvitation: ResendCall): InvitationActions {
  const action = useConsoleAction();
  const notify = useNotify();
  const copyLink = (link: string) => {
    const failed = () => notify({ content: text.copyFailed(link), error: true, duration: 0 });
    if (!('clipboard' in navigator)) {
      failed();
      return;
    }
    navigator.clipboard.writeText(link).then(() => notify({ content: text.copied }), failed);
  };
  return {
    busy: action.busy,
    resend: (userId) =>
      void action.run(() => resendInvitation({ params: { user_id: userId }, body: { send: true } }), {
        success: (answer) => answer.message,
      }),
    copy: (userId) =>
      void action.run(() => resendInvitation({ params: { user_id: userId }, body: { send: false } }), {
        onSuccess: (answer) => copyLink(answer.link),
      }),
  };
}
