import { createConsoleApi } from '@dubloon-quest/adapters/console';
import { currentRole, isLoggedIn, messages, PATHS, type GameLogic } from '@dubloon-quest/core';
import { consoleAccountsText, consoleShellText, resolveConsoleAccess, type ConsoleRole } from '@dubloon-quest/core/console';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useGameServices } from '../../services/app-services.js';
import { LoadState } from '../../components/feedback/load-state.js';
import { ConsoleLayout } from '../shared/components/console-layout.js';
import { consolePath, PRESENTER_PATH } from '../shared/console-paths.js';
import { screensFor, type ConsoleScreen } from './console-screens.js';
import { ConsoleServicesProvider, type ConsoleServices } from '../shared/console-services.js';
import { useConsoleQuery } from '../shared/hooks/console-requests.js';
import { readerLanguageTag } from '../../locale/catalogues.js';

/**
 * `/console/*`: the organizers' and partners' console (issue 11), a chunk of its own that players never
 * download. Logged-out visitors go to the login page and players to the 403 page; the server refuses their
 * calls anyway.
 */
export function ConsoleRoute() {
  const game = useGameServices();
  if (!game) return <Navigate to={PATHS.login} replace />;
  return <ConsoleGate logic={game.logic} />;
}

function ConsoleGate({ logic }: { logic: GameLogic }) {
  const loggedIn = useSelector(logic.session, isLoggedIn);
  const role = useSelector(logic.session, currentRole);
  const access = resolveConsoleAccess({ loggedIn, role });
  if (access === 'login') return <Navigate to={PATHS.login} replace />;
  if (access === 'forbidden') return <Navigate to={PATHS.forbidden} replace />;
  return <ConsoleApp logic={logic} role={role as ConsoleRole} />;
}

function ConsoleApp({ logic, role }: { logic: GameLogic; role: ConsoleRole }) {
  // The page's own origin, written out: the same server as the game's API.
  const api = useMemo(
    () => createConsoleApi({ baseUrl: window.location.origin, tokens: () => logic.tokens(), language: readerLanguageTag }),
    [logic],
  );
  const me = useConsoleQuery(() => api.call('consoleGetMe'));
  const screens = useMemo(() => screensFor(role), [role]);
  useConsoleTitle(screens);

  return (
    <LoadState value={me.value} onRetry={me.retry}>
      {(data) => {
        const services: ConsoleServices = { api, me: data, role, refreshMe: me.refresh };
        return (
          <ConsoleServicesProvider services={services}>
            <Routes>
              {role === 'Organizer' ? (
                <Route
                  path={PRESENTER_ROUTE}
                  element={
                    <Suspense fallback={<ConsoleLoading />}>
                      <ConsolePresenterRoute />
                    </Suspense>
                  }
                />
              ) : null}
              <Route
                path="*"
                element={
                  <ConsoleLayout
                    links={screens.map((screen) => ({ to: consolePath(screen.path), label: screen.label }))}
                    who={consoleShellText.signedInAs(data.account.name, consoleAccountsText.roles[data.account.role])}
                    readOnly={data.read_only}
                  >
                    <ConsoleScreens screens={screens} />
                  </ConsoleLayout>
                }
              />
            </Routes>
          </ConsoleServicesProvider>
        );
      }}
    </LoadState>
  );
}

/**
 * The presenter view (organizers, decision 0159), outside the console's frame: the projector shows it alone. A
 * chunk of its own with its QR encoder, so no other console screen downloads them.
 */
const PRESENTER_ROUTE = PRESENTER_PATH.slice(`${consolePath('')}/`.length);
const ConsolePresenterRoute = lazy(() =>
  import('../presenter/routes/console-presenter-route.js').then((m) => ({ default: m.ConsolePresenterRoute })),
);

function ConsoleLoading() {
  return (
    <p role="status" className="muted">
      {consoleShellText.loading}
    </p>
  );
}

const lazyScreens = new Map<ConsoleScreen, ComponentType>();
function lazyScreen(screen: ConsoleScreen): ComponentType {
  let component = lazyScreens.get(screen);
  if (!component) {
    component = lazy(() => screen.load().then((loaded) => ({ default: loaded })));
    lazyScreens.set(screen, component);
  }
  return component;
}

function ConsoleScreens({ screens }: { screens: readonly ConsoleScreen[] }) {
  return (
    <Suspense fallback={<ConsoleLoading />}>
      <Routes>
        {screens.map((screen) => {
          const Screen = lazyScreen(screen);
          return screen.path === '' ? (
            <Route key="index" index element={<Screen />} />
          ) : (
            <Route key={screen.path} path={`${screen.path}/*`} element={<Screen />} />
          );
        })}
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Routes>
    </Suspense>
  );
}

/** "Players · Console | Dubloon Quest": set after the game's own title, which does not know the console. */
function useConsoleTitle(screens: readonly ConsoleScreen[]) {
  const { pathname } = useLocation();
  useEffect(() => {
    // The presenter view names itself after the event (its own title, once the name is loaded).
    if (pathname === PRESENTER_PATH) return;
    const current = [...screens]
      .reverse()
      .find(
        (screen) =>
          pathname === consolePath(screen.path) || pathname.startsWith(`${consolePath(screen.path)}/`),
      );
    const label = current ? `${current.label} · ${consoleShellText.title}` : consoleShellText.title;
    document.title = messages.ui.pageTitle(label);
  }, [pathname, screens]);
}
