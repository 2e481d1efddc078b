import { messages } from '@dubloon-quest/core';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './toast-region.css';

/** A notification as the interface shows it (spec 4: payload error, content; closing while it fades out). */
interface ToastView {
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
 * Keeps `--toast-space` on the body at the height the toasts take from the bottom of the window (0 without
 * any), which the page adds below itself, so toasts never cover its last actions.
 */
function useReservedSpace(region: { readonly current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const element = region.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const reserve = () => {
      const { top } = element.getBoundingClientRect();
      const space = element.querySelector('.toast') === null ? 0 : Math.ceil(window.innerHeight - top);
      document.body.style.setProperty('--toast-space', `${Math.max(0, space)}px`);
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    reserve();
    return () => {
      observer.disconnect();
      document.body.style.removeProperty('--toast-space');
    };
  }, [region]);
}

/**
 * The notifications. Two live regions that exist before any toast arrives, so screen readers announce
 * each new one: successes politely (`status`), errors at once (`alert`). Rendered outside the app root so
 * a modal that makes the page inert does not silence them.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const region = useRef<HTMLElement>(null);
  useReservedSpace(region);
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
    <section ref={region} className="toasts" aria-label={messages.ui.shell.notifications}>
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
