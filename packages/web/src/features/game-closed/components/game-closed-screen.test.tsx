import { messages } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { GameClosedScreen } from './game-closed-screen.js';

describe('GameClosedScreen', () => {
  it('shows the closed message, the countdown and logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithRouter(<GameClosedScreen countdown="01:00:00" ended={false} onLogout={onLogout} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.gameClosed.title);
    expect(screen.getByText(messages.gameClosed.body)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.gameClosed.seeResults })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(`${messages.ui.gameClosed.countdown} 01:00:00`);
    await user.click(screen.getByRole('button', { name: messages.ui.gameClosed.logout }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('says the game has ended, not that winners are being reviewed, and opens the results, once it is over', () => {
    renderWithRouter(<GameClosedScreen countdown={null} ended onLogout={vi.fn()} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(messages.gameClosed.ended)).toBeInTheDocument();
    expect(screen.queryByText(messages.gameClosed.body)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.gameClosed.seeResults })).toHaveAttribute('href', '/results');
  });
});
