import { consoleBulkInvitationsText } from '@dubloon-quest/core/console';

const text = consoleBulkInvitationsText.invitation;

export interface ConsoleInvitationButtonsProps {
  /** The invitee, named in each button's accessible name. */
  readonly name: string;
  readonly disabled: boolean;
  readonly onResend: () => void;
  readonly onCopy: () => void;
}

/** "Resend invitation" and "Copy invitation link" for an account still invited (issue 32). Presentational. */
export function ConsoleInvitationButtons({ name, disabled, onResend, onCopy }: ConsoleInvitationButtonsProps) {
  return (
    <span className="row">
      <button
        type="button"
        className="button button--secondary"
        aria-label={text.resendTo(name)}
        disabled={disabled}
        onClick={onResend}
      >
        {text.resend}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={text.copyLinkOf(name)}
        disabled={disabled}
        onClick={onCopy}
      >
        {text.copyLink}
      </button>
    </span>
  );
}
