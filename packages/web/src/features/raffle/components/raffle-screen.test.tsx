import { messages, raffleChanceText } from '@dubloon-quest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter as render } from '../../../../test/render-with-router.js';
import type { RaffleItemView } from './raffle-item-card.js';
import { RaffleScreen, type RaffleScreenProps } from './raffle-screen.js';

const text = messages.ui.raffle;

const item = (itemId: number, overrides: Partial<RaffleItemView> = {}): RaffleItemView => ({
  itemId,
  name: `Prize ${itemId}`,
  description: 'A fine prize',
  imageSrc: `/images/${itemId}.webp`,
  stock: 2,
  silver: true,
  staked: 0,
  partner: { name: 'Harbour Books', logo: '/logo.webp', resourceLink: 'https://example.org', resourceName: 'Reading list' },
  canAdd: true,
  canRemove: false,
  chance: null,
  ...overrides,
});

const props = (overrides: Partial<RaffleScreenProps> = {}): RaffleScreenProps => ({
  items: { status: 'ready', data: [item(1), item(2, { silver: false, staked: 3, canRemove: true })] },
  remainingCoins: 5,
  isPlayer: true,
  roleNotice: null,
  cooldown: null,
  controlsDisabled: false,
  submitting: false,
  submitBlockedBy: null,
  confirmOpen: false,
  onAdd: vi.fn(),
  onRemove: vi.fn(),
  onRequestSubmit: vi.fn(),
  onConfirmSubmit: vi.fn(),
  onCancelSubmit: vi.fn(),
  ...overrides,
});

