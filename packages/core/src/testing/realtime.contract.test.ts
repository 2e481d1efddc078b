import { DEMO_PLAYER } from './demo-seed.js';
import { FakeGameApi } from './fake-game-api.js';
import { FakeGameServer } from './fake-game-server.js';
import { fakeOrganizerTriggers, FakeRealtime } from './fake-realtime.js';
import { buildTimestamps } from './builders.js';
import { FakeClock } from './fake-clock.js';
import { describeRealtimeContract } from './realtime.contract.js';

describeRealtimeContract('FakeRealtime relaying an in-memory game', async () => {
  const clock = new FakeClock();
  const server = new FakeGameServer({ clock, timestamps: buildTimestamps('gameStart', clock.now()) });
  const api = new FakeGameApi(server);
  const realtime = new FakeRealtime({ server });
  const login = await api.login({ ...DEMO_PLAYER });
  const items = (await api.getRaffleItems()).data;
  return {
    realtime,
    player: { accessToken: login.tokens.access, email: DEMO_PLAYER.email },
    triggerCoinChange: () => Promise.resolve(server.grantCoins(DEMO_PLAYER.email, 2, 'organizer')),
    triggerRaffleSilver: async () => {
      const silverItem = items.find((item) => item.silver);
      if (!silverItem) throw new Error('no silver item to stake on');
      await api.submitStakes({ staked_items: [{ item_id: silverItem.item_id, coins: 1 }], total_coins: 0 });
    },
    triggerRaffleTotals: async (itemId) => {
      await api.submitStakes({ staked_items: [{ item_id: itemId, coins: 1 }], total_coins: 0 });
    },
    triggerChallengeSubmitted: async () => {
      await api.submitChallenge({ challenge_id: 1, submission_link: 'https://docs.google.com/document/d/abc123/edit' });
    },
    ...fakeOrganizerTriggers(server, realtime, clock),
    settle: () => realtime.flush(),
  };
});
