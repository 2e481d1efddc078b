import { messages } from '@dubloon-quest/core';
import { consoleOutboxText, consoleOverviewText, consoleShellText } from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectHeading } from './pages.js';

const text = consoleOverviewText;
const PLAYER = {
  name: 'Ada Lovelace',
  email: 'ada.lovelace@example.com',
  password: 'Analytical-Engine-1843',
};

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // No SMTP_URL: mail is printed to the log and kept in the outbox.
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

/** Registers a player through the server's registration call, as the register page sends it. */
async function registerPlayer(): Promise<void> {
  const answer = await fetch(`${server.url}/api/v2/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: PLAYER.name,
      email: PLAYER.email,
      password: PLAYER.password,
      password_confirmation: PLAYER.password,
      education: 'Grade 10',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
    }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

/** The value shown beside a figure's name on the Overview. */
const figure = (label: string) =>
  page.locator('.console-glance__figure', { has: page.locator('dt', { hasText: label }) }).locator('dd');

describe('the Overview and the outbox of an event without SMTP', () => {
  it("[C.overview] lands the organizer on the Overview after login, with the event's figures, the mail state and the next thing to do", async () => {
    await registerPlayer();
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await page.waitForURL(`${server.url}/console`);
    await expectHeading(page, consoleShellText.screens.overview);
    await page.getByRole('heading', { level: 2, name: text.atAGlance }).waitFor();

    expect(await figure(text.figures.period).textContent()).toBe(text.periods.gameStart);
    expect(await figure(text.figures.nextChange).textContent()).toContain(text.periods.reviewStart);
    expect(await figure(text.figures.players).textContent()).toBe(text.players(1, 0));
    expect(await figure(text.figures.coins).textContent()).toBe(text.coins(0, 0));
    expect(await figure(text.figures.judging).textContent()).toBe(text.judging(0));
    expect(await figure(text.figures.mail).textContent()).toBe(text.mailNotSent);
    await page.getByRole('note').filter({ hasText: text.mailNotSentNotice }).waitFor();
    // The browser test's event has a schedule and no content yet.
    const next = page.getByRole('region', { name: text.nextStepHeading });
    expect(await next.textContent()).toContain(text.steps.content);
    expect(await next.getByRole('link', { name: text.stepLinks.content }).getAttribute('href')).toBe(
      '/console/event',
    );
    await checkPage(page, 'console-overview-organizer');
  });

  it("[C.outbox] shows the player's verification mail in the outbox with its link, which verifies the player", async () => {
    await page.getByRole('link', { name: text.openOutbox }).click();
    await expectHeading(page, consoleShellText.screens.outbox);
    await page.getByRole('note').filter({ hasText: consoleOutboxText.notSending }).waitFor();
    const mail = page.getByRole('article', { name: new RegExp(`: ${PLAYER.email.replace('.', '\\.')}$`) });
    const mailedPath = await server.lastMailedLink(PLAYER.email);
    expect(mailedPath).toMatch(/token=[0-9a-f]{40}/);
    const link = mail.getByRole('link', { name: new RegExp(mailedPath!.replace(/[?.]/g, '\\$&')) });
    const href = await link.getAttribute('href');
    expect(href?.endsWith(mailedPath!)).toBe(true);
    await mail.getByRole('button', { name: consoleOutboxText.copyLinkTo(PLAYER.email) }).waitFor();
    await checkPage(page, 'console-outbox-without-smtp');

    // The organizer hands the link on; the player opens it.
    const playerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const playerPage = await playerContext.newPage();
    await playerPage.goto(`${server.url}${mailedPath}`);
    await playerPage.getByRole('heading', { name: messages.auth.verifySuccess }).waitFor();
    await playerContext.close();

    await page
      .getByRole('navigation', { name: consoleShellText.navLabel })
      .getByRole('link', { name: consoleShellText.screens.overview, exact: true })
      .click();
    await page.getByRole('heading', { level: 2, name: text.atAGlance }).waitFor();
    await expect.poll(() => figure(text.figures.players).textContent()).toBe(text.players(1, 1));
    expect(await figure(text.figures.coins).textContent()).toBe(text.coins(3, 0));
  });

  it('keeps the player on the game after login: only organizers and partners land on the console', async () => {
    const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const playerPage = await playerContext.newPage();
    await logIn(playerPage, server.url, PLAYER.email, PLAYER.password);
    expect(new URL(playerPage.url()).pathname).not.toMatch(/^\/console/);
    await playerPage.getByRole('button', { name: messages.ui.treasureMap.continue }).waitFor();
    await playerContext.close();
  });
});
