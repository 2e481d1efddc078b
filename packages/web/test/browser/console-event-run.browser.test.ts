import { readFileSync } from 'node:fs';
import { drawCheckText, formatDateTimeNamed, messages, serverMessages, PATHS, type GamePeriod } from '@dubloon-quest/core';
import { formatEventTime } from '@dubloon-quest/core';
import {
  consoleAccountsText,
  consoleAuditText,
  consoleBusinessText,
  consoleEventText,
  consoleEventsText,
  consoleExportsText,
  consoleJudgingText,
  consoleMessages,
  consolePlayersText,
  consoleScheduleText,
  consoleShellText,
  INVITATION_LINK_DAYS,
  nameFromEmail,
  type ConsoleRole,
} from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePath } from '../../src/console/shared/console-paths.js';
import { screensFor } from '../../src/console/shell/console-screens.js';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { commitToDraw, consoleRunTextsEn, drawWithSecret, localMinute, publishResults, saveSchedule } from './console-steps.js';
import { checkPage, expectAccessible, expectHeading, headerCoins, openFromMenu } from './pages.js';

/**
 * A real event's whole journey (issues 11 and 21), from the browser alone, on a real server with a fresh empty
 * database and no event file (demo off): the server prints the first organizer's invitation link at its start;
 * the first organizer accepts it (the page says it is an invitation), names the event and schedules it on
 * Schedule, the challenge window and the wrap-up meeting included, then sets the event up on Event content (a raffle partner, a raffle item, a chest, a business),
 * invites the business's partner on Accounts; the partner fills in My business; a player registers on the
 * register page, verifies through the mailed link, answers the challenge and stakes on the item; the partner
 * judges on Judging; the organizer commits, moves the schedule to the review (the player's page goes to Game
 * Closed), draws, checks the record and publishes (the player's open page follows to the results at once); the
 * player sees both wins on the results page; the organizer exports the CSVs and reads the audit
 * log; the player reads the meeting in their own time zone; the organizer logs the player out, then bans them,
 * and the player's open page says so at once, in one message (the ban's end in the player's own time zone, and
 * its reason). Then axe at 1280, 764 and 360 px and screenshots on every console screen each role can open.
 * Last, the organizer ends the event, archives it on Events and starts the next one from it as a template: the
 * archived event reads as it was, its draw still checks on the public page, and the next event has the content
 * but no players and no dates.
 *
 * The steps share one server and three browser contexts (organizer, partner, player), so they run in order and
 * each depends on the ones before it.
 */
const ui = messages.ui;
const shell = consoleShellText;
const event = consoleEventText;
const business = consoleBusinessText;
const judging = consoleJudgingText;
const schedule = consoleScheduleText;

const PARTNER = { email: 'pat.partner@example.com', name: 'Pat Partner', password: 'Harbor-Lights-77' } as const;
const PLAYER = { email: 'ada.player@example.com', name: 'Ada Player', password: 'Treasure-Maps-31' } as const;
const RAFFLE_PARTNER = 'Bookworm Press';
const ITEM = 'Reading light';
const BUSINESS = 'Harbor Tech';
const CHALLENGE = 'Design a lighthouse';
const ANSWER_LINK = 'https://docs.google.com/document/d/1AbCdEf_ghIJ-42/edit';
const EVENT_NAME = 'Harbor Days 2026';
const NEXT_EVENT = 'Harbor Days 2027';
const BAN_REASON = 'Shared answers with another team';
/** The player plays from another time zone than the organizer's, and reads the event's times in their own. */
const PLAYER_ZONE = 'Europe/Paris';
const AWARD = 150;
const STEP_MS = 120_000;

let server: ConsoleServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let organizer: Page;
let partner: Page;
let player: Page;
/** The wrap-up meeting as the organizer set it (ISO). */
let meetingAt = '';
const startedAt = Date.now();

async function newPage(timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...(timezoneId ? { timezoneId } : {}),
  });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  server = await startConsoleServer(null, { firstOrganizer: 'server' });
  browser = await launchChromium();
  // The organizer works from another time zone than the server's, as in the Schedule screen's own test.
  organizer = await newPage('America/Toronto');
  partner = await newPage();
  player = await newPage(PLAYER_ZONE);
});

