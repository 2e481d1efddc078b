import { readFileSync } from 'node:fs';
import { drawCheckText, EDUCATION_LEVELS, messages, PATHS, serverMessages } from '@dubloon-quest/core';
import { consoleEventText, consoleMessages, consoleShellText, defaultMailTexts } from '@dubloon-quest/core/console';
import { loadConfig } from '@dubloon-quest/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoCatalogue } from '../../src/locale/pseudo-locale.js';
import { axeViolations, describeViolations, launchChromium } from './browser.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { demoEvent } from './pages.js';
import { registerVerifiedPlayer } from './players.js';

/*
 * Issue 30 (docs/decisions/0171): every player and console screen in the pseudo-locale (`en-XA`, each catalogue
 * text accented, lengthened and wrapped in ⟦ ⟧). Every text a screen shows or names (text nodes, aria-label,
 * title, placeholder, alt, the page's title) must be inside the markers, except the event's own content, names,
 * e-mail addresses, numbers and what `Intl` writes in English (dates, times, lists' "and"): a text written in a
 * component, or copied from a catalogue before the language was chosen, is left bare and fails here, named with
 * its screen. Each screen is also checked at 360 px: no sideways scrolling with texts a third longer, and axe.
 */

/** The catalogues as the pseudo-locale shows them: what the walk looks for on the screens. */
const px = pseudoCatalogue(messages) as typeof messages;
const pxShell = pseudoCatalogue(consoleShellText) as typeof consoleShellText;
const pxEvent = pseudoCatalogue(consoleEventText) as typeof consoleEventText;
const ui = px.ui;

const PARTNER = { email: 'paula.partner@example.com', name: 'Paula Partner', password: 'Compass-Rose-43' } as const;
/** A player of the console's event, for the player's page of the console. */
const PLAYER = { email: 'pia.player@example.com', name: 'Pia Player', password: 'Compass-Rose-44' } as const;

/** The event's own texts (raffle items, partners, businesses, chests, its name): user content, shown as entered. */
function eventContent(): string[] {
  const { eventFile } = loadConfig({ TOKEN_SECRET: 'only-the-event-file-is-read-here' });
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node.trim());
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
  };
  walk(JSON.parse(readFileSync(eventFile, 'utf8')));
  return texts;
}

/**
 * User content and names: the event's content, the accounts' names and addresses, and records stored in the
 * language they were written in (the outbox's mail, the audit log's actor from the organizer tool).
 */
const CONTENT = [
  ...eventContent(),
  'Demo Player',
  'Harbor High School',
  'Toronto',
  FIRST_ORGANIZER.name,
  PARTNER.name,
  PLAYER.name,
  // The record file the walk gives the draw check page, named as the visitor's file was.
  'record.json',
  consoleMessages.accounts.mail.inviteSubject,
  consoleMessages.audit.cliActor,
]
  // Education levels are stored values the pages name in the reader's language, even where the event file has them.
  .filter((text) => text.length > 1 && !(EDUCATION_LEVELS as readonly string[]).includes(text))
  .sort((a, b) => b.length - a.length);

/** Contents shown alone: the letters of a chest's choices (the event's keys for them, "a" to "d", in capitals). */
const WHOLE_CONTENT = new Set(demoEvent().chests.flatMap((chest) => chest.group.flatMap((question) => Object.keys(question.answers.choices).map((letter) => letter.toUpperCase()))));

/**
 * The server's own texts (its errors), which it writes in English or French (the language the request names: English
 * for the pseudo-locale) and the pages show as sent (docs/decisions/0171).
 */
const SERVER_TEXTS = new Set<string>(Object.values(serverMessages).filter((value) => typeof value === 'string'));

/**
 * The mails the outbox shows are records, written in their reader's language when sent (the event's texts or the
 * catalogue's English): their subjects, with the event's name and the address they went to.
 */
