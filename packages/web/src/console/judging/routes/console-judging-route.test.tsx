import { messages } from '@dubloon-quest/core';
import { consoleJudgingText, consoleMessages, consoleShellText } from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answers, json, meOf, openConsoleAs, stubConsoleRoutes } from '../../../../test/console-test-app.js';

const text = consoleJudgingText;
const partnerMe = meOf('Partner', { business_id: 1, name: 'Harbor Tech', logo: '' });

afterEach(() => vi.unstubAllGlobals());

describe('Judging, for a partner', () => {
  it("lists its challenge's answers and saves one rating and note", async () => {
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(partnerMe) },
      { method: 'GET', path: '/console/businesses/1/submissions', answer: json(answers) },
      {
        method: 'PATCH',
        path: '/console/businesses/1/submissions/15',
        answer: (body) =>
          json({
            message: consoleMessages.content.saved,
            submission: { ...answers.submissions[1]!, ...(body as object) },
          })(),
      },
    ]);
    const { user } = await openConsoleAs('/console/judging', {
      role: 'Partner',
      heading: consoleShellText.screens.judging,
    });
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.judging });
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(grace).getByRole('radio', { name: text.submissions.ratingOption(4) }));
    await user.type(within(grace).getByLabelText(text.submissions.note), 'Solid');
    await user.click(within(grace).getByRole('button', { name: text.submissions.save }));

    expect(await within(grace).findByText(text.submissions.saved)).toBeInTheDocument();
    expect(await screen.findByText(consoleMessages.content.saved)).toBeInTheDocument();
    const patch = server.sent.find((request) => request.method === 'PATCH');
    expect(patch && { method: patch.method, path: patch.path, body: patch.body }).toEqual({
      method: 'PATCH',
      path: '/console/businesses/1/submissions/15',
      body: { rating: 4, note: 'Solid' },
    });
  });

  it('saves the winners, and shows the server refusal under the entry it names, keeping the list', async () => {
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(partnerMe) },
      { method: 'GET', path: '/console/businesses/1/submissions', answer: json(answers) },
      {
        method: 'PATCH',
        path: '/console/businesses/1/winners',
        answer: json(
          {
            message: 'Check the winners',
            errors: { 'winners[1].user_id': [consoleMessages.judging.notASubmitter] },
          },
          422,
        ),
      },
    ]);
    const { user } = await openConsoleAs('/console/judging', {
      role: 'Partner',
      heading: consoleShellText.screens.judging,
    });
    const region = await screen.findByRole('region', { name: text.winners.heading });
    await user.click(within(region).getByRole('button', { name: text.winners.add }));
    await user.type(within(region).getByLabelText(text.winners.award(1)), '50');
    await user.click(within(region).getByRole('button', { name: text.winners.save }));

    await waitFor(() =>
      expect(
        within(region).getByLabelText(text.winners.player(1), { exact: true }),
      ).toHaveAccessibleDescription(consoleMessages.judging.notASubmitter),
    );
    expect(within(region).getByLabelText(text.winners.award(1))).toHaveValue('50');
    expect(server.sent.at(-1)?.body).toEqual({
      winners: [
        { user_id: '12', award: 150 },
        { user_id: '15', award: 50 },
      ],
    });

    server.routes.push({
      method: 'PATCH',
      path: '/console/businesses/1/winners',
      answer: json({
        message: consoleMessages.judging.saved,
        winners: [
          { user_id: 12, name: 'Ada Lovelace', award: 150 },
          { user_id: 15, name: 'Grace Hopper', award: 50 },
        ],
        award_pool: 200,
        awarded: 200,
      }),
    });
    await user.click(within(region).getByRole('button', { name: text.winners.save }));
    expect(await screen.findByText(consoleMessages.judging.saved)).toBeInTheDocument();
    const grace = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByText(`${text.submissions.winner}: $50`)).toBeInTheDocument();
  });

  it('says when the answers cannot load and loads them again', async () => {
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(partnerMe) },
      { method: 'GET', path: '/console/businesses/1/submissions', answer: json({ message: 'Down' }, 503) },
    ]);
    const { user } = await openConsoleAs('/console/judging', {
      role: 'Partner',
      heading: consoleShellText.screens.judging,
    });
    const retry = await screen.findByRole('button', { name: messages.ui.common.retry });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    server.routes.push({ method: 'GET', path: '/console/businesses/1/submissions', answer: json(answers) });
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
