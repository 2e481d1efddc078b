import { messages } from '@dubloon-quest/core';
import {
  type ConsoleDraw,
  consoleMessages,
  type ConsoleRaffleResponse,
  consoleRaffleText,
  type ConsoleResultsResponse,
  type ConsoleSchedule,
  consoleShellText,
} from '@dubloon-quest/core/console';
import { commitmentOf, createDrawRecord, drawMessages, serializeDrawRecord } from '@dubloon-quest/core/draw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  logIn,
  openConsoleAs,
  type SeenRequest,
  stubConsoleServer,
} from '../../../../test/console-test-app.js';

const ui = messages.ui;
const text = consoleRaffleText;
const SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const COMMITMENT = commitmentOf(SECRET);
const HOUR = 3_600_000;

const raffle: ConsoleRaffleResponse = {
  items: [
    {
      item_id: 1,
      name: 'Headphones',
      partner: 'Harbor Tech',
      stock: 1,
      retired: false,
      players: 2,
      coins_staked: 8,
    },
  ],
  commitment: null,
  draw: null,
  results_state: 'auto',
};

/** A schedule whose raffle closed an hour ago (review), or is open for another day. */
function scheduleOf(raffleOpen: boolean): ConsoleSchedule {
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  const timestamps = raffleOpen
    ? { pre_game: at(-2), game_start: at(-1), review_start: at(24), review_end: at(25), game_end: at(26) }
    : { pre_game: at(-3), game_start: at(-2), review_start: at(-1), review_end: at(24), game_end: at(25) };
  return { event_name: 'Harbor Days', timestamps, source: 'console', period: raffleOpen ? 'gameStart' : 'reviewStart', ends_at: at(24) };
}

function drawOf(): ConsoleDraw {
  const made = createDrawRecord(
    {
      event: 'Test event',
      frozen_at: '2026-04-25T15:00:00.000Z',
      one_prize_per_player: true,
      items: [
        {
          item_id: 1,
          stock: 1,
          stakes: [
            { player_id: '7', coins: 5 },
            { player_id: '8', coins: 3 },
          ],
        },
      ],
    },
    SECRET,
  );
  if (!made.ok) throw new Error(made.message);
  const winner = made.value.winners[0]!.player_ids[0]!;
  return {
    commitment: made.value.commitment,
    snapshot_hash: made.value.snapshot_hash,
    seed: made.value.seed,
    excluded: [],
    drawn_at: '2026-04-25T15:00:00.000Z',
    winners: [
      {
        item_id: 1,
        item_name: 'Headphones',
        rank: 1,
        user_id: Number(winner),
        name: `Player ${winner}`,
        email: `p${winner}@example.com`,
      },
    ],
    record: serializeDrawRecord(made.value),
  };
}

const emptyResults: ConsoleResultsResponse = {
  state: 'auto',
  published_at: null,
  preview: { raffle_winners: [], challenge_winners: [] },
};

type Answer = (body: unknown) => Response;
/** The console's HTTP calls answered as the server would; the calls themselves go through the real adapter. */
let answers: Map<string, Answer>;
let sent: SeenRequest[];

function answer(call: string, reply: Answer) {
  answers.set(call, reply);
}

beforeEach(() => {
  answers = new Map();
  answer('GET /console/raffle', () => Response.json(raffle));
  answer('GET /console/schedule', () => Response.json(scheduleOf(false)));
  answer('GET /console/results', () => Response.json(emptyResults));
  sent = stubConsoleServer((request) => answers.get(`${request.method} ${request.path}`)?.(request.body));
});
afterEach(() => vi.unstubAllGlobals());

/** Logs the organizer in on core's in-memory game and opens the raffle screen from the console's navigation. */
async function openRaffle() {
  const app = await logIn();
  const { user } = app;
  const slow = { timeout: 10_000 };
  await user.click(
    within(screen.getByRole('navigation', { name: ui.shell.mainMenu })).getByRole('link', {
      name: ui.shell.console,
    }),
  );
  const nav = await screen.findByRole('navigation', { name: consoleShellText.navLabel }, slow);
  await user.click(await within(nav).findByRole('link', { name: consoleShellText.screens.raffle }, slow));
  await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.raffle }, slow);
  await screen.findByRole('table', { name: text.items.caption }, slow);
  return app;
}

