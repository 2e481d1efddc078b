import { consoleAccountsText, type ConsoleAccount } from '@dubloon-quest/core/console';
import { useMemo, useState } from 'react';
import { useConsole } from '../../shared/console-services.js';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { InviteForm, RoleDialog } from '../components/console-account-forms.js';
import { ConsoleAccounts } from '../components/console-accounts.js';
import { affiliationOptions, optionsForAccount } from '../components/console-affiliation.js';
import '../components/console-accounts.css';
import { useAccountsCalls } from '../calls/console-accounts-calls.js';
import { ConsoleInvitationButtons } from '../../shared/components/console-invitation-buttons.js';
import { useInvitationActions } from '../../shared/hooks/console-invitation.js';

/**
 * `/console/accounts` (organizers): the organizer and partner accounts, invitations (a single-use link valid
 * 7 days is mailed) and role changes, which end the account's sessions so the role applies at once.
 *
 * Decisions: the affiliation choices are the event's businesses and raffle partners that are not retired,
 * read from `consoleGetEvent`; when the event cannot be loaded the list still shows (businesses by id) and a
 * notice says partners cannot be invited now. A role change is confirmed whenever the role itself changes
 * (the old one is taken away); changing only a partner's affiliation is not. An organizer's own row has no
 * role button (the server refuses it too).
 */
export function ConsoleAccountsRoute() {
  const { me } = useConsole();
  const calls = useAccountsCalls();
  const accounts = useConsoleQuery(() => calls.consoleListAccounts());
  const event = useConsoleQuery(() => calls.consoleGetEvent());
  const invite = useConsoleAction();
  const change = useConsoleAction();
  const invitations = useInvitationActions(calls.consoleResendInvitation);
  const [lastInvited, setLastInvited] = useState<string | null>(null);
  const [editing, setEditing] = useState<ConsoleAccount | null>(null);
  const eventFile = event.value.status === 'ready' ? event.value.data.event : null;
  const options = useMemo(() => affiliationOptions(eventFile), [eventFile]);
  const readOnly = me.read_only;
  const rows = useMemo(
    () =>
      accounts.value.status === 'ready'
        ? { status: 'ready' as const, data: accounts.value.data.accounts }
        : accounts.value,
    [accounts.value],
  );

  return (
    <>
      <ConsoleAccounts
        accounts={rows}
        onRetry={accounts.retry}
        event={eventFile}
        meId={me.account.user_id}
        readOnly={readOnly}
        notice={event.value.status === 'failed' ? consoleAccountsText.eventLoadFailed : null}
        invitationButtons={(account) => (
          <ConsoleInvitationButtons
            name={account.name}
            disabled={readOnly || invitations.busy}
            onResend={() => invitations.resend(account.user_id)}
            onCopy={() => invitations.copy(account.user_id)}
          />
        )}
        onChangeRole={(account) => {
          change.clear();
          setEditing(account);
        }}
        invite={
          <InviteForm
            options={options}
            busy={invite.busy}
            readOnly={readOnly}
            serverErrors={invite.errors}
            onEdit={invite.clear}
            lastInvited={lastInvited}
            onInvite={(body) =>
              invite.run(() => calls.consoleInviteAccount({ body }), {
                success: (answer) => answer.message,
                onSuccess: (answer) => {
                  setLastInvited(answer.account.email);
                  accounts.refresh();
                },
              })
            }
          />
        }
      />
      <RoleDialog
        key={editing?.user_id ?? 0}
        account={editing}
        options={editing === null ? options : optionsForAccount(options, editing, eventFile)}
        busy={change.busy}
        serverErrors={change.errors}
        onEdit={change.clear}
        onClose={() => setEditing(null)}
        onSave={(body) =>
          editing === null
            ? Promise.resolve(false)
            : change.run(
                () => calls.consoleUpdateAccount({ params: { user_id: editing.user_id }, body }),
                { success: (answer) => answer.message, onSuccess: accounts.refresh },
              )
        }
      />
    </>
  );
}
