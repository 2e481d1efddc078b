import {
  consoleAccountsText,
  consolePlayersText,
  consoleShellText,
  type ConsoleLedgerEntry,
  type ConsolePlayerDetail as PlayerDetail,
} from '@dubloon-quest/core/console';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadState } from '../../../components/feedback/load-state.js';
import { countryLabel, regionLabel } from '../../../locale/place-names.js';
import { educationLabel } from '../../../components/form/education-label.js';
import type { Loadable } from '@dubloon-quest/core';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { formatDateTime } from './console-player-format.js';
import './console-players.css';

const text = consolePlayersText;
const detailText = text.detail;
const fields = detailText.fields;

/** Names of the event's raffle items and businesses (by challenge id), when the event could be loaded. */
export interface EventNames {
  readonly items: ReadonlyMap<number, string>;
  readonly businesses: ReadonlyMap<number, string>;
}

export interface ConsolePlayerDetailProps {
  readonly detail: PlayerDetail;
  readonly names: EventNames;
  /** Where "Back to the players" goes: the list as it was left. */
  readonly backTo: string;
  /** The action panels (kick, ban, coins). */
  readonly actions: ReactNode;
  /** The shared demo console, whose changes the server refuses. */
  readonly readOnly?: boolean;
}

const signed = (count: number) => (count > 0 ? `+${count}` : String(count));
const sourceOf = (entry: ConsoleLedgerEntry) => detailText.sources[entry.source] ?? entry.source;

function meetupOf(value: boolean | null): string {
  if (value === null) return detailText.meetupUnanswered;
  return value ? detailText.meetupYes : detailText.meetupNo;
}

/** An https link as a link; anything else as text (a link a player gave is never trusted to be one). */
function AnswerLink({ href }: { href: string }) {
  return /^https:\/\/\S+$/i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  ) : (
    <>{href}</>
  );
}

/**
 * `/console/players/:user_id`: a player's record, ledger, stakes, chests, challenge answers and open
 * sessions, then the actions on the account. Presentational.
 */
export function ConsolePlayerDetail({
  detail,
  names,
  backTo,
  actions,
  readOnly = false,
}: ConsolePlayerDetailProps) {
  const { player } = detail;
  const place = [player.city, regionLabel(player.region, player.country), countryLabel(player.country)].filter((part) => part).join(', ');
  return (
    <section className="stack" aria-labelledby="console-player-title">
      <p>
        <Link to={backTo}>{detailText.back}</Link>
      </p>
      <h1 id="console-player-title">
        {player.name}
        {player.demo_copy ? <span className="muted"> {text.demoCopy}</span> : null}
      </h1>

      <section className="stack" aria-labelledby="console-player-record">
        <h2 id="console-player-record">{detailText.recordHeading}</h2>
        <dl className="console-record">
          <dt>{fields.email}</dt>
          <dd>{player.email}</dd>
          <dt>{fields.role}</dt>
          <dd>{consoleAccountsText.roles[player.role]}</dd>
          <dt>{fields.education}</dt>
          <dd>{educationLabel(player.education)}</dd>
          <dt>{fields.school}</dt>
          <dd>{player.school ?? text.none}</dd>
          <dt>{fields.place}</dt>
          <dd>{place}</dd>
          <dt>{fields.verified}</dt>
          <dd>{player.verified ? text.yes : text.no}</dd>
          <dt>{fields.meetup}</dt>
          <dd>{meetupOf(player.attend_meeting)}</dd>
          <dt>{fields.coins}</dt>
          <dd>{player.coins}</dd>
          <dt>{fields.staked}</dt>
          <dd>{player.staked}</dd>
          <dt>{fields.bannedUntil}</dt>
          <dd>{player.banned_until === null ? text.notBanned : formatDateTime(player.banned_until)}</dd>
          <dt>{fields.joined}</dt>
          <dd>{formatDateTime(player.created_at)}</dd>
          <dt>{fields.sessions}</dt>
          <dd>{detail.active_sessions}</dd>
        </dl>
      </section>

      <section className="stack" aria-labelledby="console-player-actions">
        <h2 id="console-player-actions">{detailText.actionsHeading}</h2>
        {readOnly ? <p className="muted">{text.readOnly}</p> : null}
        {actions}
      </section>

      <section className="stack" aria-labelledby="console-player-ledger">
        <h2 id="console-player-ledger">{detailText.ledgerHeading}</h2>
        <ConsoleTable
          caption={detailText.ledgerCaption}
          rows={detail.ledger}
          rowKey={(entry) => entry.id}
          empty={detailText.nothing}
          columns={[
            { header: detailText.ledgerColumns.source, cell: sourceOf },
            { header: detailText.ledgerColumns.amount, cell: (entry) => signed(entry.count), numeric: true },
            { header: detailText.ledgerColumns.note, cell: (entry) => entry.note ?? text.none },
            { header: detailText.ledgerColumns.time, cell: (entry) => formatDateTime(entry.created_at) },
          ]}
        />
      </section>

      <section className="stack" aria-labelledby="console-player-stakes">
        <h2 id="console-player-stakes">{detailText.stakesHeading}</h2>
        <ConsoleTable
          caption={detailText.stakesCaption}
          rows={detail.stakes}
          rowKey={(stake) => stake.item_id}
          empty={detailText.nothing}
          columns={[
            {
              header: detailText.stakesColumns.item,
              cell: (stake) => detailText.item(stake.item_id, names.items.get(stake.item_id) ?? null),
            },
            { header: detailText.stakesColumns.coins, cell: (stake) => stake.coins, numeric: true },
          ]}
        />
      </section>

      <section className="stack" aria-labelledby="console-player-chests">
        <h2 id="console-player-chests">{detailText.chestsHeading}</h2>
        <ConsoleTable
          caption={detailText.chestsCaption}
          rows={detail.chests}
          rowKey={(chest) => chest.chest_id}
          empty={detailText.nothing}
          columns={[
            { header: detailText.chestsColumns.chest, cell: (chest) => detailText.chest(chest.chest_id) },
            { header: detailText.chestsColumns.coins, cell: (chest) => chest.coins, numeric: true },
          ]}
        />
      </section>

      <section className="stack" aria-labelledby="console-player-challenges">
        <h2 id="console-player-challenges">{detailText.challengesHeading}</h2>
        <ConsoleTable
          caption={detailText.challengesCaption}
          rows={detail.challenges}
          rowKey={(answer) => answer.challenge_id}
          empty={detailText.nothing}
          columns={[
            {
              header: detailText.challengesColumns.business,
              cell: (answer) =>
                detailText.business(answer.challenge_id, names.businesses.get(answer.challenge_id) ?? null),
            },
            {
              header: detailText.challengesColumns.link,
              cell: (answer) => <AnswerLink href={answer.submission_link} />,
            },
            {
              header: detailText.challengesColumns.time,
              cell: (answer) => formatDateTime(answer.updated_at),
            },
          ]}
        />
      </section>
    </section>
  );
}

/**
 * The detail page before the record is there: loading, failed (with a retry) or an address that names no
 * player. Presentational.
 */
export function ConsolePlayerPending({
  value,
  backTo,
  onRetry,
}: {
  value: Loadable<unknown>;
  backTo: string;
  onRetry?: () => void;
}) {
  return (
    <section className="stack" aria-labelledby="console-player-title">
      <p>
        <Link to={backTo}>{detailText.back}</Link>
      </p>
      <h1 id="console-player-title">{consoleShellText.screens.players}</h1>
      <LoadState value={value} onRetry={onRetry}>
        {() => null}
      </LoadState>
    </section>
  );
}
