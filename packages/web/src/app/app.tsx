import { PATHS } from '@dubloon-quest/core';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from '../components/error-page/app-error-boundary.js';
import { AppHeader } from '../components/header/app-header.js';
import { DemoBanner } from '../components/feedback/demo-banner.js';
import { SupportModal } from '../components/modal/support-modal.js';
import { PageTitle } from './page-title.js';
import { settings } from './settings.js';

const ErrorRoute = lazy(() => import('../features/errors/routes/error-route.js').then((module) => ({ default: module.ErrorRoute })));

function Frame() {
  const [supportOpen, setSupportOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className="app">
      <AppHeader
        session={null}
        onLogout={() => undefined}
        onOpenSupport={() => setSupportOpen(true)}
        notice={settings.demo ? <DemoBanner /> : null}
      />
      <main id="main" tabIndex={-1} className="app__main">
        <AppErrorBoundary resetKey={pathname}>
          <Suspense>
            <Routes>
              <Route path={PATHS.conflict} element={<ErrorRoute status={409} />} />
              <Route path={PATHS.notFound} element={<ErrorRoute status={404} />} />
              <Route path={PATHS.forbidden} element={<ErrorRoute status={403} />} />
              <Route path={PATHS.unauthorized} element={<ErrorRoute status={401} />} />
              <Route path={PATHS.serverError} element={<ErrorRoute status={500} />} />
              <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
            </Routes>
          </Suspense>
        </AppErrorBoundary>
      </main>
      <SupportModal open={supportOpen} onClose={() => setSupportOpen(false)} email={settings.supportEmail} chatUrl={settings.communityChatUrl} />
    </div>
  );
}

/** The web app. Phase A: the error pages and the shell; the game's screens join when core's game logic is composed in. */
export function App() {
  return (
    <BrowserRouter>
      <PageTitle />
      <Frame />
    </BrowserRouter>
  );
}
