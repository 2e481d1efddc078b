import type { RaffleTotalsEvent } from '@dubloon-quest/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RaffleTotalsAnnouncer } from './raffle-totals.js';

/** An announcer whose reads wait for the test to answer them; what it sends, with the time sent. */
function announcer() {
  const reads: { resolve: (total: number) => void; reject: (error: Error) => void }[] = [];
  const sent: { at: number; total: number }[] = [];
  const warnings: string[] = [];
  const subject = new RaffleTotalsAnnouncer({
    read: () =>
      new Promise<RaffleTotalsEvent>((resolve, reject) =>
        reads.push({ resolve: (total) => resolve({ items: [{ item_id: 1, total_staked: total }] }), reject }),
      ),
    send: (event) => sent.push({ at: Date.now(), total: event.items[0]!.total_staked }),
    warn: (message) => warnings.push(message),
    intervalMs: 1000,
  });
  return { subject, reads, sent, warnings };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RaffleTotalsAnnouncer', () => {
  it('announces the first change after a quiet second at once', async () => {
    const { subject, reads, sent } = announcer();
    subject.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ at: 0, total: 5 }]);
  });

  it('coalesces a burst into one more announcement a second after the last, with the totals read then', async () => {
    const { subject, reads, sent } = announcer();
    subject.changed();
    await vi.advanceTimersByTimeAsync(0);
    reads[0]!.resolve(1);
    await vi.advanceTimersByTimeAsync(0);
    for (let stake = 0; stake < 20; stake += 1) {
      subject.changed();
      await vi.advanceTimersByTimeAsync(40);
    }
    // 800 ms later: still one announcement; the next is read at 1000 ms, once.
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(21);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toHaveLength(2);
    expect(sent).toEqual([
      { at: 0, total: 1 },
      { at: 1000, total: 21 },
    ]);
  });

  it('reads again after a change made during a read, a full second after sending', async () => {
    const { subject, reads, sent } = announcer();
    subject.changed();
    await vi.advanceTimersByTimeAsync(0);
    subject.changed();
    await vi.advanceTimersByTimeAsync(300);
    reads[0]!.resolve(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { at: 300, total: 1 },
      { at: 1300, total: 2 },
    ]);
  });

  it('says when a read fails, and the next change announces again', async () => {
    const { subject, reads, sent, warnings } = announcer();
    subject.changed();
    await vi.advanceTimersByTimeAsync(0);
    reads[0]!.reject(new Error('database unreachable'));
    await vi.advanceTimersByTimeAsync(0);
    expect(warnings).toEqual(['could not announce the raffle totals: database unreachable']);
    subject.changed();
    await vi.advanceTimersByTimeAsync(1000);
    reads[1]!.resolve(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ at: 1000, total: 4 }]);
  });

  it('sends nothing once closed', async () => {
    const { subject, reads, sent } = announcer();
    subject.changed();
    await vi.advanceTimersByTimeAsync(0);
    subject.changed();
    subject.close();
    reads[0]!.resolve(3);
    await vi.advanceTimersByTimeAsync(5000);
    subject.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toHaveLength(1);
    expect(sent).toEqual([]);
  });
});
