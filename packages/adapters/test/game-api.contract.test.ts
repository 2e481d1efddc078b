import { afterAll, beforeAll } from 'vitest';
import { buildTimestamps, FakeClock, FakeGameApi, FakeGameServer } from '@dubloon-quest/core/testing';
import { describeGameApiContract } from '@dubloon-quest/core/testing/contracts';
import { startRealServer, type RealServer } from './support/real-server.js';

// One GameApi contract suite, run against core's in-memory fake and against HttpGameApi talking to the real
// server, in the two periods the demo cycles between (together they open every feature).

for (const period of ['preGame', 'gameStart'] as const) {
  describeGameApiContract(`FakeGameApi in ${period}`, () => {
    const clock = new FakeClock();
    const server = new FakeGameServer({ clock, timestamps: buildTimestamps(period, clock.now()) });
    const api = new FakeGameApi(server);
    return {
      api,
      useTokens: (tokens) => api.useTokens(tokens),
      now: () => clock.now(),
      organizeDraw: (step, secret) => {
        if (step === 'commit') server.commitDraw(secret);
        else server.runDraw(secret);
        return secret;
      },
    };
  });
}

// A server per period: the suite draws the raffle once, and a server keeps publishing the draw it made.
const servers = new Map<string, RealServer>();
beforeAll(async () => {
  for (const period of ['preGame', 'gameStart']) servers.set(period, await startRealServer());
}, 120_000);
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

for (const period of ['preGame', 'gameStart'] as const) {
  describeGameApiContract(`HttpGameApi on the real server in ${period}`, async () => {
    const server = servers.get(period)!;
    await server.enterPeriod(period);
    const { api, useTokens } = server.api();
    return { api, useTokens, now: () => server.now(), organizeDraw: (step, secret) => server.organizeDraw(step, secret) };
  });
}
