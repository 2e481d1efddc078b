import { messages, RAFFLE_TOTALS_EVENT, type GamePeriod, type ResultsResponse } from '@dubloon-quest/core';
import { consolePresenterText, consoleShellText, type ConsoleSchedule } from '@dubloon-quest/core/console';
import { buildTimestamps } from '@dubloon-quest/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, stubConsoleServer, type SeenRequest } from '../../../../test/console-test-app.js';

const text = consolePresenterText;
const SECRET = '3c'.repeat(32);
const EVENT_NAME = 'Harbour Schools Treasure Week';

afterEach(() => vi.unstubAllGlobals());

/** The console's schedule answer in a period, with the event's name. */
function scheduleIn(period: GamePeriod | null): ConsoleSchedule {
  return { event_name: EVENT_NAME, timestamps: buildTimestamps(period ?? 'preGame', Date.now()), source: 'event', period, ends_at: null };
}

/** Logs the organizer in on core's in-memory game and opens the presenter view, the console's schedule stubbed. */
async function openPresenter(period: GamePeriod | null) {
  const schedule = scheduleIn(period);
  const requests: SeenRequest[] = stubConsoleServer((request) => (request.path === '/console/schedule' ? { body: schedule } : undefined));
  const app = await logIn();
  act(() => {
    window.history.pushState(null, '', '/console/presenter');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await screen.findByRole('heading', { level: 1, name: EVENT_NAME }, { timeout: 15_000 });
  return { ...app, requests };
}

const results: ResultsResponse = {
  raffle_winners: [
    {
      partner_name: 'Harbor Tech',
      item_name: 'Noise-cancelling headphones',
      image_src: '/media/items/item-1.png',
      logo: '/media/partners/harbor-tech.png',
      winners: [{ name: 'Ada Lovelace', education: 'Grade 11', region: 'Ontario', country: 'Canada' }],
    },
  ],
  challenge_winners: [],
};

describe('the presenter view route', () => {
  it('shows the live totals alone on the page, follows the raffle_totals pushes and makes no console call but the schedule', async () => {
    const { requests, realtime, flushRealtime } = await openPresenter('gameStart');
    const table = await screen.findByRole('table', { name: text.liveHeading }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    // Outside the console's frame (the game's header is hidden by the page's style, which jsdom does not apply).
    expect(screen.queryByRole('navigation', { name: consoleShellText.navLabel })).not.toBeInTheDocument();
    expect(screen.getByText(text.noCommitment)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(messages.ui.pageTitle(`${text.title} · ${EVENT_NAME}`)));

    realtime().emit(RAFFLE_TOTALS_EVENT, { items: [{ item_id: '1', total_staked: 42 }, { item_id: '4', total_staked: 7 }] });
    await flushRealtime();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    await waitFor(() => expect(row('Noise-cancelling headphones')).toHaveTextContent(text.coins(42)));
    expect(row('Coding bootcamp seat')).toHaveTextContent(text.coins(7));
    expect(new Set(requests.map((request) => request.path))).toEqual(new Set(['/console/me', '/console/overview', '/console/schedule']));
  });

  it('says so before the raffle opens', async () => {
    await openPresenter(null);
    expect(await screen.findByText(text.notOpen, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('waits while the results are held, then turns to the reveal when they are published and moves with the keys', async () => {
    const { server, user, flushRealtime } = await openPresenter('reviewStart');
    expect(await screen.findByText(text.waiting, {}, { timeout: 15_000 })).toBeInTheDocument();

    const commitment = server.commitDraw(SECRET);
    server.runDraw(SECRET, { published: true });
    server.publishResults(results);
    await flushRealtime();
    const stage = await screen.findByRole('region', { name: text.revealLabel }, { timeout: 15_000 });
    expect(within(stage).getByText(commitment)).toBeInTheDocument();
    expect(screen.getByTestId('presenter-cue')).toHaveTextContent(text.cue);

    await user.keyboard('{ArrowRight}');
    expect(within(stage).getByRole('heading', { name: 'Noise-cancelling headphones' })).toBeInTheDocument();
    expect(within(stage).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(within(stage).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(stage).getByText(text.from('Ontario', 'Canada'))).toBeInTheDocument();
    expect(screen.queryByText('Grade 11')).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(stage).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await user.keyboard('{Enter}{Enter}');
    expect(within(stage).getByRole('heading', { name: text.verifyHeading })).toBeInTheDocument();
    // The draw by its commitment: the address stays good after the archive (decision 0180).
    const verify = `${window.location.origin}/raffle/verify?draw=${commitment.slice(0, 16)}`;
    expect(within(stage).getByRole('link', { name: verify })).toHaveAttribute('href', verify);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(text.step(4, 4))).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(within(stage).getByText(commitment)).toBeInTheDocument();
  });
});
