import { readFileSync } from 'node:fs';
import { createHttpGameApi, WebStorage } from '@dubloon-quest/adapters';
import {
  createGameLogic,
  eventLookText,
  isLoggedIn,
  messages,
  parsePersistedClientState,
  PERSIST_ROOT_KEY,
  PERSISTED_STATE_VERSION,
  type GameLogic,
  type PersistedClientState,
} from '@dubloon-quest/core';
import { FakeRealtime, MemoryStorage } from '@dubloon-quest/core/testing';
import { loadConfig } from '@dubloon-quest/server';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations, screenshotAtWidths } from './browser.js';

/** The demo accounts the server seeds (its README names them). */
export const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Treasure-2026' } as const;
export const DEMO_PARTNER = { email: 'demo.partner@example.com', password: 'Treasure-2026' } as const;

interface DemoChest {
  chest_id: number;
  group: { answers: { correct: string; choices: Record<string, string> } }[];
}

/** The demo event the server serves (its shipped event file): the chests' right answers, the businesses. */
export function demoEvent(): { chests: DemoChest[]; businesses: { name: string }[]; raffle_items: { item_id: number; name: string; name_fr?: string }[] } {
  // A token secret of its own, so reading the settings writes no secrets file into the working folder.
  const { eventFile } = loadConfig({ TOKEN_SECRET: 'only-the-event-file-is-read-here' });
  return JSON.parse(readFileSync(eventFile, 'utf8')) as ReturnType<typeof demoEvent>;
}

/** No axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');
}

/** Checks a page with axe and saves its screenshots at 360, 764 and 1280 px. */
export async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await screenshotAtWidths(page, name);
}

/** The event's name the server wrote into the page it served (`<meta name="dubloon-quest-event">`). */
export async function servedEventName(page: Page, language: 'en' | 'fr' = 'en'): Promise<string> {
  const content = await page.locator('meta[name="dubloon-quest-event"]').getAttribute('content');
  const served = JSON.parse(content ?? '{}') as { name?: string; name_fr?: string };
  // A French reader reads the event's French name where the organizers wrote one (decision 0164).
  return (language === 'fr' ? served.name_fr : undefined) ?? served.name ?? '';
}

/** A player page's title as the app writes it: the route's title, then the served event's name (issue 32). */
export async function playerPageTitle(page: Page, routeTitle: string): Promise<string> {
  return eventLookText.pageTitle(routeTitle, await servedEventName(page));
}

/** Waits for the route's level-1 heading to read `text`. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text }).waitFor();
}

/** Accepts the demo disclaimer if it is open. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  // The disclaimer opens with the login screen itself: until the screen shows (the app starts once the reader's
  // texts are in, docs/decisions/0169), "not open" would only mean "not rendered yet".
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const accept = page.getByRole('button', { name: messages.ui.disclaimer.accept });
  if (await accept.isVisible()) await accept.click();
}

/** Logs in with the prefilled demo player from the login page and waits for the Treasure Map. */
export async function logInAsDemoPlayer(page: Page, baseUrl: string): Promise<void> {
  // A fresh history entry: reopening the login page the browser is already on keeps its history state, and a
  // login page reached from another page returns there after login (route access's returnTo).
  await page.goto('about:blank');
  await page.goto(`${baseUrl}/login`);
  await expectHeading(page, messages.ui.login.heading);
  await acceptDisclaimer(page);
  await page.getByRole('button', { name: messages.ui.login.submit }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Follows a link of the header menu (opening it first on narrow screens). */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: messages.ui.shell.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: messages.ui.shell.mainMenu }).getByRole('link', { name: label }).click();
}

/** Logs out from the header menu and waits for the login page. */
export async function logOut(page: Page, baseUrl: string): Promise<void> {
  const toggle = page.getByRole('button', { name: messages.ui.shell.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: messages.ui.shell.logout }).click();
  await page.waitForURL(`${baseUrl}/login`);
}

/** The coin balance the header shows, e.g. 23. */
export async function headerCoins(page: Page): Promise<number> {
  const text = await page.locator('.coin-badge__text').textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);
}

/**
 * A logged-in client state for `account`, as the web app saves it, made by core's game logic on the real
 * HTTP adapter: another client's session, to open in a browser (the login page only logs in the demo player).
 */
export async function savedSessionFor(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const keyValues = new MemoryStorage();
  const storage = new WebStorage<PersistedClientState>({
    storage: keyValues,
    version: PERSISTED_STATE_VERSION,
    parse: parsePersistedClientState,
    pageLifecycle: null,
    writeIntervalMs: 0,
  });
  let logic: GameLogic | null = null;
  const api = createHttpGameApi({ baseUrl, tokens: () => logic?.tokens() ?? null });
  logic = await createGameLogic({ api, realtime: new FakeRealtime(), storage, clock: { now: () => Date.now() }, random: Math.random });
  const { session } = logic;
  session.send({ type: 'session.login', ...account });
  await expect.poll(() => isLoggedIn(session.getSnapshot()), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => keyValues.getItem(PERSIST_ROOT_KEY), { timeout: 10_000 }).toContain('game_start');
  const saved = keyValues.getItem(PERSIST_ROOT_KEY) ?? '';
  logic.stop();
  return saved;
}

/** Opens a browser context whose local storage holds a saved client state, as if that client had logged in. */
export async function contextWithSavedState(context: BrowserContext, saved: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('dq-test-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('dq-test-seeded', '1');
      }
    },
    [PERSIST_ROOT_KEY, saved] as const,
  );
}
