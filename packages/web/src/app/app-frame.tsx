import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppErrorBoundary } from '../components/error-page/app-error-boundary.js';
import { DemoBanner } from '../components/feedback/demo-banner.js';
import { LoadingOverlay } from '../components/feedback/loading-overlay.js';
import { AppHeader } from '../components/header/app-header.js';
import { ToastRegion } from '../components/toasts/toast-region.js';
import { AppShell } from './app-shell.js';
import { useGameServices, useServices } from '../services/app-services.js';

const noop = () => undefined;

/**
 * The shell around every page. Once the game runs, its header, footer, toasts and overlay read the game state
 * (the bindings downloaded with it); before that (logged out) they are the bare ones. Only those parts
 * change, so the page itself stays mounted.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { settings } = useServices();
  const game = useGameServices();
  const { pathname } = useLocation();
  const [supportOpen, setSupportOpen] = useState(false);
  const openSupport = () => setSupportOpen(true);
  const notice = settings.demo ? <DemoBanner /> : null;
  const bound = game ? { logic: game.logic, ...game.bindings } : null;

  return (
    <AppShell
      header={
        bound ? (
          <bound.GameHeader logic={bound.logic} onOpenSupport={openSupport} notice={notice} look={settings.event ?? null} />
        ) : (
          <AppHeader session={null} onLogout={noop} onOpenSupport={openSupport} notice={notice} look={settings.event ?? null} />
        )
      }
      footer={bound ? <bound.GameFooter logic={bound.logic} /> : null}
      toasts={bound ? <bound.GameToasts logic={bound.logic} /> : <ToastRegion toasts={[]} onDismiss={noop} />}
      overlay={bound ? <bound.GameLoadingOverlay logic={bound.logic} /> : <LoadingOverlay visible={false} takingLonger={false} />}
      support={{ open: supportOpen, onClose: () => setSupportOpen(false), email: settings.event?.support_email ?? settings.supportEmail, chatUrl: settings.event?.chat_url ?? settings.communityChatUrl }}
    >
      <AppErrorBoundary resetKey={pathname}>{children}</AppErrorBoundary>
    </AppShell>
  );
}
