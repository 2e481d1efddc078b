import { consoleOverviewText, consoleShellText, type ConsoleOverview } from '@dubloon-quest/core/console';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, organizerOverview, stubConsoleServer } from '../../../../test/console-test-app.js';
import { formatLocal } from '../../shared/console-local-time.js';

const text = consoleOverviewText;
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the Overview', () => {
  it("is where an organizer lands after login: the event's figures, the mail notice and the next thing to do", async () => {
    stubConsoleServer(() => undefined);
    await logIn();
    await screen.findByRole('heading', { level: 2, name: text.atAGlance }, { timeout: 15_000 });
    expect(
      screen.getByRole('heading', { level: 1, name: consoleShellText.screens.overview }),
    ).toBeInTheDocument();
    expect(figure(text.figures.period)).toHaveTextContent(text.periods.gameStart);
    expect(figure(text.figures.nextChange)).toHaveTextContent(text.periods.reviewStart);
    expect(figure(text.figures.players)).toHaveTextContent(text.players(42, 40));
    expect(figure(text.figures.coins)).toHaveTextContent(text.coins(380, 150));
    expect(figure(text.figures.judging)).toHaveTextContent(text.judging(0));
    expect(figure(text.figures.mail)).toHaveTextContent(text.mailNotSent);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(text.mailNotSentNotice);
    expect(within(notice).getByRole('link', { name: text.openOutbox })).toHaveAttribute(
      'href',
      '/console/outbox',
    );
    const next = screen.getByRole('region', { name: text.nextStepHeading });
    expect(next).toHaveTextContent(text.steps.watch);
    expect(within(next).getByRole('link', { name: text.stepLinks.watch })).toHaveAttribute(
      'href',
      '/console/dashboard',
    );
  });

  it('sends the organizer to judging when answers wait, and says nothing about mail sent through SMTP', async () => {
    const overview: ConsoleOverview = {
      ...organizerOverview,
      judging: { waiting: 3 },
      mail: { delivery: 'smtp', queued: 2, sent: 40, failed: 1, per_minute: 60, drained_at: '2026-04-21T10:02:00.000Z' },
    };
    stubConsoleServer((request) => (request.path === '/console/overview' ? { body: overview } : undefined));
    await logIn();
    const next = await screen.findByRole('region', { name: text.nextStepHeading }, { timeout: 15_000 });
    expect(within(next).getByRole('link', { name: text.stepLinks.judge })).toHaveAttribute(
      'href',
      '/console/judging',
    );
    expect(figure(text.figures.judging)).toHaveTextContent(text.judging(3));
    // With when what waits will have left (issue 41).
    expect(figure(text.figures.mail)).toHaveTextContent(`${text.mailSent(2)}, ${text.mailDrained(formatLocal('2026-04-21T10:02:00.000Z'))}. ${text.mailFailed(1)}`);
    expect(screen.queryByText(text.mailNotSentNotice)).not.toBeInTheDocument();
  });

  it("shows a partner their own overview, without the organizers' figures", async () => {
    const requests = stubConsoleServer(() => undefined);
    await logIn({ role: 'Partner' });
    await screen.findByText(consoleShellText.overview.partnerIntro, {}, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: text.atAGlance })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('/console/overview');
  });
});
