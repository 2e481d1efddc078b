import { messages } from '@dubloon-quest/core';
import { createPortal } from 'react-dom';
import './toast-region.css';

/** A notification as the interface shows it (spec 4: payload error, content; closing while it fades out). */
export interface ToastView {
  id: string;
  error: boolean;
  content: string;
  /** True during the 500 ms fade-out before removal. */
  closing?: boolean;
}

export interface ToastRegionProps {
  toasts: readonly ToastView[];
  onDismiss: (id: string) => void;
}

/**
 * The notifications. Two live regions that exist before any toast arrives, so screen readers announce
 * each new one: successes politely (`status`), errors at once (`alert`). Rendered outside the app root so
 * a modal that makes the page inert does not silence them.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const list = (error: boolean) =>
    toasts
      .filter((toast) => toast.error === error)
      .map((toast) => (
        <div key={toast.id} className={`toast${error ? ' toast--error' : ''}${toast.closing ? ' toast--closing' : ''}`}>
          <p className="toast__content">{toast.content}</p>
          <button
            type="button"
            className="toast__close"
            aria-label={messages.ui.shell.dismissNotification}
            onClick={() => onDismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ));
  return createPortal(
    <section className="toasts" aria-label={messages.ui.shell.notifications}>
      <div role="alert" className="toasts__list">
        {list(true)}
      </div>
      <div role="status" className="toasts__list">
        {list(false)}
      </div>
    </section>,
    document.body,
  );
}
