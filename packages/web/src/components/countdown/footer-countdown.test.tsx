import { messages } from '@dubloon-quest/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FooterCountdown } from './footer-countdown.js';

describe('FooterCountdown', () => {
  it('shows the time left in the period', () => {
    render(<FooterCountdown period="preGame" countdown="1d 01:01:01" />);
    expect(screen.getByRole('timer')).toHaveTextContent(`${messages.ui.countdown.periods.preGame} 1d 01:01:01`);
  });

  it.each(['gameStart', 'reviewStart', 'winnersAnnounced'] as const)('names the end of %s', (period) => {
    render(<FooterCountdown period={period} countdown="00:00:59" />);
    expect(screen.getByRole('timer')).toHaveTextContent(`${messages.ui.countdown.periods[period]} 00:00:59`);
  });

  it('says the game has ended in gameEnd, and shows nothing without a schedule', () => {
    const { rerender } = render(<FooterCountdown period="gameEnd" countdown={null} />);
    expect(screen.getByText(messages.ui.countdown.gameOver)).toBeInTheDocument();
    rerender(<FooterCountdown period={null} countdown={null} />);
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
  });
});
