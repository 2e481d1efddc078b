import { createConsoleApi } from '@dubloon-quest/adapters/console';
import { currentRole, isLoggedIn, messages, PATHS, type GameLogic } from '@dubloon-quest/core';
import { consoleShellText, resolveConsoleAccess, type ConsoleRole } from '@dubloon-quest/core/console';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useGameServices } from '../../services/app-services.js';
import { LoadState } from '../../components/feedback/load-state.js';
import { ConsoleLayout } from '../shared/components/console-layout.js';
import { consolePath } from '../shared/console-paths.js';
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
            <ConsoleLayout
              links={screens.map((screen) => ({ to: consolePath(screen.path), label: screen.label }))}
              who={consoleShellText.signedInAs(data.account.name, data.account.role)}
              readOnly={data.read_only}
            >
              <ConsoleScreens screens={screens} />
            </ConsoleLayout>
          </ConsoleServicesProvider>
        );
      }}
    </LoadState>
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
    <Suspense
      fallback={
        <p role="status" className="muted">
          {consoleShellText.loading}
        </p>
      }
    >
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
