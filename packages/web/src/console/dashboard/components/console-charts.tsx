import { consoleDashboardText } from '@dubloon-quest/core/console';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConsoleTable, type ConsoleColumn } from '../../shared/components/console-table.js';
import { labelledIndexes, niceScale } from './console-chart-scale.js';
import { formatCount } from './console-dashboard-format.js';

/*
 * The dashboard's charts, in plain SVG and CSS rather than a chart library. The three charts need lines, bars,
 * axes and a legend: this whole screen, charts included, is a 5.3 KB gzip chunk (plus 1.2 KB of CSS). The
 * libraries that would draw them cost far more, measured with a vite build of a minimal use (25 Nov 2026):
 * uPlot 24.6 KB gzip (plus its CSS), Chart.js with only the line and bar controllers registered 60.1 KB
 * gzip, out of the console's 150 KB budget shared by every screen; and being used only by the console, the
 * library would land in the `console-shared` chunk. Neither gives a table alternative or non-colour series
 * styles by itself. Each chart here has an accessible name (its heading) and description (its one-line
 * summary), axis labels, a legend whose entries differ by line style and marker as well as by colour (each at
 * least 3:1 against the card), and its figures as a table in a <details>, for screen readers and anyone who
 * wants the numbers. Widths follow the container (a ResizeObserver), so text stays readable from phones to
 * desktops.
 */

/** One line of a line chart: its name (legend and table header) and one value per category. */
interface ChartSeries {
  readonly name: string;
  readonly values: readonly number[];
}

/** A point of the category axis: its short tick label and its full label (the table's first column). */
interface ChartCategory {
  readonly tick: string;
  readonly full: string;
}

export interface ConsoleLineChartProps {
  /** The chart's heading and accessible name. */
  readonly title: string;
  /** One sentence saying what the chart shows (its accessible description, shown under the heading). */
  readonly summary: string;
  readonly xAxis: string;
  readonly yAxis: string;
  /** The first column's header in the table of figures. */
  readonly categoryHeader: string;
  readonly categories: readonly ChartCategory[];
  /** At most three lines: solid with circles, dashed with squares, dotted with triangles. */
  readonly series: readonly ChartSeries[];
  /** Room for one tick label on the category axis, in pixels. */
  readonly tickWidth?: number;
}

const HEIGHT = 240;
/** Room for the value axis on the left, and for half of the last tick label (centred on its point) on the right. */
const MARGIN = { top: 12, right: 32, bottom: 44, left: 56 } as const;
/** Markers on every point only while they do not crowd each other. */
const MAX_MARKED_POINTS = 48;

