import { messages, serverMessages } from '@dubloon-quest/core';
import { consoleEventsText, consoleMessages, consoleShellText } from '@dubloon-quest/core/console';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { emptyEvent, FIRST_ORGANIZER, startConsoleServer } from './console-server.js';
import { expectHeading } from './pages.js';
import { consoleWalk, registerVerifiedPlayer } from './players.js';

/**
 * Issue 26, items 5 and 7 (decision 0135): a player of an event that has ended comes back. Before the archive the
 * Game Closed page says the game has ended (not that winners are being reviewed) and the results stay open; when
 * the organizers archive the event, the player's open page says so, not "User session timed out."; coming back
 * after, the account is gone with the event (decision 0110). Real server, demo off.
 */
const ui = messages.ui;
const HOUR_MS = 60 * 60 * 1000;
const EVENT_NAME = 'Harbor Days 2026';
const NEXT_EVENT = 'Harbor Days 2027';
const PLAYER = { name: 'Ada Player', email: 'ada.player@example.com', password: 'Treasure-Maps-31' } as const;
/** A player whose page is closed (a laptop asleep) while the event is archived, and opened after. */
const SLEEPER = { name: 'Ben Sleeper', email: 'ben.sleeper@example.com', password: 'Treasure-Maps-32' } as const;
const past = messages.pastEvent;
/** The event ended an hour ago. */
const ended = (() => {
  const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
  return {
    ...emptyEvent(),
    name: EVENT_NAME,
    timestamps: { pre_game: at(-5), game_start: at(-4), review_start: at(-3), review_end: at(-2), game_end: at(-1) },
  };
})();

const walk = consoleWalk(() => startConsoleServer(ended));
let player: Page;
let sleeper: Page;




describe('[D0135.past-event] a player of an ended event comes back', () => {
  it('reads that the game has ended, and opens the results from the Game Closed page', async () => {
    await registerVerifiedPlayer(walk.server, PLAYER);
    player = await walk.freshPage();
    await logIn(player, walk.server.url, PLAYER.email, PLAYER.password);
    await player.waitForURL((url) => url.pathname === '/game-closed');
    await expectHeading(player, messages.gameClosed.title);
    await player.getByText(messages.gameClosed.ended).waitFor();
    expect(await player.getByText(messages.gameClosed.body).count()).toBe(0);
    await player.getByRole('link', { name: messages.gameClosed.seeResults }).click();
    await expectHeading(player, ui.results.heading);
    await player.getByText(messages.winners.none).waitFor();
    // Every other game page still goes to the Game Closed page (spec 4).
    await player.goto(`${walk.server.url}/raffle`);
    await player.waitForURL((url) => url.pathname === '/game-closed');
    await player.goto(`${walk.server.url}/results`);
    await expectHeading(player, ui.results.heading);
  });

  it('is told the event was archived when the organizers archive it, not that the session timed out', async () => {
    await registerVerifiedPlayer(walk.server, SLEEPER);
    sleeper = await walk.freshPage();
    await logIn(sleeper, walk.server.url, SLEEPER.email, SLEEPER.password);
    await sleeper.waitForURL((url) => url.pathname === '/game-closed');
    await sleeper.close();
    const organizer = await walk.freshPage();
    await acceptInvitation(organizer, walk.server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(organizer, walk.server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(organizer, walk.server.url, consoleShellText.screens.events);
    const events = consoleEventsText;
    await organizer.getByLabel(events.nameLabel, { exact: false }).fill(NEXT_EVENT);
    await organizer.getByRole('radio', { name: new RegExp(events.starts.empty) }).check();
    await organizer.getByRole('button', { name: events.archive }).click();
    await organizer.getByRole('alertdialog', { name: events.archiveTitle }).getByRole('button', { name: events.confirmYes }).click();
    await organizer.getByText(consoleMessages.events.archived(EVENT_NAME, NEXT_EVENT)).first().waitFor();

    await player.getByText(messages.session.eventArchived).waitFor({ timeout: 15_000 });
    expect(await player.getByText(messages.session.timedOut).count()).toBe(0);
    await player.waitForURL((url) => url.pathname === '/login');
  });

  it("[D0180.past-players] opening the page again after the archive, reads that the event ended and its results, not a bare 401", async () => {
    const woken = await sleeper.context().newPage();
    await woken.goto(`${walk.server.url}/results`);
    await woken.waitForURL((url) => url.pathname === '/past-event');
    await expectHeading(woken, past.heading(EVENT_NAME));
    expect(await woken.getByText(messages.errorPages.unauthorized).count()).toBe(0);
  });

  it('[D0180.past-players] coming back after the archive, logs in and reads the results and prizes of the event, told it ended', async () => {
    const again = await walk.freshPage();
    await again.goto(`${walk.server.url}/login`);
    await again.getByLabel(messages.ui.common.email, { exact: true }).fill(PLAYER.email);
    await again.getByLabel(messages.ui.common.password, { exact: true }).fill(PLAYER.password);
    await again.getByRole('button', { name: ui.login.submit }).click();
    await again.waitForURL((url) => url.pathname === '/past-event');
    await expectHeading(again, past.heading(EVENT_NAME));
    await again.getByText(messages.winners.none).waitFor();
    expect(await again.getByText(messages.auth.invalidCredentials).count()).toBe(0);
    // The public check of its draw stays at the event's own address.
    expect(await again.getByRole('link', { name: past.checkDraw }).getAttribute('href')).toMatch(/^\/raffle\/verify\?event=\d+$/);
    // Without the account of the event, the page asks to log in.
    const stranger = await walk.freshPage();
    await stranger.goto(`${walk.server.url}/past-event`);
    await stranger.getByText(serverMessages.pastEventLogIn).waitFor();
  });
});
