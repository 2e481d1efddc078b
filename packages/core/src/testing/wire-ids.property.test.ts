import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { endpointNames, type EndpointName } from '../contract/endpoints.js';
import { GAME_NOT_STARTED } from '../contract/timestamps.schema.js';
import { GameApiError, type SessionTokens } from '../ports/game-api.port.js';
import { DEMO_PLAYER, demoSeed } from './demo-seed.js';
import { FakeClock } from './fake-clock.js';
import { FakeGameServer } from './fake-game-server.js';
import { nonStringIds } from './wire-ids.js';

const HOUR_MS = 60 * 60 * 1000;
const seed = demoSeed();
const itemIds = seed.raffleItems.map((item) => item.item_id);
const chestIds = seed.chests.map((chest) => chest.chest_id);
const challengeIds = seed.businesses.map((business) => business.challenge_question.challenge_id);
const NEW_PASSWORD = 'Another-Horse-7';

/** An id as a client may send it: the string form, or leniently the number. */
const anId = (ids: readonly number[]) => fc.constantFrom(...ids).chain((id) => fc.constantFrom<string | number>(String(id), id));

/** Where the clock stands in the event's schedule, hours from now to each of its five times (or no schedule). */
const schedules = {
  beforePreGame: [1, 2, 3, 4, 5],
  preGame: [-1, 2, 3, 4, 5],
  gameStart: [-2, -1, 3, 4, 5],
  review: [-3, -2, -1, 4, 5],
  winners: [-4, -3, -2, -1, 5],
  ended: [-5, -4, -3, -2, -1],
  notScheduled: null,
} as const;

/** What a client may send to each call of the endpoint table; the compiler asks for a new call's body. */
type Bodies = { readonly [Name in EndpointName]: (game: FakeGameServer, email: string) => fc.Arbitrary<unknown> };
const none = () => fc.constant(undefined);
const bodies: Bodies = {
  login: () => fc.constant({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }),
  register: () =>
    fc.stringMatching(/^[0-9a-f]{8}$/).map((tag) => ({
      name: 'Ids Player',
      email: `ids.${tag}@example.com`,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      education: 'Grade 10',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
    })),
  sendVerification: (_game, email) => fc.constant({ email }),
  verifyEmail: (game, email) => fc.constant({ token: game.lastMailedToken(email, 'verification') ?? 'none' }),
  requestPasswordReset: (_game, email) => fc.constant({ email }),
  resetPassword: (game, email) => fc.constant({ token: game.lastMailedToken(email, 'reset') ?? 'none', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  createFirstOrganizer: (game) => fc.constant({ token: game.firstOrganizerLink(), email: 'first.organizer@example.org', name: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  changePassword: () => fc.constant({ old_password: DEMO_PLAYER.password, password: DEMO_PLAYER.password, password_confirmation: DEMO_PLAYER.password }),
  updateProfile: () => fc.constantFrom('Island School', 'Harbor High School').map((school) => ({ school })),
  setLanguage: () => fc.constantFrom('en' as const, 'fr' as const).map((language) => ({ language })),
  getReferrals: none,
  logout: none,
  getRaffleItems: none,
  submitStakes: () =>
    fc.uniqueArray(fc.record({ item_id: anId(itemIds), coins: fc.nat({ max: 4 }) }), { maxLength: 3, selector: (entry) => Number(entry.item_id) }).map((staked_items) => ({ staked_items, total_coins: 0 })),
  getRaffleDraw: none,
  getPastEvent: none,
  getCoinTotal: none,
  getCoinHistory: none,
  getChests: none,
  // A chest's questions are answered in order: the first is the one a client can always send (a random one of
  // the three left this call unanswered in whole test runs now and then).
  answerChestQuestion: () => fc.record({ chest_id: anId(chestIds), question: fc.constant(0), choice: fc.constantFrom('a', 'b', 'c', 'd') }),
  submitChest: () => fc.record({ chest_id: anId(chestIds), amount: fc.nat({ max: 9 }) }),
  getBusinesses: none,
  submitChallenge: () => fc.record({ challenge_id: anId(challengeIds), submission_link: fc.constant('https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit') }),
  updateMeetup: () => fc.boolean().map((attend_meeting) => ({ attend_meeting })),
  getResults: none,
  getCountries: none,
  getRegions: () => fc.constantFrom('Canada', 'Nowhere').map((name) => ({ name })),
};

/** The calls answered over every run, to show that each call of the table was walked. */
const answered = new Set<EndpointName>();

describe('ids on the wire', () => {
  test.prop(
    [
      fc.constantFrom(...(Object.keys(schedules) as (keyof typeof schedules)[])),
      fc.constantFrom('server' as const, 'client' as const),
      fc.boolean(),
      fc.array(fc.constantFrom(...endpointNames), { maxLength: endpointNames.length * 2 }),
      fc.gen(),
    ],
    // A whole game per run: shrinking one would take minutes, and the first counterexample names the call and path.
    // 200 runs (about a second): the chest call is answered only while chests are open and the server judges (at
    // most 1 run in 14), so that every call is walked in some run of every test run.
    { numRuns: 200, endOnFailure: true },
  )('every id in every answer of every call of the endpoint table is a JSON string', (schedule, quizCheck, drawn, extraCalls, generate) => {
    const clock = new FakeClock();
    const hours = schedules[schedule];
    const at = (offset: number) => new Date(clock.now() + offset * HOUR_MS).toISOString();
    const timestamps = hours === null ? GAME_NOT_STARTED : { pre_game: at(hours[0]), game_start: at(hours[1]), review_start: at(hours[2]), review_end: at(hours[3]), game_end: at(hours[4]) };
    const game = new FakeGameServer({ clock, timestamps, quizCheck, demo: false });
    const secret = 'ab'.repeat(32);
    game.commitDraw(secret);

    let tokens: SessionTokens | null = null;
    let email: string = DEMO_PLAYER.email;
    // Every call once (login first, logout last), with the generated ones (a login again among them) between.
    const everyCall = endpointNames.filter((name) => name !== 'login' && name !== 'logout');
    for (const name of ['login' as const, ...everyCall, ...extraCalls, 'logout' as const]) {
      if (name === 'getRaffleDraw' && drawn) game.runDraw(secret);
      const body = generate(bodies[name], game, email);
      try {
        if (name === 'login') {
          const { json, tokens: issued } = game.loginJson(body);
          tokens = issued;
          expect(nonStringIds(json), name).toEqual([]);
        } else {
          const json = game.callJson(name, body, tokens);
          expect(nonStringIds(json), name).toEqual([]);
          if (name === 'register') email = (body as { email: string }).email;
        }
        answered.add(name);
      } catch (error) {
        // A refusal (period gate, wrong state) carries no ids; anything else is a failure.
        if (!(error instanceof GameApiError)) throw error;
      }
    }
  });

  it('answered every call of the table in some run, so that every answer was walked', () => {
    // The fake keeps no archived event, so nobody reads a past event's page there (the server's test/events.test.ts does).
    expect(endpointNames.filter((name) => !answered.has(name) && name !== 'getPastEvent')).toEqual([]);
  });

  it('finds an id that is not a string, at its path', () => {
    expect(nonStringIds([{ item_id: 1, silver: true }])).toEqual(['$[0].item_id']);
    expect(nonStringIds({ user: { id: '3', business_id: null }, winners: [{ item_id: '1', player_ids: ['a', 2] }] })).toEqual(['$.winners[0].player_ids[1]']);
    expect(nonStringIds({ challenge_question: { challenge_id: 4 } })).toEqual(['$.challenge_question.challenge_id']);
  });
});
