import { messages } from '@dubloon-quest/core';
import {
  consoleBulkInvitationsText,
  type ConsoleGroup,
  type ConsolePlayerImportPreview,
} from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConsole, type SeenRequest } from '../../../../test/console-test-app.js';

const text = consoleBulkInvitationsText;
afterEach(() => vi.unstubAllGlobals());

const CLASS_10B: ConsoleGroup = {
  group_id: 4,
  name: 'Class 10B',
  link: 'http://localhost:3000/register?group=0123456789abcdef',
  players: 0,
  created_at: '2026-04-21T12:00:00.000Z',
};

const row = (line: number, email: string, status: 'ready' | 'error' | 'duplicate', errors: Record<string, string[]> = {}) => ({
  line,
  name: status === 'error' ? 'X' : 'Ada Lovelace',
  email,
  education: 'Grade 10',
  school: 'Harbor High',
  country: '',
  region: null,
  city: null,
  status,
  errors,
});

const PREVIEW: ConsolePlayerImportPreview = {
  problems: [],
  notices: [],
  rows: [
    row(2, 'ada@school.example', 'ready'),
    row(3, 'bad', 'error', { email: [messages.validation.invalidEmail] }),
    row(4, 'ada@school.example', 'duplicate', { email: [text.rules.duplicateInFile(2)] }),
  ],
  ready: 1,
  errors: 1,
  duplicates: 1,
};

function importServer(request: SeenRequest) {
  if (request.path === '/console/groups' && request.method === 'GET') return { body: { groups: [CLASS_10B] } };
  if (request.path === '/console/players/import/preview') return { body: PREVIEW };
  if (request.path === '/console/players/import')
    return { body: { message: text.imported(1, 2), created: 1, preview: PREVIEW } };
  return undefined;
}

describe('Import players', () => {
  it('previews pasted rows with the errors by line and field, then imports the ready rows into the chosen group', async () => {
    const { user, requests } = await openConsole('/console/import-players', importServer, { heading: text.screen });
    await user.click(screen.getByRole('button', { name: text.preview }));
    expect(screen.getByText(text.file.empty)).toBeInTheDocument();

    const csv = 'name,email\nAda Lovelace,ada@school.example\nX,bad\nAda Lovelace,ada@school.example';
    await user.click(screen.getByLabelText(text.file.orPaste));
    await user.paste(csv);
    await user.selectOptions(screen.getByLabelText(text.group.label), 'Class 10B');
    await user.click(screen.getByRole('button', { name: text.preview }));

    await screen.findByText(text.summary(1, 1, 1));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(text.previewHeading));
    const errors = within(screen.getByRole('heading', { name: text.errorsHeading }).parentElement!).getAllByRole('listitem');
    expect(errors.map((item) => item.textContent)).toEqual([
      text.lineError(3, 'e-mail', messages.validation.invalidEmail),
      text.lineError(4, 'e-mail', text.rules.duplicateInFile(2)),
    ]);
    expect(within(screen.getByRole('table', { name: text.previewCaption })).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: text.import(1) }));
    await screen.findByText(text.done(1));
    expect(screen.getByRole('link', { name: text.openOutbox })).toHaveAttribute('href', '/console/outbox');
    expect(screen.queryByRole('button', { name: text.import(1) })).not.toBeInTheDocument();
    const sent = requests.filter((request) => request.path.startsWith('/console/players/import'));
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['/console/players/import/preview', { csv, group_id: '4' }],
      ['/console/players/import', { csv, group_id: '4', import_id: (sent[1]!.body as { import_id: string }).import_id }],
    ]);
    // The import's name, under which its progress is asked for.
    expect((sent[1]!.body as { import_id: string }).import_id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('says what stops a whole file and offers no import', async () => {
    const refused: ConsolePlayerImportPreview = { ...PREVIEW, problems: [text.rules.missingColumn('email')], rows: [], ready: 0, errors: 0, duplicates: 0 };
    const { user } = await openConsole(
      '/console/import-players',
      (request) => (request.path === '/console/players/import/preview' ? { body: refused } : importServer(request)),
      { heading: text.screen },
    );
    await user.click(screen.getByLabelText(text.file.orPaste));
    await user.paste('name,school\nAda,Harbor High');
    await user.click(screen.getByRole('button', { name: text.preview }));
    const problem = await screen.findByText(text.rules.missingColumn('email'));
    expect(problem.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('lists the class links, copies one and creates a group checked with core’s rule first', async () => {
    const { user, requests } = await openConsole(
      '/console/import-players',
      (request) =>
        request.path === '/console/groups' && request.method === 'POST'
          ? { body: { message: text.groupCreated('Robotics'), group: { ...CLASS_10B, group_id: 5, name: 'Robotics' } } }
          : importServer(request),
      { heading: text.screen },
    );
    const groups = screen.getByRole('table', { name: text.groups.caption });
    expect(within(groups).getByText(CLASS_10B.link)).toBeInTheDocument();
    await user.click(within(groups).getByRole('button', { name: text.groups.copyOf('Class 10B') }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(CLASS_10B.link));

    await user.type(screen.getByLabelText(text.groups.name, { selector: 'input' }), 'R');
    await user.click(screen.getByRole('button', { name: text.groups.create }));
    expect(screen.getByText(text.rules.groupName)).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.groups.name, { selector: 'input' }), 'obotics');
    await user.click(screen.getByRole('button', { name: text.groups.create }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST' && request.path === '/console/groups').map((request) => request.body)).toEqual([{ name: 'Robotics' }]),
    );
  });
});
