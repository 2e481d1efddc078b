import { drawCheckText } from '@dubloon-quest/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RaffleVerifyScreen, type RaffleVerifyScreenProps } from './raffle-verify-screen.js';

const props = (overrides: Partial<RaffleVerifyScreenProps> = {}): RaffleVerifyScreenProps => ({
  published: { status: 'ready', data: { commitment: { value: 'c'.repeat(64), date: 'Apr 22, 2026' }, draw: { date: 'Apr 24, 2026', recordPublished: true } } },
  onRetry: vi.fn(),
  check: { status: 'idle' },
  noted: '',
  onNotedChange: vi.fn(),
  onCheckPublished: vi.fn(),
  onCheckFile: vi.fn(),
  ...overrides,
});

describe('RaffleVerifyScreen', () => {
  it('shows progress while the draw is recomputed, with the buttons and file picker disabled', () => {
    render(<RaffleVerifyScreen {...props({ check: { status: 'checking', source: 'draw.json' } })} />);
    expect(screen.getByText(drawCheckText.checkingOf('draw.json'))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: drawCheckText.checking })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: drawCheckText.checkPublished })).toBeDisabled();
    expect(screen.getByLabelText(drawCheckText.fileLabel)).toBeDisabled();
  });

  it('says which check fails, and lists the commitment checks with what holds and what does not', () => {
    const { rerender } = render(
      <RaffleVerifyScreen
        {...props({
          check: { status: 'done', result: { source: 'x.json', matches: false, failure: 'The seed is wrong', commitmentLines: [], summary: null, details: null } },
        })}
      />,
    );
    expect(screen.getByText(drawCheckText.doesNotMatch)).toBeInTheDocument();
    expect(screen.getByText(drawCheckText.failedCheck('The seed is wrong'))).toBeInTheDocument();
    rerender(
      <RaffleVerifyScreen
        {...props({
          check: {
            status: 'done',
            result: {
              source: 'x.json',
              matches: false,
              failure: null,
              commitmentLines: [
                { text: drawCheckText.commitmentMatches, ok: true },
                { text: drawCheckText.noteDiffers, ok: false },
              ],
              summary: drawCheckText.summary(1, 1),
              details: null,
            },
          },
        })}
      />,
    );
    expect(screen.getByText(drawCheckText.commitmentMatches).closest('li')).toHaveClass('raffle-verify__line--ok');
    expect(screen.getByText(drawCheckText.noteDiffers).closest('li')).toHaveClass('raffle-verify__line--bad');
  });

  it('shows the loading line and the load failure with a retry', () => {
    const { rerender } = render(<RaffleVerifyScreen {...props({ published: { status: 'loading' } })} />);
    expect(screen.getAllByRole('status')[0]).toBeInTheDocument();
    rerender(<RaffleVerifyScreen {...props({ published: { status: 'failed', message: drawCheckText.loadFailed } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(drawCheckText.loadFailed);
  });
});
