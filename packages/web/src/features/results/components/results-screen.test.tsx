import { messages, resultsDrawText } from '@dubloon-quest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter as render } from '../../../../test/render-with-router.js';
import { ResultsScreen, type ResultSlide } from './results-screen.js';

const text = messages.ui.results;

const slides: ResultSlide[] = [
  {
    key: 'harbour',
    title: 'Harbour Books',
    logo: '/harbour.webp',
    intro: null,
    groups: [
      { heading: null, prize: null, image: null, winners: [{ name: 'Ann Bonny', region: 'Ontario', country: 'Canada', award: 100 }] },
      { heading: text.raffleWinners, prize: 'Brass telescope', image: '/telescope.webp', winners: [{ name: 'Jack Rackham', region: '', country: 'Jamaica', award: null }] },
    ],
  },
  {
    key: 'other',
    title: text.other,
    logo: null,
    intro: text.otherIntro,
    groups: [{ heading: 'Compass Co', prize: 'Pocket compass', image: '/prize.webp', winners: [{ name: 'Mary Read', region: '', country: 'Mexico', award: null }] }],
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

  it('names each raffle prize beside its winners, and gives its picture the name as its text', async () => {
    const user = userEvent.setup();
    render(<ResultsScreen slides={{ status: 'ready', data: slides }} />);
    const slide = screen.getByRole('group', { name: text.slide(1, 2) });
    expect(within(slide).getByText(text.prize('Brass telescope'))).toBeInTheDocument();
    expect(within(slide).getByRole('img', { name: 'Brass telescope' })).toHaveAttribute('src', '/telescope.webp');
    await user.click(screen.getByRole('button', { name: text.next }));
    const other = screen.getByRole('group', { name: text.slide(2, 2) });
    expect(within(other).getByText(text.prize('Pocket compass'))).toBeInTheDocument();
    expect(within(other).getByText('Mary Read')).toBeInTheDocument();
  });

  it('marks an English prize name on a French page with lang="en", the words around it not', () => {
    const marked = [{ ...slides[0]!, groups: [{ heading: text.raffleWinners, prize: 'Brass telescope', prizeLang: 'en' as const, image: null, winners: [] }] }];
    render(<ResultsScreen slides={{ status: 'ready', data: marked }} />);
    const name = screen.getByText('Brass telescope');
    expect(name).toHaveAttribute('lang', 'en');
    expect(name.parentElement).toHaveTextContent(text.prize('Brass telescope'));
    expect(name.parentElement).not.toHaveAttribute('lang');
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

  describe('the draw you can check', () => {
    const proof = { commitment: 'ab'.repeat(32), committedAt: 'Apr 22, 2026, 9:00 AM', drawnAt: 'Apr 24, 2026, 6:05 PM', recordPublished: true };

    it('links the record to download, the commitment and the page that recomputes the draw', async () => {
      const user = userEvent.setup();
      const onDownloadRecord = vi.fn();
      render(<ResultsScreen slides={{ status: 'ready', data: slides }} drawProof={proof} onDownloadRecord={onDownloadRecord} />);
      const section = screen.getByRole('region', { name: resultsDrawText.heading });
      expect(section).toHaveTextContent(resultsDrawText.drawnAt(proof.drawnAt));
      expect(section).toHaveTextContent(`${resultsDrawText.commitment(proof.committedAt)} ${proof.commitment}`);
      expect(within(section).getByRole('link', { name: resultsDrawText.verify })).toHaveAttribute('href', '/raffle/verify');
      await user.click(within(section).getByRole('button', { name: resultsDrawText.download }));
      expect(onDownloadRecord).toHaveBeenCalledOnce();
    });

    it('says the record comes with the results while they are held, and shows nothing before the draw', () => {
      const { rerender } = render(<ResultsScreen slides={{ status: 'ready', data: [] }} drawProof={{ ...proof, recordPublished: false }} />);
      expect(screen.getByText(resultsDrawText.held)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: resultsDrawText.download })).not.toBeInTheDocument();
      rerender(<ResultsScreen slides={{ status: 'ready', data: [] }} drawProof={null} />);
      expect(screen.queryByRole('region', { name: resultsDrawText.heading })).not.toBeInTheDocument();
    });
  });
});