/** A line chart of counts over time, with its legend and its figures as a table. Presentational. */
export function ConsoleLineChart({
  title,
  summary,
  xAxis,
  yAxis,
  categoryHeader,
  categories,
  series,
  tickWidth = 72,
}: ConsoleLineChartProps) {
  const ids = useChartIds();
  const [plot, width] = useWidth();
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = series.flatMap((line) => line.values);
  const scale = niceScale(Math.min(0, ...values), Math.max(0, ...values));
  const x = (index: number) =>
    MARGIN.left + (categories.length < 2 ? plotWidth / 2 : (index * plotWidth) / (categories.length - 1));
  const y = (value: number) => MARGIN.top + plotHeight - ((value - scale.min) / (scale.max - scale.min)) * plotHeight;
  const labelled = labelledIndexes(categories.length, plotWidth, tickWidth);
  const marked = categories.length <= MAX_MARKED_POINTS;

  return (
    <ChartFrame
      ids={ids}
      title={title}
      summary={summary}
      legend={series.map((line, index) => ({ name: line.name, swatch: <LineSwatch index={index} /> }))}
      table={{
        caption: title,
        columns: [
          { header: categoryHeader, cell: (row: number) => categories[row]?.full },
          ...series.map((line) => ({
            header: line.name,
            numeric: true,
            cell: (row: number) => formatCount(line.values[row] ?? 0),
          })),
        ],
        rows: categories.map((_, index) => index),
      }}
    >
      <div ref={plot} className="console-chart__plot">
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={ids.title}
          aria-describedby={ids.summary}
          className="console-chart__svg"
        >
          <ValueAxis scale={scale} y={y} left={MARGIN.left} right={width - MARGIN.right} label={yAxis} />
          <line
            className="console-chart__axis"
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
          />
          {categories.map((category, index) =>
            labelled.has(index) ? (
              <text
                key={index}
                className="console-chart__tick"
                x={x(index)}
                y={MARGIN.top + plotHeight + 16}
                textAnchor="middle"
              >
                {category.tick}
              </text>
            ) : null,
          )}
          <text className="console-chart__axis-label" x={MARGIN.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle">
            {xAxis}
          </text>
          {series.map((line, seriesIndex) => (
            <g key={line.name} className={`console-chart__series console-chart__series--${seriesIndex}`}>
              <polyline
                className="console-chart__line"
                points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              />
              {marked
                ? line.values.map((value, index) => <Marker key={index} index={seriesIndex} cx={x(index)} cy={y(value)} />)
                : null}
            </g>
          ))}
        </svg>
      </div>
    </ChartFrame>
  );
}

/** One bar of a bar chart. `tone` picks its fill; every bar is also named by its label beside it. */
export interface ChartBar {
  readonly label: string;
  readonly value: number;
  readonly tone: 'issued' | 'total' | 'staked' | 'unspent';
}

export interface ConsoleBarChartProps {
  readonly title: string;
  readonly summary: string;
  /** The name of the bars' axis (the labels' column), also the table's first header. */
  readonly categoryAxis: string;
  readonly valueAxis: string;
  readonly bars: readonly ChartBar[];
}

/**
 * A horizontal bar chart: one row per bar with its label, the bar from zero (left or right of it for a negative
 * value) and its value, over a value axis with its ticks and label. In HTML and CSS, so that long labels wrap
 * on a phone. Presentational.
 */
export function ConsoleBarChart({ title, summary, categoryAxis, valueAxis, bars }: ConsoleBarChartProps) {
  const ids = useChartIds();
  const scale = niceScale(Math.min(0, ...bars.map((bar) => bar.value)), Math.max(0, ...bars.map((bar) => bar.value)));
  const at = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  const zero = at(0);
  return (
    <ChartFrame
      ids={ids}
      title={title}
      summary={summary}
      legend={null}
      table={{
        caption: title,
        columns: [
          { header: categoryAxis, cell: (row: number) => bars[row]?.label },
          { header: valueAxis, numeric: true, cell: (row: number) => formatCount(bars[row]?.value ?? 0) },
        ],
        rows: bars.map((_, index) => index),
      }}
    >
      <div
        role="img"
        aria-labelledby={ids.title}
        aria-describedby={ids.summary}
        className={scale.min < 0 ? 'console-bars console-bars--negative' : 'console-bars'}
      >
        <p className="console-bars__axis-name console-bars__axis-name--category">{categoryAxis}</p>
        {bars.map((bar) => (
          <div key={bar.label} className="console-bars__row">
            <span className="console-bars__label">{bar.label}</span>
            <span className="console-bars__track">
              <span
                className={`console-bars__bar console-bars__bar--${bar.tone}`}
                style={{ left: `${Math.min(zero, at(bar.value))}%`, width: `${Math.abs(at(bar.value) - zero)}%` }}
              />
              <span
                className="console-bars__value"
                style={
                  bar.value < 0
                    ? { right: `${100 - Math.min(zero, at(bar.value))}%` }
                    : { left: `${Math.max(zero, at(bar.value))}%` }
                }
              >
                {formatCount(bar.value)}
              </span>
            </span>
          </div>
        ))}
        <div className="console-bars__row console-bars__row--axis">
          <span />
          <span className="console-bars__ticks">
            {scale.ticks.map((tick) => (
              <span key={tick} className="console-bars__tick" style={{ left: `${at(tick)}%` }}>
                {formatCount(tick)}
              </span>
            ))}
          </span>
        </div>
        <p className="console-bars__axis-name">{valueAxis}</p>
      </div>
    </ChartFrame>
  );
}

interface ChartIds {
  readonly title: string;
  readonly summary: string;
}

function useChartIds(): ChartIds {
  const id = useId();
  return { title: `${id}-title`, summary: `${id}-summary` };
}

/** The heading, summary, legend, chart and table of figures every chart has. */
function ChartFrame({
  ids,
  title,
  summary,
  legend,
  table,
  children,
}: {
  ids: ChartIds;
  title: string;
  summary: string;
  legend: readonly { name: string; swatch: ReactNode }[] | null;
  table: { caption: string; columns: readonly ConsoleColumn<number>[]; rows: readonly number[] };
  children: ReactNode;
}) {
  return (
    <section className="console-chart" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{title}</h2>
      <p id={ids.summary} className="muted console-chart__summary">
        {summary}
      </p>
      {legend ? (
        <ul className="console-chart__legend">
          {legend.map((entry) => (
            <li key={entry.name}>
              {entry.swatch}
              {entry.name}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      <details className="console-chart__figures">
        <summary>{consoleDashboardText.showFigures}</summary>
        <ConsoleTable caption={consoleDashboardText.figuresCaption(table.caption)} columns={table.columns} rows={table.rows} rowKey={(row) => row} />
      </details>
    </section>
  );
}

/** A series' line style and marker, as the legend shows it. */
function LineSwatch({ index }: { index: number }) {
  return (
    <svg width="36" height="14" aria-hidden="true" className={`console-chart__series console-chart__series--${index}`}>
      <line className="console-chart__line" x1="2" x2="34" y1="7" y2="7" />
      <Marker index={index} cx={18} cy={7} />
    </svg>
  );
}

/** A circle, a square or a triangle, for the first, second and third series. */
function Marker({ index, cx, cy }: { index: number; cx: number; cy: number }) {
  if (index === 1) return <rect className="console-chart__marker" x={cx - 3.5} y={cy - 3.5} width={7} height={7} />;
  if (index === 2)
    return <polygon className="console-chart__marker" points={`${cx},${cy - 4.5} ${cx + 4.5},${cy + 3.5} ${cx - 4.5},${cy + 3.5}`} />;
  return <circle className="console-chart__marker" cx={cx} cy={cy} r={3.5} />;
}

/** The value axis of a line chart: gridlines at the ticks, their figures and the axis name, written upwards. */
function ValueAxis({
  scale,
  y,
  left,
  right,
  label,
}: {
  scale: ReturnType<typeof niceScale>;
  y: (value: number) => number;
  left: number;
  right: number;
  label: string;
}) {
  const middle = (y(scale.min) + y(scale.max)) / 2;
  return (
    <g>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line className="console-chart__grid" x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text className="console-chart__tick" x={left - 6} y={y(tick) + 4} textAnchor="end">
            {formatCount(tick)}
          </text>
        </g>
      ))}
      <text className="console-chart__axis-label" transform={`translate(14 ${middle}) rotate(-90)`} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

/** Width of a chart before it is measured (and in test DOMs, which lay nothing out). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 260;

/** The width of an element, followed as it changes (a phone turned, a window resized). */
function useWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, Math.floor(measured)));
    };
    measure(element.clientWidth);
    observer.current = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
