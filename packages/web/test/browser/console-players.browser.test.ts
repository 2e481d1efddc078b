import { messages } from '@dubloon-quest/core';
import {
  consoleAccountsText,
  consoleMessages,
  consolePlayersText,
  consoleShellText,
  INVITATION_LINK_DAYS,
} from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { emptyEvent, FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectAccessible, expectHeading } from './pages.js';

const PARTNER = {
  email: 'pat.partner@example.com',
  name: 'Pat Partner',
  password: 'Lighthouse-Keeper-7',
} as const;
const PLAYER = {
  email: 'rita.rower@example.com',
  name: 'Rita Rower',
  password: 'Oar-And-Anchor-19',
} as const;
const BUSINESS = 'Harbor Tech';

let server: ConsoleServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let organizer: Page;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** axe and screenshots at 1280 px, then axe again at 764 px (the console's navigation moves above it). */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, name);
  await page.setViewportSize({ width: 764, height: 900 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Registers a player through the game's HTTP API and verifies the address with the mailed link's token. */
async function registerVerifiedPlayer(): Promise<void> {
  const call = (path: string, body: object) =>
    fetch(`${server.url}/api/v2${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await call('/auth/register', {
    name: PLAYER.name,
    email: PLAYER.email,
    password: PLAYER.password,
    password_confirmation: PLAYER.password,
    education: 'Grade 10',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const token = /token=([0-9a-f]{40})/.exec((await server.lastMailedLink(PLAYER.email)) ?? '')?.[1];
  expect(token).toBeDefined();
  const verified = await call('/auth/email/verify', { token });
  expect(verified.status).toBe(200);
}

beforeAll(async () => {
  const event = emptyEvent() as { businesses: object[] };
  event.businesses = [
    {
      name: BUSINESS,
      logo: '',
      description: 'Software for the harbour.',
      video_title: 'A day at Harbor Tech',
      video_url: 'https://www.youtube.com/embed/harbor',
      challenge_question: { challenge_id: 1, title: 'Pitch an app', description: 'Tell us about it.' },
    },
  ];
  server = await startConsoleServer(event);
  browser = await launchChromium();
  organizer = await newPage();
  await acceptInvitation(organizer, server.organizerInvitation, FIRST_ORGANIZER.password);
  await logIn(organizer, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('the console accounts and players screens on a real event', () => {
  it('[C.accounts.invite] lets the organizer invite a partner of a business, who chooses a password and opens the console', async () => {
    await openConsoleScreen(organizer, server.url, consoleShellText.screens.accounts);
    await expectHeading(organizer, consoleShellText.screens.accounts);
    await organizer.getByText(consoleAccountsText.invite.explain(INVITATION_LINK_DAYS)).waitFor();
    await organizer
      .getByRole('table', { name: consoleAccountsText.tableCaption })
      .getByText(FIRST_ORGANIZER.email)
      .waitFor();

    await organizer.getByLabel(consoleAccountsText.invite.email, { exact: true }).fill(PARTNER.email);
    await organizer.getByLabel(consoleAccountsText.invite.name, { exact: true }).fill(PARTNER.name);
    await organizer.getByLabel(consoleAccountsText.invite.role, { exact: true }).selectOption('Partner');
    await organizer
      .getByLabel(consoleAccountsText.invite.affiliation, { exact: true })
      .selectOption({ label: consoleAccountsText.business(BUSINESS) });
    await organizer.getByRole('button', { name: consoleAccountsText.invite.submit }).click();
    await organizer.getByText(consoleAccountsText.invite.sent(PARTNER.email, INVITATION_LINK_DAYS)).waitFor();
    const row = organizer.getByRole('row').filter({ hasText: PARTNER.email });
    await row.getByText(consoleAccountsText.business(BUSINESS)).waitFor();
    await checkAtBothWidths(organizer, 'console-accounts');

    const link = await server.lastMailedLink(PARTNER.email);
    expect(link).toMatch(/^\/password-reset\?token=[0-9a-f]{40}&invitation=1$/);
    const partner = await newPage();
    await acceptInvitation(partner, `${server.url}${link}`, PARTNER.password);
    await logIn(partner, server.url, PARTNER.email, PARTNER.password);
    await partner.goto(`${server.url}/console`);
    await expectHeading(partner, consoleShellText.screens.overview);
    await partner.getByText(consoleShellText.signedInAs(PARTNER.name, 'Partner')).waitFor();
    await partner.getByText(consoleShellText.overview.yourBusiness(BUSINESS)).waitFor();
    const nav = partner.getByRole('navigation', { name: consoleShellText.navLabel });
    expect(await nav.getByRole('link', { name: consoleShellText.screens.players }).count()).toBe(0);
  }, 120_000);

  it('[C.players.search][C.players.coins][C.players.kick][C.players.ban] finds a registered player by search, adjusts their coins, kicks and bans them, and their next login is refused', async () => {
    await registerVerifiedPlayer();
    const player = await newPage();
    await logIn(player, server.url, PLAYER.email, PLAYER.password);

    await openConsoleScreen(organizer, server.url, consoleShellText.screens.players);
    await expectHeading(organizer, consoleShellText.screens.players);
    await organizer.getByLabel(consolePlayersText.filters.search, { exact: true }).fill('rita');
    await organizer.getByLabel(consolePlayersText.filters.verified, { exact: true }).selectOption('yes');
    await organizer.getByRole('button', { name: consolePlayersText.filters.apply }).click();
    await organizer.waitForURL(
      (url) => url.searchParams.get('search') === 'rita' && url.searchParams.get('verified') === 'yes',
    );
    await organizer.getByText(consolePlayersText.results(1)).waitFor();

    // The filtered view survives a reload: the filters are in the address.
    await organizer.reload();
    await organizer.getByText(consolePlayersText.results(1)).waitFor();
    expect(await organizer.getByLabel(consolePlayersText.filters.search, { exact: true }).inputValue()).toBe(
      'rita',
    );
    const table = organizer.getByRole('table', { name: consolePlayersText.tableCaption });
    await table.getByRole('cell', { name: PLAYER.email }).waitFor();
    await checkAtBothWidths(organizer, 'console-players');

    await table.getByRole('link', { name: PLAYER.name }).click();
    await expectHeading(organizer, PLAYER.name);
    const ledger = organizer.getByRole('table', { name: consolePlayersText.detail.ledgerCaption });
    await ledger.waitFor();

    // A coin adjustment is a ledger row with its reason.
    await organizer.getByLabel(consolePlayersText.coins.delta, { exact: true }).fill('5');
    await organizer.getByLabel(consolePlayersText.coins.reason, { exact: true }).fill('Won the quiz night');
    await organizer.getByRole('button', { name: consolePlayersText.coins.submit }).click();
    const adjustment = ledger.getByRole('row').filter({ hasText: 'Won the quiz night' });
    await adjustment.waitFor();
    expect(await adjustment.textContent()).toContain(consolePlayersText.detail.sources.adjustment);
    expect(await adjustment.textContent()).toContain('+5');

    // Taking more than the balance is refused by core's rule before anything is sent.
    const balance = Number(
      await organizer
        .locator('dt', { hasText: consolePlayersText.detail.fields.coins })
        .locator('+ dd')
        .textContent(),
    );
    await organizer.getByLabel(consolePlayersText.coins.delta, { exact: true }).fill(String(-(balance + 1)));
    await organizer.getByLabel(consolePlayersText.coins.reason, { exact: true }).fill('Too much');
    await organizer.getByRole('button', { name: consolePlayersText.coins.submit }).click();
    await organizer.getByText(consoleMessages.players.belowZero(balance)).waitFor();

    // Kick: the player's open session ends.
    await organizer.getByRole('button', { name: consolePlayersText.kick.submit }).click();
    const kickDialog = organizer.getByRole('alertdialog', { name: consolePlayersText.kick.confirmTitle });
    await kickDialog.getByText(consolePlayersText.kick.confirm(PLAYER.name, 1)).waitFor();
    await kickDialog.getByRole('button', { name: consolePlayersText.kick.confirmButton }).click();
    await organizer.getByText(consolePlayersText.kick.done(1)).waitFor();

    // Ban until tomorrow.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T${pad(tomorrow.getHours())}:${pad(tomorrow.getMinutes())}`;
    await organizer.getByLabel(consolePlayersText.ban.until, { exact: true }).fill(local);
    await organizer
      .getByLabel(consolePlayersText.ban.reason, { exact: true })
      .fill('Abusive messages in the chat');
    await organizer.getByRole('button', { name: consolePlayersText.ban.submit, exact: true }).click();
    const banDialog = organizer.getByRole('alertdialog', { name: consolePlayersText.ban.confirmTitle });
    await banDialog.getByRole('button', { name: consolePlayersText.ban.confirmButton }).click();
    await organizer.getByRole('button', { name: consolePlayersText.ban.lift }).waitFor();
    await checkAtBothWidths(organizer, 'console-player');

    // The banned player's next login is refused with the end of the ban in words (the browser's local date and
    // time, never the raw timestamp) and the organizer's reason, in one message.
    const again = await newPage();
    await again.goto(`${server.url}/login`);
    await expectHeading(again, messages.ui.login.heading);
    await again.getByLabel(messages.ui.common.email, { exact: true }).fill(PLAYER.email);
    await again.getByLabel(messages.ui.common.password, { exact: true }).fill(PLAYER.password);
    await again.getByRole('button', { name: messages.ui.login.submit }).click();
    const refusal = again.getByText(/^Your account is suspended until \w+day, .* Reason: Abusive messages in the chat$/);
    await refusal.waitFor();
    expect(await refusal.count()).toBe(1);
    expect(await again.locator('.toast').allTextContents()).not.toContainEqual(expect.stringMatching(/\d{4}-\d\d-\d\dT/));
    expect(new URL(again.url()).pathname).toBe('/login');
  }, 240_000);
});
