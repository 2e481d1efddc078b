import { messages } from '@dubloon-quest/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SupportModal } from '../components/modal/support-modal.js';

export interface AppShellProps {
  /** The header (with the demo banner inside its landmark). */
  header: ReactNode;
  /** The footer countdown while logged in, else null. */
  footer: ReactNode;
  toasts: ReactNode;
  overlay: ReactNode;
  support: { open: boolean; onClose: () => void; email: string; chatUrl: string };
  children: ReactNode;
}

/**
 * The frame of every page: skip link, header, the page, the footer, the toasts, the loading overlay and the
 * support modal. After a navigation the focus moves to the page, so keyboard and screen-reader users start
 * at the new content.
 */
export function AppShell({ header, footer, toasts, overlay, support, children }: AppShellProps) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {messages.ui.shell.skipToContent}
      </a>
      {header}
      <main id="main" ref={main} tabIndex={-1} className="app__main">
        {children}
      </main>
      {footer}
      {toasts}
      {overlay}
      <SupportModal open={support.open} onClose={support.onClose} email={support.email} chatUrl={support.chatUrl} />
    </div>
  );
}
