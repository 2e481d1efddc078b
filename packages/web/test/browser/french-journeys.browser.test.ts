import { messages, messagesFr, PATHS, type EventTimestamps } from '@dubloon-quest/core';
import {
  consoleDashboardTextFr,
  consoleEventTextFr,
  consolePresenterTextFr,
  consoleShellTextFr,
} from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshotAtWidths } from './browser.js';
import { openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { commitToDraw, consoleRunTextsFr, drawWithSecret, localMinute, publishResults, saveSchedule } from './console-steps.js';
import { contextWithSavedState, expectAccessible, expectHeading, savedSessionFor } from './pages.js';
import { registerVerifiedPlayer, type NewPlayer } from './players.js';

/**
 * Issue 30's French journeys on a real event (demo off), from the browser alone: an organizer whose browser
 * reads French runs the console in French through a whole event, entering its content in English and French
 * (the event's name, a raffle item, a chest, a business and its challenge); a player whose browser reads French
 * (no saved choice) registers, reads the verification mail in French, verifies, logs in, opens the chest (a wrong
 * answer, then the right one), stakes on the item and, after the draw, reads the results in French; a player
 * reading English sees the English of the same content. Every screen on the way: `<html lang="fr-CA">` and a key
 * French text, axe clean at 360 and 1280 px, no sideways scrolling, screenshots named `fr-...` and
 * `fr-console-...` (`SCREENSHOTS=1`, decision 0172).
 *
 * The steps share one server and three browser contexts, so they run in order and each depends on the ones before.
 */
const fr = messagesFr.ui;
const shell = consoleShellTextFr;
const content = consoleEventTextFr;
const dashboard = consoleDashboardTextFr;
const inFrench = content.french.label;
const STEP_MS = 120_000;

const EVENT = { en: 'Harbor Days 2026', fr: 'Journées du port 2026' } as const;
const ITEM = { en: 'Reading light', fr: 'Lampe de lecture', descriptionEn: 'Clips onto any book', descriptionFr: 'Se fixe à n’importe quel livre' } as const;
const BUSINESS = { en: 'Harbor Tech', fr: 'Techno du port' } as const;
const CHALLENGE = { en: 'Design a lighthouse', fr: 'Concevez un phare' } as const;
const QUESTIONS = [
  { en: 'What guides ships at night?', fr: 'Qu’est-ce qui guide les navires la nuit?', a: ['A lighthouse', 'Un phare'], b: ['A seagull', 'Une mouette'] },
  { en: 'What marks a channel?', fr: 'Qu’est-ce qui balise un chenal?', a: ['A buoy', 'Une bouée'], b: ['A cloud', 'Un nuage'] },
  { en: 'Where do boats moor?', fr: 'Où s’amarrent les bateaux?', a: ['A pier', 'Un quai'], b: ['A meadow', 'Un pré'] },
] as const;
const RAFFLE_PARTNER = 'Compass Books';
const FRENCH_PLAYER: NewPlayer = { name: 'Zoé Tremblay', email: 'zoe.tremblay@example.com', password: 'Boussole-Nord-31' };
const ENGLISH_PLAYER: NewPlayer = { name: 'Ada Lovelace', email: 'ada.lovelace@example.com', password: 'Treasure-Maps-31' };

/** An event with a raffle partner and nothing else, not scheduled yet: the organizer names and schedules it. */
function unscheduledEvent(): object {
  const timestamps: EventTimestamps | null = null;
  const partner = { name: RAFFLE_PARTNER, logo: '', resource_link: '', resource_category: '', resource_logo: '', resource_name: '' };
  return { name: 'New event', timestamps, partners: [partner], raffle_items: [], chests: [], businesses: [], results: { raffle_winners: [], challenge_winners: [] } };
}

let server: ConsoleServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let organizer: Page;
let player: Page;
let englishPlayer: Page;
/** The English reader's logged-in client state, made through the API while the French ones work in the browser. */
let englishSession: Promise<string>;
let secret: Awaited<ReturnType<typeof commitToDraw>>;
const startedAt = Date.now();

async function newPage(locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  server = await startConsoleServer(unscheduledEvent());
  browser = await launchChromium();
  organizer = await newPage('fr-CA', 1280);
  player = await newPage('fr-CA', 360);
}, 300_000);

