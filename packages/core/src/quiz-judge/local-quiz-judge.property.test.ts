import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Chest } from '../contract/chest.schema.js';
import { buildTimestamps } from '../testing/builders.js';
import { demoSeed, DEMO_PLAYER } from '../testing/demo-seed.js';
import { FakeClock } from '../testing/fake-clock.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer, type QuizCheckMode } from '../testing/fake-game-server.js';
import { LocalQuizJudge } from './local-quiz-judge.js';

const letter = fc.constantFrom('a', 'b', 'c', 'd');
const choice = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const chestOf = (correct: readonly string[]): Chest => ({
  chest_id: 1,
  group: correct.map((right, index) => ({
    question: `Question ${index}?`,
    answers: { choices: { a: 'A', b: 'B', c: 'C', d: 'D' }, correct: right, explanation: `${right} is right` },
  })),
});

/** The verdict, or the refusal's message: what a player would see either way. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (verdict) => ({ verdict }),
    (error: unknown) => ({ refused: error instanceof Error ? error.message : String(error) }),
  );

async function playerOn(chest: Chest, quizCheck: QuizCheckMode): Promise<FakeGameApi> {
  const clock = new FakeClock();
  const server = new FakeGameServer({ clock, quizCheck, seed: { ...demoSeed(), chests: [chest] }, timestamps: buildTimestamps('preGame', clock.now()) });
  const api = new FakeGameApi(server);
  await api.login({ ...DEMO_PLAYER });
  return api;
}

describe('LocalQuizJudge and the server judge', () => {
  test.prop([fc.tuple(letter, letter, letter), fc.array(fc.record({ question: fc.integer({ min: 0, max: 2 }), choice }), { maxLength: 20 })])(
    'give the same verdict, or refuse with the same text, for any sequence of answers, whichever way the server judges',
    async (correct, answers) => {
      const chest = chestOf(correct);
      const [judging, original] = await Promise.all([playerOn(chest, 'server'), playerOn(chest, 'client')]);
      // The browser judges the chest as a server of the original contract sends it.
      const local = new LocalQuizJudge((await original.getChests()).data);
      for (const answer of answers) {
        const [here, onServer, onClientServer] = await Promise.all([
          outcome(local.judge({ chest_id: 1, ...answer })),
          outcome(judging.answerChestQuestion({ chest_id: 1, ...answer }).then(({ data }) => data)),
          outcome(original.answerChestQuestion({ chest_id: 1, ...answer }).then(({ data }) => data)),
        ]);
        expect(here).toEqual(onServer);
        expect(onClientServer).toEqual(onServer);
      }
    },
  );
});
