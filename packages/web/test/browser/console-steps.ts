import { readFileSync } from 'node:fs';
import { serverMessages, serverMessagesFr, type Catalogue, type GamePeriod } from '@dubloon-quest/core';
import {
  consoleRaffleText,
  consoleRaffleTextFr,
  consoleScheduleText,
  consoleScheduleTextFr,
  consoleShellText,
  consoleShellTextFr,
} from '@dubloon-quest/core/console';
import { verifyDrawRecordText } from '@dubloon-quest/core/draw';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openConsoleScreen } from './console-pages.js';
import { expectHeading } from './pages.js';

/**
 * The console's texts an event's run reads, in one language: the steps below are the same for an organizer
 * reading the console in English or in French, only the words they look for change.
 */
export interface ConsoleRunTexts {
  readonly shell: Catalogue<typeof consoleShellText>;
  readonly schedule: Catalogue<typeof consoleScheduleText>;
  readonly raffle: Catalogue<typeof consoleRaffleText>;
  readonly periodNames: Catalogue<typeof serverMessages.periodNames>;
}

export const consoleRunTextsEn: ConsoleRunTexts = {
  shell: consoleShellText,
  schedule: consoleScheduleText,
  raffle: consoleRaffleText,
  periodNames: serverMessages.periodNames,
};

export const consoleRunTextsFr: ConsoleRunTexts = {
  shell: consoleShellTextFr,
  schedule: consoleScheduleTextFr,
  raffle: consoleRaffleTextFr,
  periodNames: serverMessagesFr.periodNames,
};

/** A boundary of the Schedule screen's form. */
export type ScheduleField = keyof typeof consoleScheduleText.fields;

/** A datetime-local value in the page's time zone, `offsetMinutes` from now (the minute begun). */
export function localMinute(page: Page, offsetMinutes: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, offsetMinutes);
}

/**
 * Sets boundaries of the schedule on the Schedule screen (each `fields` value a datetime-local value), saves,
 * confirms when the save moves the event to another period, and waits for the screen to say it is in `reached`.
 */
export async function saveSchedule(
  page: Page,
  baseUrl: string,
  texts: ConsoleRunTexts,
  fields: Partial<Record<ScheduleField, string>>,
  reached: GamePeriod,
): Promise<void> {
  const { schedule } = texts;
  await openConsoleScreen(page, baseUrl, texts.shell.screens.schedule, texts.shell);
  await expectHeading(page, texts.shell.screens.schedule);
  for (const [field, value] of Object.entries(fields) as [ScheduleField, string][])
    await page.getByLabel(schedule.fields[field], { exact: true }).fill(value);
  await page.getByRole('button', { name: schedule.save }).click();
  // A save that changes the period asks first; one that keeps it saves at once.
  const dialog = page.getByRole('alertdialog', { name: schedule.confirmMoveTitle });
  const saved = page.getByText(schedule.saved).first();
  await dialog.or(saved).first().waitFor();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: schedule.confirmMoveLabel }).click();
  await saved.waitFor();
  await page.locator('.console-schedule__facts').getByText(texts.periodNames[reached], { exact: true }).waitFor();
}

/** The draw's secret, as the Lots and draw screen shows it and as the file it downloads holds it. */
export interface DrawSecret {
  readonly secret: string;
  readonly file: string;
}

/** Commits to the draw on the Raffle screen: downloads the secret, says it is saved, and returns it. */
export async function commitToDraw(page: Page, baseUrl: string, texts: ConsoleRunTexts, item: string): Promise<DrawSecret> {
  const { raffle } = texts;
  await openConsoleScreen(page, baseUrl, texts.shell.screens.raffle, texts.shell);
  await expectHeading(page, texts.shell.screens.raffle);
  await page.getByRole('table', { name: raffle.items.caption }).getByText(item).waitFor();
  await page.getByRole('button', { name: raffle.commitment.create }).click();
  const secretRegion = page.getByRole('region', { name: raffle.secret.heading });
  const secret = (await page.getByTestId('secret').textContent()) ?? '';
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  const downloading = page.waitForEvent('download');
  await secretRegion.getByRole('button', { name: raffle.secret.download }).click();
  const file = await (await downloading).path();
  expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  await secretRegion.getByRole('button', { name: raffle.secret.saved }).click();
  await secretRegion.waitFor({ state: 'detached' });
  return { secret, file };
}

/**
 * Draws on the Raffle screen with the secret's file once the raffle is closed (no override offered), checks the
 * record it downloads and the screen's own check, and returns the winners table's rows.
 */
export async function drawWithSecret(page: Page, baseUrl: string, texts: ConsoleRunTexts, secret: DrawSecret): Promise<string[]> {
  const { raffle } = texts;
  await openConsoleScreen(page, baseUrl, texts.shell.screens.raffle, texts.shell);
  await expectHeading(page, texts.shell.screens.raffle);
  await page.getByTestId('commitment').waitFor();
  expect(await page.getByRole('checkbox', { name: raffle.draw.allowOpen }).count()).toBe(0);
  await page.getByLabel(raffle.draw.secretFile).setInputFiles(secret.file);
  await expect.poll(() => page.getByLabel(raffle.draw.secret).inputValue()).toBe(secret.secret);
  await page.getByRole('button', { name: raffle.draw.submit }).click();
  await page
    .getByRole('alertdialog', { name: raffle.draw.confirmTitle })
    .getByRole('button', { name: raffle.draw.confirmLabel })
    .click();

  const drawn = page.getByRole('table', { name: raffle.record.winnersCaption });
  await drawn.waitFor();
  const rows = (await drawn.getByRole('row').allTextContents()).slice(1);
  const downloadingRecord = page.waitForEvent('download');
  await page.getByRole('button', { name: raffle.record.download }).click();
  const record = verifyDrawRecordText(readFileSync(await (await downloadingRecord).path(), 'utf8'));
  expect(record.ok && record.value.secret).toBe(secret.secret);
  await page.getByRole('button', { name: raffle.record.check }).click();
  await page.getByTestId('record-check').getByText(raffle.record.matches).waitFor();
  return rows;
}

/** Publishes the held results on the Raffle screen, confirming, and waits for the screen to say they are out. */
export async function publishResults(page: Page, texts: ConsoleRunTexts): Promise<void> {
  const { raffle } = texts;
  await page.getByText(raffle.results.state('held')).waitFor();
  await page.getByRole('button', { name: raffle.results.publish }).click();
  await page
    .getByRole('alertdialog', { name: raffle.results.publishTitle })
    .getByRole('button', { name: raffle.results.publish })
    .click();
  await page.getByText(raffle.results.state('published')).waitFor();
}
