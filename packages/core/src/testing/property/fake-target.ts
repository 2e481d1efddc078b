import type { GameApi } from '../../ports/game-api.port.js';
import type { GamePeriod } from '../../rules/period/game-period.js';
import type { QuizCheckMode } from '../../rules/quiz/chest-quiz.js';
import { buildTimestamps } from '../builders.js';
import { DEMO_PLAYER } from '../demo-seed.js';
import { FakeClock } from '../fake-clock.js';
import { FakeGameApi } from '../fake-game-api.js';
import { FakeGameServer } from '../fake-game-server.js';
import type { ConformanceTarget } from './conformance-session.js';

export interface FakeConformanceTargetOptions {
  /** The period the fake's clock starts in (default preGame, when both chests and the raffle are open). */
  readonly period?: GamePeriod;
  readonly quizCheck?: QuizCheckMode;
  /**
   * Puts another `GameApi` in front of the fake: your own implementation that delegates to it, or a
   * deliberately broken one, to see the suite catch it.
   */
  readonly wrap?: (api: FakeGameApi, server: FakeGameServer) => GameApi;
}

/**
 * The conformance target of core's in-memory game: every session a new `FakeGameServer` on a `FakeClock` that
 * the suite may move, played by its demo player.
 */
export function fakeConformanceTarget(options: FakeConformanceTargetOptions = {}): ConformanceTarget {
  return () => {
    const clock = new FakeClock();
    const server = new FakeGameServer({ clock, timestamps: buildTimestamps(options.period ?? 'preGame', clock.now()), quizCheck: options.quizCheck ?? 'server' });
    const fake = new FakeGameApi(server);
    return {
      api: options.wrap ? options.wrap(fake, server) : fake,
      useTokens: (tokens) => fake.useTokens(tokens),
      player: DEMO_PLAYER,
      now: () => clock.now(),
      setNow: (ms) => clock.set(ms),
    };
  };
}
