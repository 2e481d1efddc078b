import { messages } from '@dubloon-quest/core';
import { useId } from 'react';
import { Modal } from './modal.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a raffle, challenge or meeting submission (spec 5). Cancel has the first focus. */
export function ConfirmDialog({ open, title, message, confirmLabel = messages.ui.common.confirm, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal open={open} title={title} onClose={onCancel} role="alertdialog" describedBy={messageId}>
      <p id={messageId}>{message}</p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {messages.ui.common.cancel}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
