import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dubloon-quest/core';
import type { Db } from '../src/db/db.js';
import { TestServer } from './support/test-server.js';

/** A database that can be switched off, as if PostgreSQL stopped answering. */
const outage = { down: false };
function breakable(db: Db): Db {
  const refuse = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  return {
    engine: db.engine,
    query: (sql, params) => (outage.down ? refuse() : db.query(sql, params)),
    transaction: (work) => (outage.down ? refuse() : db.transaction(work)),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start({ quizCheck: 'client', wrapDb: breakable });
});
afterAll(() => server.close());

type ChestBody = { chest_id: number; group: { answers: { correct?: string; explanation?: string } }[] }[];

describe('QUIZ_CHECK=client: the original contract', () => {
  it('sends every chest with its correct answers and explanations', async () => {
    const player = await server.newPlayer();
    const chests = (await server.call<ChestBody>('GET', '/game/chests', { session: player })).body;
    expect(chests).toHaveLength(4);
    for (const chest of chests)
      for (const question of chest.group)
        expect(question.answers).toMatchObject({
          correct: expect.stringMatching(/^[a-z]$/) as unknown,
          explanation: expect.any(String) as unknown,
        });
  });

  it('pays the amount claimed within 0 to 9, once per existing chest', async () => {
    const player = await server.newPlayer();
    expect(
      await server.call('POST', '/game/player/coins/chest', {
        session: player,
        body: { chest_id: 2, amount: 10 },
      }),
    ).toMatchObject({ status: 422, body: { message: serverMessages.chestAmountOutOfRange(9) } });
    expect(
      await server.call('POST', '/game/player/coins/chest', {
        session: player,
        body: { chest_id: 2, amount: 7 },
      }),
    ).toMatchObject({ status: 200, body: { chests_submitted: { 2: 7 } } });
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: player,
          body: { chest_id: 2, amount: 7 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: player,
          body: { chest_id: 99, amount: 7 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: player,
          body: { chest_id: 3, amount: -1 },
        })
      ).status,
    ).toBe(400);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 10,
    });
  });
});

describe('database outage', () => {
  it('health answers 503 and calls answer 503 with the JSON error body, then serve again', async () => {
    const player = await server.newPlayer();
    outage.down = true;
    try {
      expect(await server.call('GET', '/health')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: false },
      });
      expect(await server.call('GET', '/game/player/coins/total', { session: player })).toMatchObject({
        status: 503,
        body: { message: serverMessages.databaseUnavailable },
      });
    } finally {
      outage.down = false;
    }
    expect((await server.call('GET', '/health')).status).toBe(200);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(200);
  });
});
