import { messages } from '@dubloon-quest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoBanner } from './demo-banner.js';
import { LoadState } from './load-state.js';
import { LoadingOverlay } from './loading-overlay.js';
import { PlayerOnlyNotice } from './player-only-notice.js';

describe('LoadingOverlay', () => {
  it('shows nothing but keeps its status region while hidden', () => {
    render(<LoadingOverlay visible={false} takingLonger={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says it is loading, and after 29 s that it is taking longer (spec 4)', () => {
    const { rerender } = render(<LoadingOverlay visible takingLonger={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.ui.common.loading);
    expect(screen.queryByText(messages.loading.takingLonger)).not.toBeInTheDocument();
    rerender(<LoadingOverlay visible takingLonger />);
    expect(screen.getByText('Taking longer than expected...')).toBeInTheDocument();
  });
});

describe('DemoBanner and PlayerOnlyNotice', () => {
  it('show the catalogue texts', () => {
    render(
      <>
        <DemoBanner />
        <PlayerOnlyNotice message={messages.roles.onlyPlayersStake} />
      </>,
    );
    expect(screen.getByText(messages.demo.banner)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Only players can assign Dubl-U-Nes to raffle items');
  });
});

describe('LoadState', () => {
  it('renders the data once ready', () => {
    render(<LoadState value={{ status: 'ready', data: ['gold'] }}>{(data) => <p>{data.join()}</p>}</LoadState>);
    expect(screen.getByText('gold')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <LoadState value={{ status: 'failed', message: messages.raffle.loadFailed }} onRetry={onRetry}>
        {() => null}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.raffle.loadFailed);
    await user.click(screen.getByRole('button', { name: messages.ui.common.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it is loading', () => {
    render(<LoadState value={{ status: 'loading' }}>{() => null}</LoadState>);
    expect(screen.getByRole('status')).toHaveTextContent(messages.ui.common.loading);
  });
});
