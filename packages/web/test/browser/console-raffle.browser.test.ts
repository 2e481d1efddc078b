import { readFileSync } from 'node:fs';
import { type EventTimestamps, type ResultsResponse } from '@dubloon-quest/core';
import { consoleMessages, consoleRaffleText, consoleShellText } from '@dubloon-quest/core/console';
import { drawMessages, verifyDrawRecordText } from '@dubloon-quest/core/draw';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectAccessible, expectHeading } from './pages.js';

const text = consoleRaffleText;
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'Correct-Horse-9';

/** An event in game start (stakes open) with a raffle partner and two items: one prize, then two. */
function raffleEvent(nowMs = Date.now()): object {
  const iso = (hours: number) => new Date(nowMs + hours * HOUR_MS).toISOString();
  const timestamps: EventTimestamps = {
    pre_game: iso(-2),
    game_start: iso(-1),
    review_start: iso(24),
    review_end: iso(25),
    game_end: iso(26),
  };
  return {
    name: 'Raffle browser test event',
    timestamps,
    partners: [
      {
        name: 'Harbor Tech',
        logo: '/media/harbor-tech.svg',
        resource_link: 'https://example.com/harbor-tech/internships',
        resource_category: 'Careers',
        resource_logo: '/media/harbor-tech-resource.svg',
        resource_name: 'Student internships',
      },
    ],
    raffle_items: [
      {
        item_id: 1,
        name: 'Noise-cancelling headphones',
        description: 'Wireless.',
        image_src: '/media/item-1.svg',
        stock: 1,
        partner: 'Harbor Tech',
      },
      {
        item_id: 2,
        name: 'Laptop stand',
        description: 'Aluminium.',
        image_src: '/media/item-2.svg',
        stock: 2,
        partner: 'Harbor Tech',
      },
    ],
    chests: [],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  };
}

interface Session {
  readonly token: string;
  readonly csrf: string;
}

