import { describe, expect, it } from 'vitest';
import { GAME_PERIODS } from '../period/game-period.js';
import { gameClosedFollowUp, isGameClosedFor, loginReturnPath, resolveRouteAccess } from './route-access.js';
import { ROUTES } from './routes.js';

/** A concrete path for each route of the table. */
const concrete = (path: string) => path.replace(':details', 'acme-tools');

/** Expected outcome per column: preGame, gameStart, reviewStart, winnersAnnounced, gameEnd, not started. 'A' = allow. */
type Row = readonly [string, string, string, string, string, string];
const C = '/game-closed';
const P = '/profile';
const H = '/';

const loggedInPlayer: Record<string, Row> = {
  '/profile': ['A', 'A', C, 'A', C, 'A'],
  '/': ['A', 'A', C, 'A', C, P],
  '/learn': ['A', H, C, H, C, P],
  '/raffle': ['A', 'A', C, H, C, P],
  '/businesses': [H, 'A', C, H, C, P],
  '/businesses/:details': [H, 'A', C, H, C, P],
  '/results': ['A', 'A', C, 'A', 'A', P],
  '/game-closed': ['A', 'A', 'A', 'A', 'A', 'A'],
};
const loggedInNonPlayer: Record<string, Row> = {
  '/profile': ['A', 'A', 'A', 'A', C, 'A'],
  '/': ['A', 'A', 'A', 'A', C, P],
  '/learn': ['A', H, H, H, C, P],
  '/raffle': ['A', 'A', H, H, C, P],
  '/businesses': [H, 'A', H, H, C, P],
  '/businesses/:details': [H, 'A', H, H, C, P],
  '/results': ['A', 'A', 'A', 'A', 'A', P],
  '/game-closed': ['A', 'A', 'A', 'A', 'A', 'A'],
};

const columns = [...GAME_PERIODS.map((period) => ({ period, gameNotStarted: false })), { period: null, gameNotStarted: true }];
const outcome = (to: string, path: string) =>
  to === 'A' ? { kind: 'allow' } : to === '/login' ? { kind: 'redirect', to, returnTo: path } : { kind: 'redirect', to };

describe('resolveRouteAccess, every route x period x role x login', () => {
  for (const route of ROUTES)
    for (const role of ['Player', 'Partner', 'Organizer', null])
      for (const loggedIn of [false, true])
        columns.forEach(({ period, gameNotStarted }, column) => {
          const expected = (() => {
            if (route.restriction === 0) return 'A';
            if (route.restriction === 2) return loggedIn ? '/error-409' : 'A';
            if (!loggedIn) return '/login';
            const table = role === 'Player' ? loggedInPlayer : loggedInNonPlayer;
            return table[route.path]![column]!;
          })();
          it(`${route.path} for ${role ?? 'no role'} ${loggedIn ? 'logged in' : 'logged out'} in ${period ?? 'not started'} -> ${expected}`, () => {
            expect(resolveRouteAccess({ path: concrete(route.path), loggedIn, role, period, gameNotStarted })).toEqual(outcome(expected, concrete(route.path)));
          });
        });
});

