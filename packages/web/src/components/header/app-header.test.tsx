import { eventLookText, messages } from '@dubloon-quest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { AppHeader } from './app-header.js';

const shell = messages.ui.shell;

describe('AppHeader', () => {
  it('lists the menu of spec section 2 in order, then logout', () => {
    renderWithRouter(<AppHeader session={{ coins: 12 }} onLogout={vi.fn()} onOpenSupport={vi.fn()} />);
    const menu = screen.getByRole('navigation', { name: shell.mainMenu });
    const names = within(menu).getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual([shell.profile, shell.learn, shell.businesses, shell.results, shell.raffle, shell.logout]);
    expect(within(menu).getByRole('link', { name: shell.raffle })).toHaveAttribute('href', '/raffle');
  });

  it('opens and closes the menu by keyboard, Escape giving the focus back to the button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AppHeader session={{ coins: 3 }} onLogout={vi.fn()} onOpenSupport={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: shell.menu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: shell.profile })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when a link is followed and logs out from the menu', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithRouter(<AppHeader session={{ coins: 3 }} onLogout={onLogout} onOpenSupport={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: shell.menu });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: shell.learn }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: shell.logout }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows the coin balance to players and no balance text to non-players (spec 6)', () => {
    const { unmount } = renderWithRouter(<AppHeader session={{ coins: 12 }} onLogout={vi.fn()} onOpenSupport={vi.fn()} />);
    expect(screen.getByText(messages.ui.common.dublunes(12))).toBeInTheDocument();
    unmount();
    renderWithRouter(<AppHeader session={{ coins: null }} onLogout={vi.fn()} onOpenSupport={vi.fn()} />);
    expect(screen.queryByText(/dubl-u-nes/)).not.toBeInTheDocument();
  });

  it('has no menu when logged out, but still offers support', async () => {
    const user = userEvent.setup();
    const onOpenSupport = vi.fn();
    renderWithRouter(<AppHeader session={null} onLogout={vi.fn()} onOpenSupport={onOpenSupport} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: shell.support }));
    expect(onOpenSupport).toHaveBeenCalledOnce();
  });

  it("shows the event's name, logo and colour instead of the game's when the page carries them (issue 32)", () => {
    const look = { name: 'Harbor Days 2026', logo: '/media/harbor.png', color: '#1d4e89' };
    const { container } = renderWithRouter(<AppHeader session={null} onLogout={vi.fn()} onOpenSupport={vi.fn()} look={look} />);
    const home = screen.getByRole('link', { name: eventLookText.homeLink(look.name) });
    expect(home).toHaveTextContent('Harbor Days 2026');
    expect(home).not.toHaveTextContent(messages.ui.productName);
    expect(home.querySelector('img')).toHaveAttribute('src', '/media/harbor.png');
    const header = container.querySelector('header')!;
    expect(header.style.getPropertyValue('--sea')).toBe('#1d4e89');
    expect(header.style.getPropertyValue('--sea-ink')).toBe('#ffffff');
  });

  it("keeps the game's name and colour without an event look", () => {
    const { container } = renderWithRouter(<AppHeader session={null} onLogout={vi.fn()} onOpenSupport={vi.fn()} />);
    expect(screen.getByRole('link', { name: messages.ui.shell.homeLink })).toHaveTextContent(messages.ui.productName);
    expect(container.querySelector('header')!.getAttribute('style')).toBeNull();
  });
});
