import { messages } from '@dubloon-quest/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, launchChromium, screenshotAtWidths } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { servedEventName } from './pages.js';

let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startGameServer();
  baseUrl = server.url;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['/error-409', messages.errorPages.conflict],
  ['/error-404', messages.errorPages.notFound],
  ['/error-403', messages.errorPages.forbidden],
  ['/error-401', messages.errorPages.unauthorized],
  ['/error-500', messages.errorPages.serverError],
] as const)('%s', (path, text: string) => {
  it('[S8.error-401][S8.error-403][S8.error-404][S8.error-409][S8.error-500][S2.page-title] shows its text, its title, passes axe and is screenshotted', async () => {
    await page.goto(`${baseUrl}${path}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(text);
    // The route's title, then the event's name the server wrote into the page (issue 32).
    const eventName = await servedEventName(page);
    expect(eventName).not.toBe('');
    expect((await page.title()).endsWith(` | ${eventName}`)).toBe(true);
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');
    await screenshotAtWidths(page, `error${path.replace('/error', '')}`);
  });
});

describe('unknown paths', () => {
  it('[S2.route.unknown][S8.error-404] go to /error-404', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(`${baseUrl}/error-404`);
    expect(await page.locator('h1').textContent()).toBe(messages.errorPages.notFound);
  });
});

describe('support modal', () => {
  it('[S2.support] opens from the header by keyboard, traps focus, closes on Escape and passes axe', async () => {
    await page.goto(`${baseUrl}/error-404`);
    const support = page.getByRole('button', { name: messages.ui.shell.support });
    await support.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: messages.ui.support.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await support.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
