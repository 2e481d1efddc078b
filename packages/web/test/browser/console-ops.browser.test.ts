import { readFileSync } from 'node:fs';
import { messages, PATHS, serverMessages } from '@dubloon-quest/core';
import {
  consoleAuditText,
  consoleExportsText,
  consoleScheduleText,
  consoleShellText,
} from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectHeading, openFromMenu } from './pages.js';

/**
 * The organizers' Schedule, Exports and Audit log screens on a real event (demo off): the organizer moves the
 * review to now and a player's open page follows without a reload; every CSV downloads with its header row;
 * the audit log shows the change.
 */
const ui = messages.ui;
const schedule = consoleScheduleText;
const PLAYER = {
  name: 'Ada Lovelace',
  email: 'ada.player@example.com',
  password: 'Analytical-1843',
} as const;

let server: ConsoleServer;
let browser: Browser;
let organizerContext: BrowserContext;
let playerContext: BrowserContext;
let organizer: Page;
let player: Page;

/** Registers a player and verifies the e-mail through the HTTP API, as the register and verify pages do. */
async function registerVerifiedPlayer(baseUrl: string): Promise<void> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}/api/v2${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', {
    name: PLAYER.name,
    email: PLAYER.email,
    password: PLAYER.password,
    password_confirmation: PLAYER.password,
    education: 'Grade 11',
    country: 'Canada',
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const link = await server.lastMailedLink(PLAYER.email);
  const token = /token=([0-9a-f]{40})/.exec(link ?? '')?.[1];
  expect(token, `the verification mail: ${link}`).toBeDefined();
  const verified = await post('/auth/email/verify', { token });
  expect(verified.status, await verified.clone().text()).toBe(200);
}

beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchChromium();
  // The organizer works from another time zone than the server's: the screen shows and reads that one.
  organizerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'America/Toronto',
    acceptDownloads: true,
  });
  playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  organizer = await organizerContext.newPage();
  player = await playerContext.newPage();
  await registerVerifiedPlayer(server.url);
});

afterAll(async () => {
  await organizerContext?.close();
  await playerContext?.close();
  await browser?.close();
  await server?.stop();
});

