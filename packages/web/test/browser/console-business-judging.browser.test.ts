import { type EventFile } from '@dubloon-quest/core';
import {
  consoleBusinessText,
  consoleJudgingText,
  consoleMessages,
  consoleShellText,
} from '@dubloon-quest/core/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { emptyEvent, FIRST_ORGANIZER, startConsoleServer, type ConsoleServer } from './console-server.js';
import { checkPage, expectHeading, logOut } from './pages.js';

/**
 * The partner's screens on a real event: a business's partner, invited with the organizer tool, fills in its
 * profile (uploading a logo) and its chest's questions; a player answers the challenge; the partner rates the
 * answer, writes a note and picks it as a winner.
 */
const PARTNER = {
  email: 'pat.partner@example.com',
  name: 'Pat Partner',
  password: 'Harbor-Lights-77',
} as const;
const PLAYER = { email: 'ada.player@example.com', name: 'Ada Player', password: 'Treasure-Maps-31' } as const;
const ANSWER_LINK = 'https://docs.google.com/document/d/1AbCdEf_ghIJ-42/edit';

const business = consoleBusinessText;
const judging = consoleJudgingText;

function eventWithBusiness(): EventFile {
  const event = emptyEvent() as EventFile;
  return {
    ...event,
    name: 'Partner screens test event',
    businesses: [
      {
        name: 'Harbor Tech',
        logo: '',
        description: 'We build boats.',
        video_title: '',
        video_url: '',
        challenge_question: { challenge_id: 1, title: 'Design a buoy', description: 'Share a document.' },
      },
    ],
  };
}

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startConsoleServer(eventWithBusiness(), {
    invite: [{ email: PARTNER.email, name: PARTNER.name, role: 'Partner', business: 1 }],
  });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** One JSON call to the server's API, as a player's client makes it. */
async function api(
  method: string,
  path: string,
  body: unknown,
  session: { token: string; csrf: string } | null = null,
): Promise<Response> {
  return fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.csrf } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Registers a player, verifies its e-mail with the mailed link and answers business 1's challenge over HTTP. */
async function playerAnswersTheChallenge(): Promise<void> {
  const registered = await api('POST', '/auth/register', {
    name: PLAYER.name,
    email: PLAYER.email,
    password: PLAYER.password,
    password_confirmation: PLAYER.password,
    education: 'Grade 10',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
  });
  expect(registered.status).toBe(200);
  const link = await server.lastMailedLink(PLAYER.email);
  const token = /token=([0-9a-f]{40})/.exec(link ?? '')?.[1];
  expect(token).toBeDefined();
  expect((await api('POST', '/auth/email/verify', { token })).status).toBe(200);
  const login = await api('POST', '/auth/login', { email: PLAYER.email, password: PLAYER.password });
  expect(login.status).toBe(200);
  const session = {
    token: /^Bearer (.+)$/.exec(login.headers.get('authorization') ?? '')?.[1] ?? '',
    csrf: login.headers.get('x-xsrf-token') ?? '',
  };
  const answered = await api(
    'POST',
    '/game/challenges',
    { challenge_id: 1, submission_link: ANSWER_LINK },
    session,
  );
  expect(answered.status).toBe(200);
}

const okResponse = (part: string) =>
  page.waitForResponse((response) => response.url().includes(part) && response.request().method() !== 'GET');

