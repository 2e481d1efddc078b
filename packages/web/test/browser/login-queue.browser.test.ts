import { messages, messagesFr } from '@dubloon-quest/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium } from './browser.js';
import { startGameServer, type RunningServer } from './game-server.js';
import { acceptDisclaimer, DEMO_PARTNER, expectAccessible, expectHeading } from './pages.js';

// The login queue (docs/decisions/0210): one slot, taken by a login of the demo partner that the test holds at its
// account lookup, so the player's login from the page waits in line however fast the machine hashes.
let releaseHeld: () => void = () => undefined;
let heldArrived: () => void = () => undefined;
const heldReached = new Promise<void>((resolve) => (heldArrived = resolve));
const heldRelease = new Promise<void>((resolve) => (releaseHeld = resolve));

let server: RunningServer;
let browser: Browser;
let holding: Promise<Response>;
/** Whether the partner's next login is held (not the server's own look-ups while it starts). */
let armed = false;

beforeAll(async () => {
  server = await startGameServer({
    loginQueue: { slots: 1, holdMs: 300, bound: 10 },
    wrapDb: (db) => ({
      ...db,
      async query(sql, params) {
        if (sql.startsWith('SELECT * FROM users WHERE email = $1') && params?.[0] === DEMO_PARTNER.email && armed) {
          armed = false;
          heldArrived();
          await heldRelease;
        }
        return db.query(sql, params);
      },
    }),
  });
  browser = await launchChromium();
  armed = true;
  holding = fetch(`${server.url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_PARTNER),
  });
  await heldReached;
});

afterAll(async () => {
  releaseHeld();
  await holding;
  await browser?.close();
  await server?.stop();
});

describe('a login storm', () => {
  it('[D0210.place] shows the player their place in line in a live region, in English and in French, then logs them in by itself once their turn comes', async () => {
    const english = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const french = await (await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'fr-CA' })).newPage();
    await english.goto(`${server.url}/login`);
    await expectHeading(english, messages.ui.login.heading);
    await acceptDisclaimer(english);
    await english.getByRole('button', { name: messages.ui.login.submit }).click();
    const line = english.getByRole('status').filter({ hasText: messages.session.inLine(1) });
    await line.waitFor();
    if ((await line.getAttribute('aria-live')) !== 'polite') throw new Error('the place in line is not in a polite live region');
    await expectAccessible(english);

    await french.goto(`${server.url}/login`);
    await expectHeading(french, messagesFr.ui.login.heading);
    await french.getByRole('button', { name: messagesFr.ui.disclaimer.accept }).click();
    await french.getByRole('button', { name: messagesFr.ui.login.submit }).click();
    await french.getByRole('status').filter({ hasText: messagesFr.session.inLine(2) }).waitFor();
    await expectAccessible(french);

    // The slot is freed: both pages try again by themselves after the server's Retry-After, and log in.
    releaseHeld();
    await english.waitForURL(`${server.url}/`);
    await french.waitForURL(`${server.url}/`);
  });
});
