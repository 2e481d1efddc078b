import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PATHS, type EventTimestamps } from '@dubloon-quest/core';
import { consolePresenterText, consoleRaffleText, consoleShellText } from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, takeScreenshots } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { expectAccessible, expectHeading } from './pages.js';

const text = consolePresenterText;
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'Correct-Horse-9';
const EVENT_NAME = 'Harbour Schools Treasure Week';
const artifacts = resolve(import.meta.dirname, '..', '..', '..', '..', 'test-artifacts', 'web');

/** An event in game start (stakes open) with one raffle partner and two prizes: one of each, then two. */
function presenterEvent(nowMs = Date.now()): object {
  const iso = (hours: number) => new Date(nowMs + hours * HOUR_MS).toISOString();
  const timestamps: EventTimestamps = { pre_game: iso(-2), game_start: iso(-1), review_start: iso(24), review_end: iso(25), game_end: iso(26) };
  const partner = { name: 'Harbor Tech', logo: '/media/harbor-tech.svg', resource_link: 'https://example.com/harbor-tech', resource_category: 'Careers', resource_logo: '/media/harbor-tech-resource.svg', resource_name: 'Internships' };
  const item = (item_id: number, name: string, stock: number) => ({ item_id, name, description: `${name}.`, image_src: `/media/item-${item_id}.svg`, stock, partner: partner.name });
  return {
    name: EVENT_NAME,
    timestamps,
    partners: [partner],
    raffle_items: [item(1, 'Noise-cancelling headphones', 1), item(2, 'Laptop stand', 2)],
    chests: [],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  };
}

interface Session {
  readonly token: string;
  readonly csrf: string;
}

async function api(method: string, path: string, body?: unknown, session?: Session): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.csrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const raw = await response.text();
  return { status: response.status, body: raw === '' ? null : JSON.parse(raw), headers: response.headers };
}

