import { describe, expect, it } from 'vitest';
import { PATHS, ROUTES, isInvitation, isPlayerInvitation, matchRoute, normalizePath, pageTitle, pageTitleForPath } from './routes.js';

describe('the route table', () => {
  it('has every route of spec section 2 with its restriction code and feature', () => {
    expect(ROUTES.map((r) => [r.path, r.restriction, r.feature])).toEqual([
      ['/register', 2, null],
      ['/register/verify-email', 0, null],
      ['/register/verify-email/verify', 0, null],
      ['/login', 2, null],
      ['/login/forgot', 2, null],
      ['/password-reset', 2, null],
      ['/profile', 1, null],
      ['/', 1, null],
      ['/learn', 1, 'learn'],
      ['/raffle', 1, 'raffle'],
      ['/businesses', 1, 'businesses'],
      ['/businesses/:details', 1, 'businesses'],
      ['/results', 1, 'results'],
      ['/raffle/verify', 0, null],
      ['/past-event', 0, null],
      ['/game-closed', 1, null],
      ['/error-409', 0, null],
      ['/error-404', 0, null],
      ['/error-403', 0, null],
      ['/error-401', 0, null],
      ['/error-500', 0, null],
    ]);
  });

  it('gives every route a distinct, non-empty title', () => {
    const titles = ROUTES.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.trim()).not.toBe('');
  });
});

describe('matchRoute', () => {
  it('finds a route by path, ignoring query, hash and a trailing slash', () => {
    expect(matchRoute('/raffle')?.path).toBe('/raffle');
    expect(matchRoute('/raffle/')?.path).toBe('/raffle');
    expect(matchRoute('/raffle/verify')?.path).toBe(PATHS.raffleVerify);
    expect(matchRoute('/register/verify-email/verify?token=abc')?.path).toBe(PATHS.verifyEmailResult);
    expect(matchRoute('/#top')?.path).toBe('/');
  });

  it('matches a business by its one-segment name', () => {
    expect(matchRoute('/businesses/acme-tools')?.path).toBe('/businesses/:details');
    expect(matchRoute('/businesses/acme/tools')).toBeNull();
  });

  it('knows no other path', () => {
    for (const path of ['/nope', '/learn/1', '/Raffle', '/error-418', '']) expect(matchRoute(path)?.path ?? null).toBe(path === '' ? '/' : null);
  });

  it('normalizes paths', () => {
    expect(['', '/', '//', '/a/', '/a?b=/c/', '/a#/b'].map(normalizePath)).toEqual(['/', '/', '/', '/a', '/a', '/a']);
  });
});

describe('page titles', () => {
  it('are the route title followed by the product name', () => {
    expect(pageTitle(matchRoute('/raffle')!)).toBe('Raffle | Dubloon Quest');
    expect(pageTitleForPath('/businesses/acme')).toBe('Business Details | Dubloon Quest');
    expect(pageTitleForPath('/nowhere')).toBe('Page Not Found | Dubloon Quest');
    expect(pageTitleForPath('/password-reset', '?token=ab')).toBe('Reset Password | Dubloon Quest');
    expect(pageTitleForPath('/password-reset', '?token=ab&invitation=1')).toBe(
      'Accept Your Invitation | Dubloon Quest',
    );
  });

  it("puts the event's name after the route's title when the page knows it (issue 32)", () => {
    expect(pageTitleForPath('/raffle', '', 'Harbor Days 2026')).toBe('Raffle | Harbor Days 2026');
    expect(pageTitleForPath('/password-reset', '?token=ab&invitation=1', 'Harbor Days')).toBe('Accept Your Invitation | Harbor Days');
    expect(pageTitleForPath('/raffle', '', '')).toBe('Raffle | Dubloon Quest');
  });
});

describe('invitation links', () => {
  it("tells an imported player's invitation (issue 32) from the others, and titles each as an invitation", () => {
    expect(['?token=ab&invitation=player', '?token=ab&invitation=1', '?token=ab&invitation=first', '?token=ab'].map(isPlayerInvitation)).toEqual([true, false, false, false]);
    expect(['?token=ab&invitation=player', '?invitation=1&token=ab', '?token=ab&invitation=players'].map(isInvitation)).toEqual([true, true, false]);
    expect(pageTitleForPath('/password-reset', '?token=ab&invitation=player')).toBe(pageTitleForPath('/password-reset', '?token=ab&invitation=1'));
  });
});
