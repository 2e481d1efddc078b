import { createHttpGameApi } from '@dubloon-quest/adapters';
import { consoleDashboardText, consoleShellText } from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectAccessible, expectHeading } from './pages.js';

const text = consoleDashboardText;
const PLAYER = { name: 'Ada Lovelace', email: 'ada.lovelace@example.com', password: 'Analytical-Engine-1843' } as const;

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The dashboard loads the page asked the server for. */
const dashboardLoads: string[] = [];

beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v2/console/dashboard') dashboardLoads.push(url.search);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The value shown for a figure of the dashboard. */
const figure = (label: string) => page.locator('.console-figures__item', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** Whether the page scrolls sideways (it must not: wide tables scroll in their own region). */
const overflowsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the live dashboard on a real event', () => {
  it('[C.dashboard] shows the organizer an empty event, live', async () => {
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(page, server.url, consoleShellText.screens.dashboard);
    await expectHeading(page, consoleShellText.screens.dashboard);
    expect(await page.title()).toBe(`${consoleShellText.screens.dashboard} · ${consoleShellText.title} | Dubloon Quest`);

    await page.getByRole('status').filter({ hasText: text.live.on }).waitFor({ timeout: 20_000 });
    expect(await figure(text.headline.registered).textContent()).toBe('0');
    expect(await page.getByText(text.countries.none).isVisible()).toBe(true);
    for (const chart of [text.players.heading, text.coins.heading, text.requests.heading])
      expect(await page.getByRole('img', { name: chart }).isVisible()).toBe(true);
    expect(dashboardLoads).toEqual(['?hours=24']);
  });

  it('[C.dashboard] follows a player registering and verifying without a reload', async () => {
    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { dashboardMark: 'still here' }));
    // The organizer's socket receives a push every 5 s; each carries the sockets connected (at least the organizer's).
    await expect.poll(() => figure(text.headline.sockets).textContent(), { timeout: 15_000 }).not.toBe('0');

    const api = createHttpGameApi({ baseUrl: server.url, tokens: () => null });
    await api.register({
      name: PLAYER.name,
      email: PLAYER.email,
      password: PLAYER.password,
      password_confirmation: PLAYER.password,
      education: 'Grade 10',
      school: null,
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
    });
    await expect.poll(() => figure(text.headline.registered).textContent(), { timeout: 15_000 }).toBe('1');
    expect(await figure(text.headline.verified).textContent()).toBe('0');

    const link = await server.lastMailedLink(PLAYER.email);
    const token = /token=([0-9a-f]{40})/.exec(link ?? '')?.[1];
    expect(token).toBeDefined();
    await api.verifyEmail({ token: token! });
    await expect.poll(() => figure(text.headline.verified).textContent(), { timeout: 15_000 }).toBe('1');

    expect(await page.evaluate(() => (window as unknown as { dashboardMark?: string }).dashboardMark)).toBe('still here');
    expect(dashboardLoads).toEqual(['?hours=24']);
    // The requests chart counts the calls just made (and the pushes' own loads: none).
    await page.getByText(text.showFigures).last().click();
    const requests = page.getByRole('table', { name: text.figuresCaption(text.requests.heading) });
    await requests.waitFor();
    await page.getByText(text.showFigures).last().click();
  });

  it('[C.dashboard] reloads the figures the pushes do not carry, and changes the range', async () => {
    await page.getByRole('button', { name: text.reload }).click();
    const countries = page.getByRole('table', { name: text.countries.caption });
    await countries.waitFor();
    expect(await countries.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/^Canada\s+1\s+Ontario: 1$/)]);
    expect(await figure(text.coins.coins).count()).toBe(0);

    // The range lives in the address: the radio shows checked once the router has moved (a transition), so the
    // test clicks and then waits for it, where Playwright's check() would read the state at once.
    const lastWeek = page.getByRole('radio', { name: text.range.hours(168) });
    await lastWeek.click();
    await expect.poll(() => lastWeek.isChecked()).toBe(true);
    await expect.poll(() => dashboardLoads).toEqual(['?hours=24', '?hours=24', '?hours=168']);
    expect(new URL(page.url()).search).toBe('?hours=168');
    await page.getByRole('heading', { name: text.headline.heading }).waitFor();
    await page.getByRole('status').filter({ hasText: text.live.on }).waitFor({ timeout: 20_000 });
  });

  it('is accessible and fits at 1280 px, 764 px and on a phone', async () => {
    // One table of figures open, as a screen reader user would open it.
    await page.getByText(text.showFigures).first().click();
    await page.getByRole('table', { name: text.figuresCaption(text.players.heading) }).waitFor();
    await checkPage(page, 'console-dashboard');
    expect(await overflowsSideways()).toBe(false);

    for (const width of [764, 360]) {
      await page.setViewportSize({ width, height: 900 });
      // The charts follow their container's width.
      await expect
        .poll(() =>
          page.getByRole('img', { name: text.players.heading }).evaluate((svg) => svg.getBoundingClientRect().right <= window.innerWidth),
        )
        .toBe(true);
      expect(await overflowsSideways()).toBe(false);
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
