import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Escape and on the backdrop; the owner decides whether the modal closes. */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (an alert dialog's question). */
  describedBy?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesOf = (element: HTMLElement): HTMLElement[] => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * An accessible modal dialog: labelled by its title, focus moved into it and kept there (Tab wraps), closed
 * by Escape, the page behind made inert, and focus given back to where it was on close.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? createPortal(<ModalSurface {...props} />, document.body) : null;
}

function ModalSurface({ title, onClose, children, role = 'dialog', describedBy }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const surface = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    const element = surface.current;
    if (element) (focusablesOf(element)[0] ?? element).focus();
    return () => {
      appRoot?.removeAttribute('inert');
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const element = surface.current;
    if (event.key !== 'Tab' || !element) return;
    const focusables = focusablesOf(element);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={surface}
        className="modal__surface"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