/** Registers a player through the API, verifies the e-mail with the mailed link and logs in. */
async function newPlayer(name: string): Promise<Session> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const registered = await api('POST', '/auth/register', { name, email, password: PASSWORD, password_confirmation: PASSWORD, education: 'Grade 11', country: 'Canada', region: 'Ontario', city: 'Toronto' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const token = /token=([0-9a-f]{40})/.exec((await server.lastMailedLink(email)) ?? '')?.[1];
  expect((await api('POST', '/auth/email/verify', { token })).status).toBe(200);
  const login = await api('POST', '/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { token: /^Bearer (.+)$/.exec(login.headers.get('authorization') ?? '')?.[1] ?? '', csrf: login.headers.get('x-xsrf-token') ?? '' };
}

async function stake(player: Session, stakes: { item_id: number; coins: number }[]): Promise<void> {
  const staked = await api('POST', '/game/raffle/items', { staked_items: stakes, total_coins: 0 }, player);
  expect(staked.status, JSON.stringify(staked.body)).toBe(200);
}

/**
 * Fails when the page scrolls sideways at projector sizes or on a phone, with `SCREENSHOTS=1` saving a
 * screenshot at each (test-artifacts/web/).
 */
async function screenshots(shown: Page, name: string): Promise<void> {
  if (takeScreenshots) mkdirSync(artifacts, { recursive: true });
  const sideways: string[] = [];
  for (const [width, height] of [[1280, 720], [1920, 1080], [360, 740]] as const) {
    await shown.setViewportSize({ width, height });
    if (takeScreenshots) await shown.screenshot({ path: resolve(artifacts, `${name}-${width}x${height}.png`), fullPage: true });
    if (await shown.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) sideways.push(`${width} px`);
  }
  await shown.setViewportSize({ width: 1280, height: 720 });
  expect(sideways, `${name} scrolls sideways`).toEqual([]);
}

/** No axe violation at 1280x720, 1920x1080 nor 360 px, once the step's fade-in ended (its colours are final then). */
async function accessibleAtEverySize(shown: Page): Promise<void> {
  for (const [width, height] of [[1280, 720], [1920, 1080], [360, 740]] as const) {
    await shown.setViewportSize({ width, height });
    await shown.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectAccessible(shown);
  }
  await shown.setViewportSize({ width: 1280, height: 720 });
}

const PLAYERS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'] as const;
let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let consolePage: Page;
let presenter: Page;
let players: Session[];

beforeAll(async () => {
  server = await startConsoleServer(presenterEvent());
  players = await Promise.all(PLAYERS.map(newPlayer));
  await stake(players[0]!, [{ item_id: 1, coins: 3 }]);
  await stake(players[1]!, [{ item_id: 2, coins: 2 }]);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  consolePage = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const totalOf = (itemId: number) => presenter.getByTestId(`total-${itemId}`).getByRole('cell').last();

describe('the presenter view on a real event', () => {
  it('[C.presenter.live] opens from the console in a window of its own and shows the coins staked on each prize move as players stake', async () => {
    await acceptInvitation(consolePage, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(consolePage, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(consolePage, server.url, consoleShellText.screens.raffle);
    await expectHeading(consolePage, consoleShellText.screens.raffle);

    const opening = context.waitForEvent('page');
    await consolePage.getByRole('link', { name: text.open }).click();
    presenter = await opening;
    await presenter.setViewportSize({ width: 1280, height: 720 });
    await presenter.waitForURL(`${server.url}/console/presenter`);
    await expectHeading(presenter, EVENT_NAME);
    await expect.poll(() => presenter.title()).toBe(`${text.title} · ${EVENT_NAME} | Dubloon Quest`);
    // Alone on the projector: no game header, footer nor console navigation.
    expect(await presenter.getByRole('banner').count()).toBe(0);
    expect(await presenter.getByRole('navigation').count()).toBe(0);

    await totalOf(1).getByText(text.coins(3)).waitFor();
    expect(await totalOf(2).textContent()).toBe(text.coins(2));
    await presenter.getByText(text.noCommitment).waitFor();

    // A player stakes: the projector follows within the push's second, without a reload.
    await presenter.evaluate(() => ((window as unknown as { presenterMark: boolean }).presenterMark = true));
    await stake(players[2]!, [{ item_id: 1, coins: 2 }, { item_id: 2, coins: 1 }]);
    await totalOf(1).getByText(text.coins(5)).waitFor({ timeout: 10_000 });
    await totalOf(2).getByText(text.coins(3)).waitFor();
    await presenter.getByText(text.totalStaked(8)).waitFor();
    expect(await presenter.evaluate(() => (window as unknown as { presenterMark?: boolean }).presenterMark)).toBe(true);

    await accessibleAtEverySize(presenter);
    await screenshots(presenter, 'console-presenter-live');
  });

  it('[C.presenter.reveal] reveals the published draw one step at a time with the keyboard, then points at the public draw check', async () => {
    // The organizer commits, draws (the raffle still open: allowed explicitly) and publishes on the console.
    await consolePage.bringToFront();
    await consolePage.getByRole('button', { name: consoleRaffleText.commitment.create }).click();
    const secret = (await consolePage.getByTestId('secret').textContent()) ?? '';
    const commitment = (await consolePage.getByTestId('commitment').textContent()) ?? '';
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await consolePage.getByRole('region', { name: consoleRaffleText.secret.heading }).getByRole('button', { name: consoleRaffleText.secret.saved }).click();
    // The commitment is public from now on: the projector shows it within its 15-second look.
    await presenter.getByText(commitment).waitFor({ timeout: 30_000 });

    await consolePage.getByLabel(consoleRaffleText.draw.secret).fill(secret);
    await consolePage.getByRole('checkbox', { name: consoleRaffleText.draw.allowOpen }).check();
    await consolePage.getByRole('button', { name: consoleRaffleText.draw.submit }).click();
    await consolePage.getByRole('alertdialog', { name: consoleRaffleText.draw.confirmTitle }).getByRole('button', { name: consoleRaffleText.draw.confirmLabel }).click();
    await consolePage.getByRole('table', { name: consoleRaffleText.record.winnersCaption }).waitFor();
    // Drawn but held back: the projector reveals nothing yet.
    expect(await presenter.getByText(text.cue).count()).toBe(0);
    await consolePage.getByRole('button', { name: consoleRaffleText.results.publish }).click();
    await consolePage.getByRole('alertdialog', { name: consoleRaffleText.results.publishTitle }).getByRole('button', { name: consoleRaffleText.results.publish }).click();
    await consolePage.getByText(consoleRaffleText.results.state('published')).waitFor();

    // The publication is pushed: the projector turns to the reveal at its first step, the commitment.
    await presenter.bringToFront();
    const stage = presenter.getByRole('region', { name: text.revealLabel });
    await stage.getByRole('heading', { name: text.commitmentHeading }).waitFor({ timeout: 10_000 });
    expect(await stage.textContent()).toContain(commitment);
    expect(await presenter.getByTestId('presenter-cue').textContent()).toBe(text.cue);
    expect(await presenter.getByText(text.step(1, 6)).count()).toBe(1);
    const winnerNames = () => stage.locator('.presenter__winner').allTextContents();
    await accessibleAtEverySize(presenter);
    await screenshots(presenter, 'console-presenter-commitment');

    // → : the first prize, its winner still hidden.
    await presenter.keyboard.press('ArrowRight');
    await stage.getByRole('heading', { name: 'Noise-cancelling headphones' }).waitFor();
    expect(await stage.getByText(text.prizeOf(1, 2)).count()).toBe(1);
    expect(await winnerNames()).toEqual([]);
    // Space: its winner.
    await presenter.keyboard.press('Space');
    await stage.getByRole('heading', { name: text.winner(1) }).waitFor();
    const first = await winnerNames();
    expect(first).toHaveLength(1);
    expect(['Ada Lovelace', 'Alan Turing']).toContain(first[0]);
    expect(await presenter.getByTestId('presenter-cue').textContent()).toBe(text.cueNext);
    await accessibleAtEverySize(presenter);
    await screenshots(presenter, 'console-presenter-winner');
    // ← goes back to the prize without its winner, → shows it again.
    await presenter.keyboard.press('ArrowLeft');
    await stage.getByText(text.prizeOf(1, 2)).waitFor();
    expect(await winnerNames()).toEqual([]);
    await presenter.keyboard.press('ArrowRight');
    expect(await winnerNames()).toEqual(first);

    // Enter, then the Next button: the second prize, then its winners.
    await presenter.keyboard.press('Enter');
    await stage.getByRole('heading', { name: 'Laptop stand' }).waitFor();
    expect(await winnerNames()).toEqual([]);
    await presenter.getByRole('button', { name: text.next }).click();
    await stage.locator('.presenter__winner').first().waitFor();
    const second = await winnerNames();
    expect(second.length).toBeGreaterThanOrEqual(1);
    for (const name of second) expect(PLAYERS).toContain(name);

    // The last step: the public draw check, by link and QR code; the reveal goes no further.
    await presenter.keyboard.press('ArrowRight');
    await stage.getByRole('heading', { name: text.verifyHeading }).waitFor();
    const verifyUrl = `${server.url}${PATHS.raffleVerify}?draw=${commitment.trim().slice(0, 16)}`;
    expect(await stage.getByRole('link', { name: verifyUrl }).getAttribute('href')).toBe(verifyUrl);
    expect(await stage.getByRole('img', { name: text.qrLabel(verifyUrl) }).isVisible()).toBe(true);
    expect(await presenter.getByRole('button', { name: text.next }).isDisabled()).toBe(true);
    await presenter.keyboard.press('ArrowRight');
    expect(await presenter.getByText(text.step(6, 6)).count()).toBe(1);
    expect(await presenter.getByTestId('presenter-cue').count()).toBe(0);
    await accessibleAtEverySize(presenter);
    await screenshots(presenter, 'console-presenter-verify');

    // The link opens the public check, which recomputes the same draw.
    const checking = context.waitForEvent('page');
    await stage.getByRole('link', { name: verifyUrl }).click();
    const check = await checking;
    await check.getByText(commitment).first().waitFor();
    await check.close();

    // Home starts again at the commitment; with less motion asked for, the steps do not animate.
    await presenter.keyboard.press('Home');
    await stage.getByRole('heading', { name: text.commitmentHeading }).waitFor();
    expect(await presenter.locator('.presenter__step').evaluate((step) => getComputedStyle(step).animationName)).toBe('presenter-step-in');
    await presenter.emulateMedia({ reducedMotion: 'reduce' });
    expect(await presenter.locator('.presenter__step').evaluate((step) => getComputedStyle(step).animationName)).toBe('none');
  });
});
