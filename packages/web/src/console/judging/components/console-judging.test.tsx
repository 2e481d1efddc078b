import { consoleJudgingText, consoleMessages, consoleShellText } from '@dubloon-quest/core/console';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answers } from '../../../../test/console-test-app.js';
import { ConsoleJudging, type ConsoleJudgingProps } from './console-judging.js';

const text = consoleJudgingText;

function renderJudging(overrides: Partial<ConsoleJudgingProps> = {}) {
  const props: ConsoleJudgingProps = {
    data: answers,
    onRate: vi.fn(() => Promise.resolve(true)),
    ratingUser: null,
    rateErrors: { userId: null, errors: {} },
    winners: { onSave: vi.fn(() => Promise.resolve(true)), saving: false, serverErrors: {} },
    ...overrides,
  };
  render(<ConsoleJudging {...props} />);
  return { props, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });
const winnersRegion = () => screen.getByRole('region', { name: text.winners.heading });
/** The figure of the winners' summary under a label. */
const summary = (label: string) => within(winnersRegion()).getByText(label, { selector: 'dt' }).nextSibling;

describe('judging', () => {
  it('shows the challenge, whether the results are published, and each answer with its link and time', () => {
    renderJudging();
    expect(screen.getByRole('heading', { name: `${text.challenge}: Design a buoy` })).toBeInTheDocument();
    expect(screen.getByText(text.results.held)).toBeInTheDocument();
    const ada = card('Ada Lovelace');
    const link = within(ada).getByRole('link', { name: text.submissions.open('Ada Lovelace') });
    expect(link).toHaveAttribute('href', 'https://docs.google.com/document/d/1AbC/edit');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(
      within(ada)
        .getByText(/^Answered /)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-04-21T21:00:00.000Z');
    expect(within(ada).getByText(`${text.submissions.winner}: $150`)).toBeInTheDocument();
    const rating = within(ada).getByRole('radiogroup', { name: text.submissions.rating });
    expect(within(rating).getByRole('radio', { name: text.submissions.ratingOption(5) })).toBeChecked();
    expect(within(ada).getByLabelText(text.submissions.note)).toHaveValue('Best so far');
    expect(
      within(card('Grace Hopper')).getByRole('radio', { name: text.submissions.notRated }),
    ).toBeChecked();
  });

  it('says when the results are published and when nobody answered yet', () => {
    renderJudging({ data: { ...answers, submissions: [], winners: [], results_published: true } });
    expect(screen.getByText(text.results.published)).toBeInTheDocument();
    expect(screen.getAllByText(text.submissions.none).length).toBeGreaterThan(0);
    expect(screen.getByText(text.winners.noSubmissions)).toBeInTheDocument();
  });

  it('saves a rating and note of one answer on its own and says it is saved', async () => {
    const { props, user } = renderJudging();
    const grace = card('Grace Hopper');
    await user.click(within(grace).getByRole('radio', { name: text.submissions.ratingOption(3) }));
    await user.type(within(grace).getByLabelText(text.submissions.note), 'Neat');
    await user.click(within(grace).getByRole('button', { name: text.submissions.save }));
    expect(props.onRate).toHaveBeenCalledWith(15, { rating: 3, note: 'Neat' });
    expect(await within(grace).findByRole('status')).toHaveTextContent(text.submissions.saved);
  });

  it('refuses a note over 2000 characters before sending it', async () => {
    const { props, user } = renderJudging();
    const grace = card('Grace Hopper');
    const note = within(grace).getByLabelText(text.submissions.note);
    await user.click(note);
    await user.paste('x'.repeat(2001));
    await user.click(within(grace).getByRole('button', { name: text.submissions.save }));
    expect(note).toHaveAccessibleDescription(expect.stringContaining(consoleMessages.judging.noteTooLong));
    expect(props.onRate).not.toHaveBeenCalled();
  });

  it('shows which answer is saving and holds the others', () => {
    renderJudging({ ratingUser: 12, rateErrors: { userId: 15, errors: { rating: ['Bad rating'] } } });
    expect(
      within(card('Ada Lovelace')).getByRole('button', { name: consoleShellText.saving }),
    ).toBeDisabled();
    expect(within(card('Grace Hopper')).getByRole('button', { name: text.submissions.save })).toBeDisabled();
    expect(within(card('Grace Hopper')).getByRole('radiogroup')).toHaveAccessibleDescription('Bad rating');
  });
});

describe('the winners', () => {
  it('shows the pool, what is left and the cap as the awards are typed, and refuses an overdraft before the call', async () => {
    const { props, user } = renderJudging();
    const region = winnersRegion();
    expect(summary(text.winners.left)).toHaveTextContent('$50');
    expect(summary(text.winners.count)).toHaveTextContent(text.winners.countOf(1, 2));

    await user.click(within(region).getByRole('button', { name: text.winners.add }));
    expect(within(region).getByLabelText(text.winners.player(1), { exact: true })).toHaveValue('15');
    expect(within(region).getByRole('button', { name: text.winners.add })).toBeDisabled();
    await user.type(within(region).getByLabelText(text.winners.award(1)), '80');
    expect(summary(text.winners.left)).toHaveTextContent('-$30');
    expect(within(region).getAllByRole('alert')[0]).toHaveTextContent(
      consoleMessages.judging.overPool(200, 230),
    );

    await user.click(within(region).getByRole('button', { name: text.winners.save }));
    expect(props.winners.onSave).not.toHaveBeenCalled();

    await user.clear(within(region).getByLabelText(text.winners.award(1)));
    await user.type(within(region).getByLabelText(text.winners.award(1)), '50');
    expect(summary(text.winners.left)).toHaveTextContent('$0');
    await user.click(within(region).getByRole('button', { name: text.winners.save }));
    expect(props.winners.onSave).toHaveBeenCalledWith([
      { user_id: 12, award: 150 },
      { user_id: 15, award: 50 },
    ]);
  });

  it('never offers a banned player as a winner, and refuses one picked before the ban with core\'s rule', async () => {
    const withBan = (banned: number) => ({
      ...answers,
      submissions: answers.submissions.map((entry) => ({ ...entry, banned: entry.user_id === banned })),
    });
    renderJudging({ data: withBan(15) });
    expect(within(winnersRegion()).getByRole('button', { name: text.winners.add })).toBeDisabled();
    cleanup();
    const picked = renderJudging({ data: withBan(12) });
    const player = within(winnersRegion()).getByLabelText(text.winners.player(0), { exact: true });
    expect(within(player).getByRole('option', { name: text.winners.bannedPlayer('Ada Lovelace') })).toBeInTheDocument();
    await picked.user.click(within(winnersRegion()).getByRole('button', { name: text.winners.save }));
    await waitFor(() => expect(player).toHaveAccessibleDescription(consoleMessages.judging.bannedWinner));
    expect(picked.props.winners.onSave).not.toHaveBeenCalled();
  });

  it('refuses an award that is not a whole number of dollars, under its field', async () => {
    const { props, user } = renderJudging();
    const award = within(winnersRegion()).getByLabelText(text.winners.award(0));
    await user.clear(award);
    await user.type(award, '12.5');
    await user.click(within(winnersRegion()).getByRole('button', { name: text.winners.save }));
    await waitFor(() => expect(award).toHaveAccessibleDescription(consoleMessages.judging.awardPositive));
    expect(props.winners.onSave).not.toHaveBeenCalled();
  });

  it('removes a winner, and shows the server errors under the entry they name', async () => {
    const { props, user } = renderJudging({
      winners: {
        onSave: vi.fn(() => Promise.resolve(false)),
        saving: false,
        serverErrors: { 'winners[0].user_id': [consoleMessages.judging.notASubmitter] },
      },
    });
    expect(
      within(winnersRegion()).getByLabelText(text.winners.player(0), { exact: true }),
    ).toHaveAccessibleDescription(consoleMessages.judging.notASubmitter);
    await user.click(within(winnersRegion()).getByRole('button', { name: text.winners.remove(0) }));
    expect(within(winnersRegion()).getByText(text.winners.none)).toBeInTheDocument();
    await user.click(within(winnersRegion()).getByRole('button', { name: text.winners.save }));
    expect(props.winners.onSave).toHaveBeenCalledWith([]);
  });
});
