import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsResponse } from '@dubloon-quest/core';
import { consoleMessages, type ConsoleSubmissionsResponse } from '@dubloon-quest/core/console';
import { DEMO_EVENT_FILE } from '../src/config/config.js';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { DOC_LINK } from './support/console-fixtures.js';
import { EVENT_TIMES, TestServer, type Session } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
let partner: ConsoleSession;
let otherPartner: ConsoleSession;
const answers: { session: Session; id: number }[] = [];

beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
  partner = await consoleAccount(server, 'Partner', { businessId: 1 });
  otherPartner = await consoleAccount(server, 'Partner', { businessId: 2 });
  server.clock.now = EVENT_TIMES.gameStart;
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']) {
    const player = await server.newPlayer({ name });
    const link = `${DOC_LINK}?by=${encodeURIComponent(name)}`;
    expect(
      (
        await server.call('POST', '/game/challenges', {
          session: player,
          body: { challenge_id: 1, submission_link: link },
        })
      ).status,
    ).toBe(200);
    answers.push({ session: player, id: (await server.repository.findUserByEmail(player.email))!.id });
  }
  server.clock.now = EVENT_TIMES.preGame;
});
afterAll(() => server.close());

const submissions = async (session: Session = partner) =>
  callConsole<ConsoleSubmissionsResponse>(server, 'consoleListSubmissions', session, {
    params: { business_id: 1 },
  });

describe('judging a challenge', () => {
  it("[C.judging] shows the partner its challenge's answers with names and links, never e-mails; another business's partner gets 403", async () => {
    const listed = await submissions();
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      business_id: 1,
      award_pool: 200,
      winner_cap: 3,
      winners: [],
      results_published: false,
    });
    expect(listed.body.submissions.map((entry) => entry.name)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
    ]);
    expect(listed.body.submissions[0]).toMatchObject({
      submission_link: `${DOC_LINK}?by=Ada%20Lovelace`,
      rating: null,
      note: null,
    });
    for (const { session } of answers) expect(listed.text).not.toContain(session.email);
    expect((await submissions(otherPartner)).status).toBe(403);
  });

  it('[C.judging] keeps a 1-5 rating and a private note per answer', async () => {
    const [ada] = answers;
    const rated = await callConsole(server, 'consoleRateSubmission', partner, {
      params: { business_id: 1, user_id: ada!.id },
      body: { rating: 5, note: 'Original and clear' },
    });
    expect(rated).toMatchObject({
      status: 200,
      body: { submission: { rating: 5, note: 'Original and clear' } },
    });
    await callConsole(server, 'consoleRateSubmission', partner, {
      params: { business_id: 1, user_id: ada!.id },
      body: { note: null },
    });
    expect((await submissions()).body.submissions[0]).toMatchObject({ rating: 5, note: null });
    expect(
      (
        await callConsole(server, 'consoleRateSubmission', partner, {
          params: { business_id: 1, user_id: organizer.userId },
          body: { rating: 3 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callConsole(server, 'consoleRateSubmission', otherPartner, {
          params: { business_id: 1, user_id: ada!.id },
          body: { rating: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('[C.judging] picks winners within the award pool and the winner cap, which the organizers set', async () => {
    const [ada, grace, alan] = answers.map((answer) => answer.id);
    const set = (winners: { user_id: number; award: number }[]) =>
      callConsole(server, 'consoleSetChallengeWinners', partner, {
        params: { business_id: 1 },
        body: { winners },
      });
    expect(
      await set([
        { user_id: ada!, award: 150 },
        { user_id: grace!, award: 100 },
      ]),
    ).toMatchObject({
      status: 422,
      body: { errors: { winners: [consoleMessages.judging.overPool(200, 250)] } },
    });
    expect(
      (
        await callConsole(server, 'consoleUpdateBusiness', organizer, {
          params: { business_id: 1 },
          body: { award_pool: 300, winner_cap: 2 },
        })
      ).status,
    ).toBe(200);
    expect(
      await set([
        { user_id: ada!, award: 150 },
        { user_id: grace!, award: 100 },
        { user_id: alan!, award: 10 },
      ]),
    ).toMatchObject({
      status: 422,
      body: { errors: { winners: [consoleMessages.judging.overCap(2)] } },
    });
    expect(
      await set([
        { user_id: ada!, award: 150 },
        { user_id: grace!, award: 100 },
      ]),
    ).toMatchObject({
      status: 200,
      body: {
        award_pool: 300,
        awarded: 250,
        winners: [
          { user_id: ada, name: 'Ada Lovelace', award: 150 },
          { user_id: grace, name: 'Grace Hopper', award: 100 },
        ],
      },
    });
  });

  it('[D0074.banned-draw] shows a banned player\'s answer as banned and refuses them as a winner until the ban is lifted', async () => {
    const alan = answers[2]!.id;
    const ban = (until: string | null) =>
      callConsole(server, 'consoleBanPlayer', organizer, { params: { user_id: alan }, body: { until, reason: 'spam' } });
    expect((await ban(new Date(server.clock.now + 86_400_000).toISOString())).status).toBe(200);
    const listed = (await submissions()).body.submissions;
    expect(listed.find((entry) => entry.user_id === alan)?.banned).toBe(true);
    expect(listed.filter((entry) => entry.user_id !== alan).every((entry) => !entry.banned)).toBe(true);
    const picked = await callConsole(server, 'consoleSetChallengeWinners', partner, {
      params: { business_id: 1 },
      body: { winners: [{ user_id: alan, award: 10 }] },
    });
    expect(picked).toMatchObject({
      status: 422,
      body: { errors: { 'winners[0].user_id': [consoleMessages.judging.bannedWinner] } },
    });
    expect((await ban(null)).status).toBe(200);
    expect((await submissions()).body.submissions.find((entry) => entry.user_id === alan)?.banned).toBe(false);
  });

  it('[C.results.publish] the winners reach the results page only when the organizers publish the results', async () => {
    await callConsole(server, 'consolePublishResults', organizer, { body: { published: false } });
    const player = answers[0]!.session;
    const before = (
      await server.call<ResultsResponse>('GET', '/game/results', {
        session: await server.login(player.email),
      })
    ).body;
    // Held back: the event's own results (the demo file's seeded winners), not the picks.
    expect(before).toEqual(
      (JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as { results: ResultsResponse }).results,
    );

    const published = await callConsole(server, 'consolePublishResults', organizer, {
      body: { published: true },
    });
    expect(published).toMatchObject({ status: 200, body: { state: 'published' } });
    const results = (
      await server.call<ResultsResponse>('GET', '/game/results', {
        session: await server.login(player.email),
      })
    ).body;
    expect(results.challenge_winners).toEqual([
      {
        business_name: 'Harbor Tech',
        // The demo event writes this business's French name the same (decision 0176).
        business_name_fr: 'Harbor Tech',
        logo: expect.any(String) as string,
        winners: [
          expect.objectContaining({ name: 'Ada Lovelace', award: 150 }),
          expect.objectContaining({ name: 'Grace Hopper', award: 100 }),
        ],
      },
    ]);
    expect(JSON.stringify(results)).not.toContain('@');
    expect((await submissions()).body.results_published).toBe(true);
    const exported = await callConsole<string>(server, 'consoleExportWinners', organizer);
    expect(exported.text).toContain(answers[0]!.session.email);
  });
});
