import { messages, serverMessages } from '@dubloon-quest/core';
import { consoleShellText, nameFromEmail } from '@dubloon-quest/core/console';
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
  it('[C.first-organizer.invite][C.shell] lets the first organizer, invited with the organizer tool, choose a password, log in and open the console from the menu', async () => {
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openFromMenu(page, messages.ui.shell.console);
    await expectHeading(page, consoleShellText.screens.overview);
    expect(await page.title()).toBe(`${consoleShellText.screens.overview} · ${consoleShellText.title} | Dubloon Quest`);
    await page.getByText(consoleShellText.signedInAs(FIRST_ORGANIZER.name, 'Organizer')).waitFor();
    expect(await page.getByRole('note').filter({ hasText: consoleShellText.readOnly }).count()).toBe(0);
    await checkPage(page, 'console-overview');
  });

  it('[C.shell] sends an unknown console path to the 404 page', async () => {
    await page.goto(`${server.url}/console/nowhere`);
    await page.waitForURL(`${server.url}/error-404`);
  });
});

describe('the first organizer without a configured address', () => {
  let linkServer: ConsoleServer;
  let linkContext: BrowserContext;
  beforeAll(async () => {
    linkServer = await startConsoleServer(null, { firstOrganizer: 'link' });
    linkContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  });
  afterAll(async () => {
    await linkContext?.close();
    await linkServer?.stop();
  });

  it('[C.first-organizer.link] creates the account with the link the server printed, named after the address, and the link then says an organizer exists', async () => {
    const email = 'harbor.master@example.com';
    const linkPage = await linkContext.newPage();
    await linkPage.goto(linkServer.organizerInvitation);
    await expectHeading(linkPage, messages.ui.reset.invitationHeading);
    await linkPage.getByText(messages.ui.reset.firstOrganizerIntro).waitFor();
    await checkPage(linkPage, 'first-organizer-link');
    await linkPage.getByLabel(messages.ui.reset.email, { exact: true }).fill(email);
    await linkPage.getByLabel(messages.ui.reset.password, { exact: true }).fill(FIRST_ORGANIZER.password);
    await linkPage.getByLabel(messages.ui.reset.passwordConfirmation, { exact: true }).fill(FIRST_ORGANIZER.password);
    await linkPage.getByRole('button', { name: messages.ui.reset.firstOrganizerSubmit }).click();
    await linkPage.getByText(messages.auth.firstOrganizerCreated).waitFor();
    await linkPage.getByRole('link', { name: messages.ui.common.toLogin }).click();
    await linkPage.waitForURL((url) => url.pathname === '/login');
    await logIn(linkPage, linkServer.url, email, FIRST_ORGANIZER.password);
    await linkPage.goto(`${linkServer.url}/console`);
    await linkPage.getByText(consoleShellText.signedInAs(nameFromEmail(email), 'Organizer')).waitFor();

    // Someone else, logged out, opening the same link afterwards.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const again = await other.newPage();
    await again.goto(linkServer.organizerInvitation);
    await again.getByLabel(messages.ui.reset.email, { exact: true }).fill('second.organizer@example.com');
    await again.getByLabel(messages.ui.reset.password, { exact: true }).fill(FIRST_ORGANIZER.password);
    await again.getByLabel(messages.ui.reset.passwordConfirmation, { exact: true }).fill(FIRST_ORGANIZER.password);
    await again.getByRole('button', { name: messages.ui.reset.firstOrganizerSubmit }).click();
    await again.getByText(serverMessages.organizerExists).waitFor();
    await other.close();
  });
});
