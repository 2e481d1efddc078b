import {
  consoleAccountsText,
  consoleBulkInvitationsText,
  consoleMessages,
  consoleShellText,
  INVITATION_LINK_DAYS,
  type ConsoleAccount,
} from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleEvent,
  openConsoleAs,
  organizerMe,
  stubConsoleServer,
  type SeenRequest,
} from '../../../../test/console-test-app.js';

const text = consoleAccountsText;

const partner: ConsoleAccount = {
  user_id: 7,
  email: 'owner@harbor.example',
  name: 'Harbor Owner',
  role: 'Partner',
  business_id: 1,
  raffle_partner: null,
  email_verified: true,
  invitation_pending: false,
  banned_until: null,
  created_at: '2026-04-01T10:00:00.000Z',
};

const requestsTo = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((request) => request.method === method && request.path === path);

afterEach(() => vi.unstubAllGlobals());

describe('the accounts screen', () => {
  it('lists the accounts with their role and business; the organizer cannot change their own role', async () => {
    stubConsoleServer((request) => {
      if (request.path === '/console/accounts') return { body: { accounts: [organizerMe.account, partner] } };
      if (request.path === '/console/event') return { body: consoleEvent() };
      return undefined;
    });
    await openConsoleAs('/console/accounts');
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.accounts });
    const table = await screen.findByRole('table', { name: text.tableCaption });
    const row = within(table).getByRole('row', { name: /Harbor Owner/ });
    await waitFor(() => expect(row).toHaveTextContent(text.business('Harbor Tech')));
    expect(row).toHaveTextContent(text.roles.Partner);
    expect(within(row).getByRole('button', { name: text.change('Harbor Owner') })).toBeEnabled();
    const own = within(table).getByRole('row', { name: new RegExp(organizerMe.account.name) });
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(own).toHaveTextContent(text.you);
    expect(row).toHaveTextContent(text.status.active);
    expect(screen.getByText(text.invite.explain(INVITATION_LINK_DAYS))).toBeInTheDocument();
  });

  it('says "Invited" for an account whose invitee has not chosen a password yet, "Active" once they have', async () => {
    const invitee: ConsoleAccount = { ...partner, user_id: 8, name: 'New Partner', email: 'new@harbor.example', invitation_pending: true };
    const banned: ConsoleAccount = {
      ...partner,
      user_id: 9,
      name: 'Banned Partner',
      email: 'gone@harbor.example',
      invitation_pending: true,
      banned_until: '2999-01-01T00:00:00.000Z',
    };
    stubConsoleServer((request) => {
      if (request.path === '/console/accounts')
        return { body: { accounts: [organizerMe.account, partner, invitee, banned] } };
      if (request.path === '/console/event') return { body: consoleEvent() };
      return undefined;
    });
    await openConsoleAs('/console/accounts');
    const table = await screen.findByRole('table', { name: text.tableCaption });
    const statusOf = (name: RegExp) => {
      const row = within(table).getByRole('row', { name });
      return within(row).getAllByRole('cell')[4]!.textContent;
    };
    expect(statusOf(/New Partner/)).toBe(text.status.invited);
    expect(statusOf(/Harbor Owner/)).toBe(text.status.active);
    expect(statusOf(/Banned Partner/)).toMatch(/^Banned until /);
  });

  it('invites a partner of a business: checked first, then sent, and the list loads again', async () => {
    let invited = false;
    const seen = stubConsoleServer((request) => {
      if (request.path === '/console/accounts')
        return { body: { accounts: invited ? [organizerMe.account, partner] : [organizerMe.account] } };
      if (request.path === '/console/event') return { body: consoleEvent() };
      if (request.path === '/console/accounts/invite') {
        invited = true;
        return { body: { message: consoleMessages.accounts.invited(partner.email), account: partner } };
      }
      return undefined;
    });
    const { user } = await openConsoleAs('/console/accounts');
    await screen.findByRole('table', { name: text.tableCaption });

    await user.click(screen.getByRole('button', { name: text.invite.submit }));
    expect(await screen.findByText(consoleMessages.accounts.partnerNeedsOne)).toBeInTheDocument();
    expect(requestsTo(seen, 'POST', '/console/accounts/invite')).toHaveLength(0);

    await user.type(screen.getByLabelText(text.invite.email), partner.email);
    await user.type(screen.getByLabelText(text.invite.name), partner.name);
    const affiliation = screen.getByLabelText(text.invite.affiliation);
    expect(within(affiliation).queryByRole('option', { name: text.business('Old Mill') })).not.toBeInTheDocument();
    // Each choice says its kind, in its group and in its own words (what a closed drop-down and a screen reader show).
    const businesses = within(affiliation).getByRole('group', { name: text.invite.businesses });
    expect(within(businesses).getAllByRole('option').map((option) => option.textContent)).toEqual([
      text.business('Harbor Tech'),
    ]);
    const partners = within(affiliation).getByRole('group', { name: text.invite.partners });
    expect(within(partners).getAllByRole('option').map((option) => option.textContent)).toEqual([
      text.rafflePartner('Bookworm Press'),
    ]);
    await user.selectOptions(affiliation, text.business('Harbor Tech'));
    expect(affiliation).toHaveDisplayValue(text.business('Harbor Tech'));
    // The invited person's language: the organizer's by default, here changed to French (decision 0190).
    const language = screen.getByLabelText(text.invite.language);
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'Français');
    await user.click(screen.getByRole('button', { name: text.invite.submit }));

    await screen.findByText(text.invite.sent(partner.email, INVITATION_LINK_DAYS));
    expect(requestsTo(seen, 'POST', '/console/accounts/invite')[0]!.body).toEqual({
      email: partner.email,
      name: partner.name,
      role: 'Partner',
      language: 'fr',
      business_id: '1',
      raffle_partner: null,
    });
    await screen.findByRole('row', { name: /Harbor Owner/ });
    expect(screen.getByLabelText(text.invite.email)).toHaveValue('');
  });

  it("invites an organizer with no affiliation, and shows the server's refusal under the field", async () => {
    const seen = stubConsoleServer((request) => {
      if (request.path === '/console/accounts') return { body: { accounts: [organizerMe.account] } };
      if (request.path === '/console/event') return { body: consoleEvent() };
      if (request.path === '/console/accounts/invite')
        return {
          status: 422,
          body: { message: 'The given data was invalid.', errors: { email: ['Taken here'] } },
        };
      return undefined;
    });
    const { user } = await openConsoleAs('/console/accounts');
    await screen.findByRole('table', { name: text.tableCaption });
    await user.type(screen.getByLabelText(text.invite.email), 'lead@event.example');
    await user.type(screen.getByLabelText(text.invite.name), 'Event Lead');
    await user.selectOptions(screen.getByLabelText(text.invite.role), 'Organizer');
    expect(screen.queryByLabelText(text.invite.affiliation)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.invite.submit }));

    expect(await screen.findByText('Taken here')).toBeInTheDocument();
    expect(requestsTo(seen, 'POST', '/console/accounts/invite')[0]!.body).toEqual({
      email: 'lead@event.example',
      name: 'Event Lead',
      role: 'Organizer',
      language: 'en',
      business_id: null,
      raffle_partner: null,
    });
    expect(screen.getByLabelText(text.invite.email)).toHaveValue('lead@event.example');
  });

  it('changes a partner to another affiliation without a confirmation, and confirms taking a role away', async () => {
    let current = partner;
    const seen = stubConsoleServer((request) => {
      if (request.path === '/console/accounts') return { body: { accounts: [organizerMe.account, current] } };
      if (request.path === '/console/event') return { body: consoleEvent() };
      if (request.method === 'PATCH' && request.path === '/console/accounts/7') {
        const body = request.body as Pick<ConsoleAccount, 'role' | 'business_id' | 'raffle_partner'>;
        current = { ...current, ...body };
        return {
          body: {
            message: consoleMessages.accounts.roleChanged(current.email, current.role),
            account: current,
          },
        };
      }
      return undefined;
    });
    const { user } = await openConsoleAs('/console/accounts');
    await user.click(await screen.findByRole('button', { name: text.change('Harbor Owner') }));
    let dialog = await screen.findByRole('dialog', { name: text.edit.title('Harbor Owner') });
    await user.selectOptions(
      within(dialog).getByLabelText(text.invite.affiliation),
      text.rafflePartner('Bookworm Press'),
    );
    await user.click(within(dialog).getByRole('button', { name: text.edit.save }));
    await waitFor(() => expect(requestsTo(seen, 'PATCH', '/console/accounts/7')).toHaveLength(1));
    expect(requestsTo(seen, 'PATCH', '/console/accounts/7')[0]!.body).toEqual({
      role: 'Partner',
      business_id: null,
      raffle_partner: 'Bookworm Press',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Harbor Owner/ })).toHaveTextContent(
        text.rafflePartner('Bookworm Press'),
      ),
    );

    await user.click(screen.getByRole('button', { name: text.change('Harbor Owner') }));
    dialog = await screen.findByRole('dialog', { name: text.edit.title('Harbor Owner') });
    await user.selectOptions(within(dialog).getByLabelText(text.edit.role), 'Player');
    await user.click(within(dialog).getByRole('button', { name: text.edit.save }));
    const confirm = await screen.findByRole('alertdialog', { name: text.edit.confirmTitle });
    expect(confirm).toHaveTextContent(text.edit.confirm('Harbor Owner', 'Partner', 'Player'));
    expect(requestsTo(seen, 'PATCH', '/console/accounts/7')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: text.edit.confirmButton }));

    await screen.findByText(consoleMessages.accounts.roleChanged(partner.email, 'Player'));
    expect(requestsTo(seen, 'PATCH', '/console/accounts/7')[1]!.body).toEqual({
      role: 'Player',
      business_id: null,
      raffle_partner: null,
    });
  });

  it('still lists the accounts when the event cannot load, and says partners cannot be invited now', async () => {
    stubConsoleServer((request) => {
      if (request.path === '/console/accounts') return { body: { accounts: [organizerMe.account, partner] } };
      if (request.path === '/console/event') return { status: 503, body: { message: 'Down' } };
      return undefined;
    });
    await openConsoleAs('/console/accounts');
    expect(await screen.findByText(text.eventLoadFailed)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('row', { name: /Harbor Owner/ })).toHaveTextContent(text.business('#1'));
  });

  it('turns the changes off in the shared demo console', async () => {
    stubConsoleServer(
      (request) => {
        if (request.path === '/console/accounts')
          return { body: { accounts: [organizerMe.account, partner] } };
        if (request.path === '/console/event') return { body: consoleEvent() };
        return undefined;
      },
      { ...organizerMe, read_only: true },
    );
    await openConsoleAs('/console/accounts');
    expect(await screen.findByRole('button', { name: text.change('Harbor Owner') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.invite.submit })).toBeDisabled();
    expect(screen.getByText(text.readOnly)).toBeInTheDocument();
  });

  it('resends an invitation, or copies a new link, for an account still invited (issue 32)', async () => {
    const bulk = consoleBulkInvitationsText;
    const invitee: ConsoleAccount = { ...partner, user_id: 8, name: 'New Partner', email: 'new@harbor.example', invitation_pending: true };
    const link = 'http://localhost:3000/password-reset?token=0123456789abcdef0123456789abcdef01234567&invitation=1';
    const seen = stubConsoleServer((request) => {
      if (request.path === '/console/accounts') return { body: { accounts: [organizerMe.account, partner, invitee] } };
      if (request.path === '/console/event') return { body: consoleEvent() };
      if (request.path === '/console/accounts/8/invitation') {
        const send = (request.body as { send: boolean }).send;
        return { body: { message: send ? bulk.invitationResent(invitee.email) : bulk.invitationLinkMade(invitee.email), link } };
      }
      return undefined;
    });
    const { user } = await openConsoleAs('/console/accounts');
    const table = await screen.findByRole('table', { name: text.tableCaption });
    const active = within(table).getByRole('row', { name: /Harbor Owner/ });
    expect(within(active).queryByRole('button', { name: bulk.invitation.resendTo('Harbor Owner') })).not.toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /New Partner/ });
    await user.click(within(row).getByRole('button', { name: bulk.invitation.resendTo('New Partner') }));
    await screen.findByText(bulk.invitationResent(invitee.email));
    await user.click(within(row).getByRole('button', { name: bulk.invitation.copyLinkOf('New Partner') }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
    await screen.findByText(bulk.invitation.copied);
    expect(requestsTo(seen, 'POST', '/console/accounts/8/invitation').map((request) => request.body)).toEqual([
      { send: true },
      { send: false },
    ]);
  });
});
