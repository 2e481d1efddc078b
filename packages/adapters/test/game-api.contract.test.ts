import { afterAll, beforeAll } from 'vitest';
import { buildTimestamps, FakeClock, FakeGameApi, FakeGameServer } from '@dubloon-quest/core/testing';
import { describeGameApiContract } from '@dubloon-quest/core/testing/contracts';
import { startRealServer, type RealServer } from './support/real-server.js';

// One GameApi contract suite, run against core's in-memory fake and against HttpGameApi talking to the real
// server, in the two periods the demo cycles between (together they open every feature), and once more on
// each with the chests judged on the client (QUIZ_CHECK=client), during the game days when chests are open.

const runs = [
  { period: 'preGame', quizCheck: 'server' },
  { period: 'gameStart', quizCheck: 'server' },
  { period: 'gameStart', quizCheck: 'client' },
] as const;
const runName = (run: (typeof runs)[number]) => (run.quizCheck === 'server' ? run.period : `${run.period} judging chests on the client`);

for (const run of runs) {
  const { period, quizCheck } = run;
  describeGameApiContract(`FakeGameApi in ${runName(run)}`, () => {
    const clock = new FakeClock();
    const server = new FakeGameServer({ clock, timestamps: buildTimestamps(period, clock.now()), quizCheck });
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
  }, { quizCheck });
}

// A server per period: the suite draws the raffle once, and a server keeps publishing the draw it made.
const servers = new Map<string, RealServer>();
beforeAll(async () => {
  for (const run of runs) servers.set(runName(run), await startRealServer({ quizCheck: run.quizCheck }));
}, 180_000);
afterAll(async () => {
  for (const server of servers.values()) await server.close();
}, 60_000);

for (const run of runs) {
  describeGameApiContract(`HttpGameApi on the real server in ${runName(run)}`, async () => {
    const server = servers.get(runName(run))!;
    await server.enterPeriod(run.period);
    const { api, useTokens } = server.api();
    return { api, useTokens, now: () => server.now(), organizeDraw: (step, secret) => server.organizeDraw(step, secret) };
  }, { quizCheck: run.quizCheck });
}
