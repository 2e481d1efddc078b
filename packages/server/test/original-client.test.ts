import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName, REALTIME_EVENTS } from '@dubloon-quest/core';
import { nonStringIds } from '@dubloon-quest/core/internal';
import type { Socket } from 'socket.io-client';
import { inviteFirstOrganizer } from '../src/services/first-organizer.js';
import { callApi, EVENT_TIMES, nextEvent, PASSWORD, registerSocket, TestServer, uniqueEmail, type Session } from './support/test-server.js';

const DOC_LINK = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit';

interface WireItem {
  item_id: unknown;
  coins: number;
  silver: boolean;
}
interface WireBusiness {
  challenge_question: { challenge_id: unknown; answers_count: number };
}

/**
 * The original event's client, as far as ids go (original-clients.md, "Ids are strings"): it keeps its stakes in
 * a map keyed by item id, and builds `staked_items` by looking each item's `item_id` up among that map's keys
 * (object keys: strings). Its socket carries no token, only the session cookie set at login.
 */
class OriginalClient {
  /** The client's stake map: item id (an object key) to the coins the player put on it. */
  readonly stakes: Record<string, number> = {};
  private constructor(
    private readonly server: TestServer,
    readonly session: Session,
    private readonly cookie: string,
  ) {}

  static async signIn(server: TestServer): Promise<OriginalClient> {
    const player = await server.newPlayer();
    const answer = await callApi(server.baseUrl, 'POST', '/auth/login', { body: { email: player.email, password: PASSWORD } });
    const cookie = /^(dq_session=[^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error('login set no session cookie');
    return new OriginalClient(server, player, cookie);
  }

  /** Connects without a token, with the cookie, and registers by e-mail. */
  async connect(sockets: Socket[]): Promise<Socket> {
    const socket = await this.server.socket({ headers: { cookie: this.cookie } });
    sockets.push(socket);
    expect(await registerSocket(socket, this.session.email)).toBe('success');
    return socket;
  }

  async raffleItems(): Promise<WireItem[]> {
    return (await this.server.call<WireItem[]>('GET', '/game/raffle/items', { session: this.session })).body;
  }

  /** The "+" button: one more coin on an item, keyed by the item's id as the answer gave it. */
  addCoin(item: WireItem): void {
    const key = item.item_id as string;
    this.stakes[key] = (this.stakes[key] ?? item.coins) + 1;
  }

  /** The submit button: the items whose id is among the stake map's keys, each with its stake. */
  stakedItems(items: readonly WireItem[]): { item_id: unknown; coins: number }[] {
    const keys = Object.keys(this.stakes);
    return items.filter((item) => keys.includes(item.item_id as string)).map((item) => ({ item_id: item.item_id, coins: this.stakes[item.item_id as string]! }));
  }
}

/**
 * Answers a chest's questions in order until each is right (our own contract, `QUIZ_CHECK=server`), a question
 * already settled skipped. @returns the coins the chest is worth now.
 */
async function solveChest(server: TestServer, session: Session, chestId: string): Promise<number> {
  let coins = 0;
  for (let question = 0; question < 3; question += 1) {
    for (const choice of ['a', 'b', 'c', 'd']) {
      const verdict = await server.call<{ correct: boolean; chest_coins: number }>('POST', '/game/chests/answer', { session, body: { chest_id: chestId, question, choice } });
      if (verdict.status === 409) break;
      expect(verdict.status, verdict.text).toBe(200);
      coins = verdict.body.chest_coins;
      if (verdict.body.correct) break;
    }
  }
  return coins;
}

describe.each(['server', 'client'] as const)('the original client against our server, QUIZ_CHECK=%s', (quizCheck) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await TestServer.start({ quizCheck });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
  });

