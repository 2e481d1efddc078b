import { readFileSync } from 'node:fs';
import { messagesFr } from '@dubloon-quest/core';
import { loadConfig } from '@dubloon-quest/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { acceptDisclaimer, expectHeading, logInAsDemoPlayer } from './pages.js';

// Decision 0150: every text a screen shows changes when the reader switches to French on that screen, except
// the event's own content, names, numbers and the few words both languages write alike. A text written in a
// component, or copied from the catalogue when its module loaded, would stay English and fail here.
let server: RunningServer;
let browser: Browser;
let page: Page;

/** The event's own texts (items, partners, businesses, chests): user content, shown as entered. */
function eventTexts(): Set<string> {
  const { eventFile } = loadConfig({ TOKEN_SECRET: 'only-the-event-file-is-read-here' });
  const texts = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.add(node.trim());
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
  };
  walk(JSON.parse(readFileSync(eventFile, 'utf8')));
  return texts;
}

/** Words French writes as English does. */
const SAME_IN_BOTH = new Set(['Dubloon Quest', 'Menu', 'Console', 'Total', 'Source', 'Question', 'Page', 'Description', 'Logo', 'Or', 'Français', 'English']);

/** Every text the reader sees or hears on the page: visible text nodes and accessible names given as attributes. */
async function shownTexts(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element | null) => element instanceof HTMLElement && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && visible(node.parentElement)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The texts shown in English that the French screen still shows, user content and shared words aside. */
function untranslated(english: readonly string[], french: readonly string[], content: ReadonlySet<string>): string[] {
  const frenchTexts = new Set(french);
  return [...new Set(english)].filter(
    (text) => frenchTexts.has(text) && !content.has(text) && !SAME_IN_BOTH.has(text) && /[A-Za-z]{2}/.test(text) && !/^[\w.+-]+@[\w.-]+$/.test(text),
  );
}

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Switches to French on the page (in the open dialog, when there is one), compares, and switches back. */
async function compareOnSwitch(name: string, inDialog = false): Promise<void> {
  const scope = inDialog ? page.getByRole('dialog') : page.locator('header');
  const english = await shownTexts(page);
  await scope.getByRole('button', { name: 'Français' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
  await page.waitForTimeout(300);
  const french = await shownTexts(page);
  expect(untranslated(english, french, eventTexts()), name).toEqual([]);
  await scope.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
}

describe('switching to French changes every text but the event’s own', () => {
  it('on the login page, with the demo disclaimer', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('dialog').waitFor();
    await compareOnSwitch('login-disclaimer', true);
    await acceptDisclaimer(page);
    await compareOnSwitch('login');
  });

  it('on the player’s pages', async () => {
    await logInAsDemoPlayer(page, server.url);
    await compareOnSwitch('treasure-map-instructions');
    await page.getByRole('button', { name: 'Continue to the map' }).click();
    await compareOnSwitch('treasure-map');
    for (const path of ['/learn', '/raffle', '/profile']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      await compareOnSwitch(path);
    }
    await expectHeading(page, 'Your profile');
    expect(messagesFr.ui.profile.heading).not.toBe('Your profile');
  });
});
