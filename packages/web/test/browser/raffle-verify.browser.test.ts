import { drawCheckText } from '@dubloon-quest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startDrawServer, type DrawServer } from './draw-server.js';
import { checkPage, expectHeading } from './pages.js';

let server: DrawServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startDrawServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const outcome = () => page.locator('.raffle-verify__outcome');

describe('the draw check page on a real event', () => {
  it('[D0073.check-page][D0070.fair-draw] recomputes the draw the organizer tool stored, logged out, and says it matches', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/raffle/verify`);
    await expectHeading(page, drawCheckText.heading);
    await outcome().getByText(drawCheckText.matches).waitFor();
    await expect(outcome().textContent()).resolves.toContain(drawCheckText.commitmentMatches);
    await page.getByText(server.commitment).first().waitFor();
    expect(page.url()).toBe(`${server.url}/raffle/verify`);
    // Its own chunk, and not the game logic nor the full HTTP adapter.
    expect(scripts.some((url) => /raffle-verify-route-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /game-services-|http-game-api-/.test(url))).toBe(false);
    await checkPage(page, 'raffle-verify');
  });

  it('[D0073.check-page] refuses a record file changed after the draw and names the check that fails, and accepts the original file', async () => {
    const tampered = server.record.replace(/"coins":3/, '"coins":30');
    expect(tampered).not.toBe(server.record);
    await page.getByLabel(drawCheckText.fileLabel).setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
    await outcome().getByText(drawCheckText.doesNotMatch).waitFor();
    await expect(outcome().textContent()).resolves.toContain('The snapshot hash is not the SHA-256 of the snapshot');
    await expectAccessibleOutcome();

    await page.getByLabel(drawCheckText.noteLabel).fill(server.commitment);
    await page.getByLabel(drawCheckText.fileLabel).setInputFiles({ name: 'record.json', mimeType: 'application/json', buffer: Buffer.from(server.record) });
    await outcome().getByText(drawCheckText.matches).waitFor();
    await expect(outcome().textContent()).resolves.toContain(drawCheckText.noteMatches);
  });
});

async function expectAccessibleOutcome() {
  await page.setViewportSize({ width: 764, height: 900 });
  await checkPage(page, 'raffle-verify-tampered');
  await page.setViewportSize({ width: 1280, height: 900 });
}
