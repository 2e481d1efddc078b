/** A value axis: its bounds (rounded out to whole steps) and the values to mark, low to high. */
export interface ChartScale {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/**
 * The value axis of a chart of whole counts: from `low` (at most 0) to `high` (at least 0), widened to a
 * "nice" step (1, 2 or 5 times a power of ten, never below 1) that gives at most `count` intervals. An axis of
 * nothing but zeros still runs from 0 to `count`, so that a flat line sits on the floor of a readable axis. Pure.
 */
export function niceScale(low: number, high: number, count = 4): ChartScale {
  const from = Math.min(0, low);
  const to = Math.max(0, high);
  const raw = (to - from) / count;
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= raw) ?? 10 * power);
  const min = Math.floor(from / step) * step;
  const max = to === min ? min + step * count : Math.ceil(to / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}

/**
 * Which of `length` evenly spaced categories get a label on an axis `width` pixels long, each label needing
 * about `labelWidth` pixels: every n-th one counted back from the last (the newest is always labelled). Pure.
 */
export function labelledIndexes(length: number, width: number, labelWidth: number): Set<number> {
  const room = Math.max(1, Math.floor(width / labelWidth));
  const step = Math.max(1, Math.ceil(length / room));
  const indexes = new Set<number>();
  for (let index = length - 1; index >= 0; index -= step) indexes.add(index);
  return indexes;
}
