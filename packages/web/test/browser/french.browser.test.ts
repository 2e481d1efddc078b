import { messages, messagesFr, raffleChanceTextFr } from '@dubloon-quest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { checkPage, demoEvent, expectAccessible, expectHeading, servedEventName } from './pages.js';

// Decision 0150: a French reader's journey through the demo: the browser's language on the first visit, the
// switcher keeping the session, axe clean at 360 and 1280 px, no sideways scrolling (screenshots in
// test-artifacts/web/fr-*).
const fr = messagesFr.ui;
const event = demoEvent();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'fr-CA' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** axe at 360 and at 1280 px, then the screenshots (which fail on sideways scrolling). */
async function checkInFrench(name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await checkPage(page, `fr-${name}`);
}

/** Follows a link of the header menu in French (opening the menu first at 360 px). */
async function openFromFrenchMenu(label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: fr.shell.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: fr.shell.mainMenu }).getByRole('link', { name: label }).click();
}

describe('a French reader', () => {
  it('reads the login page in French on a first visit from a French browser', async () => {
    await page.goto(`${server.url}/login`);
    await expectHeading(page, fr.login.heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.getByRole('dialog', { name: fr.disclaimer.title }).waitFor();
    await checkInFrench('login-disclaimer');
    await page.getByRole('button', { name: fr.disclaimer.accept }).click();
    await checkInFrench('login');
    expect(await page.title()).toBe(`${messagesFr.routeTitles.login} | ${await servedEventName(page, 'fr')}`);
  });

  it('logs in and reads the Treasure Map and its instructions in French', async () => {
    await page.getByRole('button', { name: fr.login.submit }).click();
    await page.waitForURL(`${server.url}/`);
    await expectHeading(page, fr.treasureMap.instructionsHeading);
    await checkInFrench('treasure-map-instructions');
    await page.getByRole('button', { name: fr.treasureMap.continue }).click();
    await expectHeading(page, fr.treasureMap.heading);
    await checkInFrench('treasure-map');
  });

  it('opens a chest and collects its doubl-u-ons in French', async () => {
    await openFromFrenchMenu(fr.shell.learn);
    await expectHeading(page, fr.learn.heading);
    const chests = page.getByRole('list', { name: fr.learn.chestsLabel });
    await chests.getByRole('button').first().click();
    await page.getByRole('group').waitFor();
    await checkInFrench('learn-quiz');
    const chest = event.chests[0]!;
    for (const [index, question] of chest.group.entries()) {
      const letters = Object.keys(question.answers.choices).sort();
      await page.getByRole('group').getByRole('button').nth(letters.indexOf(question.answers.correct)).click();
      await page.getByText(fr.learn.correct, { exact: true }).waitFor();
      await page.getByRole('button', { name: index === chest.group.length - 1 ? fr.learn.finish : fr.learn.proceed }).click();
    }
    await chests.getByRole('button', { name: new RegExp(fr.learn.opened(9).replace(/\s/g, '\\s')) }).waitFor();
    await checkInFrench('learn');
  });

  it('stakes on a raffle item in French, the chance with a decimal comma', async () => {
    await openFromFrenchMenu(fr.shell.raffle);
    await expectHeading(page, fr.raffle.heading);
    // The demo's items are named in both languages: a French reader reads the French name (decision 0164).
    const item = event.raffle_items[0]!.name_fr ?? event.raffle_items[0]!.name;
    await page.getByRole('button', { name: fr.raffle.add(item) }).click();
    await page.getByText(raffleChanceTextFr.yourChance('100', true)).first().waitFor();
    await page.getByRole('button', { name: fr.raffle.submit }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(messagesFr.raffle.confirmSubmit).waitFor();
    await checkInFrench('raffle-confirm');
    await dialog.getByRole('button', { name: fr.raffle.submit }).click();
    await page.getByText(messagesFr.raffle.submitted).waitFor();
    await checkInFrench('raffle');
  });

  it('switches to English and back on the page, keeping the session and the page', async () => {
    const url = page.url();
    await page.getByRole('button', { name: 'English' }).click();
    await expectHeading(page, messages.ui.raffle.heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(page.url()).toBe(url);
    await page.reload();
    await expectHeading(page, messages.ui.raffle.heading);
    await page.getByRole('button', { name: 'Français' }).click();
    await expectHeading(page, fr.raffle.heading);
  });
});
