import { messages } from '@dubloon-quest/core';
import { LanguageSwitcher } from '../../locale/language-switcher.js';
import { Modal } from './modal.js';

export interface DisclaimerModalProps {
  open: boolean;
  /** The player has read it; the caller remembers that (spec 9: dismissal kept in local storage). */
  onAccept: () => void;
  privacyUrl: string;
  /** Where the game's source is published; the link is left out when there is none. */
  sourceUrl: string | null;
}

/** The demo disclaimer of the login page (spec 1 and 2): the original event ended, this is a demo. */
export function DisclaimerModal({ open, onAccept, privacyUrl, sourceUrl }: DisclaimerModalProps) {
  return (
    <Modal open={open} title={messages.ui.disclaimer.title} onClose={onAccept}>
      <p>{messages.demo.disclaimer}</p>
      <ul className="links">
        <li>
          <a href={privacyUrl}>{messages.ui.disclaimer.privacyLink}</a>
        </li>
        {sourceUrl ? (
          <li>
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
              {messages.ui.disclaimer.sourceLink}
            </a>
          </li>
        ) : null}
      </ul>
      <div className="modal__actions">
        {/* The header's switcher is behind the dialog: the disclaimer offers it too (decision 0150). */}
        <LanguageSwitcher className="button button--secondary" />
        <button type="button" className="button" onClick={onAccept}>
          {messages.ui.disclaimer.accept}
        </button>
      </div>
    </Modal>
  );
}
