import { messagesFr } from '@dubloon-quest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { demoEvent, expectHeading } from './pages.js';

// Decision 0190 (issue 40, items 10 and 11): a French reader on a 360 px phone with a keyboard. The header keeps
// two rows and the whole event name; after Proceed the focus is on the next question, one Tab before its first
// choice; Submit stakes comes after the items in the tab order and stays in view; the badges are explained.
const fr = messagesFr.ui;
const event = demoEvent();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-CA' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What has the focus: its tag, its accessible name's start and its role, for counting Tabs. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName ?? '', text: (element?.textContent ?? '').trim().slice(0, 80), role: element?.getAttribute('role') ?? '' };
  });

/** Presses Tab until `reached` holds for the focused element; the number of presses, or null after `max`. */
async function tabsUntil(reached: () => Promise<boolean>, max = 60): Promise<number | null> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await reached()) return presses;
  }
  return null;
}

/** Follows a link of the header menu in French (opening the menu first at 360 px). */
async function openFromFrenchMenu(label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: fr.shell.menu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: fr.shell.mainMenu }).getByRole('link', { name: label }).click();
}

describe('a French reader with a keyboard on a 360 px phone', () => {
  it('logs in and reads a header of two rows at most, with the whole event name', async () => {
    await page.goto(`${server.url}/login`);
    await expectHeading(page, fr.login.heading);
    const accept = page.getByRole('button', { name: fr.disclaimer.accept });
    if (await accept.isVisible()) await accept.click();
    await page.getByRole('button', { name: fr.login.submit }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: fr.treasureMap.continue }).click();
    await expectHeading(page, fr.treasureMap.heading);
    const header = await page.evaluate(() => {
      const bar = document.querySelector('.app-header__bar')!;
      const name = document.querySelector<HTMLElement>('.app-header__name')!;
      // The rows: the bar's visible parts (brand, tools, the menu's button) grouped where they overlap vertically.
      const parts = Array.from(bar.children)
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .sort((a, b) => a.top - b.top);
      const rows: { bottom: number }[] = [];
      for (const part of parts) {
        const last = rows.at(-1);
        if (last !== undefined && part.top < last.bottom) last.bottom = Math.max(last.bottom, part.bottom);
        else rows.push({ bottom: part.bottom });
      }
      const box = name.getBoundingClientRect();
      return {
        rows: rows.length,
        barHeight: bar.getBoundingClientRect().height,
        name: name.textContent,
        clipped: name.scrollWidth > name.clientWidth + 1 || box.right > window.innerWidth || box.left < 0,
        ellipsis: getComputedStyle(name).textOverflow === 'ellipsis' && getComputedStyle(name).overflow === 'hidden',
      };
    });
    expect(header.name).not.toBe('');
    expect(header).toMatchObject({ rows: 2, clipped: false, ellipsis: false });
    // Two rows (the name on two lines at most) with their gap and padding: under 3 rows of 44 px controls.
    expect(header.barHeight).toBeLessThan(3 * 44);
    // The open menu drops over the page, the header keeping its height.
    await page.getByRole('button', { name: fr.shell.menu }).click();
    const menuLink = page.getByRole('navigation', { name: fr.shell.mainMenu }).getByRole('link', { name: fr.shell.learn });
    await menuLink.waitFor();
    expect(await page.evaluate(() => document.querySelector('.app-header__bar')!.getBoundingClientRect().height)).toBe(header.barHeight);
    await page.keyboard.press('Escape');
  });

  it('after Proceed, has the focus on the next question, one Tab from its first choice', async () => {
    await openFromFrenchMenu(fr.shell.learn);
    await expectHeading(page, fr.learn.heading);
    await page.getByRole('list', { name: fr.learn.chestsLabel }).getByRole('button').first().click();
    const chest = event.chests[0]!;
    const first = chest.group[0]!;
    const letters = Object.keys(first.answers.choices).sort();
    await page.getByRole('group').getByRole('button').nth(letters.indexOf(first.answers.correct)).click();
    await page.getByText(fr.learn.correct, { exact: true }).waitFor();
    // The keyboard's way: Tab to Proceed, Enter.
    expect(await tabsUntil(async () => (await focused()).text === fr.learn.proceed, 10)).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: new RegExp(fr.learn.questionOf(2, chest.group.length)) }).waitFor();
    const group = page.getByRole('group');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('FIELDSET');
    expect(await group.evaluate((element) => element === document.activeElement)).toBe(true);
    const choiceA = (await group.getByRole('button').first().textContent())?.trim() ?? '';
    expect(await tabsUntil(async () => (await focused()).text === choiceA, 10)).toBe(1);
  });

  it('explains the silver and gold badges, and puts Submit stakes after the items, in view on the phone', async () => {
    await openFromFrenchMenu(fr.shell.raffle);
    await expectHeading(page, fr.raffle.heading);
    const legend = page.getByRole('definition').filter({ hasText: fr.raffle.silverHint });
    await legend.waitFor();
    expect(await page.getByRole('definition').filter({ hasText: fr.raffle.goldHint }).isVisible()).toBe(true);
    expect(await page.getByRole('term').filter({ hasText: fr.raffle.silver }).isVisible()).toBe(true);

    const item = event.raffle_items[0]!.name_fr ?? event.raffle_items[0]!.name;
    const add = page.getByRole('button', { name: fr.raffle.add(item) });
    await add.focus();
    await page.keyboard.press('Enter');
    // Submit is in view while the first item is being staked on (it stays at the bottom of the screen).
    const submit = page.getByRole('button', { name: fr.raffle.submit });
    const box = (await submit.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // In the tab order, every item's buttons come before Submit.
    const steppers = await page.locator('.raffle__items button').count();
    const presses = await tabsUntil(async () => (await focused()).text === fr.raffle.submit);
    expect(presses).not.toBeNull();
    expect(await page.evaluate(() => document.activeElement?.closest('.raffle__items'))).toBeNull();
    // From the first item's "+", the items' other buttons and the pager at most, never the page's top again.
    expect(presses!).toBeLessThanOrEqual(steppers + 2);
    expect(await page.evaluate(() => {
      const buttons = Array.from(document.querySelectorAll('.raffle__items button, .raffle__bar button'));
      const submitButton = document.querySelector('.raffle__bar button')!;
      return buttons.every((button) => button === submitButton || Boolean(button.compareDocumentPosition(submitButton) & Node.DOCUMENT_POSITION_FOLLOWING));
    })).toBe(true);
  });
});
