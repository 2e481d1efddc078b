import { readFileSync } from 'node:fs';
import { messagesFr } from '@dubloon-quest/core';
import { consoleMessages, consoleMailText, defaultMailTexts } from '@dubloon-quest/core/console';
import { loadConfig } from '@dubloon-quest/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { acceptInvitation, logIn } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer } from './console-server.js';
import { acceptDisclaimer, expectHeading, logInAsDemoPlayer } from './pages.js';

// Decision 0150: every text a screen shows changes when the reader switches to French on that screen, except
// the event's own content, names, numbers and the few words both languages write alike. A text written in a
// component, or copied from the catalogue when its module loaded, would stay English and fail here.
let server: RunningServer;
let browser: Browser;
let page: Page;

/** The event's own texts (items, partners, businesses, chests): user content, shown as entered. */
function demoEventFile(): unknown {
  const { eventFile } = loadConfig({ TOKEN_SECRET: 'only-the-event-file-is-read-here' });
  return JSON.parse(readFileSync(eventFile, 'utf8'));
}

function eventTexts(): Set<string> {
  // Stored records keep the language they were written in: the outbox's mail and the audit log's actor (the
  // organizer tool, in English); action names and targets are identifiers.
  const texts = new Set<string>([FIRST_ORGANIZER.name, FIRST_ORGANIZER.email, consoleMessages.accounts.mail.inviteSubject, consoleMessages.audit.cliActor]);
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.add(node.trim());
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
  };
  walk(demoEventFile());
  // The mail editor (Look and mails) shows the text of the mail in the language being edited, English here, and
  // its variables are identifiers.
  walk(defaultMailTexts);
  for (const variable of Object.keys(consoleMailText.variables)) texts.add(`{{${variable}}}`);
  return texts;
}

/** Words French writes as English does. */
const SAME_IN_BOTH = new Set(['Dubloon Quest', 'Action', 'Actions', 'Note', 'Secret', 'Minute', 'Question', 'Questions', 'Total', 'Menu', 'Console', 'Total', 'Source', 'Question', 'Page', 'Description', 'Logo', 'Or', 'Français', 'English']);

/** Every text the reader sees or hears on the page: visible text nodes and accessible names given as attributes. */
async function shownTexts(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element | null) => element instanceof HTMLElement && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      // A text marked with a language of its own (the mail editor's English and French texts and previews, decision
      // 0175) is in that language on every screen: not the screen's wording.
      const ownLanguage = node.parentElement?.closest('body [lang]') ?? null;
      if (text !== '' && visible(node.parentElement) && ownLanguage === null) texts.push(text);
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
    (text) => frenchTexts.has(text) && !content.has(text) && !SAME_IN_BOTH.has(text.replace(/\d+/g, '').trim()) && /[A-Za-z]{2}/.test(text) && !/[\w.+-]+@[\w.-]+|https?:\/\//.test(text) && !/^[a-z_]+(, [a-z_]+)*$|^[a-z]+[.:][\w.:-]+$/.test(text),
  );
}

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' })).newPage();
  page.setDefaultTimeout(20_000);
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

describe('the console, switched to French on each screen', () => {
  it('changes every text of every organizer screen but the event’s own', async () => {
    const consoleServer = await startConsoleServer(demoEventFile() as object);
    try {
      await acceptInvitation(page, consoleServer.organizerInvitation, FIRST_ORGANIZER.password);
      await logIn(page, consoleServer.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
      for (const path of ['', 'schedule', 'event', 'events', 'accounts', 'players', 'raffle', 'dashboard', 'outbox', 'exports', 'audit', 'business', 'judging', 'look', 'import-players']) {
        await page.goto(`${consoleServer.url}/console/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(700);
        await compareOnSwitch(`/console/${path}`);
      }
    } finally {
      // The page's socket would keep the server from closing.
      await page.goto('about:blank');
      await consoleServer.stop();
    }
  }, 240_000);
});
