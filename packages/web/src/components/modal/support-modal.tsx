import { messages } from '@dubloon-quest/core';
import { Modal } from './modal.js';

export interface SupportModalProps {
  open: boolean;
  onClose: () => void;
  /** The organizers' contact address (configured per event; docs/decisions/0053-support-and-links.md). */
  email: string;
  /** The community chat's address. */
  chatUrl: string;
}

/** How to reach the organizers and the community (spec 2). */
export function SupportModal({ open, onClose, email, chatUrl }: SupportModalProps) {
  return (
    <Modal open={open} title={messages.ui.support.title} onClose={onClose}>
      <p>{messages.ui.support.intro}</p>
      <dl className="support">
        <dt>{messages.ui.support.emailLabel}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>{messages.ui.support.chatLabel}</dt>
        <dd>
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">
            {messages.ui.support.chatLink}
          </a>
        </dd>
      </dl>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {messages.ui.common.close}
        </button>
      </div>
    </Modal>
  );
}
