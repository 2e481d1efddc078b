import { eventLookText, messages } from '@dubloon-quest/core';
import { consoleBrandText, consoleEventText, consoleMailText, consoleScheduleText, consoleShellText } from '@dubloon-quest/core/console';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { expectAccessible, expectHeading } from './pages.js';

// Issue 32, point 2: an organizer names the event, sets its colour and words the verification mail; a new player
// receives that mail in the event's name and sees the name in every page's header and title.

const EVENT_NAME = 'Harbor Days 2026';
const EVENT_NAME_FR = 'Journées du port 2026';
const COLOR = '#1d4e89';
const PLAYER = { name: 'Ada Lovelace', email: 'ada.lovelace@example.com', password: 'Analytical-Engine-1843' };
const FRENCH_PLAYER = { name: 'Léa Tremblay', email: 'lea.tremblay@example.com', password: 'Phare-du-Quai-2026' };

/** Registers a player over the API, in a reader's language (the `Accept-Language` a browser sends). */
async function register(player: typeof PLAYER, acceptLanguage: string): Promise<void> {
  const answer = await fetch(`${server.url}/api/v2/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
    body: JSON.stringify({
      name: player.name,
      email: player.email,
      password: player.password,
      password_confirmation: player.password,
      education: 'Grade 10',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
    }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}
/** The logo the organizer uploads on Appearance (issue 40, item 9), as the server stored it. */
let logo = '';

let server: ConsoleServer;
let browser: Browser;
let organizerContext: BrowserContext;
let playerContext: BrowserContext;
let organizer: Page;
let player: Page;

beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchChromium();
  organizerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  playerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  organizer = await organizerContext.newPage();
  player = await playerContext.newPage();
});

afterAll(async () => {
  await organizerContext?.close();
  await playerContext?.close();
  await browser?.close();
  await server?.stop();
});

describe("the event's own name, look and mail", () => {
  it('[C.event-look][D0175.mail-editor] the organizer names the event, sets its colour and words the verification mail in both languages, each with a preview', async () => {
    await acceptInvitation(organizer, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(organizer, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);

    await openConsoleScreen(organizer, server.url, consoleShellText.screens.schedule);
    const name = organizer.getByRole('textbox', { name: consoleScheduleText.nameLabel, exact: true });
    await name.fill(EVENT_NAME);
    await organizer.getByRole('textbox', { name: consoleEventText.french.label(consoleScheduleText.nameLabel) }).fill(EVENT_NAME_FR);
    await organizer.getByRole('button', { name: consoleScheduleText.rename }).click();
    await organizer.getByText(consoleScheduleText.renamed).waitFor();

    await openConsoleScreen(organizer, server.url, consoleShellText.screens.look);
    await expectHeading(organizer, consoleShellText.screens.look);
    const look = organizer.getByRole('form', { name: consoleBrandText.title });
    await look.getByRole('textbox', { name: consoleBrandText.colorLabel }).fill(COLOR);
    // The logo is uploaded as the items' pictures are (issue 40, item 9), not typed as a path.
    const file = await sharp({ create: { width: 640, height: 320, channels: 4, background: { r: 29, g: 78, b: 137, alpha: 1 } } })
      .png()
      .toBuffer();
    await look
      .getByLabel(consoleEventText.image.choose(consoleBrandText.logoLabel), { exact: true })
      .setInputFiles({ name: 'harbor-logo.png', mimeType: 'image/png', buffer: file });
    await look.getByText(consoleEventText.image.uploaded(512, 256)).waitFor();
    logo = await look.getByLabel(consoleBrandText.logoLabel, { exact: true }).inputValue();
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    await look.getByRole('button', { name: consoleBrandText.save }).click();
    await organizer.getByText(consoleBrandText.saved).first().waitFor();

    // Both languages of the mail, each with its preview (issue 40, item 1).
    const editor = organizer.getByRole('region', { name: consoleMailText.heading });
    const english = editor.getByRole('form', { name: consoleMailText.languageTitle.en });
    const french = editor.getByRole('form', { name: consoleMailText.languageTitle.fr });
    const subject = english.getByRole('textbox', { name: consoleMailText.subjectLabel });
    // A variable the mail does not know is refused before anything is sent.
    await subject.fill('Ahoy {{password}}');
    await english.getByRole('button', { name: consoleMailText.save }).click();
    await english.getByText(consoleMailText.problems.unknownVariable('password', ['name', 'link', 'event', 'minutes'])).waitFor();
    await subject.fill('Ahoy {{name}}: confirm your place at {{event}}');
    const preview = english.getByRole('region', { name: `${consoleMailText.preview} ${consoleMailText.languageTitle.en}` });
    await expect.poll(() => preview.textContent()).toContain(`Ahoy ${consoleMailText.sample.name}: confirm your place at ${EVENT_NAME}`);
    await english.getByRole('button', { name: consoleMailText.save }).click();
    await english.getByText(consoleMailText.custom).waitFor();
    // The French part says its readers get the English text until the French is written, and previews it.
    await french.getByText(consoleMailText.otherLanguage.fr).waitFor();
    expect(await french.getByRole('region', { name: `${consoleMailText.preview} ${consoleMailText.languageTitle.fr}` }).textContent()).toContain(`confirm your place at ${EVENT_NAME}`);
    await french.getByRole('textbox', { name: consoleMailText.subjectLabel }).fill('Bienvenue {{name}} aux {{event}}');
    await expect.poll(() => french.getByRole('region', { name: `${consoleMailText.preview} ${consoleMailText.languageTitle.fr}` }).textContent()).toContain(`Bienvenue ${consoleMailText.sample.name} aux ${EVENT_NAME_FR}`);
    await french.getByRole('button', { name: consoleMailText.save }).click();
    await french.getByText(consoleMailText.custom).waitFor();
    await expectAccessible(organizer);
  });

  it("[D0175.mail-language] a French reader's mail is the organizer's French text, an English reader's the English", async () => {
    await register(FRENCH_PLAYER, 'fr-CA,fr;q=0.9');
    await expect.poll(async () => (await server.mailsTo(FRENCH_PLAYER.email)).map((mail) => mail.subject)).toEqual([`Bienvenue ${FRENCH_PLAYER.name} aux ${EVENT_NAME_FR}`]);
    const [mail] = await server.mailsTo(FRENCH_PLAYER.email);
    expect(mail!.body.trimEnd().endsWith(`-- \n${EVENT_NAME_FR}`)).toBe(true);
  });

  it('[C.event-look] a new player receives the mail in the event\'s name and sees the name and colour in the header and title', async () => {
    await register(PLAYER, 'en-CA');

    // The organizer's outbox (no SMTP here) shows the mail as it left: the organizer's subject, the event's name.
    await openConsoleScreen(organizer, server.url, consoleShellText.screens.outbox);
    await organizer.getByRole('article', { name: `Ahoy ${PLAYER.name}: confirm your place at ${EVENT_NAME}: ${PLAYER.email}` }).waitFor();

    const link = await server.lastMailedLink(PLAYER.email);
    expect(link).toMatch(/^\/register\/verify-email\/verify\?token=[0-9a-f]{40}$/);
    await player.goto(`${server.url}${link}`);
    await player.getByText(messages.ui.verify.successBody).waitFor();
    const home = player.getByRole('link', { name: eventLookText.homeLink(EVENT_NAME) });
    expect(await home.textContent()).toContain(EVENT_NAME);
    expect(await player.title()).toBe(eventLookText.pageTitle(messages.routeTitles.verifyEmailResult, EVENT_NAME));
    expect(await player.locator('header.app-header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(29, 78, 137)');
    expect(await player.locator('header.app-header img.app-header__logo').getAttribute('src')).toBe(logo);
    await expectAccessible(player);

    await logIn(player, server.url, PLAYER.email, PLAYER.password);
    await expectHeading(player, messages.ui.treasureMap.instructionsHeading);
    expect(await player.title()).toBe(eventLookText.pageTitle(messages.routeTitles.treasureMap, EVENT_NAME));
    expect(await player.getByRole('link', { name: eventLookText.homeLink(EVENT_NAME) }).textContent()).toContain(EVENT_NAME);
    await expectAccessible(player);
  });
});
