import type { GameApi } from '@dubloon-quest/core';
import { buildTimestamps, DEMO_PLAYER, FakeClock, FakeGameApi, FakeGameServer, FakeRealtime } from '@dubloon-quest/core/testing';
import { describeRealtimeContract } from '@dubloon-quest/core/testing/contracts';

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
    triggerChallengeSubmitted: () => answerAChallenge(api),
    settle: () => realtime.flush(),
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
