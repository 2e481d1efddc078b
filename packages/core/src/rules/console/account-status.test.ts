import { describe, expect, it } from 'vitest';
import { accountStatus } from './account-status.js';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const account = { banned_until: null, invitation_pending: false, email_verified: true };

describe('accountStatus', () => {
  it('says invited while the invitee has not chosen a password, active once they have', () => {
    expect(accountStatus({ ...account, invitation_pending: true }, now)).toEqual({ kind: 'invited' });
    expect(accountStatus(account, now)).toEqual({ kind: 'active' });
  });

  it('puts a running ban first, and forgets an ended one', () => {
    const until = '2026-11-27T00:00:00.000Z';
    expect(accountStatus({ ...account, invitation_pending: true, banned_until: until }, now)).toEqual({
      kind: 'banned',
      until,
    });
    expect(accountStatus({ ...account, banned_until: '2026-11-26T11:59:59.000Z' }, now)).toEqual({
      kind: 'active',
    });
  });

  it('tells an account whose e-mail is not verified from an invited one', () => {
    expect(accountStatus({ ...account, email_verified: false }, now)).toEqual({ kind: 'unverified' });
  });
});
