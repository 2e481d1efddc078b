import { describe, expect, it } from 'vitest';
import { CONSOLE_HOME, isConsoleRole, landingAfterLogin, resolveConsoleAccess } from './console-access.js';

describe('console access', () => {
  it('lets organizers and partners in', () => {
    expect(resolveConsoleAccess({ loggedIn: true, role: 'Organizer' })).toBe('allow');
    expect(resolveConsoleAccess({ loggedIn: true, role: 'Partner' })).toBe('allow');
  });

  it('sends a logged-out visitor to the login page, whatever role was remembered', () => {
    expect(resolveConsoleAccess({ loggedIn: false, role: 'Organizer' })).toBe('login');
    expect(resolveConsoleAccess({ loggedIn: false, role: null })).toBe('login');
  });

  it('refuses players and unknown roles', () => {
    for (const role of ['Player', 'player', 'organizer', '', null, undefined]) {
      expect(resolveConsoleAccess({ loggedIn: true, role })).toBe('forbidden');
      expect(isConsoleRole(role)).toBe(false);
    }
  });
});

describe('landing after login', () => {
  it("takes organizers and partners who asked for no page to the console's Overview", () => {
    expect(landingAfterLogin('Organizer', '/', '/')).toBe(CONSOLE_HOME);
    expect(landingAfterLogin('Partner', '/', '/')).toBe(CONSOLE_HOME);
  });

  it('keeps the page they asked for, and takes players where the game would', () => {
    expect(landingAfterLogin('Organizer', '/results', '/')).toBe('/results');
    expect(landingAfterLogin('Player', '/', '/')).toBe('/');
    expect(landingAfterLogin(null, '/', '/')).toBe('/');
  });
});
