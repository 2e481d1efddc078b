import { messages } from '@dubloon-quest/core';
import {
  type ConsoleDraw,
  consoleMessages,
  type ConsoleRaffleResponse,
  consoleRaffleText,
  type ConsoleResultsResponse,
  consoleShellText,
} from '@dubloon-quest/core/console';
import {
  commitmentOf,
  createDrawRecord,
  drawMessages,
  serializeDrawRecord,
  verifyDrawRecordText,
} from '@dubloon-quest/core/draw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleRaffle, type ConsoleRaffleProps } from './console-raffle.js';

const text = consoleRaffleText;
const SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const COMMITMENT = commitmentOf(SECRET);

const items: ConsoleRaffleResponse['items'] = [
  {
    item_id: 1,
    name: 'Headphones',
    partner: 'Harbor Tech',
    stock: 1,
    retired: false,
    players: 2,
    coins_staked: 8,
  },
  {
    item_id: 2,
    name: 'Gift card',
    partner: 'Lighthouse Books',
    stock: 3,
    retired: false,
    players: 2,
    coins_staked: 10,
  },
  {
    item_id: 3,
    name: 'Old lamp',
    partner: 'Harbor Tech',
    stock: 1,
    retired: true,
    players: 0,
    coins_staked: 0,
  },
];

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
        { item_id: 2, stock: 3, stakes: [{ player_id: '9', coins: 10 }] },
      ],
    },
    SECRET,
  );
  if (!made.ok) throw new Error(made.message);
  const record = made.value;
  const names: Record<string, string> = { '7': 'Ada Lovelace', '8': 'Grace Hopper', '9': 'Alan Turing' };
  return {
    commitment: record.commitment,
    snapshot_hash: record.snapshot_hash,
    seed: record.seed,
    excluded: [],
    drawn_at: '2026-04-25T15:00:00.000Z',
    winners: record.winners.flatMap((item) =>
      item.player_ids.map((player, index) => ({
        item_id: item.item_id,
        item_name: items.find((entry) => entry.item_id === item.item_id)?.name ?? null,
        rank: index + 1,
        user_id: Number(player),
        name: names[player] ?? player,
        email: `${player}@example.com`,
      })),
    ),
    record: serializeDrawRecord(record),
  };
}

const results: ConsoleResultsResponse = {
  state: 'held',
  published_at: null,
  preview: {
    raffle_winners: [
      {
        partner_name: 'Harbor Tech',
        item_name: 'Reading light',
        image_src: '',
        logo: '',
        winners: [{ name: 'Ada Lovelace', education: 'Grade 11', region: 'Ontario', country: 'Canada' }],
      },
    ],
    challenge_winners: [
      {
        business_name: 'Harbor Bakery',
        logo: '',
        winners: [
          { name: 'Alan Turing', education: 'Grade 12', region: null, country: 'Canada', award: 150 },
        ],
      },
    ],
  },
};

function renderRaffle(
  overrides: Partial<ConsoleRaffleProps> = {},
  raffle: Partial<ConsoleRaffleResponse> = {},
) {
  const props: ConsoleRaffleProps = {
    raffle: {
      status: 'ready',
      data: { items, commitment: null, draw: null, results_state: 'auto', ...raffle },
    },
    window: { open: false, closesAt: '2026-04-25T14:00:00.000Z' },
    onRetry: vi.fn(),
    onRefresh: vi.fn(),
    stakes: null,
    onOpenStakes: vi.fn(),
    onRetryStakes: vi.fn(),
    fresh: null,
    busy: null,
    onCommit: vi.fn(() => Promise.resolve(true)),
    onSecretSaved: vi.fn(),
    onCopy: vi.fn(),
    onDownloadSecret: vi.fn(),
    drawErrors: {},
    onDrawEdit: vi.fn(),
    onDraw: vi.fn(() => Promise.resolve(true)),
    onDownloadRecord: vi.fn(),
    onCheckRecord: vi.fn(),
    check: null,
    onFileError: vi.fn(),
    results: { status: 'ready', data: results },
    onRetryResults: vi.fn(),
    onPublish: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  };
  render(<ConsoleRaffle {...props} />);
  return { props, user: userEvent.setup() };
}

const committed = { commitment: { commitment: COMMITMENT, created_at: '2026-04-24T12:00:00.000Z' } };

