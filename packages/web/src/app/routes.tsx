import { matchRoute, PATHS, resolveRouteAccess } from '@dubloon-quest/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { ErrorStatus } from '../components/error-page/error-page.js';
import { RouteRedirect } from '../components/shell/route-redirect.js';
import { LoginRoute } from '../features/auth/routes/login-route.js';
import { useGameServices } from '../services/app-services.js';
import { consoleCatalogues } from '../console/shell/console-catalogues.js';
import { type CataloguePack, registerCatalogues } from '../locale/catalogues.js';
import { drawCheckCatalogues, placeNamesCatalogues, playersInBulkCatalogues } from '../locale/player-catalogues.js';

/** A screen loaded with the French of the texts it shows apart from the player's catalogue, for a French reader (docs/decisions/0150). */
const withCatalogues = <T,>(screen: Promise<T>, ...packs: CataloguePack[]): Promise<T> =>
  Promise.all([screen, ...packs.map(registerCatalogues)]).then(([loaded]) => loaded);

/**
 * Each screen's module, downloaded when first shown (docs/decisions/0050). The login page is the first page
 * of every visit, so it comes with the app itself rather than one network round later.
 */
const LOADERS = {
  register: () =>
    withCatalogues(
      import('../features/auth/routes/register-route.js').then((m) => m.RegisterRoute),
      playersInBulkCatalogues,
      placeNamesCatalogues,
    ),
  verifyEmail: () => import('../features/auth/routes/verify-email-route.js').then((m) => m.VerifyEmailRoute),
  verifyEmailResult: () => import('../features/auth/routes/verify-route.js').then((m) => m.VerifyRoute),
  forgotPassword: () => import('../features/auth/routes/forgot-route.js').then((m) => m.ForgotRoute),
  resetPassword: () =>
    withCatalogues(import('../features/auth/routes/reset-route.js').then((m) => m.ResetRoute), playersInBulkCatalogues),
  profile: () =>
    withCatalogues(import('../features/profile/routes/profile-route.js').then((m) => m.ProfileRoute), placeNamesCatalogues),
  treasureMap: () => import('../features/treasure-map/routes/treasure-map-route.js').then((m) => m.TreasureMapRoute),
  learn: () => import('../features/learn/routes/learn-route.js').then((m) => m.LearnRoute),
  raffle: () => import('../features/raffle/routes/raffle-route.js').then((m) => m.RaffleRoute),
  businesses: () => import('../features/businesses/routes/businesses-route.js').then((m) => m.BusinessesRoute),
  businessDetails: () => import('../features/businesses/routes/business-detail-route.js').then((m) => m.BusinessDetailRoute),
  results: () =>
    withCatalogues(import('../features/results/routes/results-route.js').then((m) => m.ResultsRoute), placeNamesCatalogues),
  // Its own chunk: only a visitor checking the draw downloads the draw's code (SHA-256, the draw, the record schema).
  raffleVerify: () =>
    withCatalogues(
      import('../features/raffle-verify/routes/raffle-verify-route.js').then((m) => m.RaffleVerifyRoute),
      drawCheckCatalogues,
    ),
  gameClosed: () => import('../features/game-closed/routes/game-closed-route.js').then((m) => m.GameClosedRoute),
  pastEvent: () =>
    withCatalogues(import('../features/results/routes/results-route.js').then((m) => m.PastEventRoute), placeNamesCatalogues),
} satisfies Partial<Record<keyof typeof PATHS, () => Promise<ComponentType>>>;

/** The organizers' and partners' console: its own chunks (file names starting with `console`), never a player's. */
const ConsoleRoute = lazy(async () => {
  // Its texts in the reader's language before it shows (docs/decisions/0150).
  const [{ ConsoleRoute: route }] = await Promise.all([
    import('../console/shell/console-route.js'),
    registerCatalogues(consoleCatalogues),
    registerCatalogues(placeNamesCatalogues),
    // The draw's texts (Raffle's draw and its check, the presenter): in the build their English is a chunk of its
    // own too (docs/decisions/0169), which the console would otherwise read empty.
    registerCatalogues(drawCheckCatalogues),
  ]);
  return { default: route };
});

const loadErrorRoute = () => import('../features/errors/routes/error-route.js').then((m) => m.ErrorRoute);

/**
 * Starts downloading the screen of a path before the app renders (in parallel with the game, for a saved
 * session), so the first page does not wait for it after the entry has run. Unknown paths load nothing.
 */
export function preloadScreen(pathname: string): void {
  const route = matchRoute(pathname);
  const key = (Object.keys(LOADERS) as (keyof typeof LOADERS)[]).find((candidate) => PATHS[candidate] === route?.path);
  if (key) void LOADERS[key]().catch(() => undefined);
  else if (route) void loadErrorRoute().catch(() => undefined);
}

const screen = (load: () => Promise<ComponentType>) => lazy(() => load().then((component) => ({ default: component })));
const ErrorRoute = lazy(() => loadErrorRoute().then((component) => ({ default: component })));
const LAZY_SCREENS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(LOADERS).map(([key, load]) => [key, screen(load)]),
);

/**
 * Each path of core's route table and what it shows: the lazy screens of `LOADERS`, the login and the error
 * pages. Made at each render, so that switching the language renders every screen again (docs/decisions/0150).
 */
const screens = (): Record<keyof typeof PATHS, ReactNode> => ({
  ...(Object.fromEntries(
    Object.entries(LAZY_SCREENS).map(([key, Screen]) => [key, <Screen />]),
  ) as Record<keyof typeof LOADERS, ReactNode>),
  login: <LoginRoute />,
  conflict: <ErrorRoute status={409 satisfies ErrorStatus} />,
  notFound: <ErrorRoute status={404} />,
  forbidden: <ErrorRoute status={403} />,
  unauthorized: <ErrorRoute status={401} />,
  serverError: <ErrorRoute status={500} />,
});

/**
 * Core's route access for the current path (spec 2, 4 and 6): with the game running, the session's
 * (`GameRouteGate`); before that nobody is logged in, so only the open and logged-out routes open.
 */
function RouteGate({ children }: { children: ReactNode }) {
  const game = useGameServices();
  const { pathname } = useLocation();
  if (game) return <game.bindings.GameRouteGate logic={game.logic}>{children}</game.bindings.GameRouteGate>;
  const access = resolveRouteAccess({ path: pathname, loggedIn: false, role: null, period: null });
  return access.kind === 'redirect' ? <RouteRedirect access={access} /> : children;
}

/** Every route of spec section 2; unknown paths go to /error-404. */
export function AppRoutes() {
  const SCREENS = screens();
  return (
    <Suspense>
      <Routes>
        {(Object.keys(SCREENS) as (keyof typeof PATHS)[]).map((key) => (
          <Route key={key} path={PATHS[key]} element={<RouteGate>{SCREENS[key]}</RouteGate>} />
        ))}
        <Route path="/console/*" element={<ConsoleRoute />} />
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Routes>
    </Suspense>
  );
}
