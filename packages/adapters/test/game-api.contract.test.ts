import { buildTimestamps, FakeClock, FakeGameApi, FakeGameServer } from '@dubloon-quest/core/testing';
import { describeGameApiContract } from '@dubloon-quest/core/testing/contracts';

// The GameApi contract suite against core's in-memory fake, in the two periods the demo cycles between
// (together they open every feature).

for (const period of ['preGame', 'gameStart'] as const) {
  describeGameApiContract(`FakeGameApi in ${period}`, () => {
    const clock = new FakeClock();
    const api = new FakeGameApi(new FakeGameServer({ clock, timestamps: buildTimestamps(period, clock.now()) }));
    return { api, useTokens: (tokens) => api.useTokens(tokens), now: () => clock.now() };
  });
}