describe('ConsoleRaffle', () => {
  it('lists each item with its prizes, players, coins and status, and opens an item on request', async () => {
    const { props, user } = renderRaffle();
    expect(
      screen.getByRole('heading', { level: 1, name: consoleShellText.screens.raffle }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.items.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(['Headphones', 'Harbor Tech', '1', '2', '8', text.items.open].join(''));
    expect(rows[3]).toHaveTextContent(text.items.retired);
    expect(screen.getByText(text.items.totals(3, 4, 18))).toBeInTheDocument();
    const button = within(table).getByRole('button', { name: 'Gift card' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(props.onOpenStakes).toHaveBeenCalledWith(2);
  });

  it("shows an item's stakes with each player's chance: exact for one prize, at least for several", async () => {
    const { props, user } = renderRaffle({
      stakes: {
        itemId: 2,
        value: {
          status: 'ready',
          data: {
            item: { item_id: 2, name: 'Gift card', partner: 'Lighthouse Books', stock: 3, retired: false },
            total_staked: 10,
            stakes: [
              { user_id: 7, name: 'Ada Lovelace', email: 'ada@example.com', coins: 2, chance: 0.488, banned: false },
              { user_id: 8, name: 'Grace Hopper', email: 'grace@example.com', coins: 8, chance: 1, banned: false },
            ],
          },
        },
      },
    });
    expect(screen.getByRole('button', { name: 'Gift card' })).toHaveAttribute('aria-expanded', 'true');
    const heading = screen.getByRole('heading', { level: 3, name: text.stakes.heading('Gift card') });
    expect(heading).toHaveFocus();
    const table = screen.getByRole('table', { name: text.stakes.caption('Gift card') });
    const rows = within(table).getAllByRole('row');
    // The biggest stake first.
    expect(rows[1]).toHaveTextContent('Grace Hoppergrace@example.com8100 %');
    expect(rows[2]).toHaveTextContent(`Ada Lovelaceada@example.com2${text.stakes.atLeast(0.488)}`);
    expect(text.stakes.atLeast(0.488)).toBe('at least 48.8 %');
    expect(screen.getByText(text.stakes.summary(2, 10, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.items.hideStakes }));
    expect(props.onOpenStakes).toHaveBeenCalledWith(null);
  });

  it('says when the stakes cannot load, with a retry', async () => {
    const { props, user } = renderRaffle({
      stakes: { itemId: 1, value: { status: 'failed', message: 'Down' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: messages.ui.common.retry }));
    expect(props.onRetryStakes).toHaveBeenCalled();
  });

  it('makes the commitment when there is none, showing progress while it is made', async () => {
    const { props, user } = renderRaffle();
    expect(screen.getByText(text.commitment.none)).toBeInTheDocument();
    expect(screen.getByText(text.draw.needsCommitment)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.commitment.create }));
    expect(props.onCommit).toHaveBeenCalledWith(false);
  });

  it('disables every change while one runs', () => {
    renderRaffle({ busy: 'commit' });
    expect(screen.getByRole('button', { name: text.commitment.creating })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.results.publish })).toBeDisabled();
  });

  it('shows the secret once, with its warning, a copy button and a download, until it is saved', async () => {
    const { props, user } = renderRaffle({ fresh: { secret: SECRET, commitment: COMMITMENT } }, committed);
    const region = screen.getByRole('region', { name: text.secret.heading });
    expect(within(region).getByRole('alert')).toHaveTextContent(text.secret.warning);
    expect(within(region).getByText(SECRET)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: text.secret.copy }));
    expect(props.onCopy).toHaveBeenCalledWith(SECRET, text.secret.copied);
    await user.click(within(region).getByRole('button', { name: text.secret.download }));
    expect(props.onDownloadSecret).toHaveBeenCalledWith({ secret: SECRET, commitment: COMMITMENT });
    await user.click(within(region).getByRole('button', { name: text.secret.saved }));
    expect(props.onSecretSaved).toHaveBeenCalled();
    // The commitment is always shown, with what to do with it.
    expect(screen.getByTestId('commitment')).toHaveTextContent(COMMITMENT);
    expect(screen.getByText(text.commitment.publish)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.commitment.copy }));
    expect(props.onCopy).toHaveBeenCalledWith(COMMITMENT, text.commitment.copied);
  });

  it('replaces the commitment only after the organizer types the confirmation word', async () => {
    const { props, user } = renderRaffle({}, committed);
    await user.click(screen.getByRole('button', { name: text.commitment.replace }));
    const dialog = screen.getByRole('alertdialog', { name: text.commitment.replaceTitle });
    expect(dialog).toHaveAccessibleDescription(text.commitment.replaceWarning);
    const confirm = within(dialog).getByRole('button', { name: text.commitment.replaceConfirm });
    expect(confirm).toBeDisabled();
    const word = within(dialog).getByLabelText(text.commitment.replaceType(text.commitment.replaceWord));
    await user.type(word, 'replac');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(props.onCommit).not.toHaveBeenCalled();
    await user.type(word, 'e');
    await user.click(confirm);
    expect(props.onCommit).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns that replacing the commitment after its draw allows another draw', async () => {
    const draw = drawOf();
    const { user } = renderRaffle({}, { ...committed, draw });
    await user.click(screen.getByRole('button', { name: text.commitment.replace }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      `${text.commitment.replaceAfterDraw} ${text.commitment.replaceWarning}`,
    );
  });

  it('cancels a replacement without a call', async () => {
    const { props, user } = renderRaffle({}, committed);
    await user.click(screen.getByRole('button', { name: text.commitment.replace }));
    await user.click(screen.getByRole('button', { name: consoleShellText.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onCommit).not.toHaveBeenCalled();
  });

  it('checks the secret as the server does before asking to draw', async () => {
    const { props, user } = renderRaffle({}, committed);
    const field = screen.getByLabelText(text.draw.secret);
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    expect(field).toHaveAccessibleDescription(`${text.draw.secretHint} ${drawMessages.invalidSecret}`);
    await user.type(field, 'a'.repeat(64));
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    expect(screen.getByText(consoleMessages.raffle.secretMismatch)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onDraw).not.toHaveBeenCalled();
  });

  it('draws with the right secret after a confirmation', async () => {
    const { props, user } = renderRaffle({}, committed);
    expect(screen.queryByLabelText(text.draw.allowOpen)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(text.draw.secret), ` ${SECRET} `);
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    const dialog = screen.getByRole('alertdialog', { name: text.draw.confirmTitle });
    expect(dialog).toHaveTextContent(text.draw.confirm);
    await user.click(within(dialog).getByRole('button', { name: text.draw.confirmLabel }));
    expect(props.onDraw).toHaveBeenCalledWith({ secret: SECRET, allowOpenRaffle: false });
  });

  it('loads the secret from its file', async () => {
    const { props, user } = renderRaffle({}, committed);
    await user.upload(
      screen.getByLabelText(text.draw.secretFile),
      new File([`${SECRET}\n`], 'draw-secret.txt', { type: 'text/plain' }),
    );
    await vi.waitFor(() => expect(screen.getByLabelText(text.draw.secret)).toHaveValue(SECRET));
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    await user.click(screen.getByRole('button', { name: text.draw.confirmLabel }));
    expect(props.onDraw).toHaveBeenCalledWith({ secret: SECRET, allowOpenRaffle: false });
  });

  it('refuses to draw while the raffle is open unless the organizer allows it, with a warning', async () => {
    const { props, user } = renderRaffle(
      { window: { open: true, closesAt: '2026-04-25T14:00:00.000Z' } },
      committed,
    );
    expect(screen.getByText(/The raffle is still open until/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.draw.secret), SECRET);
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    const allow = screen.getByRole('checkbox', { name: text.draw.allowOpen });
    expect(allow).toHaveAccessibleDescription(text.draw.allowOpenRequired);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(allow);
    await user.click(screen.getByRole('button', { name: text.draw.submit }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(text.draw.confirmOpen);
    await user.click(screen.getByRole('button', { name: text.draw.confirmLabel }));
    expect(props.onDraw).toHaveBeenCalledWith({ secret: SECRET, allowOpenRaffle: true });
  });

  it("shows progress while drawing, and the server's field errors until the form is edited", async () => {
    const { props, user } = renderRaffle(
      { busy: 'draw', drawErrors: { secret: ['Refused by the server'] } },
      committed,
    );
    expect(screen.getByRole('button', { name: text.draw.drawing })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(text.draw.progress);
    expect(screen.getByText('Refused by the server')).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.draw.secret), 'a');
    expect(props.onDrawEdit).toHaveBeenCalled();
  });

  it('shows the winners and the record, to download and check', async () => {
    const draw = drawOf();
    const { props, user } = renderRaffle({}, { ...committed, draw });
    expect(screen.queryByLabelText(text.draw.secret)).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.record.winnersCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + draw.winners.length);
    expect(table).toHaveTextContent('Alan Turing');
    expect(screen.getByText(draw.seed)).toBeInTheDocument();
    expect(screen.getByText(draw.snapshot_hash)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.record.download }));
    expect(props.onDownloadRecord).toHaveBeenCalledWith(draw);
    await user.click(screen.getByRole('button', { name: text.record.check }));
    expect(props.onCheckRecord).toHaveBeenCalledWith(draw.record, text.record.thisRecord);
    await user.upload(
      screen.getByLabelText(text.record.checkFile),
      new File([draw.record], 'published.json', { type: 'application/json' }),
    );
    await vi.waitFor(() => expect(props.onCheckRecord).toHaveBeenCalledWith(draw.record, 'published.json'));
  });

  it('names the players the draw left out because they were banned', () => {
    const draw = { ...drawOf(), excluded: [{ player_id: '10', name: 'Mallory', reason: 'banned' as const }] };
    renderRaffle({}, { ...committed, draw });
    expect(screen.getByText(text.record.excluded(['Mallory']))).toBeInTheDocument();
  });

  it('shows a banned staker with no chance, as a draw made now would leave them out', () => {
    renderRaffle({
      stakes: {
        itemId: 2,
        value: {
          status: 'ready',
          data: {
            item: { item_id: 2, name: 'Gift card', partner: 'Lighthouse Books', stock: 1, retired: false },
            total_staked: 10,
            stakes: [
              { user_id: 7, name: 'Ada Lovelace', email: 'ada@example.com', coins: 2, chance: 1, banned: false },
              { user_id: 8, name: 'Mallory', email: 'm@example.com', coins: 8, chance: 0, banned: true },
            ],
          },
        },
      },
    });
    const rows = within(screen.getByRole('table', { name: text.stakes.caption('Gift card') })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`${text.stakes.banned('Mallory')}m@example.com8${text.stakes.bannedChance}`);
  });

  it('says a record matches', () => {
    const draw = drawOf();
    renderRaffle(
      { check: { what: text.record.thisRecord, result: verifyDrawRecordText(draw.record) } },
      { ...committed, draw },
    );
    const check = screen.getByTestId('record-check');
    expect(check).toHaveTextContent(text.record.checked(text.record.thisRecord));
    expect(check).toHaveTextContent(`${text.record.matches} ${drawMessages.verified}`);
  });

  it('names the failing check of a record that was changed', () => {
    const draw = drawOf();
    const tampered = draw.record.replace('"coins":5', '"coins":6');
    const result = verifyDrawRecordText(tampered);
    expect(result.ok).toBe(false);
    renderRaffle({ check: { what: 'published.json', result } }, { ...committed, draw });
    const check = screen.getByTestId('record-check');
    expect(check).toHaveTextContent(`${text.record.fails} ${drawMessages.snapshotHashMismatch}`);
    expect(check).toHaveClass('notice--error');
  });

  it('marks a draw made under an earlier commitment and offers the form for the new one', () => {
    renderRaffle(
      {},
      { commitment: { commitment: 'f'.repeat(64), created_at: '2026-04-25T16:00:00.000Z' }, draw: drawOf() },
    );
    expect(screen.getByText(text.record.olderCommitment)).toBeInTheDocument();
    expect(screen.getByLabelText(text.draw.secret)).toBeInTheDocument();
  });

  it('shows the results preview and state, and publishes or holds them back after a confirmation', async () => {
    const { props, user } = renderRaffle();
    expect(screen.getByText(text.results.state('held'))).toBeInTheDocument();
    expect(
      screen.getByText(text.results.winner('Ada Lovelace', 'Grade 11', 'Ontario', 'Canada')),
    ).toBeInTheDocument();
    expect(screen.getByText(/Alan Turing \(Grade 12\), Canada/)).toHaveTextContent(text.results.award(150));
    // Each raffle winner under the prize they won, as the results page names it, not the partner alone.
    expect(screen.getByText('Reading light (Harbor Tech)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.results.hold })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.results.publish }));
    const dialog = screen.getByRole('alertdialog', { name: text.results.publishTitle });
    expect(dialog).toHaveTextContent(text.results.publishConfirm);
    await user.click(within(dialog).getByRole('button', { name: text.results.publish }));
    expect(props.onPublish).toHaveBeenCalledWith(true);
  });

  it('holds published results back after a confirmation', async () => {
    const { props, user } = renderRaffle({
      results: {
        status: 'ready',
        data: { ...results, state: 'published', published_at: '2026-04-26T14:00:00.000Z' },
      },
    });
    expect(screen.queryByRole('button', { name: text.results.publish })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.results.hold }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: text.results.holdTitle })).getByRole('button', {
        name: text.results.hold,
      }),
    );
    expect(props.onPublish).toHaveBeenCalledWith(false);
  });

  it('says when the raffle cannot load, with a retry', async () => {
    const { props, user } = renderRaffle({ raffle: { status: 'failed', message: 'Down' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: messages.ui.common.retry }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});
