import {
  consoleMessages,
  consolePlayersText,
  consoleShellText,
  type ConsolePlayer,
  type ConsolePlayerDetail,
  type ConsolePlayersResponse,
} from '@dubloon-quest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleEvent,
  openConsoleAs,
  stubConsoleServer,
  type SeenRequest,
} from '../../../../test/console-test-app.js';

const text = consolePlayersText;

const ada: ConsolePlayer = {
  user_id: 12,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'Player',
  education: 'Grade 12',
  school: 'Analytical Academy',
  country: 'Canada',
  region: 'Ontario',
  city: 'Toronto',
  verified: true,
  attend_meeting: true,
  coins: 4,
  staked: 11,
  banned_until: null,
  created_at: '2026-04-02T15:00:00.000Z',
  demo_copy: false,
};

const page = (players: ConsolePlayer[], total = players.length): ConsolePlayersResponse => ({
  total,
  page: 1,
  page_size: 50,
  players,
});

const detailOf = (
  player: ConsolePlayer,
  ledger: ConsolePlayerDetail['ledger'] = [],
): ConsolePlayerDetail => ({
  player,
  ledger: [
    { id: 31, source: 'signup', count: 3, note: null, created_at: '2026-04-02T15:01:00.000Z' },
    ...ledger,
  ],
  stakes: [{ item_id: 1, coins: 11 }],
  chests: [],
  challenges: [],
  active_sessions: 2,
});

const requestsTo = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((request) => request.method === method && request.path === path);

afterEach(() => vi.unstubAllGlobals());

describe('the players list', () => {
  it('sends the filters of the address, shows the page of players and links each to its record', async () => {
    const seen = stubConsoleServer((request) =>
      request.path === '/console/players' ? { body: page([ada], 120) } : undefined,
    );
    await openConsoleAs('/console/players?search=ada&verified=yes&meetup=unanswered&page=2');

    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.players });
    await screen.findByText(text.results(120));
    const [list] = requestsTo(seen, 'GET', '/console/players');
    expect(Object.fromEntries(list!.query)).toEqual({
      search: 'ada',
      verified: 'yes',
      meetup: 'unanswered',
      page: '2',
      page_size: '50',
    });
    expect(screen.getByLabelText(text.filters.search, { selector: 'input' })).toHaveValue('ada');
    expect(screen.getByLabelText(text.filters.meetup)).toHaveValue('unanswered');

    const table = screen.getByRole('table', { name: text.tableCaption });
    const row = within(table).getByRole('row', { name: /Ada Lovelace/ });
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Analytical Academy');
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/console/players/12',
    );
    expect(screen.getByText(consoleShellText.pageOf(2, 3))).toBeInTheDocument();
  });

  it('puts a search in the address (back to the first page) and loads it; the pager moves through pages', async () => {
    const seen = stubConsoleServer((request) =>
      request.path === '/console/players' ? { body: page([ada], 60) } : undefined,
    );
    const { user } = await openConsoleAs('/console/players?page=2');
    await screen.findByText(text.results(60));

    await user.type(screen.getByLabelText(text.filters.search, { selector: 'input' }), 'love');
    await user.selectOptions(screen.getByLabelText(text.filters.banned), 'no');
    await user.type(screen.getByLabelText(text.filters.country, { selector: 'input' }), 'Canada');
    await user.click(screen.getByRole('button', { name: text.filters.apply }));

    await waitFor(() => expect(window.location.search).toBe('?search=love&country=Canada&banned=no'));
    await waitFor(() => expect(requestsTo(seen, 'GET', '/console/players')).toHaveLength(2));
    expect(Object.fromEntries(requestsTo(seen, 'GET', '/console/players')[1]!.query)).toEqual({
      search: 'love',
      country: 'Canada',
      banned: 'no',
      page: '1',
      page_size: '50',
    });

    await screen.findByText(consoleShellText.pageOf(1, 2));
    await user.click(screen.getByRole('button', { name: consoleShellText.nextPage }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    expect(screen.getByRole('button', { name: consoleShellText.nextPage })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: text.filters.clear }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says when no player matches, and when the list cannot load, with a retry', async () => {
    let calls = 0;
    stubConsoleServer((request) => {
      if (request.path !== '/console/players') return undefined;
      calls += 1;
      return calls === 1 ? { status: 503, body: { message: 'Down' } } : { body: page([]) };
    });
    const { user } = await openConsoleAs('/console/players?search=nobody');
    expect(await screen.findByText(consoleShellText.loadFailed)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: consoleShellText.retry }));
    await screen.findByText(text.noResults);
  });
});

