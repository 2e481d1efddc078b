import { messages, messagesFr, type EventTimestamps } from '@dubloon-quest/core';
import { consoleEventTextFr, consoleShellTextFr } from '@dubloon-quest/core/console';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, contextWithSavedState, expectHeading, savedSessionFor } from './pages.js';
import { registerVerifiedPlayer, type NewPlayer } from './players.js';

// Decisions 0164 and 0167: the event's content in both languages, end to end. An organizer reading the console in
// French enters a raffle item with its French name (and no French description); a player reading in French sees
// the French name and the English description marked `lang="en"`, and in English the English name.
const HOUR_MS = 60 * 60 * 1000;
const fr = consoleEventTextFr;
const PLAYER: NewPlayer = { name: 'Zoé Tremblay', email: `zoe.${Date.now()}@example.com`, password: 'Correct-Horse-9' };

/** An event in game start (the raffle open) with one raffle partner and no item yet. */
function eventWithAPartner(nowMs = Date.now()): object {
  const iso = (hours: number) => new Date(nowMs + hours * HOUR_MS).toISOString();
  const timestamps: EventTimestamps = { pre_game: iso(-2), game_start: iso(-1), review_start: iso(24), review_end: iso(25), game_end: iso(26) };
  const partner = { name: 'Compass Books', logo: '', resource_link: '', resource_category: '', resource_logo: '', resource_name: '' };
  return { name: 'Bilingual browser test event', timestamps, partners: [partner], raffle_items: [], chests: [], businesses: [], results: { raffle_winners: [], challenge_winners: [] } };
}

let server: ConsoleServer;
let browser: Browser;
/** The player's logged-in client state, made through the API while the organizer works in the browser. */
let playerSession: Promise<string>;

beforeAll(async () => {
  server = await startConsoleServer(eventWithAPartner());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Switches the page's language with the header's switcher and waits for `<html lang>`. */
async function switchTo(page: Page, label: 'Français' | 'English', lang: string): Promise<void> {
  await page.locator('header').getByRole('button', { name: label }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

describe('the event’s content in French and English, from the console to the players', () => {
  it('an organizer reading the console in French enters a raffle item with its French name', async () => {
    // The player registers and logs in through the API meanwhile (the steps below wait on the browser).
    playerSession = registerVerifiedPlayer(server, PLAYER).then(() => savedSessionFor(server.url, PLAYER));
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await switchTo(page, 'Français', 'fr-CA');
    await page.getByRole('navigation', { name: consoleShellTextFr.navLabel }).getByRole('link', { name: consoleShellTextFr.screens.event, exact: true }).click();
    await expectHeading(page, consoleShellTextFr.screens.event);

    await page.getByRole('tab', { name: fr.sections.items }).click();
    await page.getByRole('button', { name: fr.items.add }).click();
    await page.getByLabel(fr.items.name, { exact: true }).fill('Reading light');
    const frenchName = page.getByLabel(fr.french.label(fr.items.name), { exact: true });
    expect(await frenchName.getAttribute('lang')).toBe('fr');
    await frenchName.fill('Lampe de lecture');
    await page.getByLabel(fr.items.description, { exact: true }).fill('Clips onto any book');
    await page.getByLabel(fr.items.stock, { exact: true }).fill('2');
    await page.getByRole('button', { name: fr.actions.save, exact: true }).click();
    await page.getByRole('heading', { name: fr.items.createTitle }).waitFor({ state: 'detached' });
    await page.getByRole('table', { name: fr.items.caption }).getByRole('row').filter({ hasText: 'Reading light' }).waitFor();
    await page.context().close();
    await playerSession;
    // The player's registration runs beside the browser's steps: on a loaded machine both may take a while.
  }, 120_000);

  it('a player reading in French sees the French name, the English description marked, and the English name in English', async () => {
    // A French browser: the page is French from the first visit (decision 0150).
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'fr-CA' });
    await contextWithSavedState(context, await playerSession);
    const page = await context.newPage();
    await page.goto(`${server.url}/raffle`);
    await expectHeading(page, messagesFr.ui.raffle.heading);

    const frenchName = page.getByRole('heading', { level: 2, name: 'Lampe de lecture' });
    await frenchName.waitFor();
    // The page is French: the French name needs no lang of its own; the English description carries lang="en".
    expect(await frenchName.getAttribute('lang')).toBeNull();
    expect(await page.getByText('Clips onto any book').getAttribute('lang')).toBe('en');
    await checkPage(page, 'fr-raffle-bilingual-item');

    await switchTo(page, 'English', 'en');
    await expectHeading(page, messages.ui.raffle.heading);
    const englishName = page.getByRole('heading', { level: 2, name: 'Reading light' });
    await englishName.waitFor();
    expect(await englishName.getAttribute('lang')).toBeNull();
    expect(await page.getByText('Clips onto any book').getAttribute('lang')).toBeNull();
    await page.context().close();
  });
});
