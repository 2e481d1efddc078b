import { messages } from '@dubloon-quest/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FooterCountdown, type FooterCountdownProps } from '../components/countdown/footer-countdown.js';
import { DemoBanner } from '../components/feedback/demo-banner.js';
import { LoadingOverlay, type LoadingOverlayProps } from '../components/feedback/loading-overlay.js';
import { AppHeader, type AppHeaderProps } from '../components/header/app-header.js';
import { SupportModal } from '../components/modal/support-modal.js';
import { ToastRegion, type ToastRegionProps } from '../components/toasts/toast-region.js';

export interface AppShellProps {
  header: AppHeaderProps;
  demo: boolean;
  /** The footer countdown while logged in, else null. */
  footer: FooterCountdownProps | null;
  toasts: ToastRegionProps;
  loading: LoadingOverlayProps;
  support: { open: boolean; onClose: () => void; email: string; chatUrl: string };
  children: ReactNode;
}

/**
 * The frame of every page: skip link, demo banner, header, the page, the footer countdown, the toasts, the
 * loading overlay and the support modal. After a navigation the focus moves to the page, so keyboard and
 * screen-reader users start at the new content.
 */
export function AppShell({ header, demo, footer, toasts, loading, support, children }: AppShellProps) {
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
      <AppHeader {...header} notice={demo ? <DemoBanner /> : null} />
      <main id="main" ref={main} tabIndex={-1} className="app__main">
        {children}
      </main>
      {footer ? <FooterCountdown {...footer} /> : null}
      <ToastRegion {...toasts} />
      <LoadingOverlay {...loading} />
      <SupportModal open={support.open} onClose={support.onClose} email={support.email} chatUrl={support.chatUrl} />
    </div>
  );
}
