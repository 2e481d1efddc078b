import type { ConsoleAccount } from '../../contract/console/console-accounts.schema.js';

/**
 * Where an organizer or partner account stands, as the console's Accounts list says it:
 * - `banned` while a ban runs (`banned_until` after now), whatever else is true;
 * - `invited` while the invitee has not chosen a password with the invitation's link (`invitation_pending`);
 * - `unverified` for an account whose e-mail is not verified (a player given a console role before verifying);
 * - `active` otherwise: the account can log in.
 */
export type AccountStatus =
  | { readonly kind: 'banned'; readonly until: string }
  | { readonly kind: 'invited' }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'active' };

/** An account's status at `now` (milliseconds since the epoch). Pure. */
export function accountStatus(
  account: Pick<ConsoleAccount, 'banned_until' | 'invitation_pending' | 'email_verified'>,
  now: number,
): AccountStatus {
  if (account.banned_until !== null && Date.parse(account.banned_until) > now)
    return { kind: 'banned', until: account.banned_until };
  if (account.invitation_pending) return { kind: 'invited' };
  if (!account.email_verified) return { kind: 'unverified' };
  return { kind: 'active' };
}
