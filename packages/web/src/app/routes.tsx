import { PATHS, resolveRouteAccess } from '@dubloon-quest/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { ErrorStatus } from '../components/error-page/error-page.js';
import { useGameServices } from './providers.js';

/** A route module downloaded when first shown (docs/decisions/0050). */
const screen = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const LoginRoute = screen(() => import('../features/auth/routes/login-route.js'), (m) => m.LoginRoute);
const RegisterRoute = screen(() => import('../features/auth/routes/register-route.js'), (m) => m.RegisterRoute);
const VerifyEmailRoute = screen(() => import('../features/auth/routes/verify-email-route.js'), (m) => m.VerifyEmailRoute);
const VerifyRoute = screen(() => import('../features/auth/routes/verify-route.js'), (m) => m.VerifyRoute);
const ForgotRoute = screen(() => import('../features/auth/routes/forgot-route.js'), (m) => m.ForgotRoute);
const ResetRoute = screen(() => import('../features/auth/routes/reset-route.js'), (m) => m.ResetRoute);
const ProfileRoute = screen(() => import('../features/profile/routes/profile-route.js'), (m) => m.ProfileRoute);
const TreasureMapRoute = screen(() => import('../features/treasure-map/routes/treasure-map-route.js'), (m) => m.TreasureMapRoute);
const LearnRoute = screen(() => import('../features/learn/routes/learn-route.js'), (m) => m.LearnRoute);
const RaffleRoute = screen(() => import('../features/raffle/routes/raffle-route.js'), (m) => m.RaffleRoute);
const BusinessesRoute = screen(() => import('../features/businesses/routes/businesses-route.js'), (m) => m.BusinessesRoute);
const BusinessDetailRoute = screen(() => import('../features/businesses/routes/business-detail-route.js'), (m) => m.BusinessDetailRoute);
const ResultsRoute = screen(() => import('../features/results/routes/results-route.js'), (m) => m.ResultsRoute);
const GameClosedRoute = screen(() => import('../features/game-closed/routes/game-closed-route.js'), (m) => m.GameClosedRoute);
const ErrorRoute = lazy(() => import('../features/errors/routes/error-route.js').then((m) => ({ default: m.ErrorRoute })));

/** Each path of core's route table and what it shows. */
const SCREENS: Record<keyof typeof PATHS, ReactNode> = {
  register: <RegisterRoute />,
  verifyEmail: <VerifyEmailRoute />,
  verifyEmailResult: <VerifyRoute />,
  login: <LoginRoute />,
  forgotPassword: <ForgotRoute />,
  resetPassword: <ResetRoute />,
  profile: <ProfileRoute />,
  treasureMap: <TreasureMapRoute />,
  learn: <LearnRoute />,
  raffle: <RaffleRoute />,
  businesses: <BusinessesRoute />,
  businessDetails: <BusinessDetailRoute />,
  results: <ResultsRoute />,
  gameClosed: <GameClosedRoute />,
  conflict: <ErrorRoute status={409 satisfies ErrorStatus} />,
  notFound: <ErrorRoute status={404} />,
  forbidden: <ErrorRoute status={403} />,
  unauthorized: <ErrorRoute status={401} />,
  serverError: <ErrorRoute status={500} />,
};

/**
 * Core's route access for the current path (spec 2, 4 and 6): with the game running, the session's
 * (`GameRouteGate`); before that nobody is logged in, so only the open and logged-out routes open.
 */
function RouteGate({ children }: { children: ReactNode }) {
  const game = useGameServices();
  const { pathname } = useLocation();
  if (game) return <game.bindings.GameRouteGate logic={game.logic}>{children}</game.bindings.GameRouteGate>;
  const access = resolveRouteAccess({ path: pathname, loggedIn: false, role: null, period: null });
  return access.kind === 'redirect' ? <Navigate to={access.to} replace /> : children;
}

/** Every route of spec section 2; unknown paths go to /error-404. */
export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        {(Object.keys(SCREENS) as (keyof typeof PATHS)[]).map((key) => (
          <Route key={key} path={PATHS[key]} element={<RouteGate>{SCREENS[key]}</RouteGate>} />
        ))}
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Routes>
    </Suspense>
  );
}