describe('RaffleScreen', () => {
  it('marks an English text on a French page with lang="en" for screen readers', () => {
    render(<RaffleScreen {...props({ items: { status: 'ready', data: [item(1, { name: 'Lampe', description: 'A reading light', descriptionLang: 'en' })] } })} />);
    const card = screen.getByRole('article', { name: 'Lampe' });
    expect(within(card).getByText('A reading light')).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('heading', { name: 'Lampe' })).not.toHaveAttribute('lang');
  });

  it('shows each item with its silver or gold flag, its stake and the remaining balance', () => {
    render(<RaffleScreen {...props()} />);
    expect(screen.getByText(text.remaining(5))).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Prize 1' });
    expect(within(first).getByText(text.silver)).toBeInTheDocument();
    expect(within(first).getByText(text.donatedBy('Harbour Books'))).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const second = screen.getByRole('article', { name: 'Prize 2' });
    expect(within(second).getByText(text.gold)).toBeInTheDocument();
    expect(within(second).getByText(text.staked(3))).toBeInTheDocument();
  });

  it('adds and removes coins per item, each control disabled when the ledger says so (spec 5)', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    render(<RaffleScreen {...props({ onAdd, onRemove })} />);
    expect(screen.getByRole('button', { name: text.remove('Prize 1') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: text.add('Prize 1') }));
    await user.click(screen.getByRole('button', { name: text.remove('Prize 2') }));
    expect(onAdd).toHaveBeenCalledWith(1);
    expect(onRemove).toHaveBeenCalledWith(2);
  });

  it("shows the player's chance on items with coins only, and the method with a link to the draw's page", () => {
    const chance = { text: 'Your chance: 12.5 %', announcement: 'Prize 2: your chance 12.5 %' };
    render(<RaffleScreen {...props({ items: { status: 'ready', data: [item(1), item(2, { staked: 1, chance })] } })} />);
    expect(within(screen.getByRole('article', { name: 'Prize 2' })).getByText('Your chance: 12.5 %')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Prize 1' })).queryByText(/Your chance/)).not.toBeInTheDocument();
    expect(screen.getByText(raffleChanceText.method, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: raffleChanceText.methodLink })).toHaveAttribute('href', '/raffle/verify');
  });

  it('announces the chance once after the player moves a coin, not when other players move theirs', async () => {
    const user = userEvent.setup();
    const chance = (percent: string) => ({ text: `Your chance: ${percent} %`, announcement: `Prize 1: your chance ${percent} %` });
    const view = (staked: number, percent: string | null) =>
      props({ items: { status: 'ready', data: [item(1, { staked, canRemove: staked > 0, chance: percent === null ? null : chance(percent) })] } });
    const { rerender } = render(<RaffleScreen {...view(0, null)} />);
    const status = document.getElementById('raffle-chance-announcement')!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: text.add('Prize 1') }));
    // The parent answers the click with the new stake and chance, as the raffle machine does at once.
    rerender(<RaffleScreen {...view(1, '25.0')} />);
    expect(status).toHaveTextContent('Prize 1: your chance 25.0 %');
    // Another player's stake: the text changes, the announcement does not.
    rerender(<RaffleScreen {...view(1, '20.0')} />);
    expect(screen.getByText('Your chance: 20.0 %')).toBeInTheDocument();
    expect(status).toHaveTextContent('Prize 1: your chance 25.0 %');
    await user.click(screen.getByRole('button', { name: text.remove('Prize 1') }));
    rerender(<RaffleScreen {...view(0, null)} />);
    expect(status).toHaveTextContent('');
    expect(screen.queryByText(/Your chance/)).not.toBeInTheDocument();
  });

  it('shows items in pages of 8 (spec 9)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 17 }, (_, index) => item(index + 1));
    render(<RaffleScreen {...props({ items: { status: 'ready', data: many } })} />);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByText(text.page(1, 3))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.previousPage })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: text.nextPage }));
    await user.click(screen.getByRole('button', { name: text.nextPage }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Prize 17' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.nextPage })).toBeDisabled();
  });

  it('asks for confirmation before submitting', async () => {
    const user = userEvent.setup();
    const onRequestSubmit = vi.fn();
    const onConfirmSubmit = vi.fn();
    const { rerender } = render(<RaffleScreen {...props({ onRequestSubmit, onConfirmSubmit })} />);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onRequestSubmit).toHaveBeenCalledOnce();
    rerender(<RaffleScreen {...props({ onRequestSubmit, onConfirmSubmit, confirmOpen: true })} />);
    const dialog = screen.getByRole('alertdialog', { name: text.confirmTitle });
    expect(dialog).toHaveTextContent(messages.raffle.confirmSubmit);
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(onConfirmSubmit).toHaveBeenCalledOnce();
  });

  it('disables submitting and every control during the cooldown, with its countdown (spec 4)', () => {
    render(<RaffleScreen {...props({ cooldown: '00:30:00', controlsDisabled: true, submitBlockedBy: messages.raffle.cooldown })} />);
    expect(screen.getByRole('timer')).toHaveTextContent(`${text.cooldown} 00:30:00`);
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.submit })).toHaveAccessibleDescription(messages.raffle.cooldown);
    expect(screen.getByRole('button', { name: text.add('Prize 1') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.remove('Prize 2') })).toBeDisabled();
  });

  it('gives a non-player the notice, no balance and disabled controls (spec 6)', () => {
    render(<RaffleScreen {...props({ isPlayer: false, roleNotice: messages.roles.onlyPlayersStake, controlsDisabled: true })} />);
    expect(screen.getByRole('note')).toHaveTextContent('Only players can assign Dubl-U-Nes to raffle items');
    expect(screen.queryByText(text.remaining(5))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.add('Prize 1') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled();
  });

  it('shows the load failure and the empty state', () => {
    const { rerender } = render(<RaffleScreen {...props({ items: { status: 'failed', message: messages.raffle.loadFailed } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.raffle.loadFailed);
    rerender(<RaffleScreen {...props({ items: { status: 'ready', data: [] } })} />);
    expect(screen.getByText('Unexpectedly failed to retrieve raffle data.')).toBeInTheDocument();
  });
});
