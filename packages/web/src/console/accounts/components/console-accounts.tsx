import { type EventFile } from '@dubloon-quest/core';
import {
  accountStatus,
  consoleAccountsText,
  consoleShellText,
  type ConsoleAccount,
} from '@dubloon-quest/core/console';
import type { ReactNode } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import { ConsoleTable, type ConsoleColumn } from '../../shared/components/console-table.js';
import { affiliationLabel } from './console-affiliation.js';
import { readerLanguageTag } from '../../../locale/catalogues.js';

const text = consoleAccountsText;
const dateTime = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

export interface ConsoleAccountsProps {
  readonly accounts: Loadable<readonly ConsoleAccount[]>;
  readonly onRetry: () => void;
  /** The event, to name the businesses; null while it is not loaded. */
  readonly event: EventFile | null;
  /** The signed-in organizer, whose own role cannot be changed here. */
  readonly meId: number;
  readonly readOnly: boolean;
  /** A notice above the form (the event could not be loaded, say). */
  readonly notice: string | null;
  /** The invitation form. */
  readonly invite: ReactNode;
  readonly onChangeRole: (account: ConsoleAccount) => void;
  /** The invitation buttons of an account still invited (issue 32). */
  readonly invitationButtons: (account: ConsoleAccount) => ReactNode;
}

/** Core's account status in words: a ban with its end, an invitation not yet accepted, and so on. */
function statusOf(account: ConsoleAccount): string {
  const status = accountStatus(account, Date.now());
  return status.kind === 'banned' ? text.bannedUntil(dateTime().format(Date.parse(status.until))) : text.status[status.kind];
}

/** `/console/accounts`: the organizer and partner accounts, their roles, and the invitation form. Presentational. */
export function ConsoleAccounts({
  accounts,
  onRetry,
  event,
  meId,
  readOnly,
  notice,
  invite,
  onChangeRole,
  invitationButtons,
}: ConsoleAccountsProps) {
  const columns: readonly ConsoleColumn<ConsoleAccount>[] = [
    { header: text.columns.name, cell: (account) => account.name },
    { header: text.columns.email, cell: (account) => account.email },
    { header: text.columns.role, cell: (account) => text.roles[account.role] },
    { header: text.columns.affiliation, cell: (account) => affiliationLabel(account, event) },
    { header: text.columns.status, cell: statusOf },
    {
      header: text.columns.actions,
      cell: (account) =>
        account.user_id === meId ? (
          <span className="muted">{text.you}</span>
        ) : (
          <span className="row">
            <button
              type="button"
              className="button button--secondary"
              aria-label={text.change(account.name)}
              disabled={readOnly}
              onClick={() => onChangeRole(account)}
            >
              {text.changeShort}
            </button>
            {account.invitation_pending ? invitationButtons(account) : null}
          </span>
        ),
    },
  ];
  return (
    <section className="stack" aria-labelledby="console-accounts-title">
      <h1 id="console-accounts-title">{consoleShellText.screens.accounts}</h1>
      <p>{text.intro}</p>
      {readOnly ? <p className="muted">{text.readOnly}</p> : null}
      <LoadState value={accounts} onRetry={onRetry}>
        {(rows) => (
          <ConsoleTable
            caption={text.tableCaption}
            columns={columns}
            rows={rows}
            rowKey={(account) => account.user_id}
            empty={text.empty}
          />
        )}
      </LoadState>
      {notice !== null ? (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="console-invite-panel">{invite}</div>
    </section>
  );
}
