import {
  consoleBulkInvitationsText,
  consolePlayersText,
  consoleShellText,
  type ConsolePlayer,
  type ConsolePlayersResponse,
} from '@dubloon-quest/core/console';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { consolePath } from '../../shared/console-paths.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import { countryLabel } from '../../../locale/place-names.js';
import type { Loadable } from '@dubloon-quest/core';
import { ConsoleTable, type ConsoleColumn } from '../../shared/components/console-table.js';
import { ConsolePlayerFilters } from './console-player-filters.js';
import { formatDateTime } from './console-player-format.js';
import { pageCount, type PlayerFilters } from './console-players-query.js';
import './console-players.css';

const text = consolePlayersText;
const bulk = consoleBulkInvitationsText;

export interface ConsolePlayersProps {
  readonly filters: PlayerFilters;
  readonly page: number;
  /** The URL's query, so the form starts afresh when it changes (back, forward, a bookmark). */
  readonly queryKey: string;
  readonly result: Loadable<ConsolePlayersResponse>;
  /** The detail page of a player (with the list's query, to come back to the same view). */
  readonly playerLink: (player: ConsolePlayer) => { pathname: string; state: unknown };
  readonly onSearch: (filters: PlayerFilters) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  /** The invitation buttons of a player still invited (issue 32). */
  readonly invitationButtons?: (player: ConsolePlayer) => ReactNode;
}

const yesNo = (value: boolean) => (value ? text.yes : text.no);

/** `/console/players`: the search, the filters and a page of matching players. Presentational. */
export function ConsolePlayers({
  filters,
  page,
  queryKey,
  result,
  playerLink,
  onSearch,
  onPage,
  onRetry,
  invitationButtons = () => null,
}: ConsolePlayersProps) {
  const columns: readonly ConsoleColumn<ConsolePlayer>[] = [
    {
      header: text.columns.name,
      cell: (player) => {
        const link = playerLink(player);
        return (
          <>
            <Link to={link.pathname} state={link.state}>
              {player.name}
            </Link>
            {player.demo_copy ? <span className="muted"> {text.demoCopy}</span> : null}
          </>
        );
      },
    },
    { header: text.columns.email, cell: (player) => player.email },
    { header: text.columns.school, cell: (player) => player.school ?? text.none },
    { header: bulk.columns.group, cell: (player) => player.group ?? text.none },
    { header: text.columns.country, cell: (player) => countryLabel(player.country) },
    { header: text.columns.verified, cell: (player) => yesNo(player.verified) },
    { header: text.columns.coins, cell: (player) => player.coins, numeric: true },
    { header: text.columns.staked, cell: (player) => player.staked, numeric: true },
    {
      header: text.columns.bannedUntil,
      cell: (player) => (player.banned_until === null ? text.none : formatDateTime(player.banned_until)),
    },
    {
      header: bulk.columns.invitation,
      cell: (player) => (player.invitation_pending ? invitationButtons(player) : text.none),
    },
  ];

  return (
    <section className="stack" aria-labelledby="console-players-title">
      <h1 id="console-players-title">{consoleShellText.screens.players}</h1>
      <p>{text.intro}</p>
      <p>
        <Link to={consolePath('import-players')}>{bulk.screen}</Link>
      </p>
      <ConsolePlayerFilters key={queryKey} filters={filters} onSearch={onSearch} />
      <LoadState value={result} onRetry={onRetry}>
        {(data) => {
          const pages = pageCount(data.total, data.page_size);
          return (
            <div className="stack">
              <p role="status" className="console-players__count">
                {text.results(data.total)}
              </p>
              <ConsoleTable
                caption={text.tableCaption}
                columns={columns}
                rows={data.players}
                rowKey={(player) => player.user_id}
                empty={text.noResults}
              />
              {pages > 1 || page > 1 ? (
                <nav className="row console-pager" aria-label={text.pagination}>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={page <= 1}
                    onClick={() => onPage(Math.min(page - 1, pages))}
                  >
                    {consoleShellText.previousPage}
                  </button>
                  <span>{consoleShellText.pageOf(page, pages)}</span>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={page >= pages}
                    onClick={() => onPage(page + 1)}
                  >
                    {consoleShellText.nextPage}
                  </button>
                </nav>
              ) : null}
            </div>
          );
        }}
      </LoadState>
    </section>
  );
}
