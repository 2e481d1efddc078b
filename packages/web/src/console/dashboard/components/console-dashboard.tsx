import { type RealtimeStatus } from '@dubloon-quest/core';
import {
  consoleDashboardText,
  consoleShellText,
  type ConsoleDashboardResponse,
} from '@dubloon-quest/core/console';
import { LoadState } from '../../../components/feedback/load-state.js';
import { countryLabel, placeNames, regionLabel } from '../../../locale/place-names.js';
import type { Loadable } from '@dubloon-quest/core';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { ConsoleBarChart, ConsoleLineChart, type ChartBar } from './console-charts.js';
import {
  formatClock,
  formatClockWithSeconds,
  formatCount,
  formatDateTime,
  formatHourTick,
} from './console-dashboard-format.js';
import { DASHBOARD_RANGES, type DashboardRange } from './console-dashboard-live.js';
import './console-dashboard.css';

const text = consoleDashboardText;

export interface ConsoleDashboardProps {
  /** The dashboard as loaded, with the live pushes received since applied. */
  readonly value: Loadable<ConsoleDashboardResponse>;
  readonly range: DashboardRange;
  readonly onRangeChange: (range: DashboardRange) => void;
  /** The realtime connection the live pushes arrive on. */
  readonly connection: RealtimeStatus;
  /** Loads the whole dashboard again (the figures the pushes do not carry). */
  readonly onReload: () => void;
}

/**
 * The organizers' live dashboard: the history range, whether live updates arrive, the headline figures, the
 * players', coins' and requests' charts, referrals, and countries with their regions. Presentational.
 *
 * Only the connection's state is announced to screen readers (a `status` region): the figures themselves
 * change every five seconds, and announcing them would talk over everything else the organizer is doing.
 */
