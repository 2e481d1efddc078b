import { messages } from '@dubloon-quest/core';
import { consoleShellText } from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectHeading, openFromMenu } from './pages.js';

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the console on a real event', () => {
  it('lets the first organizer, invited with the organizer tool, choose a password, log in and open the console from the menu', async () => {
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openFromMenu(page, messages.ui.shell.console);
    await expectHeading(page, consoleShellText.screens.overview);
    expect(await page.title()).toBe(`${consoleShellText.screens.overview} · ${consoleShellText.title} | Dubloon Quest`);
    await page.getByText(consoleShellText.signedInAs(FIRST_ORGANIZER.name, 'Organizer')).waitFor();
    expect(await page.getByRole('note').filter({ hasText: consoleShellText.readOnly }).count()).toBe(0);
    await checkPage(page, 'console-overview');
  });

  it('sends an unknown console path to the 404 page', async () => {
    await page.goto(`${server.url}/console/nowhere`);
    await page.waitForURL(`${server.url}/error-404`);
  });
});