afterAll(async () => {
  console.info(`the whole journey took ${Math.round((Date.now() - startedAt) / 1000)} s`);
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** Moves one boundary of the schedule on the Schedule screen, confirming the move to another period. */
async function moveSchedule(field: 'review_start' | 'review_end' | 'game_end', value: string, reached: GamePeriod): Promise<void> {
  await saveSchedule(organizer, server.url, consoleRunTextsEn, { [field]: value }, reached);
}

async function fillQuestion(group: Locator, question: string, choices: [string, string]): Promise<void> {
  await group.getByLabel(event.chests.questionText, { exact: true }).fill(question);
  await group.getByLabel(event.chests.choice('a'), { exact: true }).fill(choices[0]);
  await group.getByLabel(event.chests.choice('b'), { exact: true }).fill(choices[1]);
  await group.getByLabel(event.chests.correct, { exact: true }).selectOption('a');
  await group.getByLabel(event.chests.explanation, { exact: true }).fill(`Because ${choices[0]}.`);
}

/** Opens every console screen a role sees from the navigation: axe at 1280 and 764 px, and screenshots. */
async function checkEveryScreen(page: Page, role: ConsoleRole): Promise<void> {
  const screens = screensFor(role);
  const nav = page.getByRole('navigation', { name: shell.navLabel });
  await page.goto(`${server.url}/console`);
  await expectHeading(page, shell.screens.overview);
  expect(await nav.getByRole('link').allTextContents()).toEqual(screens.map((screen) => screen.label));
  for (const screen of screens) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openConsoleScreen(page, server.url, screen.label);
    await page.waitForURL((url) => url.pathname === consolePath(screen.path));
    await expectHeading(page, screen.label);
    await page.waitForLoadState('networkidle');
    await checkPage(page, `console-event-run-${role.toLowerCase()}-${screen.path || 'overview'}`);
    await page.setViewportSize({ width: 764, height: 900 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('a whole event run from the browser alone, from an empty database', () => {
  it('[C.first-organizer.link] the first organizer accepts the invitation the server printed and logs in to the console', async () => {
    await acceptInvitation(organizer, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(organizer, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await organizer.goto(`${server.url}/console`);
    await expectHeading(organizer, shell.screens.overview);
    // Named after the address the server invited, not "Organizer" (decision 0111).
    await organizer.getByText(shell.signedInAs(nameFromEmail(FIRST_ORGANIZER.email), 'Organizer')).waitFor();
  }, STEP_MS);

  it('[C.event.name][C.schedule][C.schedule.challenge-meeting] names the event and schedules it on Schedule, with the challenge window and the wrap-up meeting', async () => {
    await openConsoleScreen(organizer, server.url, shell.screens.schedule);
    await expectHeading(organizer, shell.screens.schedule);
    await organizer.getByText(schedule.notScheduled).first().waitFor();
    const name = organizer.getByLabel(schedule.nameLabel, { exact: true });
    expect(await name.inputValue()).toBe('New event');
    await name.fill(EVENT_NAME);
    await organizer.getByRole('button', { name: schedule.rename }).click();
    await organizer.getByText(schedule.renamed).first().waitFor();

    const minutes = {
      pre_game: -120,
      game_start: -60,
      review_start: 24 * 60,
      review_end: 25 * 60,
      game_end: 26 * 60,
      challenges_open: -60,
      challenges_close: 23 * 60,
      meeting: 25 * 60 + 30,
    } as const;
    for (const [field, offset] of Object.entries(minutes) as [keyof typeof minutes, number][])
      await organizer.getByLabel(schedule.fields[field], { exact: true }).fill(await localMinute(organizer, offset));
    meetingAt = await organizer.evaluate(
      (value) => new Date(value).toISOString(),
      await organizer.getByLabel(schedule.fields.meeting, { exact: true }).inputValue(),
    );
    await organizer.getByRole('button', { name: schedule.save }).click();
    await organizer
      .getByRole('alertdialog', { name: schedule.confirmMoveTitle })
      .getByRole('button', { name: schedule.confirmMoveLabel })
      .click();
    await organizer.getByText(schedule.saved).first().waitFor();
    await organizer
      .locator('.console-schedule__facts')
      .getByText(serverMessages.periodNames.gameStart, { exact: true })
      .waitFor();
    await checkPage(organizer, 'console-event-run-schedule-named');
  }, STEP_MS);

  it('[C.event.partners][C.event.items][C.event.chests][C.event.businesses] sets up the event content: a raffle partner, a raffle item, a chest and a business', async () => {
    const page = organizer;
    const save = () => page.getByRole('button', { name: event.actions.save, exact: true }).click();
    const formClosed = (title: string) => page.getByRole('heading', { name: title }).waitFor({ state: 'detached' });
    const row = (caption: string, name: string) =>
      page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: name });

    await openConsoleScreen(page, server.url, shell.screens.event);
    await expectHeading(page, shell.screens.event);
    await page.getByText(event.partners.empty).waitFor();

    await page.getByRole('button', { name: event.partners.add }).click();
    await page.getByLabel(event.partners.name, { exact: true }).fill(RAFFLE_PARTNER);
    const logo = await sharp({
      create: { width: 640, height: 320, channels: 3, background: { r: 138, g: 59, b: 18 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(event.image.choose(event.partners.logo), { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByText(event.image.uploaded(512, 256)).waitFor();
    await page.getByLabel(event.partners.resourceName, { exact: true }).fill('Free e-books');
    await page.getByLabel(event.partners.resourceLink, { exact: true }).fill('https://bookworm.example/free');
    await save();
    await formClosed(event.partners.createTitle);
    await row(event.partners.caption, RAFFLE_PARTNER).getByText(event.status.live).waitFor();

    await page.getByRole('tab', { name: event.sections.items }).click();
    await page.getByRole('button', { name: event.items.add }).click();
    await page.getByLabel(event.items.name, { exact: true }).fill(ITEM);
    expect(await page.getByLabel(event.items.partner, { exact: true }).inputValue()).toBe(RAFFLE_PARTNER);
    await page.getByLabel(event.items.stock, { exact: true }).fill('1');
    await page.getByLabel(event.items.description, { exact: true }).fill('Clips onto any book');
    await save();
    await formClosed(event.items.createTitle);
    await row(event.items.caption, ITEM).getByText(RAFFLE_PARTNER).waitFor();

    await page.getByRole('tab', { name: event.sections.chests }).click();
    await page.getByRole('button', { name: event.chests.add }).click();
    await fillQuestion(page.getByRole('group', { name: event.chests.question(1) }), 'What guides ships at night?', [
      'A lighthouse',
      'A seagull',
    ]);
    await fillQuestion(page.getByRole('group', { name: event.chests.question(2) }), 'What marks a channel?', [
      'A buoy',
      'A cloud',
    ]);
    await fillQuestion(page.getByRole('group', { name: event.chests.question(3) }), 'Where do boats moor?', [
      'A pier',
      'A meadow',
    ]);
    await save();
    await formClosed(event.chests.createTitle);
    await row(event.chests.caption, 'What guides ships at night?').waitFor();

    await page.getByRole('tab', { name: event.sections.businesses }).click();
    await page.getByRole('button', { name: event.businesses.add }).click();
    await page.getByLabel(event.businesses.name, { exact: true }).fill(BUSINESS);
    await page.getByLabel(event.businesses.videoTitle, { exact: true }).fill('A day at the harbor');
    await page.getByLabel(event.businesses.videoUrl, { exact: true }).fill('https://www.youtube.com/embed/abc123');
    await page.getByLabel(event.businesses.challengeTitle, { exact: true }).fill('Design a buoy');
    await page
      .getByLabel(event.businesses.challengeDescription, { exact: true })
      .fill('Share a document with your design');
    await page.getByLabel(event.businesses.chest, { exact: true }).selectOption('1');
    await page.getByLabel(event.businesses.awardPool, { exact: true }).fill('300');
    await save();
    await formClosed(event.businesses.createTitle);
    const created = row(event.businesses.caption, BUSINESS);
    await created.getByText(event.chests.name(1)).waitFor();
    await created.getByText('300').waitFor();
  }, STEP_MS);

  it("[C.accounts.invite][C.business.profile] invites the business's partner, who follows the mailed link and fills in My business", async () => {
    await openConsoleScreen(organizer, server.url, shell.screens.accounts);
    await expectHeading(organizer, shell.screens.accounts);
    await organizer.getByLabel(consoleAccountsText.invite.email, { exact: true }).fill(PARTNER.email);
    await organizer.getByLabel(consoleAccountsText.invite.name, { exact: true }).fill(PARTNER.name);
    await organizer.getByLabel(consoleAccountsText.invite.role, { exact: true }).selectOption('Partner');
    await organizer
      .getByLabel(consoleAccountsText.invite.affiliation, { exact: true })
      .selectOption({ label: consoleAccountsText.business(BUSINESS) });
    await organizer.getByRole('button', { name: consoleAccountsText.invite.submit }).click();
    await organizer.getByText(consoleAccountsText.invite.sent(PARTNER.email, INVITATION_LINK_DAYS)).waitFor();
    await organizer
      .getByRole('row')
      .filter({ hasText: PARTNER.email })
      .getByText(consoleAccountsText.business(BUSINESS))
      .waitFor();

    const link = await server.lastMailedLink(PARTNER.email);
    expect(link).toMatch(/^\/password-reset\?token=[0-9a-f]{40}&invitation=1$/);
    await acceptInvitation(partner, `${server.url}${link}`, PARTNER.password);
    await logIn(partner, server.url, PARTNER.email, PARTNER.password);
    await openConsoleScreen(partner, server.url, shell.screens.business);
    await expectHeading(partner, shell.screens.business);
    await partner.getByRole('heading', { level: 2, name: BUSINESS }).waitFor();

    const profile = partner.getByRole('region', { name: business.profile.heading });
    await profile.getByLabel(business.profile.description, { exact: true }).fill('Boats since 1920, built by hand.');
    await profile.getByLabel(business.profile.videoTitle, { exact: true }).fill('Our harbor at dawn');
    await profile.getByLabel(business.profile.videoUrl, { exact: true }).fill('https://www.youtube.com/embed/xyz789');
    await profile.getByLabel(business.profile.challengeTitle, { exact: true }).fill(CHALLENGE);
    await profile
      .getByLabel(business.profile.challengeDescription, { exact: true })
      .fill('Share a Google Docs document with your design.');
    await profile.getByRole('button', { name: business.profile.save }).click();
    await partner.getByText(consoleMessages.content.saved).first().waitFor();

    await partner.reload();
    await expectHeading(partner, shell.screens.business);
    await expect.poll(() => partner.getByLabel(business.profile.challengeTitle, { exact: true }).inputValue()).toBe(CHALLENGE);
    expect(await partner.getByLabel(business.profile.videoUrl, { exact: true }).inputValue()).toBe(
      'https://www.youtube.com/embed/xyz789',
    );
  }, STEP_MS);

  it('[S2.register][S2.verify][S4.challenge][S4.raffle.stake][S4.raffle.submit] a player registers, verifies the address, answers the challenge and stakes on the raffle item', async () => {
    // The register page itself: the server serves the page in event mode, so the demo's alert stays away.
    await player.goto(`${server.url}/register`);
    await expectHeading(player, ui.register.heading);
    await player.getByLabel(ui.register.name, { exact: true }).fill(PLAYER.name);
    await player.getByLabel(ui.common.email, { exact: true }).fill(PLAYER.email);
    await player.getByLabel(ui.common.password, { exact: true }).fill(PLAYER.password);
    await player.getByLabel(ui.common.passwordConfirmation, { exact: true }).fill(PLAYER.password);
    await player.getByLabel(ui.register.education, { exact: true }).selectOption('Grade 10');
    const country = player.getByLabel(ui.register.country, { exact: true });
    await country.locator('option', { hasText: 'Canada' }).waitFor({ state: 'attached' });
    await country.selectOption('Canada');
    const region = player.getByLabel(ui.register.region, { exact: true });
    await expect.poll(() => region.isDisabled()).toBe(false);
    await region.locator('option', { hasText: 'Ontario' }).waitFor({ state: 'attached' });
    await region.selectOption('Ontario');
    await player.getByLabel(ui.register.city, { exact: true }).fill('Toronto');
    await player.getByRole('button', { name: ui.register.submit }).click();

    // The verification link the server mailed, followed in the browser.
    await expect.poll(() => server.lastMailedLink(PLAYER.email), { timeout: 15_000 }).toMatch(/token=[0-9a-f]{40}/);
    const verification = (await server.lastMailedLink(PLAYER.email))!;
    await player.goto(`${server.url}${verification}`);
    await player.getByRole('heading', { name: messages.auth.verifySuccess }).waitFor();

    await logIn(player, server.url, PLAYER.email, PLAYER.password);
    await expectHeading(player, ui.treasureMap.instructionsHeading);
    // The meeting as the organizer set it, in the player's own time zone, named; no date of the spec's demo.
    await player.getByText(`join the meeting on ${formatEventTime(meetingAt, PLAYER_ZONE)}.`, { exact: false }).waitFor();
    expect(await player.getByText(/April 26 at 2PM EST|hours 49 to 120/).count()).toBe(0);
    await player.getByText(/Challenges are open from .+ to .+\./).waitFor();
    await player.getByRole('button', { name: ui.treasureMap.continue }).click();

    await openFromMenu(player, ui.shell.businesses);
    await expectHeading(player, ui.businesses.heading);
    await player.getByRole('link', { name: new RegExp(BUSINESS) }).click();
    await expectHeading(player, BUSINESS);
    await player.getByRole('tab', { name: ui.businesses.challengeTab }).click();
    await player.getByRole('tabpanel').getByText(CHALLENGE).first().waitFor();
    await player.getByLabel(ui.businesses.linkLabel).fill(ANSWER_LINK);
    await player.getByRole('button', { name: ui.businesses.submitAnswer }).click();
    await player
      .getByRole('alertdialog', { name: ui.businesses.confirmAnswerTitle })
      .getByRole('button', { name: ui.businesses.submitAnswer })
      .click();
    await player.getByText(ui.businesses.alreadySubmitted).waitFor();

    await openFromMenu(player, ui.shell.raffle);
    await expectHeading(player, ui.raffle.heading);
    const coins = await headerCoins(player);
    expect(coins).toBeGreaterThanOrEqual(1);
    await player.getByRole('button', { name: ui.raffle.add(ITEM) }).click();
    await player.getByText(ui.raffle.remaining(coins - 1)).waitFor();
    await player.getByRole('button', { name: ui.raffle.submit }).click();
    await player
      .getByRole('alertdialog', { name: ui.raffle.confirmTitle })
      .getByRole('button', { name: ui.raffle.submit })
      .click();
    await player.getByRole('timer').filter({ hasText: ui.raffle.cooldown }).waitFor();
  }, STEP_MS);

  it("[C.judging] the partner rates the player's answer, writes a note and picks them as a winner with an award", async () => {
    await openConsoleScreen(partner, server.url, shell.screens.judging);
    await expectHeading(partner, shell.screens.judging);
    await partner.getByRole('heading', { name: `${judging.challenge}: ${CHALLENGE}` }).waitFor();
    const card = partner.getByRole('article', { name: PLAYER.name });
    expect(await card.getByRole('link', { name: judging.submissions.open(PLAYER.name) }).getAttribute('href')).toBe(
      ANSWER_LINK,
    );
    await card
      .getByRole('radiogroup', { name: judging.submissions.rating })
      .getByRole('radio', { name: judging.submissions.ratingOption(5) })
      .check();
    await card.getByLabel(judging.submissions.note).fill('A lighthouse that folds away: lovely.');
    await card.getByRole('button', { name: judging.submissions.save }).click();
    await card.getByRole('status').filter({ hasText: judging.submissions.saved }).waitFor();

    const winners = partner.getByRole('region', { name: judging.winners.heading });
    await winners.getByRole('button', { name: judging.winners.add }).click();
    const picked = winners.getByLabel(judging.winners.player(0), { exact: true });
    expect(await picked.locator('option:checked').textContent()).toContain(PLAYER.name);
    await winners.getByLabel(judging.winners.award(0)).fill(String(AWARD));
    await winners.getByRole('button', { name: judging.winners.save }).click();
    await partner.getByText(consoleMessages.judging.saved).first().waitFor();
    await card.getByText(`${judging.submissions.winner}: ${judging.winners.dollars(AWARD)}`).waitFor();
    await partner.getByText(judging.results.held).waitFor();
  }, STEP_MS);

  it("[C.raffle.commit][C.raffle.draw][C.results.publish][D0116.results-in-review][S4.game-closed-redirect][S2.game-closed] the organizer commits, closes the raffle on Schedule, draws with the secret, checks and publishes; the player's open Game Closed page follows to the results", async () => {
    const secret = await commitToDraw(organizer, server.url, consoleRunTextsEn, ITEM);

    // The review starts two minutes ago: the raffle is closed, so the draw needs no override.
    await moveSchedule('review_start', await localMinute(organizer, -2), 'reviewStart');
    // The player's page is on Game Closed during the review until the results are out (decision 0116).
    await player.goto(`${server.url}/`);
    await player.waitForURL((url) => url.pathname === PATHS.gameClosed);
    await expectHeading(player, messages.gameClosed.title);

    const rows = await drawWithSecret(organizer, server.url, consoleRunTextsEn, secret);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(ITEM);
    expect(rows[0]).toContain(PLAYER.name);
    await publishResults(organizer, consoleRunTextsEn);
    // The player's open Game Closed page follows to the results the moment they are published, without a reload.
    await player.waitForURL((url) => url.pathname === PATHS.results);
    await expectHeading(player, ui.results.heading);
  }, STEP_MS);

  it('[S2.results][S1.results-split] the player sees the raffle win and the challenge award on the results page', async () => {
    // A player sees the game closed during the review: the winners are announced once it ends.
    await moveSchedule('review_end', await localMinute(organizer, 0), 'winnersAnnounced');

    await player.goto(`${server.url}/results`);
    await expectHeading(player, ui.results.heading);
    const carousel = player.getByRole('region', { name: ui.results.carouselLabel });
    await carousel.waitFor();
    const status = carousel.locator('.carousel__status');
    const count = Number(/\(\d+\D+(\d+)\)/.exec((await status.textContent()) ?? '')?.[1] ?? 1);
    const seen: string[] = [];
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await player.getByRole('button', { name: ui.results.next }).click();
      const slide = carousel.getByRole('group', { name: ui.results.slide(index + 1, count) });
      seen.push((await slide.textContent()) ?? '');
    }
    const challengeSlide = seen.find((text) => text.includes(BUSINESS));
    expect(challengeSlide).toContain(ui.results.challengeWinners);
    expect(challengeSlide).toContain(PLAYER.name);
    expect(challengeSlide).toContain(ui.results.award(AWARD));
    const raffleSlide = seen.find((text) => text.includes(RAFFLE_PARTNER));
    expect(raffleSlide).toContain(PLAYER.name);
    await checkPage(player, 'console-event-run-results');
  }, STEP_MS);

  it("[C.players.kick][C.players.ban] kick and ban reach the player's open page at once: one message each, the ban's end in their time and its reason", async () => {
    const players = consolePlayersText;
    const openPlayer = async () => {
      await openConsoleScreen(organizer, server.url, shell.screens.players);
      await organizer.getByRole('table', { name: players.tableCaption }).getByRole('link', { name: PLAYER.name }).click();
      await expectHeading(organizer, PLAYER.name);
    };
    const toasts = () => player.locator('.toast').allTextContents();

    // The player's page is open on the results; the organizer logs them out everywhere.
    await player.goto(`${server.url}/results`);
    await expectHeading(player, ui.results.heading);
    await openPlayer();
    await organizer.getByRole('button', { name: players.kick.submit }).click();
    await organizer
      .getByRole('alertdialog', { name: players.kick.confirmTitle })
      .getByRole('button', { name: players.kick.confirmButton })
      .click();
    await player.getByText(messages.session.kicked).waitFor();
    await player.waitForURL((url) => url.pathname === '/login');
    expect((await toasts()).filter((toast) => toast.includes(messages.session.kicked))).toHaveLength(1);
    expect((await toasts()).join(' ')).not.toContain(serverMessages.unauthorized);

    // Back in, then banned until tomorrow with a reason: the open page says until when, in the player's zone.
    await logIn(player, server.url, PLAYER.email, PLAYER.password);
    await player.goto(`${server.url}/results`);
    await expectHeading(player, ui.results.heading);
    const until = await localMinute(organizer, 24 * 60);
    const untilIso = await organizer.evaluate((value) => new Date(value).toISOString(), until);
    await organizer.getByLabel(players.ban.until, { exact: true }).fill(until);
    await organizer.getByLabel(players.ban.reason, { exact: true }).fill(BAN_REASON);
    await organizer.getByRole('button', { name: players.ban.submit, exact: true }).click();
    await organizer
      .getByRole('alertdialog', { name: players.ban.confirmTitle })
      .getByRole('button', { name: players.ban.confirmButton })
      .click();
    const suspended = messages.session.suspended(formatDateTimeNamed(untilIso, PLAYER_ZONE), BAN_REASON);
    await player.getByText(suspended).waitFor();
    await player.waitForURL((url) => url.pathname === '/login');
    // One message for the one cause (its close button aside).
    const said = (await toasts()).filter((toast) => toast.includes('suspended'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(suspended);
    expect((await toasts()).join(' ')).not.toMatch(/\d{4}-\d\d-\d\dT/);
    await checkPage(player, 'console-event-run-banned-player');
  }, STEP_MS);

  it('[C.exports][C.audit] the organizer downloads the players and winners CSVs and finds every step in the audit log', async () => {
    await openConsoleScreen(organizer, server.url, shell.screens.exports);
    await expectHeading(organizer, shell.screens.exports);
    const download = async (file: { title: string }) => {
      const [downloaded] = await Promise.all([
        organizer.waitForEvent('download'),
        organizer.getByRole('button', { name: consoleExportsText.download(file.title) }).click(),
      ]);
      return readFileSync(await downloaded.path(), 'utf8').split('\r\n');
    };
    const players = await download(consoleExportsText.files.players);
    expect(players[0]).toBe(consoleExportsText.files.players.columns.replaceAll(', ', ','));
    expect(players.filter((row) => row.includes(PLAYER.email))).toHaveLength(1);
    const winners = await download(consoleExportsText.files.winners);
    expect(winners[0]).toBe(consoleExportsText.files.winners.columns.replaceAll(', ', ','));
    const won = winners.filter((row) => row.includes(PLAYER.email));
    expect(won).toHaveLength(2);
    expect(won.some((row) => row.includes(ITEM))).toBe(true);
    // The award, then the prize's and partner's French (empty: none written here; decision 0164).
    expect(won.some((row) => row.endsWith(`,${AWARD},,`))).toBe(true);

    await openConsoleScreen(organizer, server.url, shell.screens.audit);
    await expectHeading(organizer, shell.screens.audit);
    const log = organizer.getByRole('table', { name: /^Audit entries/ });
    await log.waitFor();
    const actions = await log.getByRole('row').allTextContents();
    for (const action of [
      'partners.create',
      'items.create',
      'chests.create',
      'businesses.create',
      'accounts.invite',
      'event.rename',
      'judging.rate',
      'judging.winners',
      'raffle.commit',
      'schedule.update',
      'raffle.draw',
      'results.publish',
    ])
      expect(actions.some((row) => row.includes(action)), action).toBe(true);
    expect(await organizer.getByText(consoleAuditText.details).count()).toBeGreaterThan(0);
  }, STEP_MS);

  it('[C.shell] every console screen the organizer can open passes axe at 1280, 764 and 360 px', async () => {
    await checkEveryScreen(organizer, 'Organizer');
    // The one console route outside the navigation: a player's page, opened from the Players list.
    await openConsoleScreen(organizer, server.url, shell.screens.players);
    await organizer
      .getByRole('table', { name: consolePlayersText.tableCaption })
      .getByRole('link', { name: PLAYER.name })
      .click();
    await expectHeading(organizer, PLAYER.name);
    await organizer.getByRole('table', { name: consolePlayersText.detail.ledgerCaption }).waitFor();
    await checkPage(organizer, 'console-event-run-organizer-player');
    await organizer.setViewportSize({ width: 764, height: 900 });
    await expectAccessible(organizer);
    await organizer.setViewportSize({ width: 1280, height: 900 });
  }, 300_000);

  it('[C.shell][C.roles] every console screen the partner can open passes axe at 1280, 764 and 360 px, and no other opens', async () => {
    await checkEveryScreen(partner, 'Partner');
    const partnerPaths = new Set(screensFor('Partner').map((screen) => screen.path));
    for (const screen of screensFor('Organizer').filter((each) => !partnerPaths.has(each.path))) {
      await partner.goto(`${server.url}${consolePath(screen.path)}`);
      await partner.waitForURL((url) => url.pathname === PATHS.notFound);
    }
  }, STEP_MS);

  it('[C.events.archive] the organizer archives the ended event and starts the next from it: the archive reads as it was, its draw still checks', async () => {
    const events = consoleEventsText;
    // The event ends now: archiving is refused before its end.
    await moveSchedule('game_end', await localMinute(organizer, 0), 'gameEnd');

    await openConsoleScreen(organizer, server.url, shell.screens.events);
    await expectHeading(organizer, shell.screens.events);
    await organizer.getByText(events.currentLine(EVENT_NAME, 1)).waitFor();
    await organizer.getByLabel(events.nameLabel, { exact: false }).fill(NEXT_EVENT);
    await organizer.getByRole('radio', { name: new RegExp(events.starts.this) }).check();
    await organizer.getByRole('button', { name: events.archive }).click();
    const dialog = organizer.getByRole('alertdialog', { name: events.archiveTitle });
    await dialog.getByText(events.confirm(EVENT_NAME)).waitFor();
    await dialog.getByRole('button', { name: events.confirmYes }).click();
    await organizer.getByText(consoleMessages.events.archived(EVENT_NAME, NEXT_EVENT)).first().waitFor();
    await organizer.getByText(events.currentLine(NEXT_EVENT, 0)).waitFor();
    const archived = organizer.getByRole('table', { name: events.archivedCaption });
    await archived.getByRole('link', { name: events.open(EVENT_NAME) }).waitFor();
    await checkPage(organizer, 'console-event-run-events');
    await organizer.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(organizer);
    await organizer.setViewportSize({ width: 1280, height: 900 });

    // The archived event, read-only: its draw with the winner, its exports as they were.
    await archived.getByRole('link', { name: events.open(EVENT_NAME) }).click();
    await expectHeading(organizer, EVENT_NAME);
    const draw = organizer.getByRole('table', { name: events.drawCaption });
    expect(await draw.textContent()).toContain(ITEM);
    expect(await draw.textContent()).toContain(PLAYER.name);
    const [downloaded] = await Promise.all([
      organizer.waitForEvent('download'),
      organizer.getByRole('button', { name: events.download(events.exports.players) }).click(),
    ]);
    expect(readFileSync(await downloaded.path(), 'utf8')).toContain(PLAYER.email);
    await checkPage(organizer, 'console-event-run-archived-event');
    await organizer.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(organizer);
    await organizer.setViewportSize({ width: 1280, height: 900 });

    // Anyone can still check its draw on the public page.
    await organizer.getByRole('link', { name: events.checkDraw }).click();
    await organizer.waitForURL((url) => url.pathname === '/raffle/verify' && url.search === '?event=1');
    await organizer.getByText(drawCheckText.matches).first().waitFor();
    await checkPage(organizer, 'console-event-run-archived-draw-check');
    await organizer.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(organizer);
    await organizer.setViewportSize({ width: 1280, height: 900 });

    // The next event: the content came along, no players, no dates.
    await openConsoleScreen(organizer, server.url, shell.screens.schedule);
    await expectHeading(organizer, shell.screens.schedule);
    await organizer.getByText(schedule.notScheduled).first().waitFor();
    expect(await organizer.getByLabel(schedule.nameLabel, { exact: true }).inputValue()).toBe(NEXT_EVENT);
    await openConsoleScreen(organizer, server.url, shell.screens.event);
    await expectHeading(organizer, shell.screens.event);
    await organizer.getByRole('tab', { name: event.sections.items }).click();
    await organizer.getByText(ITEM).first().waitFor();
    await openConsoleScreen(organizer, server.url, shell.screens.players);
    await organizer.getByText(consolePlayersText.noResults).first().waitFor();
  }, 300_000);
});
