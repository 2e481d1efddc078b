import {
  CONSOLE_REALTIME_EVENTS,
  consoleDashboardText,
  consoleShellText,
  messages,
} from '@dubloon-quest/core';
import { buildConsoleLiveDashboard } from '@dubloon-quest/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, type SeenRequest, stubConsoleServer } from '../../../../test/console-test-app.js';
import { dashboardFixture } from '../components/console-dashboard-fixture.js';
import { formatClockWithSeconds } from '../components/console-dashboard-format.js';

const ui = messages.ui;
const text = consoleDashboardText;

/** The console's HTTP calls answered as the server would; they go through the real adapter. */
let sent: SeenRequest[] = [];
/** How many dashboard loads still fail (503) before the next one answers. */
let failures = 0;
const dashboardCalls = () => sent.filter((request) => request.path === '/console/dashboard');

beforeEach(() => {
  failures = 0;
  sent = stubConsoleServer((request) => {
    if (request.path !== '/console/dashboard') return undefined;
    if (failures === 0) return Response.json(dashboardFixture);
    failures -= 1;
    return Response.json({ message: 'Down' }, { status: 503 });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Logs the organizer in on core's in-memory game and opens the dashboard from the console's navigation. */
async function openDashboard() {
  const app = await logIn();
  const { user } = app;
  const realtime = app.realtime();

  await user.click(
    within(screen.getByRole('navigation', { name: ui.shell.mainMenu })).getByRole('link', {
      name: ui.shell.console,
    }),
  );
  await user.click(
    await within(await screen.findByRole('navigation', { name: consoleShellText.navLabel })).findByRole(
      'link',
      {
        name: consoleShellText.screens.dashboard,
      },
    ),
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
    expect(dashboardCalls().map((request) => request.query.toString())).toEqual(['hours=24']);
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
    expect(
      screen.getByText(text.live.updatedAt(formatClockWithSeconds(push.at)), { exact: false }),
    ).toBeInTheDocument();
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
    await waitFor(() =>
      expect(dashboardCalls().map((request) => request.query.toString())).toEqual(['hours=24', 'hours=168']),
    );
    expect(window.location.search).toBe('?hours=168');
    await screen.findByRole('heading', { name: text.headline.heading });
    expect(screen.getByRole('radio', { name: text.range.hours(168) })).toBeChecked();
  });

  it('says when the dashboard cannot load, and loads it again', async () => {
    const { user } = await openDashboard();
    failures = 1;
    await user.click(screen.getByRole('button', { name: text.reload }));
    expect(await screen.findByText(consoleShellText.loadFailed)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: ui.common.retry }));
    await screen.findByRole('heading', { name: text.headline.heading });
    expect(dashboardCalls()).toHaveLength(3);
  });
});
