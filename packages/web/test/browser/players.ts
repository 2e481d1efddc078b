import { messages } from '@dubloon-quest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser.js';
import type { ConsoleServer } from './console-server.js';
import { expectHeading } from './pages.js';

/** A player of a real event (demo off): who registers and logs in. */
export interface NewPlayer {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** The path and query of the last verification link the server mailed to `email`. */
async function mailedVerificationLink(server: ConsoleServer, email: string): Promise<string> {
  await expect.poll(() => server.lastMailedLink(email), { timeout: 15_000 }).toMatch(/token=[0-9a-f]{40}/);
  return (await server.lastMailedLink(email))!;
}

/** Registers a player and verifies the address through the HTTP API, as the register and verify pages do. */
export async function registerVerifiedPlayer(server: ConsoleServer, player: NewPlayer): Promise<void> {
  const post = (path: string, body: object) =>
    fetch(`${server.url}/api/v2${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', {
    name: player.name,
    email: player.email,
    password: player.password,
    password_confirmation: player.password,
    education: 'Grade 11',
    country: 'Canada',
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const token = /token=([0-9a-f]{40})/.exec(await mailedVerificationLink(server, player.email))![1];
  const verified = await post('/auth/email/verify', { token });
  expect(verified.status, await verified.clone().text()).toBe(200);
}

/** Fills in the register page the browser is on, as a person would, and sends it; waits for its answer. */
export async function registerWithTheForm(page: Page, player: NewPlayer): Promise<void> {
  const ui = messages.ui;
  await expectHeading(page, ui.register.heading);
  await page.getByLabel(ui.register.name, { exact: true }).fill(player.name);
  await page.getByLabel(ui.common.email, { exact: true }).fill(player.email);
  await page.getByLabel(ui.common.password, { exact: true }).fill(player.password);
  await page.getByLabel(ui.common.passwordConfirmation, { exact: true }).fill(player.password);
  await page.getByLabel(ui.register.education, { exact: true }).selectOption('Grade 10');
  const country = page.getByLabel(ui.register.country, { exact: true });
  await country.locator('option', { hasText: 'Canada' }).waitFor({ state: 'attached' });
  await country.selectOption('Canada');
  await page.getByRole('button', { name: ui.register.submit }).click();
  await page.getByText(messages.auth.verificationSent).waitFor();
}

/** Follows the verification link the server mailed to `email` in the browser, and waits for the page's answer. */
export async function verifyFromTheMail(page: Page, server: ConsoleServer, email: string): Promise<void> {
  await page.goto(`${server.url}${await mailedVerificationLink(server, email)}`);
  await page.getByRole('heading', { name: messages.auth.verifySuccess }).waitFor();
}

/** A walk's real server and browser, started before its steps and stopped after them; each page a fresh browser. */
export interface ConsoleWalk {
  readonly server: ConsoleServer;
  /** A page in a browser context of its own: a fresh browser, nothing saved from another page (in `locale`'s language). */
  freshPage(options?: { readonly locale?: string }): Promise<Page>;
}

/**
 * Starts the server `start` makes and Chromium before the file's steps (a slow machine may take minutes to
 * start both) and stops them, with every page's browser context, after the last one.
 */
export function consoleWalk(start: () => Promise<ConsoleServer>): ConsoleWalk {
  let server: ConsoleServer | null = null;
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await start();
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (server === null) throw new Error('the walk has not started its server');
      return server;
    },
    async freshPage(options = {}) {
      if (browser === null) throw new Error('the walk has not started Chromium');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(options.locale ? { locale: options.locale } : {}) });
      contexts.push(context);
      return context.newPage();
    },
  };
}
