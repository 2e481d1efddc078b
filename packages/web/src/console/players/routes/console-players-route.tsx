import { type EventFile } from '@dubloon-quest/core';
import { consolePlayersText, type ConsolePlayer } from '@dubloon-quest/core/console';
import { useCallback, useMemo, useState } from 'react';
import { Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { useConsole } from '../../shared/console-services.js';
import { consolePath } from '../../shared/console-paths.js';
import { BanPanel, CoinsPanel, KickPanel } from '../components/console-player-actions.js';
import { ConsolePlayerDetail, ConsolePlayerPending, type EventNames } from '../components/console-player-detail.js';
import { ConsolePlayers } from '../components/console-players.js';
import {
  filtersFromParams,
  paramsFromFilters,
  playersQueryOf,
  type PlayerFilters,
} from '../components/console-players-query.js';
import { usePlayersCalls } from '../calls/console-players-calls.js';
import { ConsoleInvitationButtons } from '../../shared/components/console-invitation-buttons.js';
import { useInvitationActions } from '../../shared/hooks/console-invitation.js';

/**
 * `/console/players` (organizers): the players list, whose search, filters and page live in the URL's query
 * so a filtered view can be bookmarked and survives a reload, and `/console/players/:user_id`, a player's
 * record with the actions on the account. Every change goes through the server (coins only as ledger rows)
 * and the record is loaded again afterwards.
 *
 * Decisions: the filters apply on submit, not at each key; "Back to the players" returns to the list as it
 * was left (its query travels in the link's state); raffle items and businesses are named from
 * `consoleGetEvent`, and by their ids when the event cannot be loaded.
 */
export function ConsolePlayersRoute() {
  return (
    <Routes>
      <Route index element={<PlayersList />} />
      <Route path=":userId" element={<PlayerDetailRoute />} />
    </Routes>
  );
}

const LIST_PATH = consolePath('players');

/** The list's location state handed to the detail page: the list's query, to come back to it. */
interface FromList {
  readonly listSearch: string;
}

function PlayersList() {
  const calls = usePlayersCalls();
  const [params, setParams] = useSearchParams();
  const queryKey = params.toString();
  const { filters, page } = useMemo(() => filtersFromParams(new URLSearchParams(queryKey)), [queryKey]);
  const result = useConsoleQuery(
    () => calls.consoleListPlayers({ query: playersQueryOf(filters, page) }),
    queryKey,
  );
  const search = queryKey === '' ? '' : `?${queryKey}`;
  const { me } = useConsole();
  const invitations = useInvitationActions(calls.consoleResendInvitation);

  return (
    <ConsolePlayers
      filters={filters}
      page={page}
      queryKey={queryKey}
      result={result.value}
      playerLink={(player: ConsolePlayer) => ({
        pathname: `${LIST_PATH}/${player.user_id}`,
        state: { listSearch: search } satisfies FromList,
      })}
      onSearch={(next: PlayerFilters) => setParams(paramsFromFilters(next))}
      onPage={(next) => setParams(paramsFromFilters(filters, next))}
      onRetry={result.retry}
      invitationButtons={(player) => (
        <ConsoleInvitationButtons
          name={player.name}
          disabled={me.read_only || invitations.busy}
          onResend={() => invitations.resend(player.user_id)}
          onCopy={() => invitations.copy(player.user_id)}
        />
      )}
    />
  );
}

function PlayerDetailRoute() {
  const { userId = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as Partial<FromList> | null)?.listSearch ?? '';
  const backTo = `${LIST_PATH}${listSearch}`;
  if (!/^[1-9]\d{0,9}$/.test(userId))
    return (
      <ConsolePlayerPending
        value={{ status: 'failed', message: consolePlayersText.invalidId }}
        backTo={backTo}
      />
    );
  return <PlayerDetailContainer key={userId} userId={Number(userId)} backTo={backTo} />;
}

function namesOf(event: EventFile | null): EventNames {
  return {
    items: new Map((event?.raffle_items ?? []).map((item) => [item.item_id, item.name])),
    businesses: new Map(
      (event?.businesses ?? []).map((business) => [business.challenge_question.challenge_id, business.name]),
    ),
  };
}

function PlayerDetailContainer({ userId, backTo }: { userId: number; backTo: string }) {
  const { me } = useConsole();
  const calls = usePlayersCalls();
  const params = { user_id: userId };
  const detail = useConsoleQuery(() => calls.consoleGetPlayer({ params }), String(userId));
  const event = useConsoleQuery(() => calls.consoleGetEvent());
  const names = useMemo(
    () => namesOf(event.value.status === 'ready' ? event.value.data.event : null),
    [event.value],
  );
  const kick = useConsoleAction();
  const ban = useConsoleAction();
  const coins = useConsoleAction();
  const [lastEnded, setLastEnded] = useState<number | null>(null);
  const now = useCallback(() => Date.now(), []);
  const readOnly = me.read_only;

  if (detail.value.status !== 'ready')
    return <ConsolePlayerPending value={detail.value} backTo={backTo} onRetry={detail.retry} />;
  const data = detail.value.data;
  return (
    <ConsolePlayerDetail
      detail={data}
      names={names}
      backTo={backTo}
      readOnly={readOnly}
      actions={
        <div className="console-actions">
          <CoinsPanel
            balance={data.player.coins}
            isPlayer={data.player.role === 'Player'}
            busy={coins.busy}
            readOnly={readOnly}
            serverErrors={coins.errors}
            onEdit={coins.clear}
            onAdjust={(body) =>
              coins.run(() => calls.consoleAdjustCoins({ params, body }), {
                success: (answer) => answer.message,
                onSuccess: detail.refresh,
              })
            }
          />
          <BanPanel
            name={data.player.name}
            bannedUntil={data.player.banned_until}
            now={now}
            busy={ban.busy}
            readOnly={readOnly}
            serverErrors={ban.errors}
            onEdit={ban.clear}
            onBan={(body) =>
              ban.run(() => calls.consoleBanPlayer({ params, body }), {
                success: (answer) => answer.message,
                onSuccess: detail.refresh,
              })
            }
          />
          <KickPanel
            name={data.player.name}
            sessions={data.active_sessions}
            lastEnded={lastEnded}
            busy={kick.busy}
            readOnly={readOnly}
            onKick={(reason) =>
              kick.run(
                () => calls.consoleKickPlayer({ params, body: reason === '' ? {} : { reason } }),
                {
                  success: (answer) => answer.message,
                  onSuccess: (answer) => {
                    setLastEnded(answer.sessions_ended);
                    detail.refresh();
                  },
                },
              )
            }
          />
        </div>
      }
    />
  );
}
