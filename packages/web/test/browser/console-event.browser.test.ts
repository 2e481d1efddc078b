import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import {
  consoleEventText,
  consoleMessages,
  consoleShellText,
  IMAGE_MIN_PIXELS,
} from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectAccessible, expectHeading } from './pages.js';

const text = consoleEventText;
const content = consoleMessages.content;

/** The CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG file, built by hand: a `width` x `height` picture in two colours. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x < width / 2 ? [138, 59, 18] : [242, 193, 78], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The event file the export downloaded. */
let exportedFile: { name: string; raffle_items: object[] } & Record<string, unknown>;

beforeAll(async () => {
  server = await startConsoleServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
  await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const tab = (name: string) => page.getByRole('tab', { name });
const table = (caption: string) => page.getByRole('table', { name: caption });
const row = (caption: string, name: string) => table(caption).getByRole('row').filter({ hasText: name });
const save = () => page.getByRole('button', { name: text.actions.save, exact: true }).click();
/** Waits until the form closed (a save went through). */
const formClosed = (title: string) =>
  page.getByRole('heading', { name: title }).waitFor({ state: 'detached' });

async function fillQuestion(group: Locator, question: string, choices: [string, string], correct: 'a' | 'b') {
  await group.getByLabel(text.chests.questionText, { exact: true }).fill(question);
  await group.getByLabel(text.chests.choice('a'), { exact: true }).fill(choices[0]);
  await group.getByLabel(text.chests.choice('b'), { exact: true }).fill(choices[1]);
  await group.getByLabel(text.chests.correct, { exact: true }).selectOption(correct);
  await group
    .getByLabel(text.chests.explanation, { exact: true })
    .fill(`Because ${choices[correct === 'a' ? 0 : 1]}.`);
}

describe('the Event content screen on a fresh event', () => {
  it('[C.event.partners][C.images] creates a raffle partner whose logo is checked in the browser, uploaded, resized and served', async () => {
    await openConsoleScreen(page, server.url, consoleShellText.screens.event);
    await expectHeading(page, consoleShellText.screens.event);
    expect(await page.title()).toBe(
      `${consoleShellText.screens.event} · ${consoleShellText.title} | Dubloon Quest`,
    );
    await page.getByText(text.partners.empty).waitFor();
    await checkPage(page, 'console-event-empty');

    await page.getByRole('button', { name: text.partners.add }).click();
    await page.getByLabel(text.partners.name, { exact: true }).fill('Bookworm Press');
    const upload = page.getByLabel(text.image.choose(text.partners.logo), { exact: true });
    // Too small: refused in the browser with the server's limit, nothing uploaded.
    await upload.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png(8, 8) });
    await page
      .getByText(text.image.refused('tiny.png', consoleMessages.images.tooSmall(IMAGE_MIN_PIXELS)))
      .waitFor();
    await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(640, 320) });
    // Scaled down to fit a logo (512 pixels) by the server.
    await page.getByText(text.image.uploaded(512, 256)).waitFor();
    const logo = await page.getByLabel(text.partners.logo, { exact: true }).inputValue();
    expect(logo).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    await page.getByLabel(text.partners.resourceName, { exact: true }).fill('Free e-books');
    await page.getByLabel(text.partners.resourceLink, { exact: true }).fill('not a link');
    await save();
    // The browser's check (core's rule) keeps the form and says what is wrong.
    await page.getByText(content.notALink).waitFor();
    await page.getByLabel(text.partners.resourceLink, { exact: true }).fill('https://bookworm.example/free');
    await checkPage(page, 'console-event-partner-form');
    await save();
    await formClosed(text.partners.createTitle);

    const partner = row(text.partners.caption, 'Bookworm Press');
    await partner.getByText(text.status.live).waitFor();
    const served = partner.locator('img');
    expect(await served.getAttribute('src')).toBe(logo);
    await expect.poll(() => served.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);
  });

  it('[C.event.items][C.event.businesses][C.event.chests] creates a raffle item, a business with video and challenge, and a chest with its three questions', async () => {
    await tab(text.sections.items).click();
    await page.getByRole('button', { name: text.items.add }).click();
    await page.getByLabel(text.items.name, { exact: true }).fill('Reading light');
    expect(await page.getByLabel(text.items.partner, { exact: true }).inputValue()).toBe('Bookworm Press');
    await page.getByLabel(text.items.stock, { exact: true }).fill('2');
    await page.getByLabel(text.items.description, { exact: true }).fill('Clips onto any book');
    await save();
    await formClosed(text.items.createTitle);
    await row(text.items.caption, 'Reading light').getByText('Bookworm Press').waitFor();

    await tab(text.sections.chests).click();
    await page.getByRole('button', { name: text.chests.add }).click();
    await fillQuestion(
      page.getByRole('group', { name: text.chests.question(1) }),
      'What does a compass point to?',
      ['North', 'The treasure'],
      'a',
    );
    await fillQuestion(
      page.getByRole('group', { name: text.chests.question(2) }),
      'How many coins is a question worth?',
      ['9', '3'],
      'b',
    );
    const third = page.getByRole('group', { name: text.chests.question(3) });
    await fillQuestion(third, 'Who may stake coins?', ['Players', 'Partners'], 'a');
    await third
      .getByRole('button', { name: `${text.chests.addChoice} ${text.chests.addChoiceTo(3)}` })
      .click();
    await third.getByLabel(text.chests.choice('c'), { exact: true }).fill('Organizers');
    await checkPage(page, 'console-event-chest-form');
    await save();
    await formClosed(text.chests.createTitle);
    await row(text.chests.caption, 'What does a compass point to?')
      .getByText('Who may stake coins?')
      .waitFor();

    await tab(text.sections.businesses).click();
    await page.getByRole('button', { name: text.businesses.add }).click();
    await page.getByLabel(text.businesses.name, { exact: true }).fill('Harbor Tech');
    await page.getByLabel(text.businesses.videoTitle, { exact: true }).fill('A day at the harbor');
    await page
      .getByLabel(text.businesses.videoUrl, { exact: true })
      .fill('https://www.youtube.com/embed/abc123');
    await page.getByLabel(text.businesses.challengeTitle, { exact: true }).fill('Design a buoy');
    await page
      .getByLabel(text.businesses.challengeDescription, { exact: true })
      .fill('Share a document with your design');
    await page.getByLabel(text.businesses.chest, { exact: true }).selectOption('1');
    await page.getByLabel(text.businesses.awardPool, { exact: true }).fill('300');
    await save();
    await formClosed(text.businesses.createTitle);
    const business = row(text.businesses.caption, 'Harbor Tech');
    await business.getByRole('link', { name: 'A day at the harbor' }).waitFor();
    await business.getByText(text.chests.name(1)).waitFor();
    await business.getByText('300').waitFor();
  });

  it('[C.event.items] edits an item, and retires and restores it behind a confirm dialog that says what happens', async () => {
    await tab(text.sections.items).click();
    await page.getByRole('button', { name: `${text.actions.edit} Reading light` }).click();
    await page.getByRole('heading', { name: text.items.editTitle('Reading light') }).waitFor();
    await page.getByLabel(text.items.stock, { exact: true }).fill('3');
    await save();
    await formClosed(text.items.editTitle('Reading light'));
    const item = row(text.items.caption, 'Reading light');
    await item.getByRole('cell', { name: '3', exact: true }).waitFor();

    await item.getByRole('button', { name: `${text.actions.retire} Reading light` }).click();
    const dialog = page.getByRole('alertdialog', { name: text.items.retireTitle('Reading light') });
    await dialog.getByText(text.items.retireMessage('Reading light', false)).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.actions.retire }).click();
    await page.getByText(content.itemRefunds(0)).waitFor();
    await item.getByText(text.status.retired).waitFor();

    await item.getByRole('button', { name: `${text.actions.restore} Reading light` }).click();
    await page
      .getByRole('alertdialog', { name: text.items.restoreTitle('Reading light') })
      .getByRole('button', { name: text.actions.restore })
      .click();
    await page.getByText(content.restored).first().waitFor();
    await item.getByText(text.status.live).waitFor();
  });

  it('[C.event.file] exports the whole event file as a JSON download', async () => {
    await tab(text.sections.file).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.file.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^browser-test-event-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const exported = JSON.parse(readFileSync(path, 'utf8')) as {
      name: string;
      partners: { name: string; logo: string }[];
      raffle_items: { name: string; stock: number; retired?: boolean }[];
      chests: { chest_id: number; group: unknown[] }[];
      businesses: { name: string; video_url: string; chest_id?: number; award_pool?: number }[];
    };
    exportedFile = exported;
    expect(exported.name).toBe('Browser test event');
    expect(exported.partners.map((partner) => partner.name)).toEqual(['Bookworm Press']);
    expect(exported.partners[0]?.logo).toMatch(/^\/uploads\//);
    expect(exported.raffle_items).toMatchObject([{ name: 'Reading light', stock: 3, retired: false }]);
    expect(exported.chests).toHaveLength(1);
    expect(exported.chests[0]?.group).toHaveLength(3);
    expect(exported.businesses).toMatchObject([
      {
        name: 'Harbor Tech',
        video_url: 'https://www.youtube.com/embed/abc123',
        chest_id: 1,
        award_pool: 300,
      },
    ]);
    await checkPage(page, 'console-event-file');
  });

  it("[C.event.file] imports an event file: the server's problems listed by field path, then the summary", async () => {
    const picker = page.getByLabel(text.file.choose, { exact: true });
    const broken = {
      ...exportedFile,
      raffle_items: [{ ...exportedFile.raffle_items[0], partner: 'Nobody' }],
    };
    await picker.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await page.getByRole('button', { name: text.file.import }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.file.import }).click();
    const refusal = page.getByRole('alert').filter({ hasText: text.file.problemsTitle(1) });
    await refusal.getByRole('listitem').filter({ hasText: 'raffle_items[0].partner' }).waitFor();

    const renamed = { ...exportedFile, name: 'Browser test event, second edition' };
    await picker.setInputFiles({
      name: 'second.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(renamed)),
    });
    await page.getByRole('button', { name: text.file.import }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.file.import }).click();
    await page.getByText(text.file.summaryTitle(renamed.name)).waitFor();
    await checkPage(page, 'console-event-imported');
  });

  it('shows the lists at 764 pixels wide without an accessibility violation', async () => {
    await page.setViewportSize({ width: 764, height: 900 });
    await tab(text.sections.businesses).click();
    await row(text.businesses.caption, 'Harbor Tech').waitFor();
    await expectAccessible(page);
    await checkPage(page, 'console-event-businesses');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
