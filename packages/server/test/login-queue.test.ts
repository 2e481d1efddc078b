import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dubloon-quest/core';
import { TestServer, verifiedPlayers, PASSWORD, type Response } from './support/test-server.js';

// The login queue (docs/decisions/0210): one slot, a line of two. A login of `held` is stopped at its account
// lookup until the test lets it go, so the slot stays taken however fast the machine hashes.
let releaseHeld: () => void = () => undefined;
let heldArrived: () => void = () => undefined;
const heldReached = new Promise<void>((resolve) => (heldArrived = resolve));
const heldRelease = new Promise<void>((resolve) => (releaseHeld = resolve));
let held = '';

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start({
    wrapDb: (db) => ({
      ...db,
      async query(sql, params) {
        if (sql.startsWith('SELECT * FROM users WHERE email = $1') && params?.[0] === held) {
          heldArrived();
          await heldRelease;
        }
        return db.query(sql, params);
      },
    }),
    loginQueueBound: 2,
    build: { loginQueue: { slots: 1, holdMs: 300 } },
  });
});
afterAll(() => server.close());

/** One login try, never waiting longer than 10 s for its answer (a time-out is recorded as status 0). */
async function tryLogin(email: string, ticketCookie: string | null): Promise<Response> {
  try {
    return await server.call('POST', '/auth/login', {
      headers: ticketCookie === null ? {} : { cookie: ticketCookie },
      body: { email, password: PASSWORD },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { status: 0, body: null, text: 'no answer within 10 s', headers: new Headers() };
  }
}

/** The `name=value` of the ticket cookie an answer set, or null. */
const ticketOf = (response: Response) => /^(dq_login_ticket=[0-9a-f]{32});/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;

/** Every answer must be a 200 or a 503 with a `Retry-After` of at least a second. */
function expectAnswered(response: Response): void {
  if (response.status === 200) return;
  expect(response.status, response.text).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('a login storm bigger than the slots', () => {
  it('[D0210.queue] queues logins up to its bound with their place, refuses the rest with Retry-After, and serves everyone who comes back, each answer a 200 or a 503 with Retry-After', async () => {
    const [first, second, third, ...others] = await verifiedPlayers(server, 13);
    held = first!;
    // The slot is taken by the held login.
    const holding = tryLogin(held, null);
    await heldReached;

    // Two more wait their hold without a turn: each is answered with its place in line and a ticket.
    const queued = await Promise.all([second!, third!].map((email) => tryLogin(email, null)));
    for (const response of queued) expectAnswered(response);
    expect(queued.map((response) => response.status)).toEqual([503, 503]);
    expect(queued.map((response) => (response.body as { queue: { position: number } }).queue.position).sort()).toEqual([1, 2]);
    for (const response of queued) {
      expect(ticketOf(response)).not.toBeNull();
      expect((response.body as { message: string }).message).toBe(
        serverMessages.loginQueued((response.body as { queue: { position: number } }).queue.position),
      );
    }

    // The line is full: ten more are refused at once with Retry-After, without a place or a ticket.
    const refused = await Promise.all(others.map((email) => tryLogin(email, null)));
    for (const response of refused) {
      expectAnswered(response);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: serverMessages.loginQueueFull });
      expect(ticketOf(response)).toBeNull();
    }

    // The held login goes on and is answered; then everyone comes back, the queued with their tickets.
    releaseHeld();
    expect((await holding).status).toBe(200);
    const pending = new Map<string, string | null>([
      [second!, ticketOf(queued[0]!)],
      [third!, ticketOf(queued[1]!)],
      ...others.map((email) => [email, null] as [string, null]),
    ]);
    const answers: Response[] = [];
    for (let round = 0; pending.size > 0 && round < 50; round += 1) {
      const tries = await Promise.all([...pending].map(async ([email, ticket]) => [email, await tryLogin(email, ticket)] as const));
      for (const [email, response] of tries) {
        answers.push(response);
        if (response.status === 200) pending.delete(email);
        else pending.set(email, ticketOf(response) ?? pending.get(email) ?? null);
      }
    }
    for (const response of answers) expectAnswered(response);
    expect([...pending.keys()]).toEqual([]);
  });
});
