import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type EndpointName,
  endpoints,
  messages,
  type ResultsResponse,
  serverMessages,
  serverMessagesFr,
} from '@dubloon-quest/core';
import { organizerStorage } from '../src/db/organizer-storage.js';
import { EVENT_TIMES, TestServer, type Session } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.now = EVENT_TIMES.preGame;
});

const DOC_LINK = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit';
/** The wire form: ids are JSON strings (decision 0040). */
type Item = { item_id: string; coins: number; silver: boolean; total_staked: number };

/** A valid body for each call that sends one, to reach the role and period checks. */
const VALID_BODIES: Partial<Record<EndpointName, unknown>> = {
  submitStakes: { staked_items: [{ item_id: 2, coins: 1 }], total_coins: 2 },
  answerChestQuestion: { chest_id: 1, question: 0, choice: 'b' },
  submitChest: { chest_id: 1, amount: 9 },
  submitChallenge: { challenge_id: 1, submission_link: DOC_LINK },
  updateMeetup: { attend_meeting: true },
};
const call = (name: EndpointName, session: Session, body: unknown = VALID_BODIES[name]) =>
  server.call(endpoints[name].method, endpoints[name].path, { session, body });

describe('raffle', () => {
  it('[S7.raffle-items] GET /game/raffle/items lists the 10 items with the player stake, silver flag and totals', async () => {
    const player = await server.newPlayer();
    const response = await server.call<Item[]>('GET', '/game/raffle/items', { session: player });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(response.body[0]).toMatchObject({
      item_id: '1',
      name: 'Noise-cancelling headphones',
      coins: 0,
      raffle_partner: { name: 'Harbor Tech' },
    });
  });

  it('GET /game/raffle/items gives each player their own stakes in the shared list, as JSON, the same text otherwise', async () => {
    const staker = await server.newPlayer();
    const other = await server.newPlayer();
    const stake = await server.call('POST', '/game/raffle/items', {
      session: staker,
      body: { staked_items: [{ item_id: 3, coins: 2 }], total_coins: 0 },
    });
    expect(stake.status).toBe(200);
    const mine = await server.call<Item[]>('GET', '/game/raffle/items', { session: staker });
    const theirs = await server.call<Item[]>('GET', '/game/raffle/items', { session: other });
    expect(mine.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const staked = mine.body.find((item) => item.item_id === '3')!;
    expect(staked.coins).toBe(2);
    expect(staked.total_staked).toBeGreaterThanOrEqual(2);
    expect(theirs.body.find((item) => item.item_id === '3')).toMatchObject({ coins: 0, total_staked: staked.total_staked });
    // Only the staker's own coins differ, and the text is what JSON.stringify writes of the answer.
    expect(theirs.text).toBe(mine.text.replace('"coins":2,', '"coins":0,'));
    expect(mine.text).toBe(JSON.stringify(mine.body));
  });

  it('[S7.raffle-submit] POST /game/raffle/items sets absolute stakes, answers the server balance and may lower a stake', async () => {
    const player = await server.newPlayer();
    expect(
      await server.call('POST', '/game/raffle/items', {
        session: player,
        body: {
          staked_items: [
            { item_id: 9, coins: 2 },
            { item_id: 10, coins: 1 },
          ],
          total_coins: 99,
        },
      }),
    ).toMatchObject({ status: 200, body: { total_coins: 0 } });
    const items = (await server.call<Item[]>('GET', '/game/raffle/items', { session: player })).body;
    expect(items.find((item) => item.item_id === '9')).toMatchObject({ coins: 2, silver: false });
    server.clock.now += 30 * 60 * 1000;
    expect(
      await server.call('POST', '/game/raffle/items', {
        session: player,
        body: { staked_items: [{ item_id: 9, coins: 0 }], total_coins: 0 },
      }),
    ).toMatchObject({ status: 200, body: { total_coins: 2 } });
    expect(
      await server.repository.ledgerConsistent((await server.repository.findUserByEmail(player.email))!.id),
    ).toBe(true);
  });

  it('[S5.raffle-controls] refuses the whole submission when it over-allocates, names an unknown or repeated item (422)', async () => {
    const player = await server.newPlayer();
    const cases = [
      {
        staked_items: [
          { item_id: 1, coins: 2 },
          { item_id: 2, coins: 2 },
        ],
        message: messages.raffle.overAllocation,
      },
      { staked_items: [{ item_id: 99, coins: 1 }], message: messages.raffle.unknownItem },
      {
        staked_items: [
          { item_id: 1, coins: 1 },
          { item_id: 1, coins: 1 },
        ],
        message: messages.raffle.duplicateItem,
      },
    ];
    for (const { staked_items, message } of cases) {
      expect(
        await server.call('POST', '/game/raffle/items', {
          session: player,
          body: { staked_items, total_coins: 0 },
        }),
      ).toMatchObject({ status: 422, body: { message } });
    }
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 3,
    });
  });

  it('answers a second submission within the 30 minutes in the request’s language (decision 0190)', async () => {
    const player = await server.newPlayer();
    const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
    const body = { staked_items: [{ item_id: 3, coins: 1 }], total_coins: 2 };
    expect((await server.call('POST', '/game/raffle/items', { session: player, body, headers: french })).status).toBe(200);
    server.clock.now += 7 * 60 * 1000;
    const again = { staked_items: [{ item_id: 3, coins: 2 }], total_coins: 1 };
    const refused = await server.call('POST', '/game/raffle/items', { session: player, body: again, headers: french });
    expect(refused).toMatchObject({ status: 429, body: { message: 'Vous pourrez envoyer vos mises de nouveau dans 23 minutes' } });
    expect(refused.body).toEqual({ message: serverMessagesFr.raffleCooldown(23) });
    const english = await server.call('POST', '/game/raffle/items', { session: player, body: again });
    expect(english.body).toEqual({ message: 'You can submit your stakes again in 23 minutes' });
  });

  it('answers 400 for negative or fractional coins and a missing item id', async () => {
    const player = await server.newPlayer();
    for (const staked_items of [[{ item_id: 1, coins: -1 }], [{ item_id: 1, coins: 1.5 }], [{ coins: 1 }]]) {
      const response = await server.call('POST', '/game/raffle/items', {
        session: player,
        body: { staked_items, total_coins: 0 },
      });
      expect(response.status).toBe(400);
      expect(Object.keys((response.body as { errors: object }).errors)[0]).toMatch(/^staked_items\[0\]\./);
    }
  });

  it('[S4.raffle.submit][S5.raffle-controls] answers 429 with Retry-After within 30 minutes of the last submission', async () => {
    const player = await server.newPlayer();
    const body = { staked_items: [{ item_id: 3, coins: 1 }], total_coins: 2 };
    expect((await server.call('POST', '/game/raffle/items', { session: player, body })).status).toBe(200);
    server.clock.now += 29 * 60 * 1000;
    const refused = await server.call('POST', '/game/raffle/items', {
      session: player,
      body: { staked_items: [{ item_id: 3, coins: 2 }], total_coins: 1 },
    });
    expect(refused).toMatchObject({ status: 429, body: { message: serverMessages.raffleCooldown(1) } });
    expect(refused.headers.get('retry-after')).toBe('60');
    server.clock.now += 60 * 1000;
    expect(
      await server.call('POST', '/game/raffle/items', {
        session: player,
        body: { staked_items: [{ item_id: 3, coins: 2 }], total_coins: 1 },
      }),
    ).toMatchObject({ status: 200, body: { total_coins: 1 } });
  });
});