  it('stakes by the keys of its stake map in the pre-game period: the stake is made and raffle_gold_silver follows', async () => {
    server.clock.now = EVENT_TIMES.preGame;
    const client = await OriginalClient.signIn(server);
    const socket = await client.connect(sockets);
    const items = await client.raffleItems();
    const item = items.find((candidate) => candidate.silver);
    if (!item) throw new Error('every item already has a stake');
    expect(typeof item.item_id).toBe('string');

    client.addCoin(item);
    const stakedItems = client.stakedItems(items);
    expect(stakedItems).toEqual([{ item_id: item.item_id, coins: 1 }]);
    const silver = nextEvent<{ item_id: unknown; silver: boolean }[]>(socket, REALTIME_EVENTS.raffleSilver);
    const before = (await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session: client.session })).body.coins;
    const staked = await server.call<{ total_coins: number }>('POST', '/game/raffle/items', { session: client.session, body: { staked_items: stakedItems, total_coins: before - 1 } });

    expect(staked).toMatchObject({ status: 200, body: { total_coins: before - 1 } });
    expect(await silver).toEqual([{ item_id: item.item_id, silver: false }]);
    const after = await client.raffleItems();
    expect(after.find((candidate) => candidate.item_id === item.item_id)).toMatchObject({ coins: 1, silver: false });
  });

  it('submits a challenge answer in game start with the challenge_id of GET /business/info, and business_challenge_submitted follows', async () => {
    server.clock.now = EVENT_TIMES.gameStart;
    const client = await OriginalClient.signIn(server);
    const socket = await client.connect(sockets);
    const businesses = (await server.call<WireBusiness[]>('GET', '/business/info', { session: client.session })).body;
    const challengeId = businesses[0]!.challenge_question.challenge_id;
    expect(typeof challengeId).toBe('string');

    const announced = nextEvent<{ challenge_id: unknown; answers_count: number }>(socket, REALTIME_EVENTS.challengeSubmitted);
    const submitted = await server.call<WireBusiness>('POST', '/game/challenges', { session: client.session, body: { challenge_id: challengeId, submission_link: DOC_LINK } });
    expect(submitted).toMatchObject({ status: 200, body: { challenge_question: { challenge_id: challengeId } } });
    expect(await announced).toEqual({ challenge_id: challengeId, answers_count: submitted.body.challenge_question.answers_count });
    const again = (await server.call<WireBusiness[]>('GET', '/business/info', { session: client.session })).body;
    expect(again.find((business) => business.challenge_question.challenge_id === challengeId)).toMatchObject({ challenge_question: { answer_submitted: true } });
  });

  it('keys chests_submitted by the chest_id of GET /game/chests, a string', async () => {
    server.clock.now = EVENT_TIMES.preGame;
    const client = await OriginalClient.signIn(server);
    const chests = (await server.call<{ chest_id: unknown; group: { answers: { correct?: string } }[] }[]>('GET', '/game/chests', { session: client.session })).body;
    const chest = chests[0]!;
    expect(typeof chest.chest_id).toBe('string');
    const chestId = chest.chest_id as string;
    const amount = quizCheck === 'server' ? await solveChest(server, client.session, chestId) : 7;
    const paid = await server.call<{ chests_submitted: Record<string, number> }>('POST', '/game/player/coins/chest', { session: client.session, body: { chest_id: chestId, amount } });
    expect(paid).toMatchObject({ status: 200 });
    expect(Object.keys(paid.body.chests_submitted)).toContain(chestId);
  });

  it('still accepts a numeric id in a request (lenient), and refuses one that is not a positive whole number', async () => {
    server.clock.now = EVENT_TIMES.preGame;
    const client = await OriginalClient.signIn(server);
    const [item] = await client.raffleItems();
    const numeric = Number(item!.item_id);
    expect(await server.call('POST', '/game/raffle/items', { session: client.session, body: { staked_items: [{ item_id: numeric, coins: 1 }], total_coins: 0 } })).toMatchObject({ status: 200 });
    for (const bad of ['0', '01', '1.5', 'one', ' 1', -1, 1.5]) {
      const refused = await server.call<{ errors: Record<string, string[]> }>('POST', '/game/raffle/items', { session: client.session, body: { staked_items: [{ item_id: bad, coins: 1 }], total_coins: 0 } });
      expect(refused.status, String(bad)).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['staked_items[0].item_id']);
    }
  });

  it('sends every id of every call of the endpoint table as a JSON string', async () => {
    server.clock.now = EVENT_TIMES.gameStart;
    const client = await OriginalClient.signIn(server);
    const email = uniqueEmail();
    const chestId = '1';
    // A body for each call (the compiler asks for a new call's), every one answered 200 in the order of the table.
    const bodies: { readonly [Name in EndpointName]: () => unknown } = {
      login: () => ({ email: client.session.email, password: PASSWORD }),
      register: () => ({ name: 'Ids Player', email, password: PASSWORD, password_confirmation: PASSWORD, education: 'Grade 10', country: 'Canada', region: 'Ontario', city: 'Toronto' }),
      sendVerification: () => ({ email }),
      verifyEmail: async () => ({ token: await server.mailedToken(email) }),
      requestPasswordReset: () => ({ email }),
      resetPassword: async () => ({ token: await server.mailedToken(email), password: PASSWORD, password_confirmation: PASSWORD }),
      createFirstOrganizer: async () => {
        // No organizer yet on this server: a start prints the link (decision 0112).
        const printed = await inviteFirstOrganizer(server.app.game);
        if (printed.kind !== 'link') throw new Error(`expected a first organizer link, got ${printed.kind}`);
        return { token: new URL(printed.link).searchParams.get('token'), email: uniqueEmail(), name: '', password: PASSWORD, password_confirmation: PASSWORD };
      },
      changePassword: () => ({ old_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD }),
      updateProfile: () => ({ school: 'Island School' }),
      setLanguage: () => ({ language: 'en' }),
      getReferrals: () => undefined,
      logout: () => undefined,
      getRaffleItems: () => undefined,
      submitStakes: async () => ({ staked_items: [{ item_id: (await client.raffleItems())[0]!.item_id, coins: 1 }], total_coins: 0 }),
      getRaffleDraw: () => undefined,
      getPastEvent: () => undefined,
      getCoinTotal: () => undefined,
      getCoinHistory: () => undefined,
      getChests: () => undefined,
      answerChestQuestion: () => ({ chest_id: chestId, question: 0, choice: 'a' }),
      submitChest: async () => ({ chest_id: chestId, amount: quizCheck === 'client' ? 3 : await solveChest(server, client.session, chestId) }),
      getBusinesses: () => undefined,
      submitChallenge: async () => ({ challenge_id: (await server.call<WireBusiness[]>('GET', '/business/info', { session: client.session })).body[0]!.challenge_question.challenge_id, submission_link: DOC_LINK }),
      updateMeetup: () => ({ attend_meeting: true }),
      getResults: () => undefined,
      getCountries: () => undefined,
      getRegions: () => ({ name: 'Canada' }),
    };
    const walked: string[] = [];
    // A past event's page needs the cookie of a past event's player (test/past-event.test.ts walks it).
    const walkedCalls = endpointNames.filter((call) => call !== 'getPastEvent');
    for (const name of [...walkedCalls.filter((call) => call !== 'logout'), 'logout' as const]) {
      const endpoint = endpoints[name];
      // Each call in a period that opens it: the chests in the pre-game period, the businesses in game start.
      server.clock.now = endpoint.feature === 'learn' ? EVENT_TIMES.preGame : EVENT_TIMES.gameStart;
      const body = await bodies[name]();
      // A POST without a request (logout) sends `{}`, as the clients do.
      const sent = body === undefined && endpoint.method !== 'GET' ? {} : body;
      const answer = await server.call(endpoint.method, endpoint.path, { session: client.session, ...(sent === undefined ? {} : { body: sent }) });
      expect(answer.status, `${name}: ${answer.text}`).toBe(200);
      expect(nonStringIds(answer.body), name).toEqual([]);
      walked.push(name);
    }
    expect(walked).toHaveLength(walkedCalls.length);
  });
});
