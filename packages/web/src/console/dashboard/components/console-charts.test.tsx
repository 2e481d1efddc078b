import { consoleDashboardText } from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsoleBarChart, ConsoleLineChart } from './console-charts.js';

const categories = ['10:00', '11:00', '12:00'].map((tick) => ({ tick, full: `Nov 25, ${tick}` }));

function lineChart() {
  return render(
    <ConsoleLineChart
      title="Players per hour"
      summary="Three hours of players."
      xAxis="Hour"
      yAxis="Players"
      categoryHeader="Hour starting"
      categories={categories}
      series={[
        { name: 'Registered', values: [10, 20, 40] },
        { name: 'Active', values: [0, 5, 2] },
      ]}
    />,
  );
}

/** The points of a series' line, as [x, y] pairs. */
function points(line: Element | null): number[][] {
  return (line?.getAttribute('points') ?? '').split(' ').map((pair) => pair.split(',').map(Number));
}

describe('the line chart', () => {
  it('is an image named by its heading and described by its summary, with its legend', () => {
    lineChart();
    const chart = screen.getByRole('img', { name: 'Players per hour' });
    expect(chart).toHaveAccessibleDescription('Three hours of players.');
    expect(screen.getByRole('heading', { level: 2, name: 'Players per hour' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Players per hour' })).toContainElement(chart);
    const legend = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(legend).toEqual(['Registered', 'Active']);
  });

  it('draws each series over a value axis rounded to whole steps, with axis names and tick labels', () => {
    const { container } = lineChart();
    const svg = container.querySelector('svg[role="img"]')!;
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    // The value axis runs 0 to 40 in steps of 10; the categories are labelled; both axes are named.
    expect(texts).toEqual(expect.arrayContaining(['0', '10', '20', '30', '40', '10:00', '11:00', '12:00', 'Hour', 'Players']));

    const [registered, active] = [...svg.querySelectorAll('polyline')].map(points);
    // 640 wide, plot from x 56 to 608 and y 12 (40) to 196 (0).
    expect(registered).toEqual([
      [56, 150],
      [332, 104],
      [608, 12],
    ]);
    expect(active?.map(([, y]) => y)).toEqual([196, 173, 186.8]);
    // Distinct markers: circles for the first series, squares for the second.
    expect(svg.querySelectorAll('.console-chart__series--0 circle')).toHaveLength(3);
    expect(svg.querySelectorAll('.console-chart__series--1 rect')).toHaveLength(3);
  });

  it('gives its figures as a table on demand', async () => {
    const user = userEvent.setup();
    lineChart();
    await user.click(screen.getByText(consoleDashboardText.showFigures));
    const table = screen.getByRole('table', { name: consoleDashboardText.figuresCaption('Players per hour') });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Hour starting', 'Registered', 'Active'],
      ['Nov 25, 10:00', '10', '0'],
      ['Nov 25, 11:00', '20', '5'],
      ['Nov 25, 12:00', '40', '2'],
    ]);
  });

  it('draws a flat line of zeros on the floor of a 0 to 4 axis', () => {
    const { container } = render(
      <ConsoleLineChart
        title="Requests"
        summary="None."
        xAxis="Minute"
        yAxis="Per minute"
        categoryHeader="Minute"
        categories={categories}
        series={[{ name: 'Requests', values: [0, 0, 0] }]}
      />,
    );
    expect(points(container.querySelector('polyline')).map(([, y]) => y)).toEqual([196, 196, 196]);
    const ticks = [...container.querySelectorAll('svg[role="img"] .console-chart__tick')].map((tick) => tick.textContent);
    expect(ticks.slice(0, 5)).toEqual(['0', '1', '2', '3', '4']);
  });
});

describe('the bar chart', () => {
  it('shows each bar with its label and value, sized from zero on a rounded axis', () => {
    const { container } = render(
      <ConsoleBarChart
        title="Coins"
        summary="Coins issued, staked and unspent."
        categoryAxis="Kind"
        valueAxis="Coins"
        bars={[
          { label: 'Issued: Chests', value: 30, tone: 'issued' },
          { label: 'Staked', value: 15, tone: 'staked' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Coins' })).toHaveAccessibleDescription('Coins issued, staked and unspent.');
    const rows = [...container.querySelectorAll('.console-bars__row:not(.console-bars__row--axis)')];
    expect(rows.map((row) => row.querySelector('.console-bars__label')?.textContent)).toEqual(['Issued: Chests', 'Staked']);
    expect(rows.map((row) => row.querySelector('.console-bars__value')?.textContent)).toEqual(['30', '15']);
    // The axis runs 0 to 30 (steps of 10): 30 fills the track, 15 half of it.
    const bars = rows.map((row) => row.querySelector<HTMLElement>('.console-bars__bar')!.style);
    expect(bars.map((bar) => [bar.left, bar.width])).toEqual([
      ['0%', '100%'],
      ['0%', '50%'],
    ]);
    expect([...container.querySelectorAll('.console-bars__tick')].map((tick) => tick.textContent)).toEqual(['0', '10', '20', '30']);
    expect(screen.getByText('Kind', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Coins', { selector: 'p' })).toBeInTheDocument();
  });

  it('draws a negative value leftwards from zero', () => {
    const { container } = render(
      <ConsoleBarChart
        title="Coins"
        summary="Adjustments."
        categoryAxis="Kind"
        valueAxis="Coins"
        bars={[
          { label: 'Issued: Organizer adjustments', value: -10, tone: 'issued' },
          { label: 'Unspent', value: 20, tone: 'unspent' },
        ]}
      />,
    );
    // Axis -10 to 20 in steps of 10: zero at a third of the track.
    const [minus, plus] = [...container.querySelectorAll<HTMLElement>('.console-bars__bar')].map((bar) => bar.style);
    expect(parseFloat(minus!.left)).toBe(0);
    expect(parseFloat(minus!.width)).toBeCloseTo(100 / 3);
    expect(parseFloat(plus!.left)).toBeCloseTo(100 / 3);
    expect(parseFloat(plus!.width)).toBeCloseTo(200 / 3);
    expect(container.querySelector('.console-bars')).toHaveClass('console-bars--negative');
  });
});
