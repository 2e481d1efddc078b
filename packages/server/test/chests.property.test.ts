import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreChest } from '@dubloon-quest/core/internal';
import demoEvent from '../event/demo-event.json' with { type: 'json' };
import { TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());

const chests = demoEvent.chests;
const attempt = fc.record({
  question: fc.integer({ min: 0, max: 2 }),
  choice: fc.constantFrom('a', 'b', 'c', 'd'),
});

describe('cheat-proof chests (QUIZ_CHECK=server)', () => {
  it('pays exactly core score of the accepted attempts, refuses every other amount, and never leaks an unsolved answer', async () => {
    let runs = 0;
    let sequences = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: chests.length - 1 }),
        // Batches of attempts: the attempts of one batch are sent concurrently.
        fc.array(fc.array(attempt, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }),
        async (chestIndex, batches, claims) => {
          runs += 1;
          sequences += batches.length;
          const chest = chests[chestIndex]!;
          const correct = chest.group.map((question) => question.answers.correct);
          const session = await server.newPlayer();
          const user = (await server.repository.findUserByEmail(session.email))!;
          const sent: { question: number; choice: string }[] = [];
          for (const batch of batches) {
            await Promise.all(
              batch.map((body) =>
                server.call('POST', '/game/chests/answer', {
                  session,
                  body: { chest_id: chest.chest_id, ...body },
                }),
              ),
            );
            sent.push(...batch);
          }
          const stored = (await server.repository.chestAttempts(user.id)).get(chest.chest_id) ?? [];
          // Every stored attempt was sent, each letter of a question at most once.
          for (const entry of stored) expect(sent).toContainEqual(entry);
          expect(new Set(stored.map((entry) => `${entry.question}${entry.choice}`)).size).toBe(stored.length);
          const score = scoreChest(correct, stored);
          if (batches.every((batch) => batch.length === 1)) expect(scoreChest(correct, sent)).toEqual(score);

          // The bytes of GET /game/chests never hold the answer or explanation of an unsolved question.
          const text = (await server.call('GET', '/game/chests', { session })).text;
          chests.forEach((other) =>
            other.group.forEach((question, index) => {
              const solved = other.chest_id === chest.chest_id && score.questions[index]!.solved;
              expect(text.includes(question.answers.explanation)).toBe(solved);
            }),
          );
          expect(text.match(/"correct"/g)?.length ?? 0).toBe(
            score.questions.filter((question) => question.solved).length,
          );

          const balanceBefore = (
            await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session })
          ).body.coins;
          for (const amount of [...claims, score.coins]) {
            const paid = await server.call('POST', '/game/player/coins/chest', {
              session,
              body: { chest_id: chest.chest_id, amount },
            });
            const balance = (
              await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session })
            ).body.coins;
            const alreadyPaid =
              (await server.repository.chestsSubmitted(user.id))[chest.chest_id] !== undefined &&
              paid.status !== 200;
            if (!score.completed) expect(paid.status).toBe(422);
            else if (alreadyPaid) expect(paid.status).toBe(409);
            else if (amount !== score.coins) expect(paid.status).toBe(422);
            else expect(paid.status).toBe(200);
            expect(balance - balanceBefore).toBe(
              paid.status === 200 || alreadyPaid ? (score.completed ? score.coins : 0) : 0,
            );
          }
          const paidCoins = (await server.repository.chestsSubmitted(user.id))[chest.chest_id];
          expect(paidCoins).toBe(score.completed ? score.coins : undefined);
        },
      ),
      { numRuns: 20 },
    );
    console.info(`chest property: ${runs} runs, ${sequences} answer batches`);
  });

  it('in a fresh game, one wrong answer then the rest right pays 8, and nothing pays more', async () => {
    const session = await server.newPlayer();
    const answers: [number, string][] = [
      [0, 'a'],
      [0, 'b'],
      [1, 'a'],
      [2, 'c'],
    ];
    for (const [question, choice] of answers)
      await server.call('POST', '/game/chests/answer', { session, body: { chest_id: 1, question, choice } });
    for (const amount of [9, 7, 0])
      expect(
        (await server.call('POST', '/game/player/coins/chest', { session, body: { chest_id: 1, amount } }))
          .status,
      ).toBe(422);
    expect(
      (await server.call('POST', '/game/player/coins/chest', { session, body: { chest_id: 1, amount: 8 } }))
        .status,
    ).toBe(200);
    expect((await server.call('GET', '/game/player/coins/total', { session })).body).toEqual({ coins: 11 });
  });
});
