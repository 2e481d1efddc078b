import { messages } from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultsScreen, type ResultSlide } from './results-screen.js';

const text = messages.ui.results;

const slides: ResultSlide[] = [
  {
    key: 'harbour',
    title: 'Harbour Books',
    logo: '/harbour.webp',
    intro: null,
    groups: [{ heading: null, image: null, winners: [{ name: 'Ann Bonny', region: 'Ontario', country: 'Canada', award: 100 }] }],
  },
  {
    key: 'other',
    title: text.other,
    logo: null,
    intro: text.otherIntro,
    groups: [{ heading: 'Compass Co', image: '/prize.webp', winners: [{ name: 'Mary Read', region: '', country: 'Mexico', award: null }] }],
  },
];

describe('ResultsScreen', () => {
  it('shows one partner slide at a time with its winners and awards', () => {
    render(<ResultsScreen slides={{ status: 'ready', data: slides }} />);
    const slide = screen.getByRole('group', { name: text.slide(1, 2) });
    expect(within(slide).getByRole('heading', { name: 'Harbour Books' })).toBeInTheDocument();
    expect(within(slide).getByText('Ann Bonny')).toBeInTheDocument();
    expect(within(slide).getByText('Ontario, Canada')).toBeInTheDocument();
    expect(within(slide).getByText('$100')).toBeInTheDocument();
  });

  it('moves to the Other slide and wraps around', async () => {
    const user = userEvent.setup();
    render(<ResultsScreen slides={{ status: 'ready', data: slides }} />);
    await user.click(screen.getByRole('button', { name: text.next }));
    const other = screen.getByRole('group', { name: text.slide(2, 2) });
    expect(within(other).getByRole('heading', { level: 2 })).toHaveTextContent('Other');
    expect(within(other).getByRole('heading', { level: 3 })).toHaveTextContent('Compass Co');
    expect(within(other).getByText('Mexico')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByRole('group', { name: text.slide(1, 2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.previous }));
    expect(screen.getByRole('group', { name: text.slide(2, 2) })).toBeInTheDocument();
  });

  it('says "No Winners" when there are none, and shows a load failure', () => {
    const { rerender } = render(<ResultsScreen slides={{ status: 'ready', data: [] }} />);
    expect(screen.getByText('No Winners')).toBeInTheDocument();
    rerender(<ResultsScreen slides={{ status: 'failed', message: messages.winners.processingIssue }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There was a issue processing the winners response');
  });
});