/** One call to the game's API as a client sends it. */
async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  session?: Session,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${session?.token ?? 'undefined'}`,
      'x-xsrf-token': session?.csrf ?? 'undefined',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const raw = await response.text();
  return {
    status: response.status,
    body: (raw === '' ? null : JSON.parse(raw)) as T,
    headers: response.headers,
  };
}

/** Registers a player through the API, verifies the e-mail with the mailed link and logs in. */
async function newPlayer(name: string): Promise<Session> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const registered = await api('POST', '/auth/register', {
    name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    education: 'Grade 11',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const token = /token=([0-9a-f]{40})/.exec((await server.lastMailedLink(email)) ?? '')?.[1];
  expect(token).toBeDefined();
  expect((await api('POST', '/auth/email/verify', { token })).status).toBe(200);
  const login = await api('POST', '/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return {
    token: /^Bearer (.+)$/.exec(login.headers.get('authorization') ?? '')?.[1] ?? '',
    csrf: login.headers.get('x-xsrf-token') ?? '',
  };
}

async function stake(player: Session, stakes: { item_id: number; coins: number }[]): Promise<void> {
  const staked = await api('POST', '/game/raffle/items', { staked_items: stakes, total_coins: 0 }, player);
  expect(staked.status, JSON.stringify(staked.body)).toBe(200);
}

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let player: Session;
const PLAYERS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];

beforeAll(async () => {
  server = await startConsoleServer(raffleEvent());
  const [ada, grace, alan] = await Promise.all(PLAYERS.map(newPlayer));
  await stake(ada!, [{ item_id: 1, coins: 3 }]);
  await stake(grace!, [{ item_id: 1, coins: 2 }]);
  await stake(alan!, [
    { item_id: 1, coins: 1 },
    { item_id: 2, coins: 2 },
  ]);
  player = ada!;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the raffle and draw screen on a real event', () => {
  it("[C.raffle.stakes] shows each item's stakes and every player's chance", async () => {
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(page, server.url, consoleShellText.screens.raffle);
    await expectHeading(page, consoleShellText.screens.raffle);
    const items = page.getByRole('table', { name: text.items.caption });
    await expect
      .poll(() => items.getByRole('row').nth(1).textContent())
      .toContain('Noise-cancelling headphones');
    expect(await items.getByRole('row').nth(1).textContent()).toContain('Harbor Tech1' + '3' + '6');
    await page.getByText(text.items.totals(2, 4, 8)).waitFor();

    await items.getByRole('button', { name: 'Noise-cancelling headphones' }).click();
    const stakes = page.getByRole('table', { name: text.stakes.caption('Noise-cancelling headphones') });
    await stakes.waitFor();
    const rows = stakes.getByRole('row');
    const cells = async (index: number) =>
      (await rows.nth(index).getByRole('cell').allTextContents()).join(' | ');
    expect(await rows.count()).toBe(4);
    expect(await cells(1)).toMatch(/^Ada Lovelace \| ada\.lovelace\.\d+@example\.com \| 3 \| 50 %$/);
    expect(await cells(2)).toMatch(/^Grace Hopper \| .+ \| 2 \| 33\.33 %$/);
    expect(await cells(3)).toMatch(/^Alan Turing \| .+ \| 1 \| 16\.67 %$/);
    await checkPage(page, 'console-raffle');
  });

  it('[C.raffle.commit] makes the commitment and shows its secret once, to copy and to download', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: text.commitment.create }).click();
    const region = page.getByRole('region', { name: text.secret.heading });
    await region.waitFor();
    const secret = (await page.getByTestId('secret').textContent()) ?? '';
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const commitment = (await page.getByTestId('commitment').textContent()) ?? '';
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    await page.getByText(consoleMessages.raffle.committed).first().waitFor();

    await region.getByRole('button', { name: text.secret.copy }).click();
    await page.getByText(text.secret.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const downloading = page.waitForEvent('download');
    await region.getByRole('button', { name: text.secret.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(text.secret.fileName(commitment));
    secretFile = await download.path();
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
    await checkPage(page, 'console-raffle-secret');

    await region.getByRole('button', { name: text.secret.saved }).click();
    await region.waitFor({ state: 'detached' });
    expect(await page.getByText(secret).count()).toBe(0);
    // The secret is gone for good: a reload shows only the commitment.
    await page.reload();
    await expectHeading(page, consoleShellText.screens.raffle);
    await page.getByTestId('commitment').waitFor();
    expect(await page.getByTestId('commitment').textContent()).toBe(commitment);
    expect(await page.getByTestId('secret').count()).toBe(0);
  });

  it('[C.raffle.draw] draws while the raffle is open only when allowed, then downloads and checks the record', async () => {
    await page.getByText(/The raffle is still open until/).waitFor();
    await page.getByLabel(text.draw.secretFile).setInputFiles(secretFile);
    await expect.poll(() => page.getByLabel(text.draw.secret).inputValue()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: text.draw.submit }).click();
    await page.getByText(text.draw.allowOpenRequired).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.getByRole('checkbox', { name: text.draw.allowOpen }).check();
    await page.getByRole('button', { name: text.draw.submit }).click();
    const dialog = page.getByRole('alertdialog', { name: text.draw.confirmTitle });
    await dialog.getByText(text.draw.confirmOpen).waitFor();
    await dialog.getByRole('button', { name: text.draw.confirmLabel }).click();

    const winners = page.getByRole('table', { name: text.record.winnersCaption });
    await winners.waitFor();
    const winnerRows = (await winners.getByRole('row').allTextContents()).slice(1);
    expect(winnerRows.length).toBeGreaterThanOrEqual(1);
    expect(winnerRows[0]).toContain('Noise-cancelling headphones');
    expect(PLAYERS.some((name) => winnerRows[0]!.includes(name))).toBe(true);
    expect(await page.getByLabel(text.draw.secret).count()).toBe(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.record.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^draw-record-\d{4}-\d{2}-\d{2}\.json$/);
    const recordPath = await download.path();
    const record = readFileSync(recordPath, 'utf8');
    const verified = verifyDrawRecordText(record);
    expect(verified.ok).toBe(true);
    expect(verified.ok && verified.value.secret).toBe(readFileSync(secretFile, 'utf8').trim());

    await page.getByRole('button', { name: text.record.check }).click();
    const check = page.getByTestId('record-check');
    await check.getByText(text.record.matches).waitFor();
    expect(await check.textContent()).toContain(drawMessages.verified);

    // A record changed by one byte fails its check, and the screen names the check.
    const tampered = record.replace(/"coins":3/, '"coins":4');
    expect(tampered).not.toBe(record);
    await page.getByLabel(text.record.checkFile).setInputFiles({
      name: 'tampered.json',
      mimeType: 'application/json',
      buffer: Buffer.from(tampered),
    });
    await check.getByText(text.record.fails).waitFor();
    expect(await check.textContent()).toContain(drawMessages.snapshotHashMismatch);
    await checkPage(page, 'console-raffle-drawn');
    await page.setViewportSize({ width: 764, height: 900 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("[C.results.publish][S2.results] publishes the results after a confirmation, and a player's results show the winners", async () => {
    await page.getByText(text.results.state('held')).waitFor();
    const before = await api<ResultsResponse>('GET', '/game/results', undefined, player);
    expect(before.body.raffle_winners).toEqual([]);
    const preview = page.getByRole('region', { name: text.results.previewHeading });
    await preview.getByText('Harbor Tech').first().waitFor();

    await page.getByRole('button', { name: text.results.publish }).click();
    await page
      .getByRole('alertdialog', { name: text.results.publishTitle })
      .getByRole('button', { name: text.results.publish })
      .click();
    await page.getByText(text.results.state('published')).waitFor();
    await page.getByText(consoleMessages.results.published).first().waitFor();

    const shown = (await api<ResultsResponse>('GET', '/game/results', undefined, player)).body;
    expect(shown.raffle_winners.length).toBeGreaterThanOrEqual(1);
    for (const group of shown.raffle_winners) expect(group.partner_name).toBe('Harbor Tech');
    const names = shown.raffle_winners.flatMap((group) => group.winners.map((winner) => winner.name));
    expect(names.length).toBeGreaterThanOrEqual(1);
    for (const name of names) expect(PLAYERS).toContain(name);
    const drawn = (
      await page.getByRole('table', { name: text.record.winnersCaption }).getByRole('row').allTextContents()
    ).slice(1);
    for (const name of names) expect(drawn.some((row) => row.includes(name))).toBe(true);
    await checkPage(page, 'console-raffle-published');
  });
});

let secretFile = '';
