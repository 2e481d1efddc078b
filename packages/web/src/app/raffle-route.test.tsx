import { messages, raffleChanceText } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, DEMO_PLAYER, FakeGameApi, FakeGameServer, type FakeRealtime } from '@dubloon-quest/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from './app.js';

const ui = messages.ui;
const base = demoSeed();
const others = ['ann.bonny@example.com', 'mary.read@example.com'];
// The demo event with two more players, who stake against the demo player.
const seed = {
  ...base,
  accounts: [...base.accounts, ...others.map((email) => ({ ...base.accounts[0]!, user: { ...base.accounts[0]!.user, email } }))],
};
const seat = seed.raffleItems.find((item) => item.stock === 1)!;
const headphones = seed.raffleItems.find((item) => item.stock === 2)!;

async function stakeAs(server: FakeGameServer, email: string, stakes: Record<number, number>) {
  const api = new FakeGameApi(server);
  await api.login({ email, password: DEMO_PLAYER.password });
  const staked_items = Object.entries(stakes).map(([item_id, coins]) => ({ item_id: Number(item_id), coins }));
  await api.submitStakes({ staked_items, total_coins: 0 });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the raffle page: the chance on each item', () => {
  it('follows plus and minus at once and other players’ stakes live, exact for one prize and "at least" for several', async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    await stakeAs(server, others[0]!, { [seat.item_id]: 3, [headphones.item_id]: 6 });
    const services = servicesOn(server);
    render(<App services={services} />);

    await screen.findByRole('heading', { level: 1, name: ui.login.heading }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }, { timeout: 10_000 }));
    await user.click(screen.getByRole('link', { name: ui.shell.raffle }));

    const card = within(await screen.findByRole('article', { name: seat.name }, { timeout: 10_000 }));
    expect(card.queryByText(/Your chance/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: ui.raffle.add(seat.name) }));
    // One prize: 1 coin of 3 + 1.
    expect(card.getByText('Your chance: 25.0 %')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: ui.raffle.add(seat.name) }));
    expect(card.getByText('Your chance: 40.0 %')).toBeInTheDocument();
    expect(document.getElementById('raffle-chance-announcement')).toHaveTextContent(`${seat.name}: your chance 40.0 %`);
    await user.click(card.getByRole('button', { name: ui.raffle.remove(seat.name) }));
    expect(card.getByText('Your chance: 25.0 %')).toBeInTheDocument();

    // Another player stakes 4 more: the realtime connection brings the new total, and the chance follows.
    const realtime = services.game.current()!.realtime as FakeRealtime;
    await act(() => realtime.flush());
    await stakeAs(server, others[1]!, { [seat.item_id]: 4 });
    await act(() => realtime.flush());
    await waitFor(() => expect(card.getByText('Your chance: 12.5 %')).toBeInTheDocument(), { timeout: 10_000 });
    // Not announced: only the player's own moves are.
    expect(document.getElementById('raffle-chance-announcement')).toHaveTextContent(`${seat.name}: your chance 25.0 %`);

    // Two prizes: a lower bound, worded "at least": 1 - (1 - 1/7)^2 = 26.53... %, rounded down.
    const two = within(screen.getByRole('article', { name: headphones.name }));
    await user.click(two.getByRole('button', { name: ui.raffle.add(headphones.name) }));
    expect(two.getByText('Your chance: at least 26.5 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: raffleChanceText.methodLink })).toHaveAttribute('href', '/raffle/verify');
  });
});