export function ConsoleDashboard({ value, range, onRangeChange, connection, onReload }: ConsoleDashboardProps) {
  return (
    <section className="stack console-dashboard" aria-labelledby="console-dashboard-title">
      <h1 id="console-dashboard-title">{consoleShellText.screens.dashboard}</h1>
      <p>{text.intro}</p>
      <div className="console-toolbar">
        <fieldset className="choices console-dashboard__range">
          <legend>{text.range.label}</legend>
          {DASHBOARD_RANGES.map((hours) => (
            <label key={hours} className="choice">
              <input
                type="radio"
                name="console-dashboard-range"
                value={hours}
                checked={hours === range}
                onChange={() => onRangeChange(hours)}
              />
              {text.range.hours(hours)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--secondary"
          onClick={onReload}
          disabled={value.status === 'loading'}
        >
          {value.status === 'loading' ? text.reloading : text.reload}
        </button>
      </div>
      <LiveStatus connection={connection} dashboard={value.status === 'ready' ? value.data : null} />
      <LoadState value={value} onRetry={onReload}>
        {(dashboard) => <DashboardFigures dashboard={dashboard} hours={range} />}
      </LoadState>
    </section>
  );
}

function LiveStatus({
  connection,
  dashboard,
}: {
  connection: RealtimeStatus;
  dashboard: ConsoleDashboardResponse | null;
}) {
  const live = connection === 'live';
  return (
    <div className={live ? 'console-dashboard__live' : 'console-dashboard__live notice'}>
      <p role="status" className="console-dashboard__connection">
        <span className={`console-dashboard__dot console-dashboard__dot--${live ? 'on' : 'off'}`} aria-hidden="true" />
        {live ? text.live.on : connection === 'connecting' ? text.live.connecting : text.live.off}
      </p>
      {dashboard ? (
        <p className="muted console-dashboard__times">
          {text.live.updatedAt(formatClockWithSeconds(dashboard.live.at))}{' '}
          {text.live.totalsAt(formatClock(dashboard.generated_at))}
        </p>
      ) : null}
    </div>
  );
}

function DashboardFigures({ dashboard, hours }: { dashboard: ConsoleDashboardResponse; hours: number }) {
  const { players, live, coins, referrals } = dashboard;
  const headline: readonly [string, number][] = [
    [text.headline.registered, players.registered],
    [text.headline.verified, players.verified],
    [text.headline.activeLastHour, players.active_last_hour],
    [text.headline.activeLastDay, players.active_last_day],
    [text.headline.banned, players.banned],
    [text.headline.meetupYes, players.meetup_yes],
    [text.headline.sockets, live.sockets],
    [text.headline.servers, live.servers],
  ];
  const bars: ChartBar[] = [
    ...coins.issued_by_source.map((entry) => ({
      label: text.coins.issuedBy(entry.source),
      value: entry.coins,
      tone: 'issued' as const,
    })),
    { label: text.coins.issued, value: coins.issued, tone: 'total' },
    { label: text.coins.staked, value: coins.staked, tone: 'staked' },
    { label: text.coins.unspent, value: coins.unspent, tone: 'unspent' },
  ];
  const requests = live.minutes.reduce((sum, minute) => sum + minute.requests, 0);
  const errors = live.minutes.reduce((sum, minute) => sum + minute.errors, 0);

  return (
    <div className="stack">
      <section aria-labelledby="console-dashboard-headline">
        <h2 id="console-dashboard-headline">{text.headline.heading}</h2>
        <dl className="console-figures">
          {headline.map(([label, figure]) => (
            <div key={label} className="console-figures__item">
              <dt>{label}</dt>
              <dd>{formatCount(figure)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ConsoleLineChart
        title={text.players.heading}
        summary={text.players.summary(players.registered, players.verified, hours)}
        xAxis={text.players.hourAxis}
        yAxis={text.players.countAxis}
        categoryHeader={text.players.hour}
        categories={dashboard.timeline.map((point) => ({
          tick: formatHourTick(point.hour, hours),
          full: formatDateTime(point.hour),
        }))}
        series={[
          { name: text.players.registered, values: dashboard.timeline.map((point) => point.registered) },
          { name: text.players.verified, values: dashboard.timeline.map((point) => point.verified) },
          { name: text.players.active, values: dashboard.timeline.map((point) => point.active) },
        ]}
        tickWidth={hours > 24 ? 84 : 72}
      />

      <ConsoleBarChart
        title={text.coins.heading}
        summary={text.coins.summary(coins.issued, coins.staked, coins.unspent)}
        categoryAxis={text.coins.kind}
        valueAxis={text.coins.coinAxis}
        bars={bars}
      />

      <ConsoleLineChart
        title={text.requests.heading}
        summary={text.requests.summary(requests, errors)}
        xAxis={text.requests.minuteAxis}
        yAxis={text.requests.countAxis}
        categoryHeader={text.requests.minute}
        categories={live.minutes.map((minute) => ({
          tick: formatClock(minute.minute),
          full: formatClock(minute.minute),
        }))}
        series={[
          { name: text.requests.requests, values: live.minutes.map((minute) => minute.requests) },
          { name: text.requests.errors, values: live.minutes.map((minute) => minute.errors) },
        ]}
      />

      <section aria-labelledby="console-dashboard-referrals">
        <h2 id="console-dashboard-referrals">{text.referrals.heading}</h2>
        <dl className="console-figures">
          {(
            [
              [text.referrals.invited, referrals.invited],
              [text.referrals.rewarded, referrals.rewarded],
              [text.referrals.coins, referrals.coins],
            ] as const
          ).map(([label, figure]) => (
            <div key={label} className="console-figures__item">
              <dt>{label}</dt>
              <dd>{formatCount(figure)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="console-dashboard-countries">
        <h2 id="console-dashboard-countries">{text.countries.heading}</h2>
        <ConsoleTable
          caption={text.countries.caption}
          empty={text.countries.none}
          rows={byPlayers(dashboard.countries)}
          rowKey={(row) => row.country}
          columns={[
            { header: text.countries.country, cell: (row) => countryLabel(row.country) },
            { header: text.countries.players, numeric: true, cell: (row) => formatCount(row.players) },
            {
              header: text.countries.regions,
              cell: (row) => (
                <ul className="console-dashboard__regions">
                  {byPlayers(row.regions).map((region) => (
                    <li key={region.region ?? ''}>
                      {text.countries.region(region.region === null ? text.countries.noRegion : regionLabel(region.region, row.country), region.players)}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}

/** Most players first, then by name; regions without a name last among equals. Pure. */
function byPlayers<Row extends { players: number; country?: string; region?: string | null }>(
  rows: readonly Row[],
): Row[] {
  // Ties in the reader's order of the shown names (issue 40, item 5).
  const name = (row: Row) => (row.country !== undefined ? countryLabel(row.country) : (row.region ?? '\uffff'));
  return [...rows].sort((a, b) => b.players - a.players || placeNames.compare(name(a), name(b)));
}
