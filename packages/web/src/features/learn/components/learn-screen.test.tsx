import { messages } from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LearnScreen, type LearnScreenProps } from './learn-screen.js';
import type { QuizView } from './quiz.js';

const text = messages.ui.learn;

const question: QuizView = {
  chestNumber: 2,
  questionNumber: 1,
  questionCount: 3,
  question: 'Which coin is a doubloon?',
  choices: [
    { letter: 'a', text: 'A Spanish gold coin' },
    { letter: 'b', text: 'A copper penny' },
    { letter: 'c', text: 'A silver dollar' },
  ],
  wrongLetters: [],
  worth: 3,
  phase: 'answering',
  pendingLetter: null,
  explanation: null,
  isLastQuestion: false,
  chestCoins: 0,
  error: null,
};

const props = (overrides: Partial<LearnScreenProps> = {}): LearnScreenProps => ({
  chests: { status: 'ready', data: [{ chestId: 11, status: 'closed', coins: 0 }, { chestId: 12, status: 'completed', coins: 8 }, { chestId: 13, status: 'started', coins: 3 }] },
  quiz: null,
  isPlayer: true,
  roleNotice: null,
  onOpenChest: vi.fn(),
  onChoose: vi.fn(),
  onProceed: vi.fn(),
  onCloseQuiz: vi.fn(),
  ...overrides,
});

describe('LearnScreen chest list', () => {
  it('opens a closed chest, resumes a started one; a completed chest is golden, shows its coins and cannot be reopened', async () => {
    const user = userEvent.setup();
    const onOpenChest = vi.fn();
    render(<LearnScreen {...props({ onOpenChest })} />);
    const list = screen.getByRole('list', { name: text.chestsLabel });
    const [first, second, third] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleName(`${text.chest(1)}: ${text.open}`);
    expect(second).toHaveAccessibleName(`${text.chest(2)}: ${text.opened(8)}`);
    expect(second).toBeDisabled();
    expect(second).toHaveClass('chest--golden');
    expect(third).toHaveAccessibleName(`${text.chest(3)}: ${text.resume(3)}`);
    expect(third).toBeEnabled();
    await user.click(first!);
    expect(onOpenChest).toHaveBeenCalledWith(11);
  });

  it('disables every chest for a non-player and says why (spec 6)', () => {
    render(<LearnScreen {...props({ isPlayer: false, roleNotice: messages.roles.onlyPlayersWinCoins })} />);
    expect(screen.getByRole('note')).toHaveTextContent('Only players can win more dubl-u-nes');
    for (const button of within(screen.getByRole('list')).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('shows the load failure and the empty state', () => {
    const { rerender } = render(<LearnScreen {...props({ chests: { status: 'failed', message: messages.chests.loadFailed } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.chests.loadFailed);
    rerender(<LearnScreen {...props({ chests: { status: 'ready', data: [] } })} />);
    expect(screen.getByText(text.noChests)).toBeInTheDocument();
  });
});

describe('LearnScreen quiz', () => {
  it('asks the question as a named group of choices with what it is worth', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<LearnScreen {...props({ quiz: question, onChoose })} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${text.chest(2)}: ${text.questionOf(1, 3)}`);
    expect(screen.getByText(text.worth(3))).toBeInTheDocument();
    const group = screen.getByRole('group', { name: question.question });
    await user.click(within(group).getByRole('button', { name: /A copper penny/ }));
    expect(onChoose).toHaveBeenCalledWith('b');
  });

  it('marks a wrong try, announces it, and lowers the worth', () => {
    render(<LearnScreen {...props({ quiz: { ...question, wrongLetters: ['b'], worth: 2 } })} />);
    const wrong = screen.getByRole('button', { name: /A copper penny/ });
    expect(wrong).toBeDisabled();
    expect(wrong).toHaveAccessibleName(`A copper penny (${text.wrongChoice})`);
    expect(screen.getByRole('status')).toHaveTextContent(text.wrong);
    expect(screen.getByText(text.worth(2))).toBeInTheDocument();
  });

  it('locks the choices while an answer is checked', () => {
    render(<LearnScreen {...props({ quiz: { ...question, phase: 'checking', pendingLetter: 'a' } })} />);
    expect(screen.getByRole('status')).toHaveTextContent(text.checking);
    for (const button of within(screen.getByRole('group')).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('shows the explanation and Proceed on a right answer, with the focus on it', async () => {
    const user = userEvent.setup();
    const onProceed = vi.fn();
    render(<LearnScreen {...props({ quiz: { ...question, phase: 'solved', explanation: 'Spanish gold.', chestCoins: 3 }, onProceed })} />);
    expect(screen.getByText(text.correct)).toBeInTheDocument();
    expect(screen.getByText('Spanish gold.')).toBeInTheDocument();
    expect(screen.getByText(text.correct).parentElement).toHaveFocus();
    await user.click(screen.getByRole('button', { name: text.proceed }));
    expect(onProceed).toHaveBeenCalledOnce();
  });

  it('moves the focus to the next question after Proceed, one Tab before its first choice', async () => {
    const user = userEvent.setup();
    const solved = { ...question, phase: 'solved' as const, explanation: 'Spanish gold.', chestCoins: 3 };
    const { rerender } = render(<LearnScreen {...props({ quiz: solved })} />);
    await user.click(screen.getByRole('button', { name: text.proceed }));
    const next = { ...question, questionNumber: 2, question: 'Who sailed the Golden Hind?', chestCoins: 3 };
    rerender(<LearnScreen {...props({ quiz: next })} />);
    const group = screen.getByRole('group', { name: 'Who sailed the Golden Hind?' });
    expect(group).toHaveFocus();
    await user.tab();
    expect(within(group).getAllByRole('button')[0]).toHaveFocus();
  });

  it('collects the chest on the last question and keeps the answers when saving fails', () => {
    const last = { ...question, questionNumber: 3, isLastQuestion: true, phase: 'solved' as const, chestCoins: 8 };
    const { rerender } = render(<LearnScreen {...props({ quiz: last })} />);
    expect(screen.getByText('This chest pays 8 dubl-u-nes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.finish })).toBeEnabled();
    rerender(<LearnScreen {...props({ quiz: { ...last, phase: 'saving' } })} />);
    expect(screen.getByRole('button', { name: text.saving })).toBeDisabled();
    rerender(<LearnScreen {...props({ quiz: { ...last, phase: 'saveFailed', error: messages.chests.submitFailed } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.chests.submitFailed);
    expect(screen.getByRole('button', { name: text.finish })).toBeEnabled();
  });

  it('goes back to the chests', async () => {
    const user = userEvent.setup();
    const onCloseQuiz = vi.fn();
    render(<LearnScreen {...props({ quiz: question, onCloseQuiz })} />);
    await user.click(screen.getByRole('button', { name: text.backToChests }));
    expect(onCloseQuiz).toHaveBeenCalledOnce();
  });
});
