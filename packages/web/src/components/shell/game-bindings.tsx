import {
  currentPeriod,
  currentRole,
  footerCountdown,
  gameNotStarted,
  isLoggedIn,
  isOverlayShown,
  isPlayer,
  matchRoute,
  notificationItems,
  overlayMessage,
  resolveRouteAccess,
  resultsOut,
  badgeCoins,
  type GameLogic,
} from '@dubloon-quest/core';
import { isConsoleRole } from '@dubloon-quest/core/console';
import { useSelector } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FooterCountdown } from '../countdown/footer-countdown.js';
import { LoadingOverlay } from '../feedback/loading-overlay.js';
import { AppHeader, type AppHeaderProps } from '../header/app-header.js';
import { ToastRegion } from '../toasts/toast-region.js';
import { RouteRedirect } from './route-redirect.js';

/*
 * The shell's parts bound to the game state. They come with the game (downloaded at login), so the logged-out
 * first page carries none of core's machines or selectors.
 */

/** The header with the balance (players only, spec 6) and the menu while logged in. */
export function GameHeader({ logic, onOpenSupport, notice, look }: { logic: GameLogic; onOpenSupport: () => void; notice: ReactNode; look: AppHeaderProps['look'] }) {
  const loggedIn = useSelector(logic.session, isLoggedIn);
  const player = useSelector(logic.session, (snapshot) => isPlayer(currentRole(snapshot)));
  const usesConsole = useSelector(logic.session, (snapshot) => isConsoleRole(currentRole(snapshot)));
  const coins = useSelector(logic.raffle, badgeCoins);
  return (
    <AppHeader
      session={loggedIn ? { coins: player ? coins : null, console: usesConsole } : null}
      onLogout={() => logic.session.send({ type: 'session.logout', reason: 'user' })}
      onOpenSupport={onOpenSupport}
      notice={notice}
      look={look}
    />
  );
}

/** The footer countdown of the current period while logged in. */
export function GameFooter({ logic }: { logic: GameLogic }) {
  const loggedIn = useSelector(logic.session, isLoggedIn);
  const period = useSelector(logic.period, currentPeriod);
  const countdown = useSelector(logic.period, footerCountdown);
  return loggedIn ? <FooterCountdown period={period} countdown={countdown} /> : null;
}

/** The toasts of core's notifications machine. */
export function GameToasts({ logic }: { logic: GameLogic }) {
  const items = useSelector(logic.notifications, notificationItems);
  return (
    <ToastRegion
      toasts={items.map(({ id, payload }) => ({ id, error: payload.error, content: payload.content, closing: payload.close }))}
      onDismiss={(id) => logic.notifications.send({ type: 'notification.close', id })}
    />
  );
}

/** The loading overlay of core's loading machine ("Taking longer than expected..." after 29 s). */
export function GameLoadingOverlay({ logic }: { logic: GameLogic }) {
  const visible = useSelector(logic.loading, isOverlayShown);
  const slow = useSelector(logic.loading, (snapshot) => overlayMessage(snapshot) !== null);
  return <LoadingOverlay visible={visible} takingLonger={slow} />;
}

/**
 * Opens a route only when core's route access allows it for this session (spec 2, 4 and 6: login, role,
 * period, the game not started yet), otherwise goes where it says. The server guards its calls with the same
 * rules. A logged-out-only page (code 2) answers 409 to a user who arrives logged in; one who logs in on it
 * is not sent there while the session takes them to the Treasure Map.
 */
export function GameRouteGate({ logic, children }: { logic: GameLogic; children: ReactNode }) {
  const { pathname } = useLocation();
  const loggedIn = useSelector(logic.session, isLoggedIn);
  const role = useSelector(logic.session, currentRole);
  const period = useSelector(logic.period, currentPeriod);
  const notStarted = useSelector(logic.period, gameNotStarted);
  const published = useSelector(logic.winners, resultsOut);
  const arrival = useRef({ pathname, loggedIn });
  if (arrival.current.pathname !== pathname) arrival.current = { pathname, loggedIn };
  const loggedOutOnly = matchRoute(pathname)?.restriction === 2;
  const access = resolveRouteAccess({
    path: pathname,
    loggedIn: loggedOutOnly ? arrival.current.loggedIn : loggedIn,
    role,
    period,
    gameNotStarted: notStarted,
    resultsOut: published,
  });
  return access.kind === 'redirect' ? <RouteRedirect access={access} /> : children;
}
