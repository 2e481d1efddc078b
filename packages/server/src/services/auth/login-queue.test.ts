import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginQueue, type LoginAdmission } from './login-queue.js';

// The login queue's order (docs/decisions/0210), on the simulated clock: one slot, a line of two, tries held 100 ms.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const newQueue = () => new LoginQueue({ slots: 1, bound: 2, holdMs: 100, graceMs: 1_000, now: () => Date.now() });

function admitted(admission: LoginAdmission): () => void {
  if (admission.kind !== 'admitted') throw new Error(`expected admitted, got ${JSON.stringify(admission)}`);
  return admission.release;
}

function queued(admission: LoginAdmission): { ticket: string; position: number; retryAfterSeconds: number } {
  if (admission.kind !== 'queued') throw new Error(`expected queued, got ${JSON.stringify(admission)}`);
  return admission;
}

describe('the login queue', () => {
  it('admits while a slot is free, gives each later try its place, and refuses past the bound with a wait', async () => {
    const queue = newQueue();
    admitted(await queue.enter(null));
    const [second, third] = [queue.enter(null), queue.enter(null)];
    // Past the bound at once, without a place.
    expect(await queue.enter(null)).toMatchObject({ kind: 'full' });
    await vi.advanceTimersByTimeAsync(100);
    expect([queued(await second).position, queued(await third).position]).toEqual([1, 2]);
    expect(queued(await second).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('gives a free slot to the earliest ticket whose holder is waiting, and keeps the place of one between tries', async () => {
    const queue = newQueue();
    const releaseFirst = admitted(await queue.enter(null));
    const early = queue.enter(null);
    const late = queue.enter(null);
    await vi.advanceTimersByTimeAsync(100);
    const earlyTicket = queued(await early).ticket;
    const lateTicket = queued(await late).ticket;

    // The later ticket's holder is back first: the slot freed goes to it, the earlier holder being away.
    const lateBack = queue.enter(lateTicket);
    releaseFirst();
    const releaseLate = admitted(await lateBack);
    // The earlier one, back, is first in line again, and served when the slot is free.
    const earlyBack = queue.enter(earlyTicket);
    releaseLate();
    admitted(await earlyBack);
  });

  it('lets a ticket go when its holder does not come back within its wait and the grace', async () => {
    const queue = newQueue();
    const release = admitted(await queue.enter(null));
    const gone = queue.enter(null);
    await vi.advanceTimersByTimeAsync(100);
    const { retryAfterSeconds } = queued(await gone);
    await vi.advanceTimersByTimeAsync(retryAfterSeconds * 1000 + 1_000);
    const next = queue.enter(null);
    await vi.advanceTimersByTimeAsync(100);
    expect(queued(await next).position).toBe(1);
    release();
  });
});