afterAll(async () => {
  console.info(`the French journeys took ${Math.round((Date.now() - startedAt) / 1000)} s`);
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/**
 * The page is in French (`<html lang>` and `frenchText` on it), axe clean at 360 and 1280 px, and does not scroll
 * sideways at 360, 764 or 1280 px (screenshots named `name` with `SCREENSHOTS=1`); the page's width is put back.
 */
async function checkInFrench(page: Page, name: string, frenchText: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
  await page.getByText(frenchText, { exact: false }).first().waitFor();
  const original = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
  }
  await screenshotAtWidths(page, name);
  if (original) await page.setViewportSize(original);
}

/** Opens a console screen from the French navigation and waits for its heading. */
async function openInFrench(label: string): Promise<void> {
  await openConsoleScreen(organizer, server.url, label, shell);
  await expectHeading(organizer, label);
}

/** Follows a link of the player's header menu in French (opening the menu first at 360 px). */
async function openFromFrenchMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: fr.shell.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: fr.shell.mainMenu }).getByRole('link', { name: label }).click();
}

/** Logs in from the French login page. */
async function logInInFrench(page: Page, account: { email: string; password: string }): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${server.url}/login`);
  await expectHeading(page, fr.login.heading);
  await page.getByLabel(fr.common.email, { exact: true }).fill(account.email);
  await page.getByLabel(fr.common.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: fr.login.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Fills one question of the chest form, in English and French, its right answer choice A. */
async function fillQuestion(group: Locator, question: (typeof QUESTIONS)[number]): Promise<void> {
  const t = content.chests;
  await group.getByLabel(t.questionText, { exact: true }).fill(question.en);
  await group.getByLabel(inFrench(t.questionText), { exact: true }).fill(question.fr);
  await group.getByLabel(t.choice('a'), { exact: true }).fill(question.a[0]);
  await group.getByLabel(inFrench(t.choice('a')), { exact: true }).fill(question.a[1]);
  await group.getByLabel(t.choice('b'), { exact: true }).fill(question.b[0]);
  await group.getByLabel(inFrench(t.choice('b')), { exact: true }).fill(question.b[1]);
  await group.getByLabel(t.correct, { exact: true }).selectOption('a');
  await group.getByLabel(t.explanation, { exact: true }).fill(`Because of ${question.a[0].toLowerCase()}.`);
  await group.getByLabel(inFrench(t.explanation), { exact: true }).fill(`Grâce à ${question.a[1].toLowerCase()}.`);
}

describe('issue 30: the journeys in French, from the console to the players', () => {
  it('[I30.fr-console] an organizer whose browser reads French accepts the invitation and opens the console in French', async () => {
    await organizer.goto(server.organizerInvitation);
    await expectHeading(organizer, fr.reset.invitationHeading);
    await checkInFrench(organizer, 'fr-console-invitation', fr.reset.invitationIntro);
    await organizer.getByLabel(fr.reset.password, { exact: true }).fill(FIRST_ORGANIZER.password);
    await organizer.getByLabel(fr.reset.passwordConfirmation, { exact: true }).fill(FIRST_ORGANIZER.password);
    await organizer.getByRole('button', { name: fr.reset.invitationSubmit }).click();
    await organizer.getByText(messagesFr.auth.invitationAccepted).waitFor();
    await logInInFrench(organizer, FIRST_ORGANIZER);
    await organizer.goto(`${server.url}/console`);
    await expectHeading(organizer, shell.screens.overview);
    // Who is signed in, the role named in French (it read "(Organizer)").
    await organizer.getByText(shell.signedInAs(FIRST_ORGANIZER.name, 'Organizer')).waitFor();
    expect(shell.signedInAs(FIRST_ORGANIZER.name, 'Organizer')).toContain('(Organisation)');
    await checkInFrench(organizer, 'fr-console-overview', shell.screens.overview);
  }, STEP_MS);

  it('[I30.fr-console][C.event.name][C.schedule] names the event in English and French and opens its pre-game on Horaire', async () => {
    await openInFrench(shell.screens.schedule);
    await organizer.getByLabel(consoleRunTextsFr.schedule.nameLabel, { exact: true }).fill(EVENT.en);
    await organizer.getByLabel(inFrench(consoleRunTextsFr.schedule.nameLabel), { exact: true }).fill(EVENT.fr);
    await organizer.getByRole('button', { name: consoleRunTextsFr.schedule.rename }).click();
    await organizer.getByText(consoleRunTextsFr.schedule.renamed).first().waitFor();
    const minutes = { pre_game: -60, game_start: 60, review_start: 24 * 60, review_end: 25 * 60, game_end: 26 * 60 } as const;
    const fields: Partial<Record<keyof typeof minutes, string>> = {};
    for (const [field, offset] of Object.entries(minutes) as [keyof typeof minutes, number][])
      fields[field] = await localMinute(organizer, offset);
    await saveSchedule(organizer, server.url, consoleRunTextsFr, fields, 'preGame');
    // The player reading English registers through the API meanwhile, once a login gets the schedule.
    englishSession = registerVerifiedPlayer(server, ENGLISH_PLAYER).then(() => savedSessionFor(server.url, ENGLISH_PLAYER));
    await checkInFrench(organizer, 'fr-console-schedule', consoleRunTextsFr.schedule.inForce);
  }, STEP_MS);

  it('[I30.fr-console][D0164] enters a raffle item, a chest and a business with its challenge, each in English and French', async () => {
    const page = organizer;
    const save = () => page.getByRole('button', { name: content.actions.save, exact: true }).click();
    const formClosed = (title: string) => page.getByRole('heading', { name: title }).waitFor({ state: 'detached' });
    const row = (caption: string, name: string) => page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: name });
    await openInFrench(shell.screens.event);

    await page.getByRole('tab', { name: content.sections.items }).click();
    await page.getByRole('button', { name: content.items.add }).click();
    await page.getByLabel(content.items.name, { exact: true }).fill(ITEM.en);
    await page.getByLabel(inFrench(content.items.name), { exact: true }).fill(ITEM.fr);
    await page.getByLabel(content.items.description, { exact: true }).fill(ITEM.descriptionEn);
    await page.getByLabel(inFrench(content.items.description), { exact: true }).fill(ITEM.descriptionFr);
    expect(await page.getByLabel(content.items.partner, { exact: true }).inputValue()).toBe(RAFFLE_PARTNER);
    await page.getByLabel(content.items.stock, { exact: true }).fill('1');
    await checkInFrench(page, 'fr-console-event-item-form', inFrench(content.items.name));
    await save();
    await formClosed(content.items.createTitle);
    await row(content.items.caption, ITEM.en).getByText(RAFFLE_PARTNER).waitFor();

    await page.getByRole('tab', { name: content.sections.chests }).click();
    await page.getByRole('button', { name: content.chests.add }).click();
    for (const [index, question] of QUESTIONS.entries())
      await fillQuestion(page.getByRole('group', { name: content.chests.question(index + 1) }), question);
    await checkInFrench(page, 'fr-console-event-chest-form', inFrench(content.chests.questionText));
    await save();
    await formClosed(content.chests.createTitle);
    await row(content.chests.caption, QUESTIONS[0].en).waitFor();

    await page.getByRole('tab', { name: content.sections.businesses }).click();
    await page.getByRole('button', { name: content.businesses.add }).click();
    const b = content.businesses;
    await page.getByLabel(b.name, { exact: true }).fill(BUSINESS.en);
    await page.getByLabel(inFrench(b.name), { exact: true }).fill(BUSINESS.fr);
    await page.getByLabel(b.description, { exact: true }).fill('Boats since 1920, built by hand.');
    await page.getByLabel(inFrench(b.description), { exact: true }).fill('Des bateaux depuis 1920, faits à la main.');
    await page.getByLabel(b.challengeTitle, { exact: true }).fill(CHALLENGE.en);
    await page.getByLabel(inFrench(b.challengeTitle), { exact: true }).fill(CHALLENGE.fr);
    await page.getByLabel(b.challengeDescription, { exact: true }).fill('Share a Google Docs document with your design.');
    await page.getByLabel(inFrench(b.challengeDescription), { exact: true }).fill('Partagez un document Google Docs avec votre plan.');
    await page.getByLabel(b.awardPool, { exact: true }).fill('300');
    await checkInFrench(page, 'fr-console-event-business-form', inFrench(b.challengeTitle));
    await save();
    await formClosed(b.createTitle);
    await row(b.caption, BUSINESS.en).getByText('300').waitFor();
    await checkInFrench(page, 'fr-console-event', content.sections.businesses);
  }, STEP_MS);

  it('[I30.fr-player][S2.register][S2.verify] a player whose browser reads French registers, gets the verification mail in French, follows its link and logs in', async () => {
    const ui = fr.register;
    await player.goto(`${server.url}/register`);
    await expectHeading(player, ui.heading);
    expect(await player.title()).toBe(`${messagesFr.routeTitles.register} | ${EVENT.fr}`);
    await player.getByLabel(ui.name, { exact: true }).fill(FRENCH_PLAYER.name);
    await player.getByLabel(fr.common.email, { exact: true }).fill(FRENCH_PLAYER.email);
    await player.getByLabel(fr.common.password, { exact: true }).fill(FRENCH_PLAYER.password);
    await player.getByLabel(fr.common.passwordConfirmation, { exact: true }).fill(FRENCH_PLAYER.password);
    await player.getByLabel(ui.education, { exact: true }).selectOption({ label: ui.educationLevels['Grade 10'] });
    const country = player.getByLabel(ui.country, { exact: true });
    await country.locator('option', { hasText: 'Canada' }).waitFor({ state: 'attached' });
    await country.selectOption('Canada');
    await checkInFrench(player, 'fr-register', ui.privacyNotice);
    // A slow password hash on a busy machine may take a while: the walk waits for the server's answer itself.
    const answered = player.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/auth/register', { timeout: 60_000 });
    await player.getByRole('button', { name: ui.submit }).click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(200);
    await player.getByText(messagesFr.auth.verificationSent).waitFor();
    await checkInFrench(player, 'fr-register-sent', messagesFr.auth.verificationSent);

    // The mail, as the server's outbox holds it: French, in the event's French name, and its link works once.
    await expect.poll(() => server.mailsTo(FRENCH_PLAYER.email), { timeout: 15_000 }).toHaveLength(1);
    const [mail] = await server.mailsTo(FRENCH_PLAYER.email);
    expect(mail!.subject).toBe(`Confirmez votre adresse courriel pour ${EVENT.fr}`);
    expect(mail!.body).toContain(`Bonjour ${FRENCH_PLAYER.name},`);
    expect(mail!.body).toMatch(/pour confirmer votre adresse courriel\u00a0:\n/);
    const link = /https?:\/\/[^/\s]+(\/\S+)/.exec(mail!.body)?.[1];
    expect(mail!.body.replace(/https?:\/\/\S+/, '')).not.toMatch(/\b(Hello|verify|link|minutes to)\b/i);
    expect(mail!.body.endsWith(`-- \n${EVENT.fr}`)).toBe(true);
    expect(link).toMatch(/^\/register\/verify-email\/verify\?token=[0-9a-f]{40}$/);
    await player.goto(`${server.url}${link}`);
    await player.getByRole('heading', { name: messagesFr.auth.verifySuccess }).waitFor();
    await checkInFrench(player, 'fr-verified', fr.verify.successBody);

    await logInInFrench(player, FRENCH_PLAYER);
    await expectHeading(player, fr.treasureMap.instructionsHeading);
    await checkInFrench(player, 'fr-treasure-map-instructions', fr.treasureMap.continue);
    await player.getByRole('button', { name: fr.treasureMap.continue }).click();
    await expectHeading(player, fr.treasureMap.heading);
    await checkInFrench(player, 'fr-treasure-map', fr.treasureMap.heading);
  }, STEP_MS);

  it('[I30.fr-player][S4.chest] opens the chest in French: a wrong answer, then the right one, for each question', async () => {
    await openFromFrenchMenu(player, fr.shell.learn);
    await expectHeading(player, fr.learn.heading);
    const chests = player.getByRole('list', { name: fr.learn.chestsLabel });
    await chests.getByRole('button').first().click();
    for (const [index, question] of QUESTIONS.entries()) {
      await player.getByText(question.fr, { exact: true }).waitFor();
      const choices = player.getByRole('group');
      await choices.getByRole('button', { name: question.b[1] }).click();
      await player.getByText(fr.learn.wrong, { exact: true }).waitFor();
      if (index === 0) await checkInFrench(player, 'fr-learn-wrong', fr.learn.wrong);
      await choices.getByRole('button', { name: question.a[1] }).click();
      await player.getByText(fr.learn.correct, { exact: true }).waitFor();
      await player.getByText(`Grâce à ${question.a[1].toLowerCase()}.`).waitFor();
      if (index === 0) await checkInFrench(player, 'fr-learn-right', fr.learn.correct);
      await player.getByRole('button', { name: index === QUESTIONS.length - 1 ? fr.learn.finish : fr.learn.proceed }).click();
    }
    // Each question 3 coins less the wrong answer: 2 + 2 + 2.
    await chests.getByRole('button', { name: new RegExp(fr.learn.opened(6).replace(/\s/g, '\\s')) }).waitFor();
    await checkInFrench(player, 'fr-learn', fr.learn.intro);
  }, STEP_MS);

  it('[I30.fr-player][S4.raffle.stake][D0164] stakes on the item, named and described in French', async () => {
    await openFromFrenchMenu(player, fr.shell.raffle);
    await expectHeading(player, fr.raffle.heading);
    await player.getByRole('heading', { level: 2, name: ITEM.fr }).waitFor();
    await player.getByText(ITEM.descriptionFr).waitFor();
    await player.getByRole('button', { name: fr.raffle.add(ITEM.fr) }).click();
    await player.getByRole('button', { name: fr.raffle.submit }).click();
    const dialog = player.getByRole('alertdialog', { name: fr.raffle.confirmTitle });
    await checkInFrench(player, 'fr-raffle-confirm', messagesFr.raffle.confirmSubmit);
    await dialog.getByRole('button', { name: fr.raffle.submit }).click();
    await player.getByText(messagesFr.raffle.submitted).first().waitFor();
    await player.getByRole('timer').filter({ hasText: fr.raffle.cooldown }).waitFor();
    await checkInFrench(player, 'fr-raffle', fr.raffle.cooldown);
  }, STEP_MS);

  it('[D0164] a player reading English sees the English of the item and the chest', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-CA' });
    contexts.push(context);
    await contextWithSavedState(context, await englishSession);
    englishPlayer = await context.newPage();
    await englishPlayer.goto(`${server.url}/raffle`);
    await expectHeading(englishPlayer, messages.ui.raffle.heading);
    expect(await englishPlayer.evaluate(() => document.documentElement.lang)).toBe('en');
    await englishPlayer.getByRole('heading', { level: 2, name: ITEM.en }).waitFor();
    await englishPlayer.getByText(ITEM.descriptionEn).waitFor();
    expect(await englishPlayer.getByText(ITEM.fr).count()).toBe(0);
    await englishPlayer.goto(`${server.url}/learn`);
    await expectHeading(englishPlayer, messages.ui.learn.heading);
    await englishPlayer.getByRole('list', { name: messages.ui.learn.chestsLabel }).getByRole('button').first().click();
    await englishPlayer.getByText(QUESTIONS[0].en, { exact: true }).waitFor();
    await englishPlayer.getByRole('group').getByRole('button', { name: QUESTIONS[0].a[0] }).waitFor();
    expect(await englishPlayer.title()).toContain(EVENT.en);
  }, STEP_MS);

  it('[I30.fr-console][C.dashboard][D0164] starts the game: the businesses open, each reader sees the challenge in their language; the dashboard counts both players live', async () => {
    await saveSchedule(organizer, server.url, consoleRunTextsFr, { game_start: await localMinute(organizer, -3) }, 'gameStart');

    await player.goto(`${server.url}/businesses`);
    await expectHeading(player, fr.businesses.heading);
    await player.getByRole('link', { name: new RegExp(BUSINESS.fr) }).click();
    await expectHeading(player, BUSINESS.fr);
    await player.getByRole('tab', { name: fr.businesses.challengeTab }).click();
    await player.getByRole('tabpanel').getByText(CHALLENGE.fr).first().waitFor();
    await checkInFrench(player, 'fr-business-challenge', fr.businesses.challengeTab);

    await englishPlayer.goto(`${server.url}/businesses`);
    await expectHeading(englishPlayer, messages.ui.businesses.heading);
    await englishPlayer.getByRole('link', { name: new RegExp(BUSINESS.en) }).click();
    await expectHeading(englishPlayer, BUSINESS.en);
    await englishPlayer.getByRole('tab', { name: messages.ui.businesses.challengeTab }).click();
    await englishPlayer.getByRole('tabpanel').getByText(CHALLENGE.en).first().waitFor();

    await openInFrench(shell.screens.dashboard);
    await organizer.getByRole('status').filter({ hasText: dashboard.live.on }).waitFor({ timeout: 20_000 });
    const figure = (label: string) =>
      organizer.locator('.console-figures__item', { has: organizer.getByText(label, { exact: true }) }).locator('dd');
    await expect.poll(() => figure(dashboard.headline.registered).textContent()).toBe('2');
    expect(await figure(dashboard.headline.verified).textContent()).toBe('2');
    await checkInFrench(organizer, 'fr-console-dashboard', dashboard.headline.heading);
  }, STEP_MS);

  it('[I30.fr-console][C.raffle.commit][C.raffle.draw][C.results.publish] commits, closes the raffle on Horaire, draws, checks and publishes, all in French', async () => {
    secret = await commitToDraw(organizer, server.url, consoleRunTextsFr, ITEM.en);
    await checkInFrench(organizer, 'fr-console-raffle-committed', consoleRunTextsFr.raffle.commitment.heading);
    await saveSchedule(organizer, server.url, consoleRunTextsFr, { review_start: await localMinute(organizer, -1) }, 'reviewStart');
    await checkInFrench(organizer, 'fr-console-schedule-review', consoleRunTextsFr.schedule.inForce);
    await player.goto(`${server.url}/`);
    await player.waitForURL((url) => url.pathname === PATHS.gameClosed);
    await expectHeading(player, messagesFr.gameClosed.title);
    await checkInFrench(player, 'fr-game-closed', messagesFr.gameClosed.title);

    const rows = await drawWithSecret(organizer, server.url, consoleRunTextsFr, secret);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(ITEM.en);
    expect(rows[0]).toContain(FRENCH_PLAYER.name);
    await checkInFrench(organizer, 'fr-console-raffle-drawn', consoleRunTextsFr.raffle.record.matches);
    await publishResults(organizer, consoleRunTextsFr);
    await checkInFrench(organizer, 'fr-console-raffle-published', consoleRunTextsFr.raffle.results.state('published'));
  }, STEP_MS);

  it('[I30.fr-player][S2.results][D0164] after the review the French reader reads the results in French, the English reader in English', async () => {
    await saveSchedule(organizer, server.url, consoleRunTextsFr, { review_end: await localMinute(organizer, 0) }, 'winnersAnnounced');

    await player.goto(`${server.url}/results`);
    await expectHeading(player, fr.results.heading);
    const slide = player.getByRole('region', { name: fr.results.carouselLabel }).getByRole('group').filter({ hasText: RAFFLE_PARTNER });
    await slide.getByText(FRENCH_PLAYER.name).first().waitFor();
    await checkInFrench(player, 'fr-results', fr.results.raffleWinners);

    await englishPlayer.goto(`${server.url}/results`);
    await expectHeading(englishPlayer, messages.ui.results.heading);
    const englishSlide = englishPlayer
      .getByRole('region', { name: messages.ui.results.carouselLabel })
      .getByRole('group')
      .filter({ hasText: RAFFLE_PARTNER });
    await englishSlide.getByText(FRENCH_PLAYER.name).first().waitFor();
    expect(await englishSlide.textContent()).toContain(ITEM.en);
    expect(await englishSlide.textContent()).not.toContain(ITEM.fr);
  }, STEP_MS);

  // The published results carry the prize's French name beside its English (`item_name_fr`, decision 0164), so the
  // French reader reads the prize by its French name, unmarked (the page is French).
  it('[D0164] the French reader reads the prize by its French name on the results', async () => {
    const slide = player.getByRole('region', { name: fr.results.carouselLabel }).getByRole('group').filter({ hasText: RAFFLE_PARTNER });
    await slide.getByText(FRENCH_PLAYER.name).first().waitFor();
    expect(await slide.textContent()).toContain(fr.results.prize(ITEM.fr));
    expect(await slide.textContent()).not.toContain(ITEM.en);
    expect(await slide.locator('.winners__prize-name [lang]').count()).toBe(0);
  });

  // Issue 40, item 2: the French organizer's presenter and Events screen named the event and the prizes in English.
  it('[D0176.french-names] the presenter and the Events screen name the event and the prize in French', async () => {
    await organizer.goto(`${server.url}/console/presenter`);
    await organizer.getByRole('heading', { level: 1, name: EVENT.fr }).waitFor();
    expect(await organizer.title()).toContain(EVENT.fr);
    expect(await organizer.title()).not.toContain(EVENT.en);
    // The reveal: the commitment, then the first prize by its French name.
    await organizer.getByRole('button', { name: consolePresenterTextFr.next }).click();
    await organizer.getByRole('heading', { level: 2, name: ITEM.fr }).waitFor();
    expect(await organizer.getByText(ITEM.en).count()).toBe(0);

    await organizer.goto(`${server.url}/console`);
    await openInFrench(shell.screens.events);
    const current = organizer.locator('section[aria-labelledby="console-events-current"]');
    await current.getByText(EVENT.fr, { exact: false }).waitFor();
    expect(await current.textContent()).not.toContain(EVENT.en);
  }, STEP_MS);

  it('[I30.fr-console] every other console screen the organizer opens reads French, axe clean at 360 and 1280 px', async () => {
    const visited = new Set([shell.screens.overview, shell.screens.schedule, shell.screens.event, shell.screens.dashboard, shell.screens.raffle]);
    const nav = organizer.getByRole('navigation', { name: shell.navLabel });
    const labels = (await nav.getByRole('link').allTextContents()).filter((label) => !visited.has(label));
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) {
      await openInFrench(label);
      await organizer.waitForLoadState('networkidle');
      const slug = new URL(organizer.url()).pathname.split('/').filter(Boolean).at(-1) ?? 'console';
      await checkInFrench(organizer, `fr-console-${slug}`, label);
    }
  }, 300_000);
});
