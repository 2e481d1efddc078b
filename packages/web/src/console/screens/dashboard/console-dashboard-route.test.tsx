import {
  CONSOLE_REALTIME_EVENTS,
  consoleDashboardText,
  consoleShellText,
  messages,
  type ConsoleMeResponse,
} from '@dubloon-quest/core';
import type { FakeRealtime } from '@dubloon-quest/core/testing';
import { buildConsoleLiveDashboard, buildTimestamps, demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicesOn } from '../../../../test/fake-app-services.js';
import { App } from '../../../app/app.js';
import { dashboardFixture } from './console-dashboard-fixture.js';
import { formatClockWithSeconds } from './console-dashboard-format.js';

const ui = messages.ui;
const text = consoleDashboardText;

/** The demo event with its partner made an organizer. */
function organizerSeed() {
  const seed = demoSeed();
  const account = seed.accounts[1]!;
  return { seed: { ...seed, accounts: [seed.accounts[0]!, { ...account, user: { ...account.user, role: 'Organizer' as const } }] }, account };
}

const me = (email: string, name: string): ConsoleMeResponse => ({
  account: {
    user_id: 2,
    email,
    name,
    role: 'Organizer',
    business_id: null,
    raffle_partner: null,
    email_verified: true,
    banned_until: null,
    created_at: '2026-11-01T10:00:00.000Z',
  },
  read_only: false,
  business: null,
  raffle_items: [],
});

/** The console's HTTP calls answered as the server would; they go through the real adapter. */
const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) => new URL(input instanceof Request ? input.url : String(input));
const dashboardCalls = () =>
  fetchMock.mock.calls.map(([input]) => urlOf(input)).filter((url) => url.pathname === '/api/v2/console/dashboard');

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Logs the organizer in on core's in-memory game and opens the dashboard from the console's navigation. */
async function openDashboard() {
  const { seed, account } = organizerSeed();
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url.pathname === '/api/v2/console/me') return Promise.resolve(Response.json(me(account.user.email, account.user.name)));
    if (url.pathname === '/api/v2/console/dashboard') return Promise.resolve(Response.json(dashboardFixture));
    return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
  });
  const user = userEvent.setup();
  const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('gameStart', Date.now()) });
  const services = servicesOn(server, { VITE_DEMO: 'off' });
  render(<App services={services} />);
  await user.type(await screen.findByLabelText(ui.common.email, { selector: 'input' }), account.user.email);
  await user.type(screen.getByLabelText(ui.common.password), account.password);
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }, { timeout: 5_000 }));
  const realtime = services.game.current()!.realtime as FakeRealtime;

  await user.click(within(screen.getByRole('navigation', { name: ui.shell.mainMenu })).getByRole('link', { name: ui.shell.console }));
  await user.click(
    await within(await screen.findByRole('navigation', { name: consoleShellText.navLabel })).findByRole('link', {
      name: consoleShellText.screens.dashboard,
    }),
  );
  await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.dashboard });
  await screen.findByRole('heading', { name: text.headline.heading });
  return { user, realtime };
}

/** The value shown for a headline figure. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the live dashboard route', () => {
  it('loads a day of history and follows the live pushes of the realtime connection', async () => {
    const { realtime } = await openDashboard();
    expect(dashboardCalls().map((url) => url.search)).toEqual(['?hours=24']);
    expect(figure(text.headline.registered)).toBe('1,250');

    // The game's realtime connection comes up (connected and registered): live updates are on.
    await act(() => realtime.flush());
    await waitFor(() => expect(screen.getByText(text.live.on)).toBeInTheDocument());

    const push = buildConsoleLiveDashboard({
      at: '2026-11-25T12:30:09.000Z',
      registered: 1251,
      verified: 981,
      sockets: 420,
      servers: 3,
    });
    realtime.emit(CONSOLE_REALTIME_EVENTS.dashboard, push);
    await act(() => realtime.flush());

    expect(figure(text.headline.registered)).toBe('1,251');
    expect(figure(text.headline.verified)).toBe('981');
    expect(figure(text.headline.sockets)).toBe('420');
    expect(figure(text.headline.servers)).toBe('3');
    // What the push does not carry stays as loaded.
    expect(figure(text.headline.activeLastHour)).toBe('310');
    expect(screen.getByText(text.live.updatedAt(formatClockWithSeconds(push.at)), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text.requests.heading })).toHaveAccessibleDescription(
      text.requests.summary(40, 0),
    );
    // One load only: the figures changed without asking the server again.
    expect(dashboardCalls()).toHaveLength(1);
  });

  it('says when live updates stop because the connection dropped', async () => {
    const { realtime } = await openDashboard();
    await act(() => realtime.flush());
    await waitFor(() => expect(screen.getByText(text.live.on)).toBeInTheDocument());

    realtime.refuseNextConnects(...Array.from({ length: 9 }, () => 'refused' as const));
    realtime.serverDisconnect('transport');
    await act(() => realtime.flush());
    await waitFor(() => expect(screen.getByText(text.live.connecting)).toBeInTheDocument());
    // The figures stay.
    expect(figure(text.headline.registered)).toBe('1,250');
  });

  it('loads another range when asked, and keeps it in the address', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('radio', { name: text.range.hours(168) }));
    await waitFor(() => expect(dashboardCalls().map((url) => url.search)).toEqual(['?hours=24', '?hours=168']));
    expect(window.location.search).toBe('?hours=168');
    await screen.findByRole('heading', { name: text.headline.heading });
    expect(screen.getByRole('radio', { name: text.range.hours(168) })).toBeChecked();
  });

  it('says when the dashboard cannot load, and loads it again', async () => {
    const { user } = await openDashboard();
    fetchMock.mockImplementationOnce(() => Promise.resolve(Response.json({ message: 'Down' }, { status: 503 })));
    await user.click(screen.getByRole('button', { name: text.reload }));
    expect(await screen.findByText(consoleShellText.loadFailed)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: ui.common.retry }));
    await screen.findByRole('heading', { name: text.headline.heading });
    expect(dashboardCalls()).toHaveLength(3);
  });
});