describe('coins', () => {
  it('[S7.coins-total][S7.coins-history][S4.coins] GET /game/player/coins/total and /history answer the balance and the income per source', async () => {
    const player = await server.newPlayer();
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 3,
    });
    expect((await server.call('GET', '/game/player/coins/history', { session: player })).body).toEqual({
      coin_details: [{ source: 'signup', count: 3 }],
    });
  });
});

type ChestBody = {
  chest_id: string;
  group: {
    answers: { correct?: string; explanation?: string };
    tried: string[];
    solved: boolean;
    coins: number;
  }[];
}[];

describe('chests (QUIZ_CHECK=server)', () => {
  const answer = (session: Session, chest_id: number, question: number, choice: string) =>
    server.call('POST', '/game/chests/answer', { session, body: { chest_id, question, choice } });

  it('[S4.chest][S7.chest-pay][S1.earn-chests] pays 8 coins for one wrong answer, once, and shows the chest completed', async () => {
    const player = await server.newPlayer();
    expect((await answer(player, 1, 0, 'a')).body).toEqual({
      correct: false,
      question_coins: 2,
      chest_coins: 0,
      completed: false,
    });
    expect((await answer(player, 1, 0, 'a')).body).toEqual({
      correct: false,
      question_coins: 2,
      chest_coins: 0,
      completed: false,
    });
    expect((await answer(player, 1, 0, 'b')).body).toMatchObject({
      correct: true,
      explanation: expect.stringContaining('ownership') as unknown,
      question_coins: 2,
      chest_coins: 2,
    });
    expect((await answer(player, 1, 1, 'a')).body).toMatchObject({
      correct: true,
      chest_coins: 5,
      completed: false,
    });
    expect((await answer(player, 1, 2, 'c')).body).toMatchObject({
      correct: true,
      question_coins: 3,
      chest_coins: 8,
      completed: true,
    });
    expect(
      await server.call('POST', '/game/player/coins/chest', {
        session: player,
        body: { chest_id: 1, amount: 9 },
      }),
    ).toMatchObject({ status: 422, body: { message: serverMessages.chestAmountMismatch(8) } });
    expect(
      await server.call('POST', '/game/player/coins/chest', {
        session: player,
        body: { chest_id: 1, amount: 8 },
      }),
    ).toMatchObject({ status: 200, body: { chests_submitted: { 1: 8 } } });
    expect(
      await server.call('POST', '/game/player/coins/chest', {
        session: player,
        body: { chest_id: 1, amount: 8 },
      }),
    ).toMatchObject({ status: 409, body: { message: messages.chests.alreadyCompleted } });
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 11,
    });
    expect((await answer(player, 1, 2, 'c')).status).toBe(409);
    expect(
      ((await server.login(player.email)).body.user as { chests_submitted: object }).chests_submitted,
    ).toEqual({ 1: 8 });
  });

  it('[S7.chests] GET /game/chests hides the answers of unsolved questions and resumes progress', async () => {
    const player = await server.newPlayer();
    const before = await server.call<ChestBody>('GET', '/game/chests', { session: player });
    expect(before.body).toHaveLength(4);
    expect(before.text).not.toContain('"correct"');
    expect(before.text).not.toContain('"explanation"');
    await answer(player, 2, 0, 'c');
    await answer(player, 2, 0, 'a');
    const after = await server.call<ChestBody>('GET', '/game/chests', { session: player });
    const chest = after.body.find((entry) => entry.chest_id === '2')!;
    expect(
      chest.group.map((question) => [
        question.tried,
        question.solved,
        question.coins,
        question.answers.correct,
      ]),
    ).toEqual([
      [['c'], true, 2, 'a'],
      [[], false, 3, undefined],
      [[], false, 3, undefined],
    ]);
  });

  it('a chest completed on one device shows completed on another, and is paid once across both', async () => {
    const phone = await server.newPlayer();
    const laptop = await server.login(phone.email);
    await answer(phone, 4, 0, 'x');
    const [first, second, third] = (
      await server.call<ChestBody>('GET', '/game/chests', { session: laptop })
    ).body.find((c) => c.chest_id === '4')!.group;
    expect([first?.solved, second?.solved, third?.solved]).toEqual([false, false, false]);
    // Solve every question on the phone, whatever the letters are: try a..d in order.
    for (const question of [0, 1, 2]) {
      for (const choice of ['a', 'b', 'c', 'd']) {
        const result = await answer(phone, 4, question, choice);
        if ((result.body as { correct?: boolean }).correct) break;
      }
    }
    const onLaptop = (await server.call<ChestBody>('GET', '/game/chests', { session: laptop })).body.find(
      (c) => c.chest_id === '4',
    )!;
    expect(
      onLaptop.group.every((question) => question.solved && question.answers.correct !== undefined),
    ).toBe(true);
    const worth = onLaptop.group.reduce((sum, question) => sum + question.coins, 0);
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: laptop,
          body: { chest_id: 4, amount: worth },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: phone,
          body: { chest_id: 4, amount: worth },
        })
      ).status,
    ).toBe(409);
    expect(
      ((await server.login(phone.email)).body.user as { chests_submitted: object }).chests_submitted,
    ).toEqual({ 4: worth });
  });

  it('refuses out-of-order answers (409), unknown choices (422), unknown chests (404) and an unfinished chest (422)', async () => {
    const player = await server.newPlayer();
    expect(await answer(player, 3, 1, 'a')).toMatchObject({
      status: 409,
      body: { message: serverMessages.questionSettled },
    });
    expect(await answer(player, 3, 0, 'h')).toMatchObject({
      status: 422,
      body: { message: serverMessages.unknownChoice },
    });
    expect(await answer(player, 77, 0, 'a')).toMatchObject({
      status: 404,
      body: { message: serverMessages.unknownChest },
    });
    expect((await answer(player, 3, 3, 'a')).status).toBe(400);
    expect(
      await server.call('POST', '/game/player/coins/chest', {
        session: player,
        body: { chest_id: 3, amount: 0 },
      }),
    ).toMatchObject({ status: 422, body: { message: serverMessages.chestNotCompleted } });
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: player,
          body: { chest_id: 77, amount: 0 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('businesses', () => {
  beforeEach(() => {
    server.clock.now = EVENT_TIMES.gameStart;
  });

  it('[S7.business-info][S7.challenge-submit][S4.challenge] GET /business/info lists 3 businesses with video and challenge; a submission replaces the previous one', async () => {
    const player = await server.newPlayer();
    const list = await server.call<
      { video_url: string; challenge_question: { answers_count: number; answer_submitted: boolean } }[]
    >('GET', '/business/info', { session: player });
    expect(list.body).toHaveLength(3);
    expect(list.body[0]!.video_url).toMatch(/^https:\/\//);
    const before = list.body[1]!.challenge_question.answers_count;
    const submitted = await server.call('POST', '/game/challenges', {
      session: player,
      body: { challenge_id: 2, submission_link: DOC_LINK },
    });
    expect(submitted).toMatchObject({
      status: 200,
      body: {
        message: messages.businesses.challengeSubmitted,
        challenge_question: {
          challenge_id: '2',
          answers_count: before + 1,
          answer_submitted: true,
          submission_link: DOC_LINK,
        },
      },
    });
    const again = await server.call('POST', '/game/challenges', {
      session: player,
      body: { challenge_id: 2, submission_link: `${DOC_LINK}?usp=sharing` },
    });
    expect(again).toMatchObject({ status: 200, body: { challenge_question: { answers_count: before + 1 } } });
  });

  it('[S5.challenge-link] refuses a link that is not a Google Doc or carries script (422) and an unknown challenge (404)', async () => {
    const player = await server.newPlayer();
    for (const link of [
      'https://example.com/doc',
      `${DOC_LINK}<script>alert(1)</script>`,
      `${DOC_LINK}?x=" onload=alert(1)`,
    ]) {
      expect(
        await server.call('POST', '/game/challenges', {
          session: player,
          body: { challenge_id: 1, submission_link: link },
        }),
      ).toMatchObject({
        status: 422,
        body: { errors: { submission_link: [messages.validation.invalidGoogleDocLink] } },
      });
    }
    expect(
      await server.call('POST', '/game/challenges', {
        session: player,
        body: { challenge_id: 9, submission_link: DOC_LINK },
      }),
    ).toMatchObject({ status: 404, body: { message: serverMessages.unknownChallenge } });
  });

  it('[S7.meetup][S4.meetup] PATCH /game/meetup saves the choice', async () => {
    const player = await server.newPlayer();
    expect(
      await server.call('PATCH', '/game/meetup', { session: player, body: { attend_meeting: true } }),
    ).toMatchObject({ status: 200, body: { attend_meeting: true } });
    expect(((await server.login(player.email)).body.user as { attend_meeting: boolean }).attend_meeting).toBe(
      true,
    );
    expect(
      (await server.call('PATCH', '/game/meetup', { session: player, body: { attend_meeting: 'yes' } }))
        .status,
    ).toBe(400);
  });
});

describe('results and locations', () => {
  it('[S7.results][S4.access.results] GET /game/results answers the winners in every period', async () => {
    const player = await server.newPlayer();
    for (const now of Object.values(EVENT_TIMES)) {
      server.clock.now = now;
      const session = await server.login(player.email);
      const response = await server.call<{ challenge_winners: unknown[]; raffle_winners: unknown[] }>(
        'GET',
        '/game/results',
        { session },
      );
      expect(response.status).toBe(200);
      expect(response.body.challenge_winners.length).toBeGreaterThan(0);
    }
  });

  it("GET /game/results answers the winners the organizer entered instead of the event file's", async () => {
    const winner = await server.newPlayer();
    const { draws, winners } = organizerStorage(server.repository.db);
    const userId = await draws.playerIdByEmail(winner.email);
    const challengeId = 1;
    await winners.setChallengeWinners(
      challengeId,
      [{ userId: userId!, award: 150 }],
      new Date(server.clock.now),
    );
    const session = await server.login(winner.email);
    const response = await server.call<ResultsResponse>('GET', '/game/results', { session });
    const challenge = response.body.challenge_winners;
    expect(challenge.flatMap((business) => business.winners)).toEqual([
      expect.objectContaining({ name: 'Test Player', award: 150 }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain(winner.email);
    await winners.setChallengeWinners(challengeId, [], new Date(server.clock.now));
  });

  it('[S7.locations] GET /location/countries and POST /location/regions answer without a login', async () => {
    const countries = await server.call<{ countries: { name: string; code: string }[] }>('GET', '/location/countries');
    // The code names the country in the reader's language in the web app (issue 30); the name is what is stored.
    expect(countries.body.countries).toContainEqual({ name: 'Canada', code: 'CA' });
    expect(
      (
        await server.call<{ regions: { name: string }[] }>('POST', '/location/regions', {
          body: { name: 'Canada' },
        })
      ).body.regions,
    ).toContainEqual({ name: 'Ontario' });
    expect((await server.call('POST', '/location/regions', { body: { name: 'Atlantis' } })).body).toEqual({
      regions: [],
    });
    expect((await server.call('POST', '/location/regions', { body: {} })).status).toBe(400);
  });
});

describe('roles: only players stake, open chests, answer challenges and book the meetup', () => {
  const playerOnly = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].playerOnly);

  it.each(['Partner', 'Organizer'] as const)('[S6.player-only-calls] a %s gets 403 on every player-only call', async (role) => {
    const account = await server.newAccount(role);
    expect(playerOnly.sort()).toEqual([
      'answerChestQuestion',
      'submitChallenge',
      'submitChest',
      'submitStakes',
      'updateMeetup',
    ]);
    for (const name of playerOnly) {
      server.clock.now =
        endpoints[name].feature === 'businesses' ? EVENT_TIMES.gameStart : EVENT_TIMES.preGame;
      const response = await call(name, await server.login(account.email));
      expect(response.status, name).toBe(403);
    }
    const session = await server.login(account.email);
    expect((await call('submitStakes', session)).body).toEqual({ message: messages.roles.onlyPlayersStake });
    expect((await server.call('GET', '/game/raffle/items', { session })).status).toBe(200);
  });
});

describe('period gates answer 409 naming the period', () => {
  const closed: [EndpointName, keyof typeof EVENT_TIMES, string][] = [
    ['getChests', 'gameStart', serverMessages.featureClosed('Learn and Earn', 'game start')],
    ['answerChestQuestion', 'reviewStart', serverMessages.featureClosed('Learn and Earn', 'review')],
    [
      'submitChest',
      'winnersAnnounced',
      serverMessages.featureClosed('Learn and Earn', 'winners announcement'),
    ],
    ['getRaffleItems', 'reviewStart', serverMessages.featureClosed('The raffle', 'review')],
    ['submitStakes', 'gameEnd', serverMessages.featureClosed('The raffle', 'game end')],
    ['getBusinesses', 'preGame', serverMessages.featureClosed('The businesses page', 'pre-game')],
    ['submitChallenge', 'reviewStart', serverMessages.featureClosed('The businesses page', 'review')],
    ['updateMeetup', 'preGame', serverMessages.featureClosed('The businesses page', 'pre-game')],
  ];
  it.each(closed)('[S4.period][S4.access.learn][S4.access.raffle][S4.access.businesses] %s in %s', async (name, period, message) => {
    server.clock.now = EVENT_TIMES[period];
    const player = await server.newPlayer();
    expect(await call(name, player)).toMatchObject({ status: 409, body: { message } });
  });

  it('[S4.period][S4.access.learn][S4.access.raffle][S4.access.businesses] open calls answer 200 in their periods', async () => {
    server.clock.now = EVENT_TIMES.gameStart;
    const player = await server.newPlayer();
    expect((await call('getRaffleItems', player)).status).toBe(200);
    expect((await call('getBusinesses', player)).status).toBe(200);
    server.clock.now = EVENT_TIMES.preGame;
    expect((await call('getChests', player)).status).toBe(200);
  });
});

describe('errors are JSON, never a stack trace', () => {
  it('[S7.request] answers unknown API paths, bad JSON and wrong content types with the error body', async () => {
    const player = await server.newPlayer();
    expect(await server.call('GET', '/does/not/exist')).toMatchObject({
      status: 404,
      body: { message: serverMessages.notFound },
    });
    expect(await server.call('POST', '/auth/login', { rawBody: '{"email":' })).toMatchObject({
      status: 400,
      body: { message: serverMessages.requestNotJson },
    });
    expect(
      (
        await server.call('POST', '/auth/login', {
          rawBody: 'email=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415);
    expect((await server.call('POST', '/auth/login', { rawBody: 'x'.repeat(70_000) })).status).toBe(413);
    for (const body of [null, [], 'text', 42, { staked_items: 'all' }, { staked_items: [null] }]) {
      const response = await server.call('POST', '/game/raffle/items', { session: player, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('GET /api/v2/health answers 200 while the database answers', async () => {
    expect(await server.call('GET', '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: true },
    });
  });
});