const MAIL_RECORDS = Object.values(defaultMailTexts).map(
  ({ subject }) => new RegExp(subject.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+?'), 'g'),
);

/** What `Intl` writes in English for this locale (docs/decisions/0171): month and day names, the time's words, the zone's name. */
function intlWords(): Set<string> {
  const words = new Set(['AM', 'PM', 'at', 'and', 'or', 'UTC', 'GMT']);
  const add = (text: string) => text.split(/[^A-Za-z]+/).forEach((word) => word !== '' && words.add(word));
  for (let month = 0; month < 12; month += 1) {
    const day = new Date(Date.UTC(2026, month, 1 + month));
    for (const style of ['long', 'short'] as const) {
      add(day.toLocaleString('en', { month: style, weekday: style, timeZoneName: style }));
      add(day.toLocaleString('en', { timeZoneName: style === 'long' ? 'long' : 'short', timeZone: 'UTC' }));
    }
  }
  return words;
}
/** What `Intl` writes in English, and the names of file formats, which every language writes alike. */
const INTL_WORDS = new Set([...intlWords(), 'PNG', 'JPEG', 'WEBP', 'GIF', 'CSV', 'JSON']);

/** The part of a shown text that is neither pseudo-localized nor content: empty when the text is all right. */
function bareText(text: string): string {
  if (WHOLE_CONTENT.has(text) || SERVER_TEXTS.has(text)) return '';
  let rest = text;
  // What a catalogue's function was given (‹ ›, innermost first) is checked on its own: a name passes, a code shown
  // raw (a role, a source) does not.
  const given: string[] = [];
  for (let before = ''; before !== rest; )
    [before, rest] = [rest, rest.replace(/‹([^‹›]*)›/g, (_, piece: string) => (given.push(piece), ' '))];
  // A field's path or a literal value given to a message (a record file's `snapshot_hash`, `"dubloon-quest-draw/1"`)
  // is an identifier: lower case, no spaces, or in quotes.
  const identifier = (piece: string) => /^[$a-z_][\w$.[\]"-]*$|^"[^"]*"$/.test(piece);
  const bareGiven = given.filter((piece) => !identifier(piece)).map(bareText).filter((bare) => bare !== '');
  if (bareGiven.length > 0) return bareGiven.join(' ');
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
  for (const content of CONTENT) rest = rest.split(content).join(' ');
  for (const record of MAIL_RECORDS) rest = rest.replace(record, ' ');
  rest = rest.replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\/[\w./-]*\.(?:png|jpe?g|webp|svg)/g, ' ');
  const words = rest.split(/[^A-Za-z]+/).filter((word) => word !== '' && !INTL_WORDS.has(word));
  return words.length === 0 ? '' : rest.replace(/\s+/g, ' ').trim();
}

/** Every text the reader sees or hears on the page: visible text nodes, accessible names given as attributes, the title. */
async function shownTexts(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element | null) =>
      element instanceof HTMLElement && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const pageLanguage = document.documentElement.lang;
    // Not the app's wording: verbatim records (code, JSON, stored mail: `code`, `pre`), what is typed (`textarea`),
    // the stored place names of the server's list, and what an element says is in another language (`lang`: the
    // switcher's "Français", the event's English where no translation was written).
    const verbatim = (element: Element) =>
      element.closest('script, style, code, pre, kbd, samp, textarea, select[name="country"], select[name="region"]') !== null ||
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null || verbatim(parent)) continue;
      // A drop-down's options show once it opens: read with the drop-down.
      const shown = parent instanceof HTMLOptionElement ? parent.closest('select') : parent;
      if (visible(shown)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], input[type="submit"], input[type="button"]')) {
      if (verbatim(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'value']) {
        if (name === 'value' && !(element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type))) continue;
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

let browser: Browser;
/** Every screen's faults, by screen: reported together at the end of each part, so one run names them all. */
const faults: string[] = [];
const layout: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A page in a fresh browser context (its own storage), at the desktop width. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Checks the screen the page shows: its texts at 1280 px, then at 360 px its width and axe. Faults are gathered
 * (`faults`, `layout`), so that the walk goes on and names every screen that has one.
 */
async function check(page: Page, screen: string, { axe = true } = {}): Promise<void> {
  const started = Date.now();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
  // What a screen loads after its heading (a table, a chart) is in: no loading line, nothing busy.
  const loading: string[] = [ui.common.loading, pxShell.loading];
  const stillLoading = () =>
    page.evaluate(
      (texts) =>
        [...document.querySelectorAll('[role="status"], [aria-busy="true"]')].some(
          (element) => element.getAttribute('aria-busy') === 'true' || texts.includes(element.textContent?.trim() ?? ''),
        ),
      loading,
    );
  await expect.poll(stillLoading, { timeout: 10_000, message: `${screen} still loading` }).toBe(false);
  for (const text of new Set(await shownTexts(page))) {
    const bare = bareText(text);
    if (bare !== '') faults.push(`${screen}: "${text}" (bare: "${bare}")`);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 360) layout.push(`${screen}: ${width} px wide at 360 px`);
  if (axe) {
    const violations = describeViolations(await axeViolations(page));
    if (violations !== '') layout.push(`${screen} (axe at 360 px):\n${violations}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // `PSEUDO_TIMES=1` prints how long each screen's checks took, to keep the walk's time in view.
  if (process.env.PSEUDO_TIMES) console.log(`${screen}: ${Date.now() - started} ms`);
}

/** Reports the faults gathered so far (and forgets them, for the next part). */
function expectNoFaults(): void {
  const found = { texts: faults.splice(0), layout: layout.splice(0) };
  expect(found).toEqual({ texts: [], layout: [] });
}

/** Waits for the screen's level-1 heading; a timeout names the page's address and its headings. */
async function heading(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name }).waitFor();
  } catch (error) {
    const shown = await page.locator('h1').allTextContents().catch(() => []);
    throw new Error(`no heading "${name}" at ${page.url()} (headings: ${shown.join(' | ')})`, { cause: error });
  }
}

describe('every player screen in the pseudo-locale', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startGameServer();
    ({ context, page } = await freshPage());
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  /** Opens a link of the header's menu (opening the menu first on narrow screens). */
  const openFromMenu = async (label: string) => {
    await page.getByRole('navigation', { name: ui.shell.mainMenu }).getByRole('link', { name: label }).click();
  };

  const logIn = async () => {
    await page.goto('about:blank');
    await page.goto(`${server.url}/login`);
    await heading(page, ui.login.heading);
    const accept = page.getByRole('button', { name: ui.disclaimer.accept });
    if (await accept.isVisible()) await accept.click();
    await page.getByRole('button', { name: ui.login.submit }).click();
    await page.waitForURL(`${server.url}/`);
  };

  it('the logged-out pages: login, register, verify, forgot and reset password, the error pages, the draw check', async () => {
    // Chosen once by the address, then the device's language for every page after.
    await page.goto(`${server.url}/login?locale=en-XA`);
    await page.getByRole('dialog', { name: ui.disclaimer.title }).waitFor();
    await check(page, 'login, demo disclaimer');
    await page.getByRole('button', { name: ui.disclaimer.accept }).click();
    await check(page, 'login');
    await page.getByRole('button', { name: ui.shell.support }).click();
    await page.getByRole('dialog', { name: ui.support.title }).waitFor();
    await check(page, 'support');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/register`);
    await heading(page, ui.register.heading);
    // An education level is stored as its label (in the reader's language): any will do.
    await page.getByLabel(ui.register.education).selectOption({ index: 2 });
    const country = page.getByLabel(ui.register.country);
    await country.locator('option', { hasText: 'Canada' }).waitFor({ state: 'attached' });
    await country.selectOption('Canada');
    await expect.poll(() => page.getByLabel(ui.register.region).isDisabled()).toBe(false);
    await page.getByRole('button', { name: ui.register.submit }).click();
    await page.getByRole('alert').filter({ hasText: px.auth.demoCannotRegister }).waitFor();
    await check(page, 'register');

    await page.goto(`${server.url}/register/verify-email`);
    await heading(page, ui.verifyEmail.heading);
    await page.getByLabel(ui.common.email, { exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: ui.verifyEmail.submit }).click();
    await page.getByRole('timer').filter({ hasText: ui.countdown.expiresIn }).waitFor();
    await check(page, 'verify-email');

    await page.goto(`${server.url}/register/verify-email/verify`);
    await page.getByText(px.validation.tokenMissing).waitFor();
    await check(page, 'verify, no token');
    await page.goto(`${server.url}/register/verify-email/verify?token=${'ab'.repeat(20)}`);
    await page.getByRole('heading', { name: px.auth.verifyFailed }).waitFor();
    await check(page, 'verify, unknown token');

    await page.goto(`${server.url}/login/forgot`);
    await heading(page, ui.forgot.heading);
    await page.getByLabel(ui.common.email, { exact: true }).fill('demo.player@example.com');
    await page.getByRole('button', { name: ui.forgot.submit }).click();
    await page.getByRole('status').filter({ hasText: px.auth.resetSent }).waitFor();
    await check(page, 'forgot password');

    await page.goto(`${server.url}/password-reset`);
    await page.getByText(px.validation.resetLinkInvalid).waitFor();
    await check(page, 'reset password, no token');
    await page.goto(`${server.url}/password-reset?token=${'ab'.repeat(20)}`);
    await page.getByLabel(ui.reset.password, { exact: true }).fill('new-secret-1');
    await page.getByLabel(ui.reset.passwordConfirmation).fill('new-secret-2');
    await page.getByRole('button', { name: ui.reset.submit }).click();
    await page.getByText(px.validation.passwordsDoNotMatch).waitFor();
    await check(page, 'reset password, passwords differ');
    await page.getByLabel(ui.reset.passwordConfirmation).fill('new-secret-1');
    await page.getByRole('button', { name: ui.reset.submit }).click();
    await page.locator('[role="alert"] .notice--error').waitFor();
    await check(page, 'reset password, unknown token');

    for (const [path, text] of [
      [PATHS.notFound, px.errorPages.notFound],
      [PATHS.forbidden, px.errorPages.forbidden],
      [PATHS.unauthorized, px.errorPages.unauthorized],
      [PATHS.serverError, px.errorPages.serverError],
      [PATHS.conflict, px.errorPages.conflict],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await heading(page, text);
      await check(page, path);
    }

    await page.goto(`${server.url}${PATHS.raffleVerify}`);
    const pxDraw = pseudoCatalogue(drawCheckText) as typeof drawCheckText;
    await heading(page, pxDraw.heading);
    await check(page, 'draw check');
    // A record file that is not a draw's: the check says which part fails.
    await page.getByLabel(pxDraw.fileLabel).setInputFiles({ name: 'record.json', mimeType: 'application/json', buffer: Buffer.from('{"version":1}') });
    await page.getByText(pxDraw.doesNotMatch).waitFor();
    await check(page, 'draw check, a record that does not match');
    expectNoFaults();
  });

  it('the logged-in pages before the game: the instructions, the map, Learn and Earn and a chest, the raffle, the profile', async () => {
    await logIn();
    await heading(page, ui.treasureMap.instructionsHeading);
    await check(page, 'treasure map, instructions');
    await page.getByRole('button', { name: ui.treasureMap.continue }).click();
    await heading(page, ui.treasureMap.heading);
    await check(page, 'treasure map, before the game');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: ui.shell.menu }).click();
    await page.getByRole('navigation', { name: ui.shell.mainMenu }).getByRole('link').first().waitFor();
    await check(page, 'header menu, opened on a phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await openFromMenu(ui.shell.learn);
    await heading(page, ui.learn.heading);
    const chests = page.getByRole('list', { name: ui.learn.chestsLabel });
    await chests.getByRole('button').first().waitFor();
    await check(page, 'learn and earn');
    await chests.getByRole('button').first().click();
    await page.getByRole('group').waitFor();
    await check(page, 'chest, a question');
    const chest = demoEvent().chests[0]!;
    for (const [index, question] of chest.group.entries()) {
      const letters = Object.keys(question.answers.choices).sort();
      const choices = page.getByRole('group').getByRole('button');
      if (index === 0) {
        await choices.nth(letters.indexOf(letters.find((letter) => letter !== question.answers.correct)!)).click();
        await page.getByText(ui.learn.wrong).waitFor();
        await check(page, 'chest, a wrong answer');
      }
      await choices.nth(letters.indexOf(question.answers.correct)).click();
      await page.getByText(ui.learn.correct, { exact: true }).waitFor();
      if (index === 0) await check(page, 'chest, the right answer');
      await page.getByRole('button', { name: index === chest.group.length - 1 ? ui.learn.finish : ui.learn.proceed }).click();
    }
    await chests.getByRole('button', { name: ui.learn.opened(8) }).waitFor();
    await check(page, 'learn and earn, a chest opened');

    await openFromMenu(ui.shell.raffle);
    await heading(page, ui.raffle.heading);
    const [first, second] = demoEvent().raffle_items;
    await page.getByRole('button', { name: ui.raffle.add(first!.name) }).click();
    await page.getByRole('button', { name: ui.raffle.add(second!.name) }).click();
    await check(page, 'raffle, staking');
    await page.getByRole('button', { name: ui.raffle.submit }).click();
    const dialog = page.getByRole('alertdialog', { name: ui.raffle.confirmTitle });
    await dialog.waitFor();
    await check(page, 'raffle, confirm');
    await dialog.getByRole('button', { name: ui.raffle.submit }).click();
    await page.getByRole('timer').filter({ hasText: ui.raffle.cooldown }).waitFor();
    await check(page, 'raffle, cooldown');

    await openFromMenu(ui.shell.profile);
    await heading(page, ui.profile.heading);
    await page.getByRole('region', { name: ui.profile.coinsHeading }).getByRole('table').waitFor();
    await check(page, 'profile');
    await page.getByRole('button', { name: ui.shell.logout }).click();
    await page.waitForURL(`${server.url}/login`);
    expectNoFaults();
  });

  it('the logged-in pages once the game runs: the map, businesses and a business, results; then game closed', async () => {
    server.setPeriod('gameStart');
    await page.goto(`${server.url}/login?locale=en-XA`);
    await logIn();
    await heading(page, ui.treasureMap.instructionsHeading);
    await page.getByRole('button', { name: ui.treasureMap.dontShowAgain }).click();
    await heading(page, ui.treasureMap.heading);
    await check(page, 'treasure map, game running');

    await openFromMenu(ui.shell.businesses);
    await heading(page, ui.businesses.heading);
    const business = demoEvent().businesses[0]!.name;
    await page.getByRole('link', { name: new RegExp(business) }).waitFor();
    await check(page, 'businesses');
    await page.getByRole('link', { name: new RegExp(business) }).click();
    await heading(page, business);
    await check(page, 'business, video');
    await page.getByRole('tab', { name: ui.businesses.challengeTab }).click();
    await page.getByLabel(ui.businesses.linkLabel).fill('https://example.com/not-a-doc');
    await page.getByRole('button', { name: ui.businesses.submitAnswer }).click();
    await page.getByText(px.validation.invalidGoogleDocLink).waitFor();
    await check(page, 'business, challenge');
    await page.getByRole('tab', { name: ui.businesses.meetupTab }).click();
    await page.getByRole('radio', { name: ui.businesses.attendYes }).waitFor();
    await check(page, 'business, meetup');
    await page.goto(`${server.url}/businesses/nowhere`);
    await heading(page, px.businesses.notFound);
    await check(page, 'business, not found');

    await page.goto(`${server.url}/results`);
    await heading(page, ui.results.heading);
    await page.getByRole('region', { name: ui.results.carouselLabel }).waitFor();
    await check(page, 'results');

    await page.getByRole('button', { name: ui.shell.logout }).click();
    await page.waitForURL(`${server.url}/login`);
    server.setPeriod('reviewStart');
    const accept = page.getByRole('button', { name: ui.disclaimer.accept });
    if (await accept.isVisible()) await accept.click();
    await page.getByRole('button', { name: ui.login.submit }).click();
    await page.waitForURL(`${server.url}/game-closed`);
    await heading(page, px.gameClosed.title);
    await check(page, 'game closed');
    expectNoFaults();
  });
});

