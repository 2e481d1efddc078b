import { formatChancePercent, messages, raffleChanceText } from '@dubloon-quest/core';
import { chanceOfWinning } from '@dubloon-quest/core/draw';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from './console-pages.js';
import { emptyEvent, startConsoleServer } from './console-server.js';
import { expectHeading, openFromMenu } from './pages.js';
import { consoleWalk, registerVerifiedPlayer } from './players.js';

/**
 * Issue 26, item 2: two players staking on one item, each reading "Your chance" before Submit, right after it and
 * after a reload. The item has 2 prizes. Maya, alone with 2 coins, is sure to win before and after Submit (the
 * trial saw "at least 75.0 %" after it: her own coins counted twice); Liam then stakes 3, and both read the
 * draw's chance for 5 coins on the item, live and after a reload. Real server, demo off.
 */
const ui = messages.ui;
const ITEM = 'Reading light';
const MAYA = { name: 'Maya Staker', email: 'maya.staker@example.com', password: 'Sea-Shanty-2026' } as const;
const LIAM = { name: 'Liam Staker', email: 'liam.staker@example.com', password: 'Lantern-Light-77' } as const;
const PRIZES = 2;
const event = {
  ...emptyEvent(),
  partners: [{ name: 'Bookworm Press', logo: '', resource_link: '', resource_category: '', resource_logo: '', resource_name: '' }],
  raffle_items: [{ item_id: 1, name: ITEM, description: 'A lamp to read by.', image_src: '', stock: PRIZES, partner: 'Bookworm Press' }],
};

/** "Your chance" as the card shows it for `mine` coins of `total` on the item. */
function chanceText(mine: number, total: number): string {
  const chance = chanceOfWinning(mine, total, PRIZES);
  const exact = chance === 0 || chance === 1;
  return raffleChanceText.yourChance(formatChancePercent(chance, exact), exact);
}

const walk = consoleWalk(() => startConsoleServer(event));
let maya: Page;
let liam: Page;

async function playerPage(player: { email: string; password: string }): Promise<Page> {
  const page = await walk.freshPage();
  await logIn(page, walk.server.url, player.email, player.password);
  await openFromMenu(page, ui.shell.raffle);
  await expectHeading(page, ui.raffle.heading);
  return page;
}

const card = (page: Page) => page.getByRole('article', { name: ITEM });
const shownChance = (page: Page) => card(page).getByText(/^Your chance/).textContent();

async function stakeAndSubmit(page: Page, coins: number): Promise<void> {
  for (let coin = 0; coin < coins; coin++) await page.getByRole('button', { name: ui.raffle.add(ITEM) }).click();
  await page.getByRole('button', { name: ui.raffle.submit }).click();
  await page.getByRole('alertdialog', { name: ui.raffle.confirmTitle }).getByRole('button', { name: ui.raffle.submit }).click();
  await page.getByRole('timer').filter({ hasText: ui.raffle.cooldown }).waitFor();
}



describe('[D0071.chance] two players staking on one item read their chance', () => {
  it('Maya, alone with 2 coins on 2 prizes, is sure to win before Submit, after it and after a reload', async () => {
    await registerVerifiedPlayer(walk.server, MAYA);
    maya = await playerPage(MAYA);
    await maya.getByRole('button', { name: ui.raffle.add(ITEM) }).click();
    await maya.getByRole('button', { name: ui.raffle.add(ITEM) }).click();
    expect(await shownChance(maya)).toBe(chanceText(2, 2));
    await maya.getByRole('button', { name: ui.raffle.submit }).click();
    await maya.getByRole('alertdialog', { name: ui.raffle.confirmTitle }).getByRole('button', { name: ui.raffle.submit }).click();
    await maya.getByRole('timer').filter({ hasText: ui.raffle.cooldown }).waitFor();
    // The server's totals announcement has come and gone by the time the answer's toast shows.
    await maya.getByText(messages.raffle.submitted).waitFor();
    expect(await shownChance(maya)).toBe(chanceText(2, 2));
    await maya.reload();
    await expect.poll(() => shownChance(maya)).toBe(chanceText(2, 2));
  });

  it('Liam stakes 3 after her: both read the chance of the 5 coins on the item, live and after a reload', async () => {
    await registerVerifiedPlayer(walk.server, LIAM);
    liam = await playerPage(LIAM);
    await stakeAndSubmit(liam, 3);
    await liam.getByText(messages.raffle.submitted).waitFor();
    expect(await shownChance(liam)).toBe(chanceText(3, 5));
    await expect.poll(() => shownChance(maya), { timeout: 15_000 }).toBe(chanceText(2, 5));
    await liam.reload();
    await expect.poll(() => shownChance(liam)).toBe(chanceText(3, 5));
    await maya.reload();
    await expect.poll(() => shownChance(maya)).toBe(chanceText(2, 5));
  });
});