describe("a player's record", () => {
  it('shows the record, the ledger and the stakes with the items named from the event', async () => {
    stubConsoleServer((request) => {
      if (request.path === '/console/players/12') return { body: detailOf(ada) };
      if (request.path === '/console/event') return { body: consoleEvent() };
      return undefined;
    });
    await openConsoleAs('/console/players/12');

    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(text.detail.meetupYes)).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: text.detail.ledgerCaption });
    expect(within(ledger).getByRole('row', { name: /Sign-up/ })).toHaveTextContent('+3');
    const stakes = screen.getByRole('table', { name: text.detail.stakesCaption });
    await waitFor(() => expect(stakes).toHaveTextContent(text.detail.item(1, 'Graphing calculator')));
    expect(screen.getByRole('link', { name: text.detail.back })).toHaveAttribute('href', '/console/players');
  });

  it('says when the address names no player', async () => {
    stubConsoleServer((request) =>
      request.path === '/console/players/99'
        ? { status: 404, body: { message: consoleMessages.accounts.unknown } }
        : undefined,
    );
    await openConsoleAs('/console/players/99');
    expect(await screen.findByText(consoleMessages.accounts.unknown)).toHaveAttribute('role', 'alert');
  });

  it('adjusts coins with a reason, checked against the balance first, and loads the record again', async () => {
    let adjusted = false;
    const seen = stubConsoleServer((request) => {
      if (request.method === 'GET' && request.path === '/console/players/12')
        return {
          body: adjusted
            ? detailOf({ ...ada, coins: 9 }, [
                {
                  id: 40,
                  source: 'adjustment',
                  count: 5,
                  note: 'Won the quiz night',
                  created_at: '2026-04-21T20:00:00.000Z',
                },
              ])
            : detailOf(ada),
        };
      if (request.method === 'POST' && request.path === '/console/players/12/coins') {
        adjusted = true;
        return {
          body: {
            message: consoleMessages.players.adjusted(5, 9),
            balance: 9,
            entry: {
              id: 40,
              source: 'adjustment',
              count: 5,
              note: 'Won the quiz night',
              created_at: '2026-04-21T20:00:00.000Z',
            },
          },
        };
      }
      return undefined;
    });
    const { user } = await openConsoleAs('/console/players/12');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    // More than the 4 coins not staked: core's rule refuses it before anything is sent.
    await user.type(screen.getByLabelText(text.coins.delta), '-5');
    await user.type(screen.getByLabelText(text.coins.reason), 'Too much');
    await user.click(screen.getByRole('button', { name: text.coins.submit }));
    expect(await screen.findByText(consoleMessages.players.belowZero(4))).toBeInTheDocument();
    expect(requestsTo(seen, 'POST', '/console/players/12/coins')).toHaveLength(0);

    await user.clear(screen.getByLabelText(text.coins.delta));
    await user.type(screen.getByLabelText(text.coins.delta), '5');
    await user.clear(screen.getByLabelText(text.coins.reason));
    await user.type(screen.getByLabelText(text.coins.reason), ' Won the quiz night ');
    await user.click(screen.getByRole('button', { name: text.coins.submit }));

    await screen.findByText(consoleMessages.players.adjusted(5, 9));
    expect(requestsTo(seen, 'POST', '/console/players/12/coins')[0]!.body).toEqual({
      delta: 5,
      reason: 'Won the quiz night',
    });
    const ledger = screen.getByRole('table', { name: text.detail.ledgerCaption });
    await within(ledger).findByRole('row', { name: /Won the quiz night/ });
    expect(screen.getByLabelText(text.coins.delta)).toHaveValue(null);
  });

  it("shows the server's field errors under the fields and keeps the form", async () => {
    stubConsoleServer((request) => {
      if (request.path === '/console/players/12' && request.method === 'GET') return { body: detailOf(ada) };
      if (request.path === '/console/players/12/coins')
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { delta: [consoleMessages.players.belowZero(2)] },
          },
        };
      return undefined;
    });
    const { user } = await openConsoleAs('/console/players/12');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await user.type(screen.getByLabelText(text.coins.delta), '-3');
    await user.type(screen.getByLabelText(text.coins.reason), 'Refund');
    await user.click(screen.getByRole('button', { name: text.coins.submit }));
    expect(await screen.findByText(consoleMessages.players.belowZero(2))).toBeInTheDocument();
    expect(screen.getByLabelText(text.coins.delta)).toHaveValue(-3);
    expect(screen.getByLabelText(text.coins.reason)).toHaveValue('Refund');
  });

  it('kicks after a confirmation naming the open sessions, and says how many ended', async () => {
    const seen = stubConsoleServer((request) => {
      if (request.path === '/console/players/12') return { body: detailOf(ada) };
      if (request.path === '/console/players/12/kick')
        return { body: { message: consoleMessages.players.kicked(2), sessions_ended: 2 } };
      return undefined;
    });
    const { user } = await openConsoleAs('/console/players/12');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await user.type(screen.getByLabelText(text.kick.reason), 'Shared their account');
    await user.click(screen.getByRole('button', { name: text.kick.submit }));

    const dialog = await screen.findByRole('alertdialog', { name: text.kick.confirmTitle });
    expect(dialog).toHaveTextContent(text.kick.confirm('Ada Lovelace', 2));
    expect(requestsTo(seen, 'POST', '/console/players/12/kick')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: text.kick.confirmButton }));

    await screen.findByText(text.kick.done(2));
    // The event did not load (404 here): the stakes still show, by item id.
    expect(screen.getByRole('table', { name: text.detail.stakesCaption })).toHaveTextContent(
      text.detail.item(1, null),
    );
    expect(requestsTo(seen, 'POST', '/console/players/12/kick')[0]!.body).toEqual({
      reason: 'Shared their account',
    });
  });

  it('bans until a future date with a reason after a confirmation, and lifts the ban', async () => {
    const until = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    until.setSeconds(0, 0);
    let banned: string | null = null;
    const seen = stubConsoleServer((request) => {
      if (request.method === 'GET' && request.path === '/console/players/12')
        return { body: detailOf({ ...ada, banned_until: banned }) };
      if (request.path === '/console/players/12/ban') {
        banned = (request.body as { until: string | null }).until;
        return {
          body: {
            message:
              banned === null ? consoleMessages.players.banLifted : consoleMessages.players.banned(banned),
            player: { ...ada, banned_until: banned },
          },
        };
      }
      return undefined;
    });
    const { user } = await openConsoleAs('/console/players/12');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    // A date in the past and no reason: core's validateBan answers, nothing is sent.
    const untilField = screen.getByLabelText(text.ban.until);
    await user.type(untilField, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: text.ban.submit }));
    expect(await screen.findByText(consoleMessages.players.banInPast)).toBeInTheDocument();
    expect(screen.getByText(consoleMessages.players.reasonLength)).toBeInTheDocument();
    expect(requestsTo(seen, 'POST', '/console/players/12/ban')).toHaveLength(0);

    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${until.getFullYear()}-${pad(until.getMonth() + 1)}-${pad(until.getDate())}T${pad(until.getHours())}:${pad(until.getMinutes())}`;
    await user.clear(untilField);
    await user.type(untilField, local);
    await user.type(screen.getByLabelText(text.ban.reason), 'Abusive messages');
    await user.click(screen.getByRole('button', { name: text.ban.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: text.ban.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: text.ban.confirmButton }));

    await screen.findByText(consoleMessages.players.banned(until.toISOString()));
    expect(requestsTo(seen, 'POST', '/console/players/12/ban')[0]!.body).toEqual({
      until: until.toISOString(),
      reason: 'Abusive messages',
    });

    await user.type(await screen.findByLabelText(text.ban.reason), 'Apologised');
    await user.click(await screen.findByRole('button', { name: text.ban.lift }));
    const lift = await screen.findByRole('alertdialog', { name: text.ban.liftConfirmTitle });
    await user.click(within(lift).getByRole('button', { name: text.ban.lift }));
    await screen.findByText(consoleMessages.players.banLifted);
    expect(requestsTo(seen, 'POST', '/console/players/12/ban')[1]!.body).toEqual({
      until: null,
      reason: 'Apologised',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: text.ban.lift })).not.toBeInTheDocument(),
    );
  });
});
