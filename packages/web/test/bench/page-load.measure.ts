import { messages } from '@dubloon-quest/core';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../browser/browser.js';
import { startGameServer, type RunningServer } from '../browser/game-server.js';

/** Slow 4G as issue 9 defines it: 1.6 Mbit/s down, 150 ms latency, the CPU slowed 4 times. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface Measurement {
  page: string;
  lcpMs: number;
  bytes: number;
  requests: number;
}

let server: RunningServer;
let browser: Browser;
const results: Measurement[] = [];

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  console.log(
    ['', 'Page load on slow 4G (1.6 Mbit/s, 150 ms, CPU x4), cold cache:', ...results.map(formatResult), ''].join('\n'),
  );
});

const formatResult = (result: Measurement) =>
  `  ${result.page.padEnd(34)} LCP ${(result.lcpMs / 1000).toFixed(2)} s   ${(result.bytes / 1000).toFixed(1)} KB transferred in ${result.requests} requests`;

/** Emulates the slow phone on a page and counts the bytes it receives from now on. */
async function throttle(page: Page): Promise<{ cdp: CDPSession; transferred: () => { bytes: number; requests: number } }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return { cdp, transferred: () => ({ bytes, requests }) };
}

/** The Largest Contentful Paint of the current page, once the page has settled. */
async function largestContentfulPaint(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function measure(context: BrowserContext, name: string, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  const page = await context.newPage();
  const { transferred } = await throttle(page);
  await page.goto(`${server.url}${path}`);
  await ready(page);
  const lcpMs = await largestContentfulPaint(page);
  results.push({ page: name, lcpMs, ...transferred() });
  await page.close();
}

it('loads the login page, logged out', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await measure(context, 'login page (logged out)', '/login', async (page) => {
    await page.getByRole('heading', { name: messages.ui.login.heading }).waitFor();
  });
  await context.close();
  expect(results.at(-1)?.lcpMs).toBeGreaterThan(0);
});

it('loads the Treasure Map, logged in', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const login = await context.newPage();
  await login.goto(`${server.url}/login`);
  const accept = login.getByRole('button', { name: messages.ui.disclaimer.accept });
  if (await accept.isVisible()) await accept.click();
  await login.getByRole('button', { name: messages.ui.login.submit }).click();
  await login.waitForURL(`${server.url}/`);
  await login.close();
  await measure(context, 'Treasure Map (logged in)', '/', async (page) => {
    await page.locator('h1').waitFor();
  });
  await context.close();
  expect(results.at(-1)?.lcpMs).toBeGreaterThan(0);
});
