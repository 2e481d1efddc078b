import { messages } from '@dubloon-quest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { TreasureMapScreen, type MapCard } from './treasure-map-screen.js';

const text = messages.ui.treasureMap;

const cards: MapCard[] = [
  { key: 'profile', to: '/profile', open: true },
  { key: 'businesses', to: '/businesses', open: false },
  { key: 'learn', to: '/learn', open: true },
  { key: 'raffle', to: '/raffle', open: true },
  { key: 'results', to: '/results', open: true },
];

describe('TreasureMapScreen', () => {
  it('shows the instructions first, with Continue and "Don\'t show this again"', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const onDontShowAgain = vi.fn();
    renderWithRouter(<TreasureMapScreen showInstructions onContinue={onContinue} onDontShowAgain={onDontShowAgain} cards={cards} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.instructionsHeading);
    expect(screen.getByText(/3 free dubl-u-nes/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.continue }));
    await user.click(screen.getByRole('button', { name: "Don't show this again" }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onDontShowAgain).toHaveBeenCalledOnce();
  });

  it('says in the demo why its player has 12 dubl-u-nes more than the 3 a new player starts with', () => {
    renderWithRouter(
      <TreasureMapScreen showInstructions onContinue={vi.fn()} onDontShowAgain={vi.fn()} cards={cards} demoExtraCoins={12} />,
    );
    expect(screen.getByText(/3 free dubl-u-nes; this demo gives you 12 more to try the raffle/)).toBeInTheDocument();
  });

  it('shows the five cards in order, a closed one as text rather than a link (spec 4)', () => {
    renderWithRouter(<TreasureMapScreen showInstructions={false} onContinue={vi.fn()} onDontShowAgain={vi.fn()} cards={cards} />);
    const nav = screen.getByRole('navigation', { name: text.cardsLabel });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText((_, el) => el?.classList.contains('map-card__title') ?? false).textContent)).toEqual([
      'Profile',
      'See businesses',
      'Learn and Earn',
      'Raffle page',
      'Event Results',
    ]);
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).getByRole('link', { name: /Learn and Earn/ })).toHaveAttribute('href', '/learn');
    expect(items[1]).toHaveTextContent(text.closed);
  });
});