describe("the organizers' schedule, exports and audit log on a real event", () => {
  it("[C.schedule][D0026.live-schedule][S4.game-closed-redirect] moves the game start to the review, and a player's open page follows without a reload", async () => {
    // The player is in the game: the raffle is open (it closes for the review).
    await logIn(player, server.url, PLAYER.email, PLAYER.password);
    await expectHeading(player, ui.treasureMap.instructionsHeading);
    await player.getByRole('button', { name: ui.treasureMap.continue }).click();
    await openFromMenu(player, ui.shell.raffle);
    await expectHeading(player, ui.raffle.heading);
    await player.evaluate(
      () => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true),
    );

    await acceptInvitation(organizer, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(organizer, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(organizer, server.url, consoleShellText.screens.schedule);
    await expectHeading(organizer, consoleShellText.screens.schedule);
    await organizer.getByText(schedule.timeZone('America/Toronto', 'UTC-05:00')).waitFor();
    await organizer.getByText(schedule.source.event).waitFor();
    await checkPage(organizer, 'console-schedule');

    // The review starts now (the minute that began, in the organizer's time zone).
    const now = await organizer.evaluate(() => {
      const at = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await organizer.getByLabel(schedule.fields.review_start, { exact: true }).fill(now);
    const effect = schedule.effects.move(
      serverMessages.periodNames.gameStart,
      serverMessages.periodNames.reviewStart,
    );
    await organizer.getByText(effect).waitFor();
    await organizer.getByRole('button', { name: schedule.save }).click();
    const dialog = organizer.getByRole('alertdialog', { name: schedule.confirmMoveTitle });
    await dialog.waitFor();
    await checkPage(organizer, 'console-schedule-confirm');
    await dialog.getByRole('button', { name: schedule.confirmMoveLabel }).click();
    await organizer.getByText(schedule.saved).first().waitFor();
    await organizer.getByText(schedule.source.console).waitFor();
    await organizer
      .locator('.console-schedule__facts')
      .getByText(serverMessages.periodNames.reviewStart, { exact: true })
      .waitFor();

    // The player's page, connected in another browser, leaves the raffle for the closed game at once.
    await player.waitForURL(`${server.url}${PATHS.gameClosed}`, { timeout: 15_000 });
    await player.getByText(ui.countdown.periods.reviewStart).first().waitFor();
    expect(
      await player.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
  });

  it('[C.schedule] refuses a schedule out of order before sending it', async () => {
    await organizer.getByLabel(schedule.fields.game_end, { exact: true }).fill('2020-01-01T10:00');
    await organizer.getByRole('button', { name: schedule.save }).click();
    await organizer.getByText(messages.period.unorderedTimestamps).waitFor();
    await organizer.getByRole('button', { name: schedule.reset }).click();
    expect(await organizer.getByText(messages.period.unorderedTimestamps).count()).toBe(0);
  });

  it('[C.exports] downloads every CSV named after the event and the day, each with its header row', async () => {
    await openConsoleScreen(organizer, server.url, consoleShellText.screens.exports);
    await expectHeading(organizer, consoleShellText.screens.exports);
    await checkPage(organizer, 'console-exports');
    const rows: Record<string, string[]> = {};
    for (const [key, file] of Object.entries(consoleExportsText.files)) {
      const [download] = await Promise.all([
        organizer.waitForEvent('download'),
        organizer.getByRole('button', { name: consoleExportsText.download(file.title) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^browser-test-event-${file.file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const text = readFileSync((await download.path()), 'utf8');
      rows[key] = text.split('\r\n');
      expect(rows[key][0], file.title).toBe(file.columns.replaceAll(', ', ','));
    }
    expect(rows.players!.some((row) => row.includes(PLAYER.email))).toBe(true);
    expect(rows.mailingList).toContain(`${PLAYER.name},${PLAYER.email}`);
    expect(rows.audit!.some((row) => row.includes('schedule.update'))).toBe(true);
  });

  it('[C.audit] shows the schedule change in the audit log, filtered from the URL', async () => {
    // What the page loaded and where it went, said if the details below do not open (seen once in CI, not
    // understood: the whole before and after stayed closed after the click).
    const pageLog: string[] = [];
    const started = Date.now();
    const note = (line: string) => pageLog.push(`${Date.now() - started} ms ${line}`);
    organizer.on('request', (request) => {
      if (request.url().includes('/api/')) note(`${request.method()} ${request.url().replace(server.url, '')}`);
    });
    organizer.on('framenavigated', (frame) => {
      if (frame === organizer.mainFrame()) note(`at ${frame.url().replace(server.url, '')}`);
    });
    await openConsoleScreen(organizer, server.url, consoleShellText.screens.audit);
    await expectHeading(organizer, consoleShellText.screens.audit);
    await organizer.getByLabel(consoleAuditText.action).selectOption('schedule.');
    await organizer.getByRole('button', { name: consoleAuditText.apply }).click();
    await organizer.waitForURL((url) => url.search === '?action=schedule.');
    const table = organizer.getByRole('table', { name: consoleAuditText.captionFiltered(1) });
    await table.waitFor();
    const row = table.getByRole('row').nth(1);
    await row.getByText('schedule.update').waitFor();
    await row.getByText(FIRST_ORGANIZER.email).waitFor();
    await row.getByText('timestamps.review_start').waitFor();
    await row.getByText('source', { exact: true }).waitFor();
    await checkPage(organizer, 'console-audit');
    const details = row.locator('details');
    await details.evaluate((element) => element.setAttribute('data-clicked', 'yes'));
    await row.getByText(consoleAuditText.details).click();
    note('clicked the summary');
    await row
      .getByText('"source": "console"')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        const state = await details.evaluate((element) => ({
          open: (element as HTMLDetailsElement).open,
          sameElement: element.getAttribute('data-clicked') === 'yes',
        }));
        throw new Error(`the details did not open: ${JSON.stringify(state)}\n${pageLog.join('\n')}`, { cause: error });
      });
    await checkPage(organizer, 'console-audit-details');

    // The address alone opens the same view.
    await organizer.reload();
    await organizer.getByRole('table', { name: consoleAuditText.captionFiltered(1) }).waitFor();
    expect(await organizer.getByLabel(consoleAuditText.action).inputValue()).toBe('schedule.');
  });
});
