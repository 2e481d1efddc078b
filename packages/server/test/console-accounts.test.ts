import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages, consoleMessagesFr, type ConsoleAccount } from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { PASSWORD, TestServer, uniqueEmail } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

async function listed(email: string): Promise<ConsoleAccount | undefined> {
  const answer = await callConsole<{ accounts: ConsoleAccount[] }>(server, 'consoleListAccounts', organizer);
  expect(answer.status).toBe(200);
  return answer.body.accounts.find((account) => account.email === email);
}

describe('accounts: an invitation stays pending until its password is chosen', () => {
  it('[C.accounts.invite] lists an invited account as pending, and no longer once the invitee sets a password with the link', async () => {
    const email = uniqueEmail();
    const invited = await callConsole<{ account: ConsoleAccount }>(server, 'consoleInviteAccount', organizer, {
      body: { email, name: 'Invited Partner', role: 'Partner', business_id: 1 },
    });
    expect(invited.status).toBe(200);
    expect(invited.body.account).toMatchObject({ email, invitation_pending: true });
    expect(await listed(email)).toMatchObject({ invitation_pending: true });

    const mail = (await server.mailTo(email)).at(-1);
    const token = /token=([0-9a-f]{40})&invitation=1/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const accepted = await server.call('PATCH', '/auth/password', {
      body: { token, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect(await listed(email)).toMatchObject({ invitation_pending: false });
    expect((await server.login(email)).body.user).toMatchObject({ role: 'Partner' });
  });

  it('never lists an account made with a password (a partner who logs in) as pending', async () => {
    const partner = await consoleAccount(server, 'Partner', { businessId: 2 });
    const me = await callConsole<{ account: ConsoleAccount }>(server, 'consoleGetMe', partner);
    expect(me.body.account.invitation_pending).toBe(false);
    expect(await listed(me.body.account.email)).toMatchObject({ invitation_pending: false });
  });
});

describe('accounts: the invitation in the invited person’s language (decision 0190)', () => {
  it('writes a partner’s invitation in the language the organizer chose, not the organizer’s own', async () => {
    const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
    const english = uniqueEmail();
    expect(
      (await callConsole(server, 'consoleInviteAccount', organizer, {
        body: { email: english, name: 'Liam Walsh', role: 'Partner', business_id: 1, language: 'en' },
        headers: french,
      })).status,
    ).toBe(200);
    expect((await server.mailTo(english)).at(-1)).toMatchObject({ subject: consoleMessages.accounts.mail.inviteSubject });
    const frenchReader = uniqueEmail();
    await callConsole(server, 'consoleInviteAccount', organizer, {
      body: { email: frenchReader, name: 'Chloé Tremblay', role: 'Partner', business_id: 1, language: 'fr' },
    });
    expect((await server.mailTo(frenchReader)).at(-1)).toMatchObject({ subject: consoleMessagesFr.accounts.mail.inviteSubject });
    // Not named: the request's language, as before.
    const unnamed = uniqueEmail();
    await callConsole(server, 'consoleInviteAccount', organizer, {
      body: { email: unnamed, name: 'Sam Roy', role: 'Partner', business_id: 1 },
      headers: french,
    });
    expect((await server.mailTo(unnamed)).at(-1)).toMatchObject({ subject: consoleMessagesFr.accounts.mail.inviteSubject });
    const refused = await callConsole(server, 'consoleInviteAccount', organizer, {
      body: { email: uniqueEmail(), name: 'Hans Meier', role: 'Partner', business_id: 1, language: 'de' },
    });
    expect(refused.status).toBe(400);
  });
});
