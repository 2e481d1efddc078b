import {
  consoleDashboardText,
  consoleShellText,
  messages,
  type ConsoleDashboardResponse,
  type RealtimeStatus,
} from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Loadable } from '../../../components/feedback/loadable.js';
import { ConsoleDashboard } from './console-dashboard.js';
import { dashboardFixture } from './console-dashboard-fixture.js';
import { formatClock, formatClockWithSeconds } from './console-dashboard-format.js';

const text = consoleDashboardText;

function renderDashboard({
  value = { status: 'ready', data: dashboardFixture },
  connection = 'live',
}: { value?: Loadable<ConsoleDashboardResponse>; connection?: RealtimeStatus } = {}) {
  const onRangeChange = vi.fn();
  const onReload = vi.fn();
  render(
    <ConsoleDashboard value={value} range={24} onRangeChange={onRangeChange} connection={connection} onReload={onReload} />,
  );
  return { onRangeChange, onReload, user: userEvent.setup() };
}

/** The headline figures as shown: label and value of each. */
function figures(section: HTMLElement): [string, string][] {
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('the live dashboard', () => {
  it('shows the headline figures, live and loaded', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: consoleShellText.screens.dashboard })).toBeInTheDocument();
    const headline = screen.getByRole('heading', { name: text.headline.heading }).parentElement!;
    expect(figures(headline)).toEqual([
      [text.headline.registered, '1,250'],
      [text.headline.verified, '980'],
      [text.headline.activeLastHour, '310'],
      [text.headline.activeLastDay, '870'],
      [text.headline.banned, '2'],
      [text.headline.meetupYes, '140'],
      [text.headline.sockets, '415'],
      [text.headline.servers, '2'],
    ]);
  });

  it('says that live updates arrive, when the live figures and the others were last updated', () => {
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent(text.live.on);
    expect(
      screen.getByText(
        `${text.live.updatedAt(formatClockWithSeconds(dashboardFixture.live.at))} ${text.live.totalsAt(formatClock(dashboardFixture.generated_at))}`,
      ),
    ).toBeInTheDocument();
  });

  it('says when live updates are off or connecting, keeping the figures shown', () => {
    renderDashboard({ connection: 'failed' });
    expect(screen.getByRole('status')).toHaveTextContent(text.live.off);
    expect(screen.getByRole('heading', { name: text.headline.heading })).toBeInTheDocument();
  });

  it('says when it is connecting for live updates', () => {
    renderDashboard({ connection: 'connecting' });
    expect(screen.getByRole('status')).toHaveTextContent(text.live.connecting);
  });

  it('draws the three charts, each named and described', () => {
    renderDashboard();
    expect(screen.getByRole('img', { name: text.players.heading })).toHaveAccessibleDescription(
      text.players.summary(1250, 980, 24),
    );
    expect(screen.getByRole('img', { name: text.coins.heading })).toHaveAccessibleDescription(
      text.coins.summary(10307, 6100, 4207),
    );
    expect(screen.getByRole('img', { name: text.requests.heading })).toHaveAccessibleDescription(
      text.requests.summary(2000, 1),
    );
  });

  it('names the coin sources it knows and shows the others as recorded', () => {
    renderDashboard();
    const bars = screen.getByRole('img', { name: text.coins.heading });
    const labels = [...bars.querySelectorAll('.console-bars__label')].map((label) => label.textContent);
    expect(labels).toEqual([
      text.coins.issuedBy('chest'),
      text.coins.issuedBy('signup'),
      text.coins.issuedBy('mystery'),
      text.coins.issued,
      text.coins.staked,
      text.coins.unspent,
    ]);
    expect(labels.slice(0, 3)).toEqual(['Issued: Chests', 'Issued: Sign-up bonus', 'Issued: mystery']);
  });

  it('shows the referrals and the countries, most players first, with their regions', () => {
    renderDashboard();
    const referrals = screen.getByRole('heading', { name: text.referrals.heading }).parentElement!;
    expect(figures(referrals)).toEqual([
      [text.referrals.invited, '85'],
      [text.referrals.rewarded, '80'],
      [text.referrals.coins, '240'],
    ]);
    const table = screen.getByRole('table', { name: text.countries.caption });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['United States', '1,210', 'Texas: 1210'],
      ['Canada', '40', `Ontario: 30Quebec: 5${text.countries.noRegion}: 5`],
    ]);
  });

  it('says when no player has registered yet', () => {
    renderDashboard({ value: { status: 'ready', data: { ...dashboardFixture, countries: [] } } });
    expect(screen.getByText(text.countries.none)).toBeInTheDocument();
  });

  it('offers the history ranges and asks for another', async () => {
    const { user, onRangeChange } = renderDashboard();
    const group = screen.getByRole('group', { name: text.range.label });
    expect(within(group).getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    expect(within(group).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Last 6 hours',
      'Last 24 hours',
      'Last 7 days',
    ]);
    await user.click(within(group).getByRole('radio', { name: 'Last 7 days' }));
    expect(onRangeChange).toHaveBeenCalledWith(168);
  });

  it('shows the loading state with the reload button disabled and saying so', () => {
    renderDashboard({ value: { status: 'loading' } });
    expect(screen.getByText(messages.ui.common.loading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.reloading })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: text.headline.heading })).not.toBeInTheDocument();
  });

  it('shows a failure with its message, and loads again on retry or reload', async () => {
    const { user, onReload } = renderDashboard({ value: { status: 'failed', message: consoleShellText.loadFailed } });
    expect(screen.getByRole('alert')).toHaveTextContent(consoleShellText.loadFailed);
    await user.click(screen.getByRole('button', { name: messages.ui.common.retry }));
    await user.click(screen.getByRole('button', { name: text.reload }));
    expect(onReload).toHaveBeenCalledTimes(2);
  });
});
