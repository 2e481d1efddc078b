import { GAME_NOT_STARTED } from '../contract/timestamps.schema.js';
import { buildTimestamps } from './builders.js';
import { FakeClock } from './fake-clock.js';
import { FakeGameApi } from './fake-game-api.js';
import { FakeGameServer, type FakeGameServerOptions } from './fake-game-server.js';
import { describeGameApiContract } from './game-api.contract.js';
import type { GamePeriod } from '../rules/period/game-period.js';

function fakeSubject(period: GamePeriod | 'notScheduled', options: FakeGameServerOptions = {}) {
  return () => {
    const clock = new FakeClock();
    const timestamps = period === 'notScheduled' ? GAME_NOT_STARTED : buildTimestamps(period, clock.now());
    const server = new FakeGameServer({ clock, timestamps, ...options });
    const api = new FakeGameApi(server);
    return {
      api,
      useTokens: (tokens: Parameters<FakeGameApi['useTokens']>[0]) => api.useTokens(tokens),
      now: () => clock.now(),
      organizeDraw: (step: 'commit' | 'run', secret: string) => {
        if (step === 'commit') server.commitDraw(secret);
        else server.runDraw(secret);
        return secret;
      },
    };
  };
}

// The demo cycles between these two periods: together they open every feature.
describeGameApiContract('FakeGameApi before the game', fakeSubject('preGame'));
describeGameApiContract('FakeGameApi during the game days', fakeSubject('gameStart'));
describeGameApiContract('FakeGameApi during the review', fakeSubject('reviewStart'));
describeGameApiContract('FakeGameApi with no game scheduled', fakeSubject('notScheduled'));
describeGameApiContract('FakeGameApi judging on the client, registration open', fakeSubject('preGame', { quizCheck: 'client', demo: false }), {
  quizCheck: 'client',
  demo: false,
});

