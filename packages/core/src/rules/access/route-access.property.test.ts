import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { GAME_PERIODS } from '../period/game-period.js';
import { resolveRouteAccess } from './route-access.js';
import type { RouteAccessInput } from './route-access.js';
import { ROUTES, matchRoute } from './routes.js';

const knownPath = fc.constantFrom(...ROUTES.map((r) => r.path.replace(':details', 'acme')));
const anyPath = fc.oneof(knownPath, fc.webPath(), fc.string().map((s) => `/${s}`));
const input: fc.Arbitrary<RouteAccessInput> = fc.record({
  path: anyPath,
  loggedIn: fc.boolean(),
  role: fc.oneof(fc.constantFrom('Player', 'Partner', 'Organizer', null, undefined), fc.string()),
  period: fc.oneof(fc.constantFrom(...GAME_PERIODS), fc.constant(null)),
  gameNotStarted: fc.boolean(),
});

describe('route access properties', () => {
  test.prop([input])('redirects only to a known route, which is then allowed at once (no loops)', (given) => {
    const access = resolveRouteAccess(given);
    if (access.kind === 'allow') return;
    expect(matchRoute(access.to)).not.toBeNull();
    expect(resolveRouteAccess({ ...given, path: access.to })).toEqual({ kind: 'allow' });
  });

  test.prop([input])('a logged-out user never opens a logged-in-only route, a logged-in user never a logged-out-only one', (given) => {
    const route = matchRoute(given.path);
    if (route === null || resolveRouteAccess(given).kind !== 'allow') return;
    if (!given.loggedIn) expect(route.restriction).not.toBe(1);
    else expect(route.restriction).not.toBe(2);
  });

  test.prop([input])('open routes are always allowed', (given) => {
    if (matchRoute(given.path)?.restriction === 0) expect(resolveRouteAccess(given)).toEqual({ kind: 'allow' });
  });

  test.prop([input, fc.constantFrom('', '/', '?x=1', '#top', '/?a=b#c')])('query, hash and trailing slash change nothing', (given, suffix) => {
    expect(resolveRouteAccess({ ...given, path: given.path + suffix })).toEqual(resolveRouteAccess(given));
  });

  test.prop([input])('with the game not started a logged-in user opens only /profile, /game-closed and open routes', (given) => {
    const route = matchRoute(given.path);
    if (!given.loggedIn || !given.gameNotStarted || route === null) return;
    if (resolveRouteAccess(given).kind === 'allow') expect(['/profile', '/game-closed'].includes(route.path) || route.restriction === 0).toBe(true);
  });

  test.prop([input])('a non-player is turned away from the game no sooner than a player, except to /game-closed', (given) => {
    if (given.period === 'gameEnd') return;
    const asPlayer = resolveRouteAccess({ ...given, role: 'Player' });
    const asOther = resolveRouteAccess({ ...given, role: 'Partner' });
    if (asPlayer.kind === 'allow') expect(asOther).toEqual(asPlayer);
    else if (asPlayer.to !== '/game-closed') expect(asOther).toEqual(asPlayer);
  });
});
