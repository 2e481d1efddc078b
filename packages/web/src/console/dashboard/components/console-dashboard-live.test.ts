import type { ConsoleDashboardResponse, ConsoleLiveDashboard } from '@dubloon-quest/core';
import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceScale } from './console-chart-scale.js';
import { dashboardRange, withLiveDashboard } from './console-dashboard-live.js';

const live = (overrides: Partial<ConsoleLiveDashboard> = {}): ConsoleLiveDashboard => ({
  at: '2026-11-25T12:30:00.000Z',
  servers: 1,
  sockets: 3,
  minutes: [{ minute: '2026-11-25T12:29:00.000Z', requests: 10, errors: 0 }],
  registered: 5,
  verified: 4,
  ...overrides,
});

const dashboard: ConsoleDashboardResponse = {
  generated_at: '2026-11-25T12:30:00.000Z',
  players: { registered: 5, verified: 4, active_last_hour: 2, active_last_day: 3, banned: 0, meetup_yes: 1 },
  timeline: [
    { hour: '2026-11-25T11:00:00.000Z', registered: 3, verified: 3, active: 1 },
    { hour: '2026-11-25T12:00:00.000Z', registered: 5, verified: 4, active: 2 },
  ],
  coins: { issued_by_source: [{ source: 'signup', coins: 20 }], issued: 20, staked: 5, unspent: 15 },
  referrals: { invited: 1, rewarded: 1, coins: 3 },
  countries: [],
  live: live(),
};

describe('a live push applied to the dashboard', () => {
  it('replaces the live part and the players registered and verified, and moves the last hour with them', () => {
    const push = live({ at: '2026-11-25T12:30:05.000Z', registered: 7, verified: 5, sockets: 9 });
    const next = withLiveDashboard(dashboard, push);
    expect(next.live).toBe(push);
    expect(next.players).toEqual({ ...dashboard.players, registered: 7, verified: 5 });
    expect(next.timeline).toEqual([
      dashboard.timeline[0],
      { hour: '2026-11-25T12:00:00.000Z', registered: 7, verified: 5, active: 2 },
    ]);
  });

  it('leaves the chart alone once the push falls after its last hour (a new hour needs a reload)', () => {
    const push = live({ at: '2026-11-25T13:00:01.000Z', registered: 8 });
    const next = withLiveDashboard(dashboard, push);
    expect(next.players.registered).toBe(8);
    expect(next.timeline).toBe(dashboard.timeline);
  });

  it('ignores a push older than the loaded dashboard', () => {
    expect(withLiveDashboard(dashboard, live({ at: '2026-11-25T12:29:55.000Z', registered: 1 }))).toBe(dashboard);
  });
});

describe('the range in the page address', () => {
  it('reads the offered ranges and falls back to a day', () => {
    expect(dashboardRange('6')).toBe(6);
    expect(dashboardRange('168')).toBe(168);
    expect(dashboardRange(null)).toBe(24);
    expect(dashboardRange('720')).toBe(24);
    expect(dashboardRange('six')).toBe(24);
  });
});

describe('chart scales', () => {
  it('rounds the axis out to a nice step', () => {
    expect(niceScale(0, 42)).toEqual({ min: 0, max: 60, ticks: [0, 20, 40, 60] });
    expect(niceScale(0, 3)).toEqual({ min: 0, max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0, 1234)).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('gives an axis of zeros a floor and whole steps, and takes in negative values', () => {
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(-5, 100)).toEqual({ min: -50, max: 100, ticks: [-50, 0, 50, 100] });
  });

  it('labels every n-th category counted back from the newest, as many as fit', () => {
    expect([...labelledIndexes(30, 300, 60)].sort((a, b) => a - b)).toEqual([4, 10, 16, 22, 28].map((i) => i + 1));
    expect(labelledIndexes(3, 600, 60)).toEqual(new Set([0, 1, 2]));
  });
});
