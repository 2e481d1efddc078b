import { messages } from '@dubloon-quest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameClosedScreen } from './game-closed-screen.js';

describe('GameClosedScreen', () => {
  it('shows the closed message, the countdown and logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<GameClosedScreen countdown="01:00:00" onLogout={onLogout} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.gameClosed.title);
    expect(screen.getByRole('timer')).toHaveTextContent(`${messages.ui.gameClosed.countdown} 01:00:00`);
    await user.click(screen.getByRole('button', { name: messages.ui.gameClosed.logout }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('has no countdown when the game is over', () => {
    render(<GameClosedScreen countdown={null} onLogout={vi.fn()} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
