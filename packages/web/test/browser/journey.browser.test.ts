import { messages } from '@dubloon-quest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import {
  acceptDisclaimer,
  checkPage,
  contextWithSavedState,
  demoEvent,
  expectHeading,
  headerCoins,
  logInAsDemoPlayer,
  logOut,
  openFromMenu,
  playerPageTitle,
} from './pages.js';
import { PERSIST_ROOT_KEY } from '@dubloon-quest/core';

const ui = messages.ui;
/** A demo login's private copy starts with the signup bonus (3) and 12 demo dubl-u-nes. */
const DEMO_START_COINS = 15;
const event = demoEvent();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The operator's view of the server while the journey runs (issue 31): `/metrics`, read before and after. */
const METRICS_TOKEN = randomBytes(24).toString('hex');
let metricsBefore: Map<string, number>;

/** Each metric family's samples summed (a histogram's `_count`, a labelled counter's every series). */
function metricSums(text: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{[^}]*\})? (\S+)$/.exec(line);
    if (match) sums.set(match[1]!, (sums.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return sums;
}

beforeAll(async () => {
  server = await startGameServer({ metricsToken: METRICS_TOKEN });
  metricsBefore = metricSums(await server.scrapeMetrics());
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A chest button's name as the browser computes it ("Chest 1: Open", spacing aside). */
const chestName = (index: number, state: string) => new RegExp(`^${ui.learn.chest(index)}\\s*:\\s*${state}$`);

/** Answers the open chest's questions right, after `wrongFirst` wrong tries on the first one. */
async function answerChest(on: Page, chestIndex: number, wrongFirst: number): Promise<void> {
  const chest = event.chests[chestIndex]!;
  for (const [index, question] of chest.group.entries()) {
    const choices = on.getByRole('group').getByRole('button');
    const letters = Object.keys(question.answers.choices).sort();
    if (index === 0) {
      for (const wrong of letters.filter((letter) => letter !== question.answers.correct).slice(0, wrongFirst)) {
        await choices.nth(letters.indexOf(wrong)).click();
        await on.getByText(ui.learn.wrong).waitFor();
      }
    }
    await choices.nth(letters.indexOf(question.answers.correct)).click();
    await on.getByText(ui.learn.correct, { exact: true }).waitFor();
    const last = index === chest.group.length - 1;
    await on.getByRole('button', { name: last ? ui.learn.finish : ui.learn.proceed }).click();
  }
}

describe('the demo player, before the game starts', () => {
  it('[S1.demo-disclaimer][S1.demo-prefilled][S2.login][S4.login][S2.coin-badge][D0024.badge] logs in from the prefilled demo account, past the disclaimer', async () => {
    await page.goto(`${server.url}/login`);
    await expectHeading(page, ui.login.heading);
    await page.getByRole('dialog', { name: ui.disclaimer.title }).waitFor();
    await checkPage(page, 'login-disclaimer');
    await acceptDisclaimer(page);
    await expect.poll(() => page.getByLabel(ui.common.email).isDisabled()).toBe(true);
    await checkPage(page, 'login');
    await page.getByRole('button', { name: ui.login.submit }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => headerCoins(page)).toBe(DEMO_START_COINS);
  });

  it('[S2.map.instructions][S2.map.cards][S2.page-title] reads the instructions first, then the map with the cards of the pre-game period', async () => {
    await expectHeading(page, ui.treasureMap.instructionsHeading);
    await checkPage(page, 'treasure-map-instructions');
    await page.getByRole('button', { name: ui.treasureMap.continue }).click();
    await expectHeading(page, ui.treasureMap.heading);
    const cards = page.getByRole('navigation', { name: ui.treasureMap.cardsLabel });
    await expect.poll(() => cards.getByRole('link').count()).toBe(4);
    expect(await cards.getByText(ui.treasureMap.closed).count()).toBe(1);
    expect(await page.title()).toBe(await playerPageTitle(page, messages.routeTitles.treasureMap));
    await checkPage(page, 'treasure-map');
  });

  it('[S1.earn-chests][S2.learn][S4.chest][S2.header-menu] opens a chest, answers one question wrong once and earns 8 dubl-u-nes', async () => {
    await openFromMenu(page, ui.shell.learn);
    await expectHeading(page, ui.learn.heading);
    const chests = page.getByRole('list', { name: ui.learn.chestsLabel });
    await chests.getByRole('button').first().waitFor();
    await checkPage(page, 'learn');
    await chests.getByRole('button').first().click();
    await page.getByRole('group').waitFor();
    await checkPage(page, 'learn-quiz');
    await answerChest(page, 0, 1);
    await chests.getByRole('button', { name: chestName(1, ui.learn.opened(8)) }).waitFor();
    expect(await chests.getByRole('button').first().isDisabled()).toBe(true);
    await expect.poll(() => headerCoins(page)).toBe(DEMO_START_COINS + 8);
  });

  it('[S7.coin-change][S2.coin-badge][D0024.badge] sees coins another client earns appear live', async () => {
    // The app writes its state at most every 5 s: wait for the write that has the schedule and the paid chest.
    const savedState = () => page.evaluate((key) => localStorage.getItem(key) ?? '', PERSIST_ROOT_KEY);
    await expect.poll(async () => (await savedState()).includes('game_start') && (await savedState()).includes('"chests_submitted":{"1":8}'), { timeout: 12_000 }).toBe(true);
    const saved = await savedState();
    const otherContext = await browser.newContext({ viewport: { width: 764, height: 900 } });
    await contextWithSavedState(otherContext, saved);
    const other = await otherContext.newPage();
    await other.goto(`${server.url}/learn`);
    const chests = other.getByRole('list', { name: ui.learn.chestsLabel });
    await chests.getByRole('button').nth(1).click();
    await answerChest(other, 1, 0);
    await chests.getByRole('button', { name: chestName(2, ui.learn.opened(9)) }).waitFor();
    await otherContext.close();
    await expect.poll(() => headerCoins(page), { timeout: 15_000 }).toBe(DEMO_START_COINS + 8 + 9);
  });

  it('[S2.raffle][S4.raffle.stake][S4.raffle.submit][S5.confirmations][S7.raffle-gold-silver] stakes on two raffle items after confirming, then waits out the cooldown', async () => {
    await openFromMenu(page, ui.shell.raffle);
    await expectHeading(page, ui.raffle.heading);
    const coins = await headerCoins(page);
    const [first, second] = event.raffle_items;
    await page.getByRole('button', { name: ui.raffle.add(first!.name) }).click();
    await page.getByRole('button', { name: ui.raffle.add(first!.name) }).click();
    await page.getByRole('button', { name: ui.raffle.add(second!.name) }).click();
    await page.getByText(ui.raffle.remaining(coins - 3)).waitFor();
    await checkPage(page, 'raffle');
    await page.getByRole('button', { name: ui.raffle.submit }).click();
    const dialog = page.getByRole('alertdialog', { name: ui.raffle.confirmTitle });
    await dialog.waitFor();
    await checkPage(page, 'raffle-confirm');
    await dialog.getByRole('button', { name: ui.raffle.submit }).click();
    await page.getByRole('timer').filter({ hasText: ui.raffle.cooldown }).waitFor();
    // The server's raffle_gold_silver event turns the staked items gold.
    await page.getByRole('article', { name: first!.name }).getByText(new RegExp(`^${ui.raffle.gold}:`)).waitFor();
    expect(await page.getByRole('button', { name: ui.raffle.add(first!.name) }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: ui.raffle.submit }).isDisabled()).toBe(true);
    await page.getByText(ui.raffle.remaining(coins - 3)).waitFor();
    await checkPage(page, 'raffle-cooldown');
  });

  it('[S3.persisted-state][S4.chest] resumes a half-answered chest after a reload', async () => {
    await openFromMenu(page, ui.shell.learn);
    const chests = page.getByRole('list', { name: ui.learn.chestsLabel });
    await chests.getByRole('button').nth(2).click();
    const question = event.chests[2]!.group[0]!;
    const letters = Object.keys(question.answers.choices).sort();
    await page.getByRole('group').getByRole('button').nth(letters.indexOf(question.answers.correct)).click();
    await page.getByRole('button', { name: ui.learn.proceed }).click();
    await page.getByRole('heading', { name: `${ui.learn.chest(3)}: ${ui.learn.questionOf(2, 3)}` }).waitFor();
    await page.reload();
    await chests.getByRole('button', { name: chestName(3, ui.learn.resume(3)) }).click();
    await page.getByRole('heading', { name: `${ui.learn.chest(3)}: ${ui.learn.questionOf(2, 3)}` }).waitFor();
  });

  it("moves the operator's metrics: a /metrics scrape shows every family, and the journey's requests, socket events and ledger writes", async () => {
    const text = await server.scrapeMetrics();
    const families = [
      'dubloon_http_request_duration_seconds',
      'dubloon_sockets_open',
      'dubloon_socket_events_sent_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'dubloon_db_pool',
      'dubloon_ledger_writes_total',
      'dubloon_ledger_group_commit_size',
      'dubloon_mail_total',
      'dubloon_redis_connected',
      'dubloon_throttle_refusals_total',
    ];
    for (const family of families) expect(text, family).toContain(`# TYPE ${family} `);
    const after = metricSums(text);
    for (const moved of [
      'dubloon_http_request_duration_seconds_count',
      'dubloon_socket_events_sent_total',
      'dubloon_ledger_writes_total',
      'dubloon_ledger_group_commit_size_count',
    ])
      expect(after.get(moved) ?? 0, moved).toBeGreaterThan(metricsBefore.get(moved) ?? 0);
    // The player's page holds its socket open while the scrape runs.
    expect(after.get('dubloon_sockets_open') ?? 0).toBeGreaterThan(0);
    expect(after.get('nodejs_heap_size_used_bytes') ?? 0).toBeGreaterThan(0);
  });

  it('[S4.logout] logs out', async () => {
    await logOut(page, server.url);
    expect(await page.getByRole('navigation', { name: ui.shell.mainMenu }).count()).toBe(0);
  });
});

describe('the demo player, once the game has started', () => {
  beforeAll(() => server.setPeriod('gameStart'));

  it('[S2.map.instructions][S2.map.cards] logs in again and chooses not to see the instructions again', async () => {
    await logInAsDemoPlayer(page, server.url);
    await page.getByRole('button', { name: ui.treasureMap.dontShowAgain }).click();
    await expectHeading(page, ui.treasureMap.heading);
    const cards = page.getByRole('navigation', { name: ui.treasureMap.cardsLabel });
    await cards.getByRole('link', { name: new RegExp(ui.treasureMap.cards.businesses.title) }).waitFor();
    expect(await cards.getByText(ui.treasureMap.closed).count()).toBe(1);
  });

  it('[S2.businesses][S2.business][S4.challenge][S4.meetup][S5.challenge-link][S5.confirmations][S7.challenge-count] answers a business challenge and schedules the meetup, each after confirming', async () => {
    await openFromMenu(page, ui.shell.businesses);
    await expectHeading(page, ui.businesses.heading);
    const business = event.businesses[0]!.name;
    await page.getByRole('link', { name: new RegExp(business) }).waitFor();
    await checkPage(page, 'businesses');
    await page.getByRole('link', { name: new RegExp(business) }).click();
    await expectHeading(page, business);
    await checkPage(page, 'business-video');

    await page.getByRole('tab', { name: ui.businesses.challengeTab }).click();
    const link = page.getByLabel(ui.businesses.linkLabel);
    await link.fill('https://example.com/not-a-doc');
    await page.getByRole('button', { name: ui.businesses.submitAnswer }).click();
    await page.getByText(messages.validation.invalidGoogleDocLink).waitFor();
    await link.fill('https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit');
    await page.getByRole('button', { name: ui.businesses.submitAnswer }).click();
    const confirmAnswer = page.getByRole('alertdialog', { name: ui.businesses.confirmAnswerTitle });
    await confirmAnswer.waitFor();
    await confirmAnswer.getByRole('button', { name: ui.businesses.submitAnswer }).click();
    await page.getByText(ui.businesses.alreadySubmitted).waitFor();
    await page.getByRole('tabpanel').getByText(ui.businesses.answers(1)).waitFor();
    await checkPage(page, 'business-challenge');

    await page.getByRole('tab', { name: ui.businesses.meetupTab }).click();
    await page.getByRole('radio', { name: ui.businesses.attendYes }).check();
    await page.getByRole('button', { name: ui.businesses.saveMeetup }).click();
    const confirmMeetup = page.getByRole('alertdialog', { name: ui.businesses.confirmMeetupTitle });
    await confirmMeetup.waitFor();
    await confirmMeetup.getByRole('button', { name: ui.common.confirm }).click();
    await expect.poll(() => page.getByRole('button', { name: ui.businesses.saveMeetup }).isDisabled()).toBe(true);
    await checkPage(page, 'business-meetup');
  });

  it('[S2.business.not-found] says it cannot find a business opened without the grid', async () => {
    await page.goto(`${server.url}/businesses/nowhere`);
    await expectHeading(page, messages.businesses.notFound);
  });

  it('[S2.results][S1.results-split] browses the results carousel to the Other slide', async () => {
    await openFromMenu(page, ui.shell.results);
    await expectHeading(page, ui.results.heading);
    const carousel = page.getByRole('region', { name: ui.results.carouselLabel });
    await carousel.waitFor();
    await checkPage(page, 'results');
    const status = carousel.locator('.carousel__status');
    for (let step = 0; step < 10 && !((await status.textContent()) ?? '').startsWith(ui.results.other); step += 1)
      await page.getByRole('button', { name: ui.results.next }).click();
    expect(await status.textContent()).toMatch(/^Other/);
    await checkPage(page, 'results-other');
  });

  it('[S2.profile][S8.empty.referrals] shows the profile with coins by source and the referrals', async () => {
    await openFromMenu(page, ui.shell.profile);
    await expectHeading(page, ui.profile.heading);
    await page.getByRole('region', { name: ui.profile.coinsHeading }).getByRole('table').waitFor();
    await page.getByText(messages.profile.noReferrals).waitFor();
    await checkPage(page, 'profile');
  });

  it('[S2.game-closed] shows the game-closed page during the review, and sends an open game back to the map', async () => {
    await page.goto(`${server.url}/game-closed`);
    await expectHeading(page, ui.treasureMap.heading);
    server.setPeriod('reviewStart');
    const reviewContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      // Logging in during the review sends a player to Game Closed (spec 4).
      const reviewing = await reviewContext.newPage();
      await reviewing.goto(`${server.url}/login`);
      await acceptDisclaimer(reviewing);
      await reviewing.getByRole('button', { name: ui.login.submit }).click();
      await reviewing.waitForURL(`${server.url}/game-closed`);
      await expectHeading(reviewing, messages.gameClosed.title);
      await reviewing.getByText(messages.gameClosed.body).waitFor();
      await checkPage(reviewing, 'game-closed');
    } finally {
      server.setPeriod('gameStart');
      await reviewContext.close();
    }
  });

  it('[S4.logout] logs out', async () => {
    await page.goto(`${server.url}/`);
    await logOut(page, server.url);
  });
});
