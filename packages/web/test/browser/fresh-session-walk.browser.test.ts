import { messages } from '@dubloon-quest/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type DemoPeriod, type RunningServer } from './game-server.js';
import { logInAsDemoPlayer } from './pages.js';

/**
 * Issue 26, item 4: a player opening each page of the game in a fresh browser, at each period the demo runs,
 * lands on the page spec 4 gives: the page itself, or the Treasure Map when its feature is closed in the period;
 * never /profile, which is only for a game that has not started, and never Game Closed while the game is open. Each page is opened twice: in a new tab right
 * after logging in (the saved state the tab starts from is the one the login wrote), and after a reload.
 */
const ui = messages.ui;

/** Where each page lands for a logged-in player (spec 4: a disabled route redirects to /). */
const LANDINGS: Record<Exclude<DemoPeriod, 'reviewStart'>, Record<string, string>> = {
  preGame: { '/': '/', '/learn': '/learn', '/raffle': '/raffle', '/businesses': '/', '/results': '/results', '/profile': '/profile', '/game-closed': '/' },
  gameStart: { '/': '/', '/learn': '/', '/raffle': '/raffle', '/businesses': '/businesses', '/results': '/results', '/profile': '/profile', '/game-closed': '/' },
};

/** Each route's level-1 heading, read once the page has landed (the page shows, not only its address). */
const HEADINGS: Record<string, readonly string[]> = {
  '/': [ui.treasureMap.heading, ui.treasureMap.instructionsHeading],
  '/learn': [ui.learn.heading],
  '/raffle': [ui.raffle.heading],
  '/businesses': [ui.businesses.heading],
  '/results': [ui.results.heading],
  '/profile': [ui.profile.heading],
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits for the page to settle on a route with its heading, and gives the route's path. */
async function landing(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const path = new URL(page.url()).pathname;
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
  expect(HEADINGS[path] ?? [], `the heading on ${path}`).toContain(heading);
  return path;
}

describe.each(['preGame', 'gameStart'] as const)('a player in a fresh browser during %s', (period) => {
  it.each(Object.entries(LANDINGS[period]))('opens %s in a new tab right after logging in, and lands on %s', async (path, expected) => {
    server.setPeriod(period);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const first = await context.newPage();
      await logInAsDemoPlayer(first, server.url);
      const tab = await context.newPage();
      await tab.goto(`${server.url}${path}`);
      expect(await landing(tab)).toBe(expected);
      await tab.reload();
      expect(await landing(tab)).toBe(expected);
    } finally {
      await context.close();
    }
  });
});
