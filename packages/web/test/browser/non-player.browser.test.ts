import { messages } from '@dubloon-quest/core';
import { consoleShellText } from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import {
  acceptDisclaimer,
  checkPage,
  contextWithSavedState,
  DEMO_PARTNER,
  demoEvent,
  expectHeading,
  openFromMenu,
  savedSessionFor,
} from './pages.js';

const ui = messages.ui;
const event = demoEvent();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser page logged in as the demo partner (a non-player) in the server's current period. */
async function partnerPage(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await contextWithSavedState(context, await savedSessionFor(server.url, DEMO_PARTNER));
  return context.newPage();
}

afterEach(async () => {
  await context.close();
});

describe('a non-player (the demo partner)', () => {
  it('[S6.non-player.notices][S6.non-player.controls] has no balance and cannot stake: the raffle says why and disables its controls', async () => {
    page = await partnerPage();
    await page.goto(`${server.url}/raffle`);
    await expectHeading(page, ui.raffle.heading);
    await page.getByRole('note').filter({ hasText: messages.roles.onlyPlayersStake }).waitFor();
    const first = event.raffle_items[0]!.name;
    await page.getByRole('button', { name: ui.raffle.add(first) }).waitFor();
    expect(await page.getByRole('button', { name: ui.raffle.add(first) }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: ui.raffle.submit }).isDisabled()).toBe(true);
    expect(await page.locator('.coin-badge').count()).toBe(0);
    await checkPage(page, 'non-player-raffle');
  });

  it('[S6.non-player.notices][S6.non-player.controls] cannot open a chest: Learn and Earn says why and disables them', async () => {
    page = await partnerPage();
    await page.goto(`${server.url}/learn`);
    await page.getByRole('note').filter({ hasText: messages.roles.onlyPlayersWinCoins }).waitFor();
    const chests = page.getByRole('list', { name: ui.learn.chestsLabel }).getByRole('button');
    await chests.first().waitFor();
    for (const chest of await chests.all()) expect(await chest.isDisabled()).toBe(true);
    await checkPage(page, 'non-player-learn');
  });

  it('[S6.non-player.notices][S6.non-player.controls] cannot answer a challenge nor choose the meetup', async () => {
    server.setPeriod('gameStart');
    page = await partnerPage();
    await page.goto(`${server.url}/businesses`);
    const business = event.businesses[0]!.name;
    await page.getByRole('link', { name: new RegExp(business) }).click();
    await expectHeading(page, business);
    await page.getByRole('note').filter({ hasText: messages.roles.playersOnlyFeature }).waitFor();
    await page.getByRole('tab', { name: ui.businesses.challengeTab }).click();
    expect(await page.getByLabel(ui.businesses.linkLabel).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: ui.businesses.submitAnswer }).isDisabled()).toBe(true);
    await checkPage(page, 'non-player-challenge');
    await page.getByRole('tab', { name: ui.businesses.meetupTab }).click();
    expect(await page.getByRole('radio', { name: ui.businesses.attendYes }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: ui.businesses.saveMeetup }).isDisabled()).toBe(true);
    server.setPeriod('preGame');
  });
});

describe("the demo's organizer", () => {
  it('[C.demo] is chosen on the login page, logs in with the locked fields and looks around a read-only console', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await acceptDisclaimer(page);
    await page.getByRole('radio', { name: ui.login.demoRoles.Organizer }).check();
    expect(await page.getByLabel(messages.ui.common.email, { exact: true }).inputValue()).toBe('demo.organizer@example.com');
    await checkPage(page, 'demo-login-organizer');
    await page.getByRole('button', { name: ui.login.submit }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await openFromMenu(page, ui.shell.console);
    await expectHeading(page, consoleShellText.screens.overview);
    await page.getByRole('note').filter({ hasText: consoleShellText.readOnly }).waitFor();
  });
});
