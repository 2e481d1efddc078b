import { consoleOutboxText, consoleShellText, type ConsoleOutbox } from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openConsole,
  openConsoleAs,
  organizerMe,
  stubConsoleServer,
  type SeenRequest,
} from '../../../../test/console-test-app.js';

const text = consoleOutboxText;
afterEach(() => vi.unstubAllGlobals());

const LINK =
  'http://localhost:3000/register/verify-email/verify?token=0123456789abcdef0123456789abcdef01234567';

const withoutSmtp: ConsoleOutbox = {
  mail: { delivery: 'log', queued: 0, sent: 2, failed: 0, per_minute: 60, drained_at: null },
  mails: [
    {
      id: 12,
      to: 'ada@example.com',
      subject: 'Verify your e-mail address',
      body: `Welcome!\n\nOpen ${LINK} to verify your address.`,
      created_at: '2026-04-21T12:00:00.000Z',
      sent_at: '2026-04-21T12:00:01.000Z',
      failed: false,
    },
    {
      id: 11,
      to: 'grace@example.com',
      subject: 'Your password was changed',
      body: 'Your password was changed.',
      created_at: '2026-04-21T11:00:00.000Z',
      sent_at: '2026-04-21T11:00:01.000Z',
      failed: false,
    },
  ],
};

const outboxServer = (outbox: ConsoleOutbox) => (request: SeenRequest) =>
  request.path === '/console/outbox' ? { body: outbox } : undefined;

describe('the Outbox', () => {
  it('says mail is not being sent and gives each message with its links to open or copy', async () => {
    const { user } = await openConsole('/console/outbox', outboxServer(withoutSmtp), {
      heading: consoleShellText.screens.outbox,
    });
    expect(screen.getAllByRole('note').some((note) => note.textContent === text.notSending)).toBe(true);
    expect(screen.getByText(text.counts(0, 2, 0))).toBeInTheDocument();
    const ada = screen.getByRole('article', { name: 'Verify your e-mail address: ada@example.com' });
    expect(within(ada).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(within(ada).getByText(text.states.sent)).toBeInTheDocument();
    await user.click(within(ada).getByRole('button', { name: text.copyLinkTo('ada@example.com') }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
    const grace = screen.getByRole('article', { name: 'Your password was changed: grace@example.com' });
    expect(within(grace).getByText(text.noLinks)).toBeInTheDocument();
  });

  it('with SMTP shows who and what only, and says a failed message', async () => {
    const withSmtp: ConsoleOutbox = {
      mail: { delivery: 'smtp', queued: 0, sent: 0, failed: 1, per_minute: 60, drained_at: null },
      mails: [{ ...withoutSmtp.mails[0]!, body: null, sent_at: null, failed: true }],
    };
    await openConsole('/console/outbox', outboxServer(withSmtp), {
      heading: consoleShellText.screens.outbox,
    });
    expect(screen.getByText(text.sending)).toBeInTheDocument();
    const ada = screen.getByRole('article', { name: 'Verify your e-mail address: ada@example.com' });
    expect(within(ada).getByText(text.states.failed)).toBeInTheDocument();
    expect(within(ada).queryByRole('link')).not.toBeInTheDocument();
    expect(within(ada).queryByRole('heading', { name: text.links })).not.toBeInTheDocument();
  });

  it('tells a demo visitor why the shared demo console lists no message', async () => {
    stubConsoleServer(outboxServer({ ...withoutSmtp, mails: [] }), { ...organizerMe, read_only: true });
    await openConsoleAs('/console/outbox', { heading: consoleShellText.screens.outbox });
    expect(screen.getByText(text.demoHidden)).toBeInTheDocument();
  });

  it('shows an empty outbox plainly', async () => {
    await openConsole('/console/outbox', outboxServer({ ...withoutSmtp, mails: [] }), {
      heading: consoleShellText.screens.outbox,
    });
    expect(screen.getByText(text.empty)).toBeInTheDocument();
  });
});
