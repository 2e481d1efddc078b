/** The part of the Clock port a machine needs to read the time: epoch milliseconds now. */
export interface NowSource {
  now(): number;
}
