import { consolePresenterText, revealReducer, startReveal, type RevealState } from '@dubloon-quest/core/console';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsolePresenter, type PresenterContent } from './console-presenter.js';
import type { RevealPrizeView } from './console-presenter-view.js';

const text = consolePresenterText;
const commitment = { value: 'ab'.repeat(32), date: 'Friday, November 27, 2026 at 6:25 PM UTC' };
const prizes: RevealPrizeView[] = [
  { name: 'Headphones', partner: 'Harbor Tech', image: '/media/1.png', winners: [{ name: 'Ada Lovelace', from: 'from Ontario, Canada' }] },
  { name: 'Laptop stand', partner: 'Harbor Tech', image: '', winners: [{ name: 'Grace Hopper', from: 'from Mexico' }, { name: 'Alan Turing', from: 'from Canada' }] },
];
const VERIFY = 'http://localhost:3000/raffle/verify';

function at(index: number): RevealState {
  let state = startReveal(prizes.length);
  for (let step = 0; step < index; step += 1) state = revealReducer(state, { type: 'next' });
  return state;
}

function revealContent(
  reveal: RevealState,
  handlers: Partial<Record<'onNext' | 'onBack' | 'onRestart', () => void>> = {},
  shown: readonly RevealPrizeView[] = prizes,
): PresenterContent {
  return { kind: 'reveal', reveal, prizes: shown, commitment, verifyUrl: VERIFY, onNext: vi.fn(), onBack: vi.fn(), onRestart: vi.fn(), ...handlers };
}

const stage = () => screen.getByRole('region', { name: text.revealLabel });

describe('the presenter view', () => {
  it("names the event and says, before the raffle opens, that the totals come with it", () => {
    render(<ConsolePresenter eventName="Treasure Week" content={{ kind: 'notOpen', commitment: null }} fullScreen={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Treasure Week' })).toBeInTheDocument();
    expect(screen.getByText(text.notOpen)).toBeInTheDocument();
    expect(screen.getByText(text.noCommitment)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.fullScreen })).not.toBeInTheDocument();
  });

  it('shows every prize with its coins staked and the total while the raffle is open, and the commitment once published', () => {
    render(
      <ConsolePresenter
        eventName={null}
        content={{
          kind: 'live',
          prizes: { status: 'ready', data: [{ id: 1, name: 'Headphones', partner: 'Harbor Tech', image: '', total: 5 }, { id: 2, name: 'Laptop stand', partner: 'Harbor Tech', image: '', total: 1 }] },
          onRetry: vi.fn(),
          commitment,
        }}
        fullScreen={{ active: false, toggle: vi.fn() }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: text.untitled })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.liveHeading });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([`${text.prize}${text.partner}${text.staked}`, `HeadphonesHarbor Tech${text.coins(5)}`, `Laptop standHarbor Tech${text.coins(1)}`]);
    expect(screen.getByText(text.totalStaked(6))).toBeInTheDocument();
    expect(screen.getByText(commitment.value)).toBeInTheDocument();
    expect(screen.getByText(text.commitmentAt(commitment.date))).toBeInTheDocument();
  });

  it('says when the raffle has no prize, and waits for the results once it closes, drawn or not', () => {
    const { rerender } = render(
      <ConsolePresenter eventName="E" content={{ kind: 'live', prizes: { status: 'ready', data: [] }, onRetry: vi.fn(), commitment: null }} fullScreen={null} />,
    );
    expect(screen.getByText(text.noItems)).toBeInTheDocument();
    rerender(<ConsolePresenter eventName="E" content={{ kind: 'waiting', drawn: false, commitment }} fullScreen={null} />);
    expect(screen.getByText(text.waiting)).toBeInTheDocument();
    rerender(<ConsolePresenter eventName="E" content={{ kind: 'waiting', drawn: true, commitment }} fullScreen={null} />);
    expect(screen.getByText(text.waitingDrawn)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.revealLabel })).not.toBeInTheDocument();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    render(<ConsolePresenter eventName={null} content={{ kind: 'failed', message: 'You are offline', onRetry }} fullScreen={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
    await userEvent.setup().click(screen.getByRole('button', { name: text.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('starts the reveal on the commitment with the cue to press →, and no going back', () => {
    render(<ConsolePresenter eventName="E" content={revealContent(at(0))} fullScreen={null} />);
    expect(within(stage()).getByRole('heading', { name: text.commitmentHeading })).toBeInTheDocument();
    expect(within(stage()).getByText(commitment.value)).toBeInTheDocument();
    expect(screen.getByTestId('presenter-cue')).toHaveTextContent(text.cue);
    expect(screen.getByText(text.step(1, 6))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(text.back) })).toBeDisabled();
    expect(screen.queryByRole('button', { name: text.restart })).not.toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('announces a prize before its winners, then shows them', () => {
    const { rerender } = render(<ConsolePresenter eventName="E" content={revealContent(at(3))} fullScreen={null} />);
    expect(within(stage()).getByRole('heading', { name: 'Laptop stand' })).toBeInTheDocument();
    expect(within(stage()).getByText(text.prizeOf(2, 2))).toBeInTheDocument();
    expect(within(stage()).getByText(text.donatedBy('Harbor Tech'))).toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    expect(screen.getByTestId('presenter-cue')).toHaveTextContent(text.cue);
    rerender(<ConsolePresenter eventName="E" content={revealContent(at(4))} fullScreen={null} />);
    expect(within(stage()).getByRole('heading', { name: text.winner(2) })).toBeInTheDocument();
    expect(within(stage()).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(stage()).getByText('from Mexico')).toBeInTheDocument();
    expect(within(stage()).getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.getByTestId('presenter-cue')).toHaveTextContent(text.cueNext);
  });

  it('ends on the public check: its address as a link and a QR code, the winners recapped, no step beyond', () => {
    render(<ConsolePresenter eventName="E" content={revealContent(at(5))} fullScreen={null} />);
    expect(within(stage()).getByRole('heading', { name: text.verifyHeading })).toBeInTheDocument();
    expect(within(stage()).getByRole('link', { name: VERIFY })).toHaveAttribute('href', VERIFY);
    expect(within(stage()).getByRole('img', { name: text.qrLabel(VERIFY) })).toBeInTheDocument();
    const recap = within(stage()).getByRole('region', { name: text.recapHeading });
    expect(within(recap).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Headphones: Ada Lovelace', 'Laptop stand: Grace Hopper, Alan Turing']);
    expect(screen.getByRole('button', { name: new RegExp(text.next) })).toBeDisabled();
    expect(screen.queryByTestId('presenter-cue')).not.toBeInTheDocument();
  });

  it('says when the draw had no raffle winner, and moves with its buttons', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const onBack = vi.fn();
    const onRestart = vi.fn();
    const toggle = vi.fn();
    const { rerender } = render(<ConsolePresenter eventName="E" content={revealContent(startReveal(0), { onNext }, [])} fullScreen={null} />);
    expect(within(stage()).getByText(text.noRaffleWinners)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(text.next) }));
    expect(onNext).toHaveBeenCalledOnce();
    rerender(<ConsolePresenter eventName="E" content={revealContent(at(2), { onBack, onRestart })} fullScreen={{ active: true, toggle }} />);
    await user.click(screen.getByRole('button', { name: new RegExp(text.back) }));
    await user.click(screen.getByRole('button', { name: text.restart }));
    await user.click(screen.getByRole('button', { name: text.leaveFullScreen }));
    expect([onBack, onRestart, toggle].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