describe('resolveRouteAccess, other cases', () => {
  it('sends an unknown path to /error-404, logged in or not', () => {
    expect(resolveRouteAccess({ path: '/treasure', loggedIn: true, role: 'Player', period: 'gameStart' })).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(resolveRouteAccess({ path: '/treasure', loggedIn: false, role: null, period: null })).toEqual({ kind: 'redirect', to: '/error-404' });
  });

  it('treats a missing schedule like "the game has not started yet"', () => {
    expect(resolveRouteAccess({ path: '/raffle', loggedIn: true, role: 'Player', period: null })).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('ignores the period when the game has not started', () => {
    expect(resolveRouteAccess({ path: '/profile', loggedIn: true, role: 'Player', period: 'reviewStart', gameNotStarted: true })).toEqual({ kind: 'allow' });
  });
});

describe('loginReturnPath', () => {
  it("returns to a logged-in page the visitor asked for, such as a business's link", () => {
    expect(loginReturnPath('/businesses/harbor-tech')).toBe('/businesses/harbor-tech');
    expect(loginReturnPath('/raffle/')).toBe('/raffle');
    expect(loginReturnPath('/results?x=1')).toBe('/results');
  });

  it('goes to the Treasure Map for anything else: none, open or logged-out pages, unknown or foreign addresses', () => {
    for (const path of [undefined, null, '', '/login', '/register', '/raffle/verify', '/nowhere', '//evil.example/businesses/x', 'https://evil.example/', 'businesses/x'])
      expect(loginReturnPath(path)).toBe('/');
  });

  it('is where resolveRouteAccess sends a logged-out visitor back to', () => {
    const access = resolveRouteAccess({ path: '/businesses/harbor-tech', loggedIn: false, role: null, period: null });
    expect(access).toEqual({ kind: 'redirect', to: '/login', returnTo: '/businesses/harbor-tech' });
    expect(loginReturnPath(access.kind === 'redirect' ? access.returnTo : null)).toBe('/businesses/harbor-tech');
  });
});

describe('results published during the review (decision 0116)', () => {
  const player = { loggedIn: true, role: 'Player', resultsOut: true } as const;

  it('lets a player in the review open the results once they are out, and nothing else', () => {
    expect(resolveRouteAccess({ ...player, path: '/results', period: 'reviewStart' })).toEqual({ kind: 'allow' });
    for (const path of ['/', '/raffle', '/learn', '/businesses', '/profile'])
      expect(resolveRouteAccess({ ...player, path, period: 'reviewStart' })).toEqual({ kind: 'redirect', to: '/game-closed' });
    expect(resolveRouteAccess({ ...player, path: '/results', period: 'reviewStart', resultsOut: false })).toEqual({
      kind: 'redirect',
      to: '/game-closed',
    });
  });

  it('keeps the results open to the players of an ended event, and only them (decision 0135)', () => {
    for (const resultsOut of [true, false])
      expect(resolveRouteAccess({ ...player, path: '/results', period: 'gameEnd', resultsOut })).toEqual({ kind: 'allow' });
    for (const path of ['/', '/raffle', '/learn', '/businesses', '/profile'])
      expect(resolveRouteAccess({ ...player, path, period: 'gameEnd' })).toEqual({ kind: 'redirect', to: '/game-closed' });
  });

  it('sends an open Game Closed page to the results only in the review, once they are out', () => {
    expect(gameClosedFollowUp('reviewStart', true, 'Player')).toBe('/results');
    expect(gameClosedFollowUp('reviewStart', false, 'Player')).toBeNull();
    expect(gameClosedFollowUp('gameEnd', true, 'Player')).toBeNull();
    expect(gameClosedFollowUp(null, true, 'Player')).toBeNull();
  });

  it('sends a user for whom the game is open back to the Treasure Map', () => {
    for (const period of ['preGame', 'gameStart', 'winnersAnnounced'] as const) {
      expect(gameClosedFollowUp(period, false, 'Player')).toBe('/');
      expect(gameClosedFollowUp(period, false, 'Partner')).toBe('/');
    }
    expect(gameClosedFollowUp('reviewStart', false, 'Partner')).toBe('/');
    expect(gameClosedFollowUp('reviewStart', false, 'Player')).toBeNull();
    expect(gameClosedFollowUp('gameEnd', false, 'Player')).toBeNull();
    expect(gameClosedFollowUp('gameEnd', false, 'Organizer')).toBeNull();
  });
});

describe('isGameClosedFor', () => {
  it('closes the game for players at review start and for everyone at game end', () => {
    expect(GAME_PERIODS.filter((p) => isGameClosedFor('Player', p))).toEqual(['reviewStart', 'gameEnd']);
    expect(GAME_PERIODS.filter((p) => isGameClosedFor('Organizer', p))).toEqual(['gameEnd']);
  });
});
