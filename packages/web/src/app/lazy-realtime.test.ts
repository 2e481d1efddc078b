import {
  CONSOLE_REALTIME_EVENTS,
  GAME_NOT_STARTED,
  RAFFLE_TOTALS_EVENT,
  REALTIME_EVENTS,
  RealtimeError,
  SCHEDULE_CHANGE_EVENT,
} from '@dubloon-quest/core';
import { buildConsoleLiveDashboard, FakeRealtime } from '@dubloon-quest/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { LazyRealtime } from './lazy-realtime.js';

/** Connects through the lazy adapter, letting the fake accept once the download has happened. */
async function connect(realtime: LazyRealtime, fake: FakeRealtime, token: string, attempt: number): Promise<void> {
  const connecting = realtime.connect(token);
  await vi.waitFor(() => expect(fake.connectAttempts).toBe(attempt));
  await fake.flush();
  await connecting;
}

describe('LazyRealtime', () => {
  it('loads the real adapter only on the first connect, once', async () => {
    const fake = new FakeRealtime();
    const load = vi.fn(() => Promise.resolve(fake));
    const realtime = new LazyRealtime(load);
    expect(load).not.toHaveBeenCalled();
    await connect(realtime, fake, 'token-1', 1);
    realtime.disconnect();
    await fake.flush();
    await connect(realtime, fake, 'token-2', 2);
    expect(load).toHaveBeenCalledOnce();
    expect(fake.accessToken).toBe('token-2');
  });

  it('passes the loaded adapter events to listeners added before it loaded, until they unsubscribe', async () => {
    const fake = new FakeRealtime();
    const realtime = new LazyRealtime(() => Promise.resolve(fake));
    const coins = vi.fn();
    const stop = realtime.onCoinChange(coins);
    await connect(realtime, fake, 'token', 1);
    fake.emit(REALTIME_EVENTS.coinChange, { coins: 3, balance: 10 });
    await fake.flush();
    expect(coins).toHaveBeenCalledWith({ coins: 3, balance: 10 });
    stop();
    fake.emit(REALTIME_EVENTS.coinChange, { coins: 1, balance: 11 });
    await fake.flush();
    expect(coins).toHaveBeenCalledOnce();
  });

  it("passes schedule changes, raffle totals and the console's live dashboard on, until unsubscribed", async () => {
    const fake = new FakeRealtime();
    const realtime = new LazyRealtime(() => Promise.resolve(fake));
    const schedules = vi.fn();
    const dashboards = vi.fn();
    const totals = vi.fn();
    realtime.onScheduleChange(schedules);
    realtime.onRaffleTotals(totals);
    const stopDashboards = realtime.onConsoleDashboard(dashboards);
    await connect(realtime, fake, 'token', 1);
    const dashboard = buildConsoleLiveDashboard();
    fake.emit(SCHEDULE_CHANGE_EVENT, { timestamps: GAME_NOT_STARTED });
    fake.emit(CONSOLE_REALTIME_EVENTS.dashboard, dashboard);
    fake.emit(RAFFLE_TOTALS_EVENT, { items: [{ item_id: '2', total_staked: 9 }] });
    await fake.flush();
    expect(totals).toHaveBeenCalledWith({ items: [{ item_id: 2, total_staked: 9 }] });
    expect(schedules).toHaveBeenCalledWith({ timestamps: GAME_NOT_STARTED });
    expect(dashboards).toHaveBeenCalledWith(dashboard);
    stopDashboards();
    fake.emit(CONSOLE_REALTIME_EVENTS.dashboard, dashboard);
    await fake.flush();
    expect(dashboards).toHaveBeenCalledOnce();
  });

  it('registers through the loaded adapter, and refuses before any connection', async () => {
    const fake = new FakeRealtime();
    const realtime = new LazyRealtime(() => Promise.resolve(fake));
    await expect(realtime.register('ann@example.com')).rejects.toMatchObject({ kind: 'notConnected' });
    await connect(realtime, fake, 'token', 1);
    const registering = realtime.register('ann@example.com');
    await fake.flush();
    await expect(registering).resolves.toBe('success');
  });

  it('turns a failed download into a refused connection and downloads again next time', async () => {
    const fake = new FakeRealtime();
    const load = vi.fn<() => Promise<FakeRealtime>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fake);
    const realtime = new LazyRealtime(load);
    const failed = realtime.connect('token');
    await expect(failed).rejects.toBeInstanceOf(RealtimeError);
    await expect(failed).rejects.toMatchObject({ kind: 'refused' });
    await connect(realtime, fake, 'token', 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
