import { formatEventTime, messages } from '@dubloon-quest/core';
import { buildResults, buildTimestamps, demoSeed, FakeGameServer, FakeRealtime } from '@dubloon-quest/core/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from './app.js';
import type { AppServices } from '../services/app-services.js';

const ui = messages.ui;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Delivers what the in-memory game's socket has queued (connection, registration, pushes). */
async function deliverPushes(services: AppServices): Promise<void> {
  const realtime = services.game.current()?.realtime;
  if (!(realtime instanceof FakeRealtime)) throw new Error('the game is not running on the fake socket');
  await act(() => realtime.flush());
}

describe('a schedule change pushed while playing', () => {
  it('moves the open page to the new period without a reload, and keeps the player logged in', async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    const services = servicesOn(server);
    render(<App services={services} />);

    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }));
    const cards = await screen.findByRole('navigation', { name: ui.treasureMap.cardsLabel });
    await user.click(within(cards).getByRole('link', { name: new RegExp(ui.treasureMap.cards.learn.title) }));
    await screen.findByRole('list', { name: ui.learn.chestsLabel });
    await deliverPushes(services);

    // The organizers start the review now: Learn and Earn closes for players, the game-closed page opens.
    server.setTimestamps(buildTimestamps('reviewStart', Date.now()));
    await deliverPushes(services);
    await screen.findByRole('heading', { level: 1, name: messages.gameClosed.title });
    expect(window.location.pathname).toBe('/game-closed');
    expect(screen.queryByRole('heading', { level: 1, name: ui.login.heading })).not.toBeInTheDocument();
  });
});

describe('the event times a player reads', () => {
  it("come from the event: the instructions name the challenge window and the meeting in the player's time zone, and follow a change", async () => {
    const user = userEvent.setup();
    const start = buildTimestamps('preGame', Date.now());
    const opens = new Date(Date.parse(start.game_start) + 3_600_000).toISOString();
    const closes = new Date(Date.parse(start.review_start) - 3_600_000).toISOString();
    const meeting = new Date(Date.parse(start.review_end) + 3_600_000).toISOString();
    const server = new FakeGameServer({
      seed: demoSeed(),
      clock: { now: () => Date.now() },
      timestamps: { ...start, challenges_open: opens, challenges_close: closes, meeting },
    });
    const services = servicesOn(server);
    render(<App services={services} />);

    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await screen.findByRole('heading', { level: 1, name: ui.treasureMap.instructionsHeading });
    expect(
      screen.getByText(`Challenges are open from ${formatEventTime(opens)} to ${formatEventTime(closes)}.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`join the meeting on ${formatEventTime(meeting)}.`, { exact: false }),
    ).toBeInTheDocument();
    expect(formatEventTime(meeting)).toMatch(/ (Time|UTC|GMT)/);
    expect(screen.queryByText(/April 26 at 2PM EST|hours 49 to 120/)).not.toBeInTheDocument();
    await deliverPushes(services);

    // The organizers move the meeting and drop the window: the open page follows without a reload.
    const moved = new Date(Date.parse(meeting) + 86_400_000).toISOString();
    server.setTimestamps({ ...start, meeting: moved });
    await deliverPushes(services);
    await screen.findByText(`join the meeting on ${formatEventTime(moved)}.`, { exact: false });
    expect(screen.queryByText(/Challenges are open from/)).not.toBeInTheDocument();
  });
});

describe('results published during the review', () => {
  it('take a player left on the open Game Closed page to the results at once, without a reload', async () => {
    const user = userEvent.setup();
    // The review: nothing published yet, so the results list nobody.
    const server = new FakeGameServer({
      seed: { ...demoSeed(), results: { raffle_winners: [], challenge_winners: [] } },
      clock: { now: () => Date.now() },
      timestamps: buildTimestamps('reviewStart', Date.now()),
    });
    const services = servicesOn(server);
    render(<App services={services} />);

    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await screen.findByRole('heading', { level: 1, name: messages.gameClosed.title });
    expect(window.location.pathname).toBe('/game-closed');
    await deliverPushes(services);
    // Still closed: /results sends a player in the review back here while nothing is published.
    expect(screen.getByRole('heading', { level: 1, name: messages.gameClosed.title })).toBeInTheDocument();

    // The organizers publish the results: the open page follows to them.
    const results = buildResults();
    server.publishResults(results);
    await deliverPushes(services);
    await screen.findByRole('heading', { level: 1, name: ui.results.heading });
    expect(window.location.pathname).toBe('/results');
    expect(await screen.findByText(results.challenge_winners[0]!.winners[0]!.name)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: ui.login.heading })).not.toBeInTheDocument();
  });
});
