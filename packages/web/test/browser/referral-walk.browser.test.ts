import { messages } from '@dubloon-quest/core';
import { consoleDashboardText, consoleShellText } from '@dubloon-quest/core/console';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { FIRST_ORGANIZER, startConsoleServer } from './console-server.js';
import { expectHeading, headerCoins, openFromMenu } from './pages.js';
import { consoleWalk, registerVerifiedPlayer, registerWithTheForm, verifyFromTheMail } from './players.js';

/**
 * Issue 26, item 1, walked as people would: Maya shares the referral link of her profile; Liam opens it in a
 * fresh browser, registers with the form and verifies his address: he has his first coins, and Maya the referral's
 * (spec 1: the second way to earn; decision 0032: the inviter is paid once the invited player verifies); Maya's
 * open page sees them arrive, her profile lists Liam, and the organizer's dashboard counts the sign-up. Real
 * server, demo off, fresh embedded database.
 */
const ui = messages.ui;
const MAYA = { name: 'Maya Referrer', email: 'maya.referrer@example.com', password: 'Sea-Shanty-2026' } as const;
const LIAM = { name: 'Liam Friend', email: 'liam.friend@example.com', password: 'Lantern-Light-77' } as const;
/** A verified player's first coins (spec 1: "New players get 3 free coins"). */
const SIGNUP_COINS = 3;
/** What a referral pays the inviter once the invited player verifies (decision 0032). */
const REFERRAL_COINS = 5;

const walk = consoleWalk(() => startConsoleServer());
let maya: Page;




describe('[S1.earn-referrals] a friend registers from a referral link', () => {
  let referralLink = '';

  it("Maya finds her link on her profile, with the spec's empty state", async () => {
    await registerVerifiedPlayer(walk.server, MAYA);
    maya = await walk.freshPage();
    await logIn(maya, walk.server.url, MAYA.email, MAYA.password);
    await expect.poll(() => headerCoins(maya)).toBe(SIGNUP_COINS);
    await openFromMenu(maya, ui.shell.profile);
    await maya.getByText(messages.profile.noReferrals).waitFor();
    referralLink = await maya.getByLabel(ui.profile.referralLink).inputValue();
    expect(referralLink).toMatch(/\/register\?referral=\S+$/);
  });

  it('Liam opens the link in a fresh browser, registers with the form, verifies and has his first coins', async () => {
    const liam = await walk.freshPage();
    const shared = new URL(referralLink);
    await liam.goto(`${walk.server.url}${shared.pathname}${shared.search}`);
    await registerWithTheForm(liam, LIAM);
    await verifyFromTheMail(liam, walk.server, LIAM.email);
    await logIn(liam, walk.server.url, LIAM.email, LIAM.password);
    await expectHeading(liam, ui.treasureMap.instructionsHeading);
    await expect.poll(() => headerCoins(liam)).toBe(SIGNUP_COINS);
  });

  it("[D0178.referral-name-only] Maya's open page sees her referral coins arrive, and her profile lists Liam by his name, never his address", async () => {
    await expect.poll(() => headerCoins(maya), { timeout: 15_000 }).toBe(SIGNUP_COINS + REFERRAL_COINS);
    await maya.reload();
    const row = maya.getByRole('row', { name: new RegExp(LIAM.name) });
    await row.waitFor();
    expect(await maya.getByRole('region', { name: ui.profile.referralsHeading }).getByRole('columnheader').allTextContents()).toEqual([ui.profile.referralDate, ui.profile.referralName, ui.profile.referralCoins]);
    expect(await maya.content()).not.toContain(LIAM.email);
    expect(await row.getByRole('cell').last().textContent()).toBe(String(REFERRAL_COINS));
    expect(await maya.getByText(messages.profile.noReferrals).count()).toBe(0);
  });

  it("the organizer's dashboard counts the referral sign-up", async () => {
    const organizer = await walk.freshPage();
    await acceptInvitation(organizer, walk.server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(organizer, walk.server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(organizer, walk.server.url, consoleShellText.screens.dashboard);
    const referrals = consoleDashboardText.referrals;
    const figure = (label: string) =>
      organizer.locator('.console-figures__item', { has: organizer.getByText(label, { exact: true }) }).locator('dd');
    await organizer.getByRole('heading', { name: referrals.heading, exact: true }).waitFor();
    await expect.poll(() => figure(referrals.invited).textContent()).toBe('1');
    expect(await figure(referrals.rewarded).textContent()).toBe('1');
    expect(await figure(referrals.coins).textContent()).toBe(String(REFERRAL_COINS));
  });
});
