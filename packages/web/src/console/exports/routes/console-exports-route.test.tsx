import { consoleExportsText, consoleShellText, type ConsoleEventResponse } from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsole, type SeenRequest } from '../../../../test/console-test-app.js';
import { exportFileName } from '../../shared/hooks/console-csv-download.js';

const text = consoleExportsText;

const event: ConsoleEventResponse = {
  event: {
    name: 'Spring Quest 2026',
    timestamps: null,
    partners: [],
    raffle_items: [],
    chests: [],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  },
  source: 'file',
  updated_at: null,
  touched: { items: [], chests: [], challenges: [] },
};

const CSV = {
  players: 'id,name,email\r\n7,Ada Lovelace,ada@example.com\r\n',
  meetup: 'id,name,email\r\n',
  winners: 'kind,prize_id,prize\r\n',
  'mailing-list': 'name,email\r\nAda Lovelace,ada@example.com\r\n',
  audit: 'id,at,actor_id\r\n',
} as const;

/** The files the page handed to the browser: name and text. */
let saved: { name: string; text: Promise<string> }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blobs.get(this.getAttribute('href') ?? '')!.text() });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function exportsServer(request: SeenRequest): Response | undefined {
  if (request.path === '/console/event') return Response.json(event);
  const match = /^\/console\/exports\/([a-z-]+)$/.exec(request.path);
  const csv = match ? CSV[match[1] as keyof typeof CSV] : undefined;
  return csv === undefined
    ? undefined
    : new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
}

const today = () => exportFileName('x', 'y', new Date()).slice(4, 14);

describe('the Exports screen', () => {
  it('lists each CSV with what it holds and a privacy reminder', async () => {
    await openConsole('/console/exports', exportsServer);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.exports });
    expect(screen.getByRole('note')).toHaveTextContent(text.privacy);
    for (const file of Object.values(text.files)) {
      const card = screen.getByRole('article', { name: file.title });
      expect(card).toHaveTextContent(file.description);
      expect(card).toHaveTextContent(file.columns);
      expect(within(card).getByRole('button', { name: text.download(file.title) })).toBeEnabled();
    }
  });

  it('downloads each file, named after the event and the day, as the server sent it', async () => {
    const { user, requests } = await openConsole('/console/exports', exportsServer);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.exports });
    for (const file of Object.values(text.files)) {
      await user.click(screen.getByRole('button', { name: text.download(file.title) }));
      const name = `spring-quest-2026-${file.file}-${today()}.csv`;
      await screen.findByText(text.downloaded(name));
      expect(saved.at(-1)!.name).toBe(name);
      expect(await saved.at(-1)!.text).toBe(
        CSV[file.file === 'audit-log' ? 'audit' : (file.file as keyof typeof CSV)],
      );
    }
    const exports = requests.filter((request) => request.path.startsWith('/console/exports/'));
    expect(exports.map((request) => request.path)).toEqual([
      '/console/exports/players',
      '/console/exports/meetup',
      '/console/exports/winners',
      '/console/exports/mailing-list',
      '/console/exports/audit',
    ]);
    expect(exports[0]!.headers.get('accept')).toBe('text/csv');
    // The event's name is read once.
    expect(requests.filter((request) => request.path === '/console/event')).toHaveLength(1);
  });

  it('shows progress while a file is prepared, one at a time', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = await openConsole('/console/exports', (request) =>
      request.path.endsWith('/exports/winners')
        ? new Promise<Response>((resolve) => (release = resolve))
        : exportsServer(request),
    );
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.exports });
    await user.click(screen.getByRole('button', { name: text.download(text.files.winners.title) }));
    const busy = await screen.findByRole('button', { name: text.downloading(text.files.winners.title) });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: text.download(text.files.players.title) })).toBeDisabled();
    release(new Response(CSV.winners, { headers: { 'content-type': 'text/csv' } }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.download(text.files.players.title) })).toBeEnabled(),
    );
    expect(saved).toHaveLength(1);
  });

  it('says clearly when a download fails, and saves no file', async () => {
    const { user } = await openConsole('/console/exports', (request) =>
      request.path.endsWith('/exports/meetup')
        ? Response.json({ message: 'The database is busy' }, { status: 503 })
        : exportsServer(request),
    );
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.exports });
    await user.click(screen.getByRole('button', { name: text.download(text.files.meetup.title) }));
    await screen.findByText(text.failed(text.files.meetup.title));
    // The toast: a server fault's own words are not shown, the console's are.
    expect(await screen.findByText(consoleShellText.actionFailed)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: text.download(text.files.meetup.title) })).toBeEnabled();
  });
});

describe('export file names', () => {
  it('name the event as a slug, the list and the local date', () => {
    expect(exportFileName('Spring Quest', 'players', new Date(2026, 3, 9, 23, 30))).toBe(
      'spring-quest-players-2026-04-09.csv',
    );
    expect(exportFileName('!!!', 'audit-log', new Date(2026, 10, 25))).toBe(
      `${text.fallbackEventName}-audit-log-2026-11-25.csv`,
    );
  });
});
