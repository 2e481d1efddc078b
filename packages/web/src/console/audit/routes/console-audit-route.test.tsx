import {
  consoleAuditText,
  consoleExportsText,
  consoleShellText,
  type ConsoleAuditEntry,
  type ConsoleAuditResponse,
} from '@dubloon-quest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConsole, type SeenRequest } from '../../../../test/console-test-app.js';

const text = consoleAuditText;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const scheduleEntry: ConsoleAuditEntry = {
  id: 120,
  at: '2026-04-21T20:00:00.000Z',
  actor: { user_id: 2, email: 'lead@event.example', role: 'Organizer' },
  action: 'schedule.update',
  target: 'schedule',
  before: {
    timestamps: { game_start: '2026-04-20T14:00:00.000Z', review_start: '2026-04-25T14:00:00.000Z' },
    source: 'event',
  },
  after: {
    timestamps: { game_start: '2026-04-20T14:00:00.000Z', review_start: '2026-04-21T20:00:00.000Z' },
    source: 'console',
  },
};
const coinsEntry: ConsoleAuditEntry = {
  id: 58,
  at: '2026-04-21T19:00:00.000Z',
  actor: { user_id: null, email: 'ops@event.example', role: 'Organizer' },
  action: 'players.coins',
  target: 'user:12',
  before: { balance: 4 },
  after: { balance: 16, delta: 12, reason: 'Won the quiz night' },
};

/** The audit log as the server pages it: `before_id` 100 and up is page 1, below is page 2. */
function auditServer(request: SeenRequest): Response | undefined {
  if (!request.path.startsWith('/console/audit')) return undefined;
  const query = request.query;
  const entries = [scheduleEntry, coinsEntry].filter(
    (entry) =>
      entry.action.startsWith(query.get('action') ?? '') &&
      entry.actor.email.includes(query.get('actor') ?? '') &&
      (query.get('target') === null || entry.target === query.get('target')),
  );
  const before = Number(query.get('before_id') ?? Infinity);
  const page = entries.filter((entry) => entry.id < before).slice(0, 1);
  const answer: ConsoleAuditResponse = {
    entries: page,
    next_before_id: entries.some((entry) => entry.id < (page.at(-1)?.id ?? 0)) ? page.at(-1)!.id : null,
  };
  return Response.json(answer);
}

const auditRequests = (requests: SeenRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/console/audit'))
    .map((request) => request.pathWithQuery);

describe('the Audit log screen', () => {
  it('shows who did what, when, and a compact diff that expands to the whole states', async () => {
    const { user, requests } = await openConsole('/console/audit', auditServer);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.audit });
    const table = await screen.findByRole('table', { name: text.caption(1) });
    const [header, row] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent(Object.values(text.columns).join(''));
    expect(row).toHaveTextContent('lead@event.example');
    expect(row).toHaveTextContent('schedule.update');
    expect(row).toHaveTextContent(text.changedFields(2));
    expect(row).toHaveTextContent('timestamps.review_start');
    expect(
      within(row!).getByText((_, element) => element?.tagName === 'INS' && /2026/.test(element.textContent)),
    ).toBeInTheDocument();
    expect(within(row!).getByRole('group')).not.toHaveAttribute('open');
    await user.click(within(row!).getByText(text.details));
    expect(within(row!).getByRole('group')).toHaveAttribute('open');
    expect(row).toHaveTextContent('"source": "event"');
    expect(auditRequests(requests)).toEqual(['/console/audit?limit=50']);
  });

  it('keeps the filters in the URL and sends them as the query', async () => {
    const { user, requests } = await openConsole('/console/audit', auditServer);
    await screen.findByRole('table', { name: text.caption(1) });
    await user.selectOptions(screen.getByLabelText(text.action), 'players.');
    fireEvent.change(screen.getByLabelText(text.actor), { target: { value: ' ops ' } });
    await user.click(screen.getByRole('button', { name: text.apply }));

    const table = await screen.findByRole('table', { name: text.captionFiltered(1) });
    expect(table).toHaveTextContent('players.coins');
    expect(table).toHaveTextContent(text.organizerTool);
    expect(within(table).getByText('4').tagName).toBe('DEL');
    expect(within(table).getByText('16').tagName).toBe('INS');
    expect(table).toHaveTextContent('Won the quiz night');
    expect(window.location.search).toBe('?action=players.&actor=ops');
    expect(auditRequests(requests).at(-1)).toBe('/console/audit?limit=50&action=players.&actor=ops');

    fireEvent.change(screen.getByLabelText(text.target), { target: { value: 'user:99' } });
    await user.click(screen.getByRole('button', { name: text.apply }));
    await screen.findByText(text.empty);
    await user.click(screen.getByRole('button', { name: text.clear }));
    await screen.findByRole('table', { name: text.caption(1) });
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText(text.action)).toHaveValue('');
  });

  it('pages to older entries and back to newer ones', async () => {
    const { user, requests } = await openConsole('/console/audit', auditServer);
    const first = await screen.findByRole('table', { name: text.caption(1) });
    expect(first).toHaveTextContent('schedule.update');
    expect(screen.queryByRole('button', { name: text.newer })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.older }));

    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('players.coins'));
    expect(window.location.search).toBe('?before=120');
    expect(auditRequests(requests).at(-1)).toBe('/console/audit?limit=50&before_id=120');
    expect(screen.queryByRole('button', { name: text.older })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.newer }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('schedule.update'));
    expect(window.location.search).toBe('');
  });

  it('opens on the filters of a shared address', async () => {
    const { requests } = await openConsole('/console/audit?target=user%3A12', auditServer);
    await screen.findByRole('table', { name: text.captionFiltered(1) });
    expect(screen.getByLabelText(text.target)).toHaveValue('user:12');
    expect(auditRequests(requests)).toEqual(['/console/audit?limit=50&target=user%3A12']);
  });

  it('exports the whole log as CSV', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:test/1',
        revokeObjectURL: () => undefined,
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await openConsole('/console/audit', (request) =>
      request.path === '/console/exports/audit'
        ? new Response('id,at\r\n', { headers: { 'content-type': 'text/csv' } })
        : request.path === '/console/event'
          ? Response.json({ message: 'Down' }, { status: 503 })
          : auditServer(request),
    );
    await screen.findByRole('table', { name: text.caption(1) });
    await user.click(
      screen.getByRole('button', { name: consoleExportsText.download(consoleExportsText.files.audit.title) }),
    );
    await waitFor(() => expect(names).toHaveLength(1));
    // Without the event's name, the file still goes out under the game's.
    expect(names[0]).toMatch(
      new RegExp(`^${consoleExportsText.fallbackEventName}-audit-log-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
  });

  it('says when the log cannot load and loads it again', async () => {
    let fail = true;
    const { user } = await openConsole('/console/audit', (request) => {
      if (request.path.startsWith('/console/audit') && fail) {
        fail = false;
        return Response.json({ message: 'Down' }, { status: 503 });
      }
      return auditServer(request);
    });
    await screen.findByText(consoleShellText.loadFailed);
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await screen.findByRole('table', { name: text.caption(1) });
  });
});
