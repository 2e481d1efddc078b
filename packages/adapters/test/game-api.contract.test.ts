import { afterAll, beforeAll } from 'vitest';
import { buildTimestamps, FakeClock, FakeGameApi, FakeGameServer } from '@dubloon-quest/core/testing';
import { describeGameApiContract } from '@dubloon-quest/core/testing/contracts';
import { startRealServer, type RealServer } from './support/real-server.js';

// One GameApi contract suite, run against core's in-memory fake and against HttpGameApi talking to the real
// server, in the two periods the demo cycles between (together they open every feature).

for (const period of ['preGame', 'gameStart'] as const) {
  describeGameApiContract(`FakeGameApi in ${period}`, () => {
    const clock = new FakeClock();
    const api = new FakeGameApi(new FakeGameServer({ clock, timestamps: buildTimestamps(period, clock.now()) }));
    return { api, useTokens: (tokens) => api.useTokens(tokens), now: () => clock.now() };
  });
}

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 60_000);
afterAll(() => server.close());

for (const period of ['preGame', 'gameStart'] as const) {
  describeGameApiContract(`HttpGameApi on the real server in ${period}`, async () => {
    await server.enterPeriod(period);
    const { api, useTokens } = server.api();
    return { api, useTokens, now: () => server.now() };
  });
}
