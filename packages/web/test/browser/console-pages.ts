import { messages } from '@dubloon-quest/core';
import { consoleShellText } from '@dubloon-quest/core/console';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, playerPageTitle } from './pages.js';

/**
 * Chooses the password of an invited account on its invitation page (`/password-reset?token=...&invitation=1`),
 * which says it is an invitation: its title, heading and button.
 */
export async function acceptInvitation(page: Page, invitationUrl: string, password: string): Promise<void> {
  await page.goto(invitationUrl);
  await expectHeading(page, messages.ui.reset.invitationHeading);
  expect(await page.title()).toBe(await playerPageTitle(page, messages.routeTitles.invitation));
  await page.getByText(messages.ui.reset.invitationIntro).waitFor();
  await page.getByLabel(messages.ui.reset.password, { exact: true }).fill(password);
  await page.getByLabel(messages.ui.reset.passwordConfirmation, { exact: true }).fill(password);
  await page.getByRole('button', { name: messages.ui.reset.invitationSubmit }).click();
  await page.getByText(messages.auth.invitationAccepted).waitFor();
  await page.getByRole('link', { name: messages.ui.common.toLogin }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Logs in with an account's email and password on a real event's login page (not the demo's fixed user). */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await expectHeading(page, messages.ui.login.heading);
  await page.getByLabel(messages.ui.common.email, { exact: true }).fill(email);
  await page.getByLabel(messages.ui.common.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: messages.ui.login.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Opens a console screen from the console's navigation (`/console` first when elsewhere), its navigation named
 * in the language of `shell` (English by default).
 */
export async function openConsoleScreen(
  page: Page,
  baseUrl: string,
  label: string,
  shell: { readonly navLabel: string } = consoleShellText,
): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/console')) await page.goto(`${baseUrl}/console`);
  await page.getByRole('navigation', { name: shell.navLabel }).getByRole('link', { name: label, exact: true }).click();
}