describe("a business's partner on a real event", () => {
  it('[C.accounts.invite][C.business.profile] accepts the invitation, fills in the profile with an uploaded logo and writes the chest questions', async () => {
    await acceptInvitation(page, server.invitations[PARTNER.email]!, PARTNER.password);
    await logIn(page, server.url, PARTNER.email, PARTNER.password);
    await openConsoleScreen(page, server.url, consoleShellText.screens.business);
    await expectHeading(page, consoleShellText.screens.business);
    await page.getByText(business.answers(0)).waitFor();

    const profile = page.getByRole('region', { name: business.profile.heading });
    await profile.getByLabel(business.profile.description, { exact: true }).fill('Boats since 1920, built by hand.');
    await profile.getByLabel(business.profile.videoTitle, { exact: true }).fill('A day at the harbor');
    // A link the server would refuse is refused before the call, under its field.
    await profile.getByLabel(business.profile.videoUrl, { exact: true }).fill('http://video.example/harbor');
    await profile.getByRole('button', { name: business.profile.save }).click();
    await profile.getByText(consoleMessages.content.notAVideo).waitFor();
    await profile.getByLabel(business.profile.videoUrl, { exact: true }).fill('https://www.youtube.com/embed/xyz789');
    await profile.getByLabel(business.profile.challengeTitle, { exact: true }).fill('Design a lighthouse');
    await profile
      .getByLabel(business.profile.challengeDescription, { exact: true })
      .fill('Share a Google Docs document with your design.');
    await profile.getByLabel(business.profile.attendsMeeting, { exact: true }).check();

    const png = await sharp({
      create: { width: 640, height: 320, channels: 4, background: { r: 15, g: 59, b: 87, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const uploaded = okResponse('/console/images');
    await profile
      .getByLabel(business.profile.chooseLogo, { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await profile.getByText(business.profile.uploaded).waitFor();
    const preview = profile.getByRole('img', { name: business.profile.logoPreview('Harbor Tech') });
    expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);

    const saved = okResponse('/profile');
    await profile.getByRole('button', { name: business.profile.save }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(consoleMessages.content.saved).first().waitFor();

    const chest = page.getByRole('region', { name: business.chest.heading });
    await chest.getByText(business.chest.noChest).waitFor();
    for (const index of [0, 1, 2]) {
      const question = chest.getByRole('group', { name: business.chest.question(index) });
      await question.getByLabel(business.chest.questionText, { exact: true }).fill(`Harbor question ${index + 1}?`);
      await question.getByLabel(business.chest.choice('a'), { exact: true }).fill('A lighthouse');
      await question.getByLabel(business.chest.choice('b'), { exact: true }).fill('A buoy');
      await question.getByRole('button', { name: business.chest.addChoice }).click();
      await question.getByLabel(business.chest.choice('c'), { exact: true }).fill('A pier');
      await question.getByRole('radio', { name: 'C', exact: true }).check();
      await question.getByLabel(business.chest.explanation, { exact: true }).fill(`Because of reason ${index + 1}.`);
    }
    const chestSaved = okResponse('/chest');
    await chest.getByRole('button', { name: business.chest.save }).click();
    expect((await chestSaved).status()).toBe(200);
    await chest.getByText(business.chest.touchedRule).waitFor();

    // Everything reached the server: a fresh load shows it.
    await page.reload();
    await expectHeading(page, consoleShellText.screens.business);
    await expect
      .poll(() => page.getByLabel(business.profile.challengeTitle, { exact: true }).inputValue())
      .toBe('Design a lighthouse');
    expect(await page.getByLabel(business.profile.attendsMeeting, { exact: true }).isChecked()).toBe(true);
    const second = page.getByRole('group', { name: business.chest.question(1) });
    expect(await second.getByLabel(business.chest.choice('c'), { exact: true }).inputValue()).toBe('A pier');
    expect(await second.getByRole('radio', { name: 'C', exact: true }).isChecked()).toBe(true);
    await checkPage(page, 'console-business');
  });

  it("[C.judging] rates a player's answer, writes a note and picks it as a winner within the award pool", async () => {
    await playerAnswersTheChallenge();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/console/business`);
    await page.getByText(business.answers(1)).waitFor();
    await openConsoleScreen(page, server.url, consoleShellText.screens.judging);
    await expectHeading(page, consoleShellText.screens.judging);
    await page.getByRole('heading', { name: `${judging.challenge}: Design a lighthouse` }).waitFor();
    await page.getByText(judging.results.held).waitFor();

    const card = page.getByRole('article', { name: PLAYER.name });
    const link = card.getByRole('link', { name: judging.submissions.open(PLAYER.name) });
    expect(await link.getAttribute('href')).toBe(ANSWER_LINK);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await card
      .getByRole('radiogroup', { name: judging.submissions.rating })
      .getByRole('radio', { name: judging.submissions.ratingOption(4) })
      .check();
    await card.getByLabel(judging.submissions.note).fill('Clear drawing, good idea.');
    const rated = okResponse('/submissions/');
    await card.getByRole('button', { name: judging.submissions.save }).click();
    expect((await rated).status()).toBe(200);
    await card.getByRole('status').filter({ hasText: judging.submissions.saved }).waitFor();

    const winners = page.getByRole('region', { name: judging.winners.heading });
    await winners.getByRole('button', { name: judging.winners.add }).click();
    expect(await winners.getByLabel(judging.winners.player(0), { exact: true }).inputValue()).not.toBe('');
    // Over the pool: core's rule refuses it before any call, and the summary says so as it is typed.
    await winners.getByLabel(judging.winners.award(0)).fill('250');
    await winners.getByText(consoleMessages.judging.overPool(200, 250)).waitFor();
    await winners.getByLabel(judging.winners.award(0)).fill('150');
    await winners.getByText(judging.winners.dollars(50), { exact: true }).waitFor();
    const picked = okResponse('/winners');
    await winners.getByRole('button', { name: judging.winners.save }).click();
    expect((await picked).status()).toBe(200);
    await page.getByText(consoleMessages.judging.saved).first().waitFor();
    await card.getByText(`${judging.submissions.winner}: ${judging.winners.dollars(150)}`).waitFor();

    // Saved on the server: a fresh load shows the rating, the note and the winner.
    await page.reload();
    await expectHeading(page, consoleShellText.screens.judging);
    const reloaded = page.getByRole('article', { name: PLAYER.name });
    expect(await reloaded.getByRole('radio', { name: judging.submissions.ratingOption(4) }).isChecked()).toBe(
      true,
    );
    expect(await reloaded.getByLabel(judging.submissions.note).inputValue()).toBe(
      'Clear drawing, good idea.',
    );
    expect(await page.getByLabel(judging.winners.award(0)).inputValue()).toBe('150');
    await checkPage(page, 'console-judging');
  });

  it('[C.judging] lets an organizer judge for the business picked, seeing what its partner saved', async () => {
    await logOut(page, server.url);
    await acceptInvitation(page, server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(page, server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(page, server.url, consoleShellText.screens.judging);
    await expectHeading(page, consoleShellText.screens.judging);
    const picker = page.getByLabel(business.picker.label, { exact: true });
    expect(await picker.locator('option:checked').textContent()).toBe('Harbor Tech');
    const card = page.getByRole('article', { name: PLAYER.name });
    expect(await card.getByRole('radio', { name: judging.submissions.ratingOption(4) }).isChecked()).toBe(
      true,
    );
    await openConsoleScreen(page, server.url, consoleShellText.screens.business);
    await page.getByRole('heading', { level: 2, name: 'Harbor Tech' }).waitFor();
    expect(await page.getByLabel(business.profile.challengeTitle, { exact: true }).inputValue()).toBe('Design a lighthouse');
  });
});
