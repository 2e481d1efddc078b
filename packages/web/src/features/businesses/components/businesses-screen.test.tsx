import { messages } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { BusinessesScreen } from './businesses-screen.js';

describe('BusinessesScreen', () => {
  it('shows each business linking to its page, with its answer count badge', () => {
    renderWithRouter(
      <BusinessesScreen
        businesses={{
          status: 'ready',
          data: [
            { key: '1', name: 'Harbour Books', logo: '/a.webp', answersCount: 1, to: '/businesses/harbour-books', navigationState: {} },
            { key: '2', name: 'Anchor Labs', logo: '/b.webp', answersCount: 4, to: '/businesses/anchor-labs', navigationState: {} },
          ],
        }}
      />,
    );
    const link = screen.getByRole('link', { name: /Harbour Books/ });
    expect(link).toHaveAttribute('href', '/businesses/harbour-books');
    expect(link).toHaveTextContent('1 answer submitted');
    expect(screen.getByRole('link', { name: /Anchor Labs/ })).toHaveTextContent('4 answers submitted');
  });

  it('shows the empty state and the load failure', () => {
    const { rerender } = renderWithRouter(<BusinessesScreen businesses={{ status: 'ready', data: [] }} />);
    expect(screen.getByText('Unexpectedly failed to retrieve business data.')).toBeInTheDocument();
    rerender(<BusinessesScreen businesses={{ status: 'failed', message: messages.businesses.loadFailed }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.businesses.loadFailed);
  });
});