const sentTo = (call: string) => sent.filter((request) => `${request.method} ${request.path}` === call);

describe('the raffle screen', () => {
  it('loads the raffle, the schedule and the results, and opens an item with its stakes', async () => {
    answer('GET /console/raffle/items/1', () =>
      Response.json({
        item: { item_id: 1, name: 'Headphones', partner: 'Harbor Tech', stock: 1, retired: false },
        total_staked: 8,
        stakes: [{ user_id: 7, name: 'Ada Lovelace', email: 'ada@example.com', coins: 5, chance: 0.625, banned: false }],
      }),
    );
    const { user } = await openRaffle();
    expect(document.title).toBe(
      `${consoleShellText.screens.raffle} · ${consoleShellText.title} | Dubloon Quest`,
    );
    expect(sentTo('GET /console/schedule')).toHaveLength(1);
    expect(sentTo('GET /console/results')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Headphones' }));
    const stakes = await screen.findByRole('table', { name: text.stakes.caption('Headphones') });
    expect(stakes).toHaveTextContent('Ada Lovelaceada@example.com562.5 %');
    expect(sentTo('GET /console/raffle/items/1')).toHaveLength(1);
  });

  it('commits, shows the secret once, draws with it, checks the record and publishes the results', async () => {
    answer('POST /console/raffle/commitment', () =>
      Response.json({
        message: consoleMessages.raffle.committed,
        commitment: COMMITMENT,
        secret: SECRET,
        created_at: '2026-04-24T12:00:00.000Z',
        replaced: false,
      }),
    );
    const { user } = await openRaffle();
    // The screen's own raffle answers change as the server's would.
    answer('GET /console/raffle', () =>
      Response.json({
        ...raffle,
        commitment: { commitment: COMMITMENT, created_at: '2026-04-24T12:00:00.000Z' },
      }),
    );
    await user.click(screen.getByRole('button', { name: text.commitment.create }));
    const secret = await screen.findByRole('region', { name: text.secret.heading });
    expect(within(secret).getByText(SECRET)).toBeInTheDocument();
    expect(sentTo('POST /console/raffle/commitment')[0]!.body).toEqual({ replace: false });
    expect(screen.getByTestId('commitment')).toHaveTextContent(COMMITMENT);
    expect(
      await screen.findByText(consoleMessages.raffle.committed, { selector: '.toast *' }),
    ).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: text.secret.copy }));
    expect(await screen.findByText(text.secret.copied, { selector: '.toast *' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(secret).getByRole('button', { name: text.secret.saved }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();

    const draw = drawOf();
    answer('POST /console/raffle/draw', () =>
      Response.json({ message: consoleMessages.raffle.drawn(1), draw, already_drawn: false }),
    );
    answer('GET /console/raffle', () =>
      Response.json({
        ...raffle,
        commitment: { commitment: COMMITMENT, created_at: '2026-04-24T12:00:00.000Z' },
        draw,
        results_state: 'held',
      }),
    );
    const preview = {
      raffle_winners: [
        {
          partner_name: 'Harbor Tech',
          image_src: '',
          logo: '',
          winners: [
            { name: draw.winners[0]!.name, education: 'Grade 11', region: 'Ontario', country: 'Canada' },
          ],
        },
      ],
      challenge_winners: [],
    };
    answer('GET /console/results', () => Response.json({ state: 'held', published_at: null, preview }));
    await user.type(screen.getByLabelText(text.draw.secret), SECRET);
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    await user.click(screen.getByRole('button', { name: text.draw.confirmLabel }));
    await screen.findByRole('table', { name: text.record.winnersCaption });
    expect(sentTo('POST /console/raffle/draw')[0]!.body).toEqual({ secret: SECRET });
    await user.click(screen.getByRole('button', { name: text.record.check }));
    expect(screen.getByTestId('record-check')).toHaveTextContent(
      `${text.record.matches} ${drawMessages.verified}`,
    );
    await screen.findByText(text.results.state('held'));

    answer('POST /console/results/publish', () =>
      Response.json({
        message: consoleMessages.results.published,
        state: 'published',
        published_at: '2026-04-26T14:00:00.000Z',
        preview,
      }),
    );
    await user.click(screen.getByRole('button', { name: text.results.publish }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: text.results.publishTitle })).getByRole('button', {
        name: text.results.publish,
      }),
    );
    await screen.findByText(text.results.state('published'));
    expect(sentTo('POST /console/results/publish')[0]!.body).toEqual({ published: true });
  });

  it("keeps the secret in the form and shows the server's refusal when the draw is refused", async () => {
    answer('GET /console/raffle', () =>
      Response.json({
        ...raffle,
        commitment: { commitment: COMMITMENT, created_at: '2026-04-24T12:00:00.000Z' },
      }),
    );
    answer('GET /console/schedule', () => Response.json(scheduleOf(true)));
    answer('POST /console/raffle/draw', () =>
      Response.json(
        { message: consoleMessages.raffle.secretMismatch, errors: { secret: ['Not this one'] } },
        { status: 422 },
      ),
    );
    const { user } = await openRaffle();
    expect(screen.getByText(/The raffle is still open until/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.draw.secret), SECRET);
    await user.click(screen.getByRole('checkbox', { name: text.draw.allowOpen }));
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    await user.click(screen.getByRole('button', { name: text.draw.confirmLabel }));
    expect(await screen.findByText('Not this one')).toBeInTheDocument();
    expect(sentTo('POST /console/raffle/draw')[0]!.body).toEqual({ secret: SECRET, allow_open_raffle: true });
    expect(screen.getByLabelText(text.draw.secret)).toHaveValue(SECRET);
    expect(screen.getByRole('button', { name: text.draw.submit })).toBeEnabled();
  });

  it('follows a schedule change pushed by the server: the raffle closes and the warning goes', async () => {
    answer('GET /console/raffle', () =>
      Response.json({
        ...raffle,
        commitment: { commitment: COMMITMENT, created_at: '2026-04-24T12:00:00.000Z' },
      }),
    );
    answer('GET /console/schedule', () => Response.json(scheduleOf(true)));
    const { server, flushRealtime } = await openRaffle();
    await flushRealtime();
    expect(screen.getByRole('checkbox', { name: text.draw.allowOpen })).toBeInTheDocument();
    const closed = scheduleOf(false);
    answer('GET /console/schedule', () => Response.json(closed));
    server.setTimestamps(closed.timestamps!);
    await flushRealtime();
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: text.draw.allowOpen })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/The raffle is still open until/)).not.toBeInTheDocument();
    expect(sentTo('GET /console/schedule').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the figures and the form when a refresh fails, and says so', async () => {
    let failing = false;
    answer('GET /console/raffle', () =>
      failing
        ? Response.json({ message: 'Down' }, { status: 503 })
        : Response.json({
            ...raffle,
            commitment: { commitment: COMMITMENT, created_at: '2026-04-24T12:00:00.000Z' },
          }),
    );
    const { user } = await openRaffle();
    await user.type(screen.getByLabelText(text.draw.secret), SECRET);
    failing = true;
    await user.click(screen.getByRole('button', { name: text.refresh }));
    expect(await screen.findByText(text.refreshFailed(consoleShellText.loadFailed))).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText(text.draw.secret)).toHaveValue(SECRET);
    expect(screen.getByRole('table', { name: text.items.caption })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: consoleShellText.retry }));
    await waitFor(() =>
      expect(screen.queryByText(text.refreshFailed(consoleShellText.loadFailed))).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText(text.draw.secret)).toHaveValue(SECRET);
  });

  it('says when the raffle cannot load and loads it again on retry', async () => {
    let failing = true;
    answer('GET /console/raffle', () =>
      failing ? Response.json({ message: 'Down for maintenance' }, { status: 503 }) : Response.json(raffle),
    );
    const { user } = await openConsoleAs('/console/raffle', { heading: consoleShellText.screens.raffle });
    const alert = await screen.findByText(consoleShellText.loadFailed);
    expect(alert).toHaveAttribute('role', 'alert');
    failing = false;
    await user.click(screen.getByRole('button', { name: ui.common.retry }));
    await screen.findByRole('table', { name: text.items.caption });
  });
});
