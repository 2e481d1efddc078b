import type { ConsoleDashboardResponse } from '@dubloon-quest/core';

/** A dashboard in the middle of a busy event, for the screen's tests. */
export const dashboardFixture: ConsoleDashboardResponse = {
  generated_at: '2026-11-25T12:30:00.000Z',
  players: { registered: 1250, verified: 980, active_last_hour: 310, active_last_day: 870, banned: 2, meetup_yes: 140 },
  timeline: [
    { hour: '2026-11-25T11:00:00.000Z', registered: 1200, verified: 950, active: 400 },
    { hour: '2026-11-25T12:00:00.000Z', registered: 1250, verified: 980, active: 310 },
  ],
  coins: {
    issued_by_source: [
      { source: 'chest', coins: 5400 },
      { source: 'signup', coins: 4900 },
      { source: 'mystery', coins: 7 },
    ],
    issued: 10307,
    staked: 6100,
    unspent: 4207,
  },
  referrals: { invited: 85, rewarded: 80, coins: 240 },
  countries: [
    {
      country: 'Canada',
      players: 40,
      regions: [
        { region: null, players: 5 },
        { region: 'Ontario', players: 30 },
        { region: 'Quebec', players: 5 },
      ],
    },
    { country: 'United States', players: 1210, regions: [{ region: 'Texas', players: 1210 }] },
  ],
  live: {
    at: '2026-11-25T12:30:04.000Z',
    servers: 2,
    sockets: 415,
    minutes: [
      { minute: '2026-11-25T12:28:00.000Z', requests: 900, errors: 1 },
      { minute: '2026-11-25T12:29:00.000Z', requests: 1100, errors: 0 },
    ],
    registered: 1250,
    verified: 980,
  },
};