describe('every console screen in the pseudo-locale, for an organizer and a partner', () => {
  let server: ConsoleServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const { eventFile } = loadConfig({ TOKEN_SECRET: 'only-the-event-file-is-read-here' });
    server = await startConsoleServer(JSON.parse(readFileSync(eventFile, 'utf8')) as object, {
      invite: [{ email: PARTNER.email, name: PARTNER.name, role: 'Partner', business: 1 }],
    });
    ({ context, page } = await freshPage());
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  /** The invitation page (a player screen too), its password chosen, then the login. */
  const acceptAndLogIn = async (invitation: string, account: { email: string; password: string }, name: string) => {
    await page.goto(invitation);
    await heading(page, ui.reset.invitationHeading);
    await check(page, `invitation (${name})`);
    await page.getByLabel(ui.reset.password, { exact: true }).fill(account.password);
    await page.getByLabel(ui.reset.passwordConfirmation, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: ui.reset.invitationSubmit }).click();
    await page.getByText(px.auth.invitationAccepted).waitFor();
    await page.getByRole('link', { name: ui.common.toLogin }).click();
    await heading(page, ui.login.heading);
    await page.getByLabel(ui.common.email, { exact: true }).fill(account.email);
    await page.getByLabel(ui.common.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: ui.login.submit }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/console'));
  };

  /** Opens each screen of the console's navigation in turn and checks it. */
  const walkNavigation = async (who: string) => {
    const nav = page.getByRole('navigation', { name: pxShell.navLabel });
    await nav.getByRole('link').first().waitFor();
    const labels = await nav.getByRole('link').allTextContents();
    for (const label of labels) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await heading(page, label);
      await check(page, `${who}: ${label}`);
      // Each tab of the screen (a section of the event's content, a business's parts).
      const tabs = await page.getByRole('tab').allTextContents();
      for (const tab of tabs.slice(1)) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect.poll(() => page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true');
        await check(page, `${who}: ${label} › ${tab}`);
      }
    }
    return labels;
  };

  it('every organizer screen of the navigation', async () => {
    await registerVerifiedPlayer(server, PLAYER);
    await page.goto(`${server.url}/login?locale=en-XA`);
    await acceptAndLogIn(`${server.organizerInvitation}&locale=en-XA`, FIRST_ORGANIZER, 'organizer');
    const labels = await walkNavigation('organizer');
    expect(labels.length).toBe(15);

    // The forms that add to the event's content, one per section.
    for (const [section, add] of [
      ['partners', pxEvent.partners.add],
      ['items', pxEvent.items.add],
      ['businesses', pxEvent.businesses.add],
      ['chests', pxEvent.chests.add],
    ] as const) {
      await page.goto(`${server.url}/console/event`);
      await heading(page, pxShell.screens.event);
      await page.getByRole('tab', { name: pxEvent.sections[section], exact: true }).click();
      await page.getByRole('button', { name: add, exact: true }).click();
      await page.getByRole('button', { name: pxEvent.actions.cancel, exact: true }).waitFor();
      await check(page, `organizer: event content, ${section} form`);
    }

    // A player's page: details, ledger, and the forms to log out everywhere, ban and adjust coins.
    await page.goto(`${server.url}/console/players`);
    await heading(page, pxShell.screens.players);
    await page.getByRole('link', { name: PLAYER.name }).click();
    await heading(page, PLAYER.name);
    await check(page, 'organizer: a player');

    // The presenter view, outside the console's frame.
    await page.goto(`${server.url}/console/presenter`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, 'organizer: presenter view');
    expectNoFaults();
  }, 180_000);

  it('every partner screen of the navigation', async () => {
    await context.close();
    ({ context, page } = await freshPage());
    await acceptAndLogIn(`${server.invitations[PARTNER.email]!}&locale=en-XA`, PARTNER, 'partner');
    const labels = await walkNavigation('partner');
    expect(labels.length).toBe(3);
    expectNoFaults();
  });
});
