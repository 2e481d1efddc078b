import { GAME_NOT_STARTED, isGameApiError, type GameApi } from '@dubloon-quest/core';
import { CONSOLE_DASHBOARD_PUSH_MS } from '@dubloon-quest/core/console';
import {
  buildTimestamps,
  DEMO_PLAYER,
  FakeClock,
  FakeGameApi,
  FakeGameServer,
  fakeOrganizerTriggers,
  FakeRealtime,
} from '@dubloon-quest/core/testing';
import { describeRealtimeContract } from '@dubloon-quest/core/testing/contracts';
import { afterAll, beforeAll } from 'vitest';
import { SocketRealtime } from '../src/realtime/socket-realtime.js';
import { eventually } from './support/local-socket-server.js';
import { startRealServer, type RealServer } from './support/real-server.js';

const GOOGLE_DOC_LINK = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit';

describeRealtimeContract('FakeRealtime relaying the in-memory game', async () => {
  const clock = new FakeClock();
  const server = new FakeGameServer({ clock, timestamps: buildTimestamps('gameStart', clock.now()) });
  const api = new FakeGameApi(server);
  const realtime = new FakeRealtime({ server });
  const login = await api.login({ ...DEMO_PLAYER });
  return {
    realtime,
    player: { accessToken: login.tokens.access, email: login.data.user.email },
    triggerCoinChange: () => Promise.resolve(server.grantCoins(login.data.user.email, 2, 'organizer')),
    triggerRaffleSilver: () => stakeOnASilverItem(api),
    triggerRaffleTotals: async (itemId) => {
      await api.submitStakes({ staked_items: [{ item_id: itemId, coins: 1 }], total_coins: 0 });
    },
    triggerChallengeSubmitted: () => answerAChallenge(api),
    ...fakeOrganizerTriggers(server, realtime, clock),
    settle: () => realtime.flush(),
  };
});

let server: RealServer;
let scheduleShifts = 0;
beforeAll(async () => {
  server = await startRealServer();
}, 60_000);
afterAll(() => server.close());

describeRealtimeContract('SocketRealtime on the real server', async () => {
  await server.enterPeriod('preGame');
  const { api, useTokens } = server.api();
  const login = await api.login({ ...DEMO_PLAYER });
  useTokens(login.tokens);
  const realtime = new SocketRealtime({ url: server.url });
  const organizer = await server.organizer();
  return {
    realtime,
    player: { accessToken: login.tokens.access, email: login.data.user.email },
    // Learn and Earn is open before the game: paying a chest sends the player a coin_change.
    triggerCoinChange: () => payAChest(api),
    // The raffle is open in both periods: a first stake on an item nobody staked on flips its silver flag.
    triggerRaffleSilver: () => stakeOnASilverItem(api),
    triggerRaffleTotals: async (itemId) => {
      await api.submitStakes({ staked_items: [{ item_id: itemId, coins: 1 }], total_coins: 0 });
    },
    // The businesses open with the game: an answer broadcasts the challenge's new count.
    triggerChallengeSubmitted: async () => {
      await server.enterPeriod('gameStart');
      await answerAChallenge(api);
    },
    triggerScheduleChange: async () => {
      const now = await server.timestamps();
      if (now === GAME_NOT_STARTED) throw new Error('the demo event has no schedule');
      // The same periods, the game's end a minute later each time: a change the server pushes.
      scheduleShifts += 1;
      const timestamps = { ...now, game_end: new Date(Date.parse(now.game_end) + scheduleShifts * 60_000).toISOString() };
      await organizer.console.call('consoleUpdateSchedule', { body: { timestamps } });
      return server.timestamps();
    },
    triggerResultsPublished: async () => {
      await organizer.console.call('consolePublishResults', { body: { published: true } });
    },
    organizer: { accessToken: organizer.tokens.access },
    // The server pushes the live dashboard to organizers' sockets every CONSOLE_DASHBOARD_PUSH_MS by itself.
    triggerConsoleDashboard: () => Promise.resolve(),
    settle: async (until) => {
      if (until !== undefined) return eventually(until, CONSOLE_DASHBOARD_PUSH_MS + 3000).catch(() => undefined);
      // Only an open connection can still be receiving something: give it a moment to arrive.
      if (realtime.connected) await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
});

async function stakeOnASilverItem(api: GameApi): Promise<void> {
  const silverItem = (await api.getRaffleItems()).data.find((item) => item.silver);
  if (!silverItem) throw new Error('no silver item left to stake on');
  await api.submitStakes({ staked_items: [{ item_id: silverItem.item_id, coins: 1 }], total_coins: 0 });
}

async function answerAChallenge(api: GameApi): Promise<void> {
  const business = (await api.getBusinesses()).data[0];
  if (!business) throw new Error('no business to answer');
  await api.submitChallenge({ challenge_id: business.challenge_question.challenge_id, submission_link: GOOGLE_DOC_LINK });
}

/** Opens the first chest not yet paid, tries each question's letters in order until right, and submits it. */
async function payAChest(api: GameApi): Promise<void> {
  const chest = (await api.getChests()).data.find((candidate) => candidate.group.some((question) => question.solved !== true));
  if (!chest) throw new Error('no chest left to open');
  let chestCoins = 0;
  for (const [index, question] of chest.group.entries()) {
    if (question.solved === true) continue;
    for (const choice of Object.keys(question.answers.choices)) {
      const verdict = await api.answerChestQuestion({ chest_id: chest.chest_id, question: index, choice }).catch((error: unknown) => {
        if (isGameApiError(error, 'invalid')) return null;
        throw error;
      });
      if (verdict?.data.correct) {
        chestCoins = verdict.data.chest_coins;
        break;
      }
    }
  }
  await api.submitChest({ chest_id: chest.chest_id, amount: chestCoins });
}
