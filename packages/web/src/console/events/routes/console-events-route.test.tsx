import {
  consoleEventsText,
  consoleMessages,
  consoleShellText,
  type ConsoleArchivedEvent,
  type ConsoleEventsResponse,
} from '@dubloon-quest/core/console';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsole, type SeenRequest } from '../../../../test/console-test-app.js';
import { formatLocal } from '../../shared/console-local-time.js';

const text = consoleEventsText;

const summary = {
  id: '1',
  name: 'Harbor Days 2026',
  archived_at: '2026-04-28T09:00:00.000Z',
  archived_by: 'ada@example.com',
  players: 2,
  drawn: true,
};
const listed: ConsoleEventsResponse = {
  current: { name: 'Harbor Days 2027', players: 5, game_end: null },
  archived: [summary as unknown as ConsoleEventsResponse['archived'][number]],
};
const detail = {
  ...summary,
  timestamps: {
    game_start: '2026-04-20T14:00:00.000Z',
    review_start: '2026-04-25T14:00:00.000Z',
    review_end: '2026-04-26T14:00:00.000Z',
    game_end: '2026-04-27T14:00:00.000Z',
  },
  counts: { partners: 1, raffle_items: 2, businesses: 1, chests: 1 },
  results: {
    state: 'published',
    published_at: '2026-04-26T14:00:00.000Z',
    preview: {
      raffle_winners: [{ partner_name: 'Harbor Tech', image_src: '', logo: '', winners: [{ name: 'Ada Lovelace', education: 'Grade 10', region: null, country: 'Canada' }] }],
      challenge_winners: [],
    },
  },
  draw: {
    commitment: 'a'.repeat(64),
    snapshot_hash: 'b'.repeat(64),
    seed: 'c'.repeat(64),
    drawn_at: '2026-04-26T13:00:00.000Z',
    winners: [{ item_id: '3', item_name: 'Telescope', rank: 1, user_id: '7', name: 'Ada Lovelace', email: 'ada@example.com' }],
    excluded: [],
    record: '{}',
  },
  public_draw: {
    commitment: { commitment: 'a'.repeat(64), committed_at: '2026-04-24T13:00:00.000Z' },
    draw: { drawn_at: '2026-04-26T13:00:00.000Z', record: '{}' },
  },
  exports: ['players', 'meetup', 'winners', 'mailing-list'],
} as unknown as ConsoleArchivedEvent;

function eventsServer(request: SeenRequest) {
  if (request.method === 'GET' && request.path === '/console/events') return { body: listed };
  if (request.method === 'GET' && request.path === '/console/events/1') return { body: detail };
  if (request.path === '/console/events/1/exports/players')
    return new Response('id,name,email\r\n7,Ada Lovelace,ada@example.com\r\n', { headers: { 'content-type': 'text/csv' } });
  if (request.method === 'POST' && request.path === '/console/events/archive')
    return {
      body: {
        message: 'archived message',
        archived: { ...summary, id: '2', name: 'Harbor Days 2027' },
        current: { name: (request.body as { name: string }).name, players: 0 },
      },
    };
  return undefined;
}

let saved: string[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, { createObjectURL: () => 'blob:test/0', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Events screen', () => {
  it('shows the event in play and the archived events, each a link to its page', async () => {
    await openConsole('/console/events', eventsServer);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.events });
    expect(screen.getByText(text.currentLine('Harbor Days 2027', 5))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.archivedCaption });
    expect(within(table).getByRole('link', { name: text.open('Harbor Days 2026') })).toHaveAttribute('href', '/console/events/1');
    expect(within(table).getByText(text.drawn)).toBeInTheDocument();
  });

  it('checks the next name before asking, then archives after a confirmation, with the template chosen', async () => {
    const { user, requests } = await openConsole('/console/events', eventsServer);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.events });
    await user.click(screen.getByRole('button', { name: text.archive }));
    // The empty name is caught before the dialog's answer reaches the server.
    const first = await screen.findByRole('alertdialog', { name: text.archiveTitle });
    await user.click(within(first).getByRole('button', { name: text.confirmYes }));
    expect(await screen.findByText('The event name must be 1 to 100 characters')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: new RegExp(text.nameLabel) }), 'Harbor Days 2028');
    await user.click(screen.getByRole('radio', { name: new RegExp(text.starts.archived) }));
    expect(screen.getByRole('combobox', { name: new RegExp(text.fromLabel) })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: text.archive }));
    const dialog = await screen.findByRole('alertdialog', { name: text.archiveTitle });
    expect(dialog).toHaveTextContent(text.confirm('Harbor Days 2027'));
    await user.click(within(dialog).getByRole('button', { name: text.confirmYes }));
    expect(await screen.findByText('archived message')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Harbor Days 2028',
      start: 'archived',
      // Ids leave as strings on the wire (decision 0040).
      from_event_id: '1',
    });
    // The list is read again after the change.
    expect(requests.filter((request) => request.method === 'GET' && request.path === '/console/events')).toHaveLength(2);
  });

  it('says before any call that a running event cannot be archived yet, its end in local time', async () => {
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const running = (request: SeenRequest) =>
      request.method === 'GET' && request.path === '/console/events'
        ? { body: { ...listed, current: { ...listed.current, game_end: end } } }
        : eventsServer(request);
    const { requests } = await openConsole('/console/events', running);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.events });
    expect(screen.getByText(consoleMessages.events.stillRunning(formatLocal(end)))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(end))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.archive })).toBeDisabled();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('keeps everything when the organizer does not confirm', async () => {
    const { user, requests } = await openConsole('/console/events', eventsServer);
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.events });
    await user.type(screen.getByRole('textbox', { name: new RegExp(text.nameLabel) }), 'Next');
    await user.click(screen.getByRole('button', { name: text.archive }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('an archived event', () => {
  it('reads as it was: schedule, results, draw with a link to the public check, and its exports', async () => {
    const { user, requests } = await openConsole('/console/events/1', eventsServer);
    await screen.findByRole('heading', { level: 1, name: 'Harbor Days 2026' });
    expect(screen.getByRole('note')).toHaveTextContent(text.detailIntro);
    expect(screen.getByText(text.countsLine(1, 2, 1, 1))).toBeInTheDocument();
    expect(screen.getByText(text.resultsState.published)).toBeInTheDocument();
    const draw = screen.getByRole('table', { name: text.drawCaption });
    expect(within(draw).getByText('Telescope')).toBeInTheDocument();
    expect(within(draw).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.checkDraw })).toHaveAttribute('href', '/raffle/verify?event=1');
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/console/events');
    await user.click(screen.getByRole('button', { name: text.download(text.exports.players) }));
    expect(await screen.findByText(text.downloaded('harbor-days-2026-players.csv'))).toBeInTheDocument();
    expect(saved).toEqual(['harbor-days-2026-players.csv']);
    expect(requests.some((request) => request.path === '/console/events/1/exports/players')).toBe(true);
  });
});
