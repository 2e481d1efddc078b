import { consolePlayersText, consoleShellText, type ConsolePlayer } from '@dubloon-quest/core/console';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { ConsolePlayers, type ConsolePlayersProps } from './console-players.js';
import { NO_FILTERS } from './console-players-query.js';

const text = consolePlayersText;

const grace: ConsolePlayer = {
  user_id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'Player',
  education: 'Grade 11',
  school: null,
  country: 'United States',
  region: null,
  city: null,
  verified: false,
  attend_meeting: null,
  coins: 0,
  staked: 3,
  banned_until: '2030-01-02T03:04:00.000Z',
  created_at: '2026-04-02T15:00:00.000Z',
  demo_copy: true,
};

function renderList(props: Partial<ConsolePlayersProps> = {}) {
  const handlers = { onSearch: vi.fn(), onPage: vi.fn(), onRetry: vi.fn() };
  renderWithRouter(
    <ConsolePlayers
      filters={NO_FILTERS}
      page={1}
      queryKey=""
      result={{ status: 'ready', data: { total: 1, page: 1, page_size: 50, players: [grace] } }}
      playerLink={(player) => ({ pathname: `/console/players/${player.user_id}`, state: null })}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ConsolePlayers', () => {
  it('shows a player row with every column, a demo copy marked, and no pager for one page', () => {
    renderList();
    expect(
      screen.getByRole('heading', { level: 1, name: consoleShellText.screens.players }),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: text.tableCaption })).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // E-mail, school, group (issue 32), country, verified, coins, staked.
    expect(cells.slice(1, 8)).toEqual(['grace@example.com', text.none, text.none, 'United States', text.no, '0', '3']);
    expect(cells[0]).toContain(text.demoCopy);
    expect(cells[8]).not.toBe(text.none);
    // Not invited: no invitation buttons.
    expect(cells[9]).toBe(text.none);
    expect(screen.queryByRole('navigation', { name: text.pagination })).not.toBeInTheDocument();
  });

  it('says it is loading, and a failure with a retry', async () => {
    const { onRetry } = renderList({ result: { status: 'failed', message: consoleShellText.loadFailed } });
    expect(screen.getByRole('alert')).toHaveTextContent(consoleShellText.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: consoleShellText.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();
    renderList({ result: { status: 'loading' } });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('applies the filters together on submit, and clears them', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderList();
    await user.type(screen.getByLabelText(text.filters.school, { selector: 'input' }), 'Harbor');
    await user.selectOptions(screen.getByLabelText(text.filters.verified), 'yes');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(text.filters.search, { selector: 'input' }), 'grace{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      search: 'grace',
      school: 'Harbor',
      verified: 'yes',
    });
    await user.click(screen.getByRole('button', { name: text.filters.clear }));
    expect(onSearch).toHaveBeenLastCalledWith(NO_FILTERS);
  });

  it('pages with the total, the first page without "previous"', async () => {
    const { onPage } = renderList({
      result: { status: 'ready', data: { total: 120, page: 1, page_size: 50, players: [grace] } },
    });
    expect(screen.getByRole('status')).toHaveTextContent(text.results(120));
    const pager = screen.getByRole('navigation', { name: text.pagination });
    expect(pager).toHaveTextContent(consoleShellText.pageOf(1, 3));
    expect(within(pager).getByRole('button', { name: consoleShellText.previousPage })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: consoleShellText.nextPage }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says when no player matches', () => {
    renderList({ result: { status: 'ready', data: { total: 0, page: 1, page_size: 50, players: [] } } });
    expect(screen.getByText(text.noResults)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
