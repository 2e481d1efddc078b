import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleMessages,
  overviewNextStep,
  type ConsoleOutbox,
  type ConsoleOverview,
} from '@dubloon-quest/core/console';
import { DEMO_PASSWORD } from '../src/services/demo/demo-accounts.js';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { DOC_LINK } from './support/console-fixtures.js';
import { EVENT_TIMES, TestServer, uniqueEmail, PASSWORD } from './support/test-server.js';

const overviewOf = async (server: TestServer, session: ConsoleSession) => {
  const answer = await callConsole<ConsoleOverview>(server, 'consoleGetOverview', session);
  expect(answer.status).toBe(200);
  return answer.body;
};
const outboxOf = async (server: TestServer, session: ConsoleSession) => {
  const answer = await callConsole<ConsoleOutbox>(server, 'consoleListOutbox', session);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Registers a player who has not verified their address yet (the verification mail waits in the outbox). */
const registerUnverified = async (server: TestServer, name: string, email = uniqueEmail()) => {
  const answer = await server.call('POST', '/auth/register', {
    body: {
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      education: 'Grade 10',
      country: 'Canada',
    },
  });
  expect(answer.status).toBe(200);
  await server.mailTo(email);
  return email;
};

describe('[C.overview][C.outbox] the Overview and the outbox without SMTP', () => {
  let server: TestServer;
  let organizer: ConsoleSession;
  beforeAll(async () => {
    server = await TestServer.start();
    server.clock.now = EVENT_TIMES.gameStart;
    organizer = await consoleAccount(server, 'Organizer');
  });
  afterAll(() => server.close());

  it('shows the period and its next change, players, coins, waiting answers, the raffle and the mail state', async () => {
    const before = await overviewOf(server, organizer);
    expect(before).toMatchObject({
      event_name: 'Dubloon Quest demo event',
      period: 'gameStart',
      next_change: { period: 'reviewStart', at: '2026-04-25T14:00:00.000Z' },
      players: { registered: 0, verified: 0 },
      judging: { waiting: 0 },
      raffle: { committed: false, drawn: false, results: 'auto' },
      mail: { delivery: 'log', failed: 0 },
    });
    expect(overviewNextStep(before)).toBe('invitePlayers');

    const ada = await server.newPlayer({ name: 'Ada Lovelace' });
    const grace = await server.newPlayer({ name: 'Grace Hopper' });
    await server.call('POST', '/game/raffle/items', {
      session: ada,
      body: { staked_items: [{ item_id: 1, coins: 2 }], total_coins: 1 },
    });
    for (const player of [ada, grace])
      expect(
        (
          await server.call('POST', '/game/challenges', {
            session: player,
            body: { challenge_id: 1, submission_link: DOC_LINK },
          })
        ).status,
      ).toBe(200);
    // A registration left unverified counts as registered only.
    await registerUnverified(server, 'Alan Turing');
    const graceId = (await server.repository.findUserByEmail(grace.email))!.id;
    await callConsole(server, 'consoleRateSubmission', organizer, {
      params: { business_id: 1, user_id: graceId },
      body: { rating: 4, note: null },
    });

    const after = await overviewOf(server, organizer);
    expect(after).toMatchObject({
      players: { registered: 3, verified: 2 },
      coins: { earned: 6, staked: 2 },
      judging: { waiting: 1 },
      content: { raffle_items: expect.any(Number) as number },
    });
    expect(after.mail.sent + after.mail.queued).toBeGreaterThanOrEqual(3);
    expect(overviewNextStep(after)).toBe('judge');
  });

  it('gives organizers each mail with its links, newest first, and refuses partners and players', async () => {
    const email = await registerUnverified(server, 'Mary Somerville');
    const outbox = await outboxOf(server, organizer);
    expect(outbox.mail.delivery).toBe('log');
    const newest = outbox.mails[0]!;
    expect(newest.to).toBe(email);
    expect(newest.body).toMatch(/https?:\/\/\S+token=[0-9a-f]{40}/);
    expect(newest.failed).toBe(false);
    expect(outbox.mails.map((mail) => Number(mail.id))).toEqual(
      [...outbox.mails.map((mail) => Number(mail.id))].sort((a, b) => b - a),
    );

    const partner = await consoleAccount(server, 'Partner', { businessId: 1 });
    const refused = await callConsole<{ message: string }>(server, 'consoleListOutbox', partner);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(consoleMessages.access.organizersOnly);
    expect((await callConsole(server, 'consoleGetOverview', partner)).status).toBe(403);
  });

  it('has no next change in the last period', async () => {
    server.clock.now = EVENT_TIMES.gameEnd;
    // A login of the last period: the access tokens of a week before have expired.
    const lastDay = await consoleAccount(server, 'Organizer');
    expect(await overviewOf(server, lastDay)).toMatchObject({ period: 'gameEnd', next_change: null });
  });
});

describe('the outbox with SMTP', () => {
  let server: TestServer;
  let organizer: ConsoleSession;
  beforeAll(async () => {
    // Nothing listens on port 9: every delivery fails, and the message waits in the outbox.
    server = await TestServer.start({ smtpUrl: 'smtp://127.0.0.1:9' });
    organizer = await consoleAccount(server, 'Organizer');
  });
  afterAll(() => server.close());

  it('says mail goes through SMTP and keeps the bodies, which hold one-time links, to their recipients', async () => {
    const email = await registerUnverified(server, 'Mary Somerville');
    const outbox = await outboxOf(server, organizer);
    expect(outbox.mail.delivery).toBe('smtp');
    expect(outbox.mails.find((mail) => mail.to === email)).toMatchObject({
      body: null,
      subject: expect.any(String) as string,
    });
    expect((await overviewOf(server, organizer)).mail.delivery).toBe('smtp');
  });
});

describe('the outbox of the shared demo console', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start({ demo: true });
  });
  afterAll(() => server.close());

  it('gives the demo organizer the counts and no message, whose addresses other visitors typed', async () => {
    await server.repository.enqueueMail(
      { to: 'a.visitor@example.com', subject: 'Reset your password', body: 'Open http://localhost:3000/x' },
      new Date(server.clock.now),
    );
    const organizer = await server.login('demo.organizer@example.com', DEMO_PASSWORD);
    const outbox = await callConsole<ConsoleOutbox>(server, 'consoleListOutbox', organizer);
    expect(outbox.status).toBe(200);
    expect(outbox.body.mails).toEqual([]);
    expect(outbox.body.mail.queued + outbox.body.mail.sent).toBeGreaterThanOrEqual(1);
  });
});
