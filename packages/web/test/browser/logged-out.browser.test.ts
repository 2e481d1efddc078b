import { messages } from '@dubloon-quest/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { checkPage, DEMO_PLAYER, expectHeading, headerCoins, logInAsDemoPlayer } from './pages.js';

const ui = messages.ui;
const HEX_TOKEN = 'ab'.repeat(20);
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the logged-out pages', () => {
  it('[S2.register][S5.register-dependent-fields][S1.demo-register-blocked] register: dependent fields open in turn, and the demo only raises its alert', async () => {
    await page.goto(`${server.url}/register`);
    await expectHeading(page, ui.register.heading);
    expect(await page.getByLabel(ui.register.school).isDisabled()).toBe(true);
    await page.getByLabel(ui.register.education).selectOption('Grade 10');
    expect(await page.getByLabel(ui.register.school).isDisabled()).toBe(false);
    await page.getByLabel(ui.register.country).locator('option', { hasText: 'Canada' }).waitFor({ state: 'attached' });
    await page.getByLabel(ui.register.country).selectOption('Canada');
    await expect.poll(() => page.getByLabel(ui.register.region).isDisabled()).toBe(false);
    await checkPage(page, 'register');
    await page.getByRole('button', { name: ui.register.submit }).click();
    await page.getByRole('alert').filter({ hasText: messages.auth.demoCannotRegister }).waitFor();
  });

  it('[S2.verify-email] verify-email: resends the verification mail and counts the link down', async () => {
    await page.goto(`${server.url}/register/verify-email`);
    await expectHeading(page, ui.verifyEmail.heading);
    await page.getByLabel(ui.common.email, { exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: ui.verifyEmail.submit }).click();
    await page.getByRole('status').filter({ hasText: messages.auth.verificationSent }).waitFor();
    await page.getByRole('timer').filter({ hasText: ui.countdown.expiresIn }).waitFor();
    await checkPage(page, 'verify-email');
  });

  it('[S2.verify][S5.verify-token] verify: explains a missing token, fails an unknown one, and sends a malformed one to /error-401', async () => {
    await page.goto(`${server.url}/register/verify-email/verify`);
    await page.getByText(messages.validation.tokenMissing).waitFor();
    await checkPage(page, 'verify-missing');
    await page.goto(`${server.url}/register/verify-email/verify?token=${HEX_TOKEN}`);
    await page.getByRole('heading', { name: messages.auth.verifyFailed }).waitFor();
    await page.goto(`${server.url}/register/verify-email/verify?token=not-a-token`);
    await page.getByText(messages.validation.tokenMalformed).waitFor();
    await page.waitForURL(`${server.url}/error-401`);
  });

  it('[S2.forgot] forgot: asks for a reset link', async () => {
    await page.goto(`${server.url}/login/forgot`);
    await expectHeading(page, ui.forgot.heading);
    await page.getByLabel(ui.common.email, { exact: true }).fill(DEMO_PLAYER.email);
    await page.getByRole('button', { name: ui.forgot.submit }).click();
    await page.getByRole('status').filter({ hasText: messages.auth.resetSent }).waitFor();
    await checkPage(page, 'forgot');
  });

  it('[S2.password-reset][S5.reset-token] reset: refuses without a token, checks the passwords, and reports an unknown token', async () => {
    await page.goto(`${server.url}/password-reset`);
    await page.getByText(messages.validation.resetLinkInvalid).waitFor();
    await checkPage(page, 'reset-without-token');
    await page.goto(`${server.url}/password-reset?token=${HEX_TOKEN}`);
    await page.getByLabel(ui.reset.password, { exact: true }).fill('new-secret-1');
    await page.getByLabel(ui.reset.passwordConfirmation).fill('new-secret-2');
    await page.getByRole('button', { name: ui.reset.submit }).click();
    await page.getByText(messages.validation.passwordsDoNotMatch).waitFor();
    await page.getByLabel(ui.reset.passwordConfirmation).fill('new-secret-1');
    await page.getByRole('button', { name: ui.reset.submit }).click();
    await page.locator('[role="alert"] .notice--error').waitFor();
    await checkPage(page, 'reset');
  });

  it('[S2.route.logged-in-only] sends a logged-out visitor of a logged-in page to login', async () => {
    await page.goto(`${server.url}/raffle`);
    await page.waitForURL(`${server.url}/login`);
  });
});

describe('a logged-in user on the error pages', () => {
  it('[S2.route.logged-out-only][S8.error-409][S8.error-401] gets 409 on a logged-out page, and is logged out 1.2 s after a 401', async () => {
    await logInAsDemoPlayer(page, server.url);
    await expect.poll(() => headerCoins(page)).toBeGreaterThan(0);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/error-409`);
    await page.goto(`${server.url}/error-401`);
    await page.getByText(ui.errorPages.loggingOut).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: ui.shell.mainMenu }).count(), { timeout: 5000 }).toBe(0);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/login`);
  });
});
