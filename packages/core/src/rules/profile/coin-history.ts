/** One entry of `GET /game/player/coins/history`: the coins one source gave. */
export interface CoinHistoryInput {
  readonly source: string;
  readonly count: number;
}

/** One row of the coin status table: a source and all the coins it gave. */
export interface CoinHistoryRow {
  readonly source: string;
  readonly coins: number;
}

/** The coin status by source, with the total. */
export interface CoinHistoryTable {
  readonly rows: readonly CoinHistoryRow[];
  readonly total: number;
}

/**
 * Shapes the coin history for display (spec section 2, profile "coin status by source"): one row per
 * source in the order sources first appear, the counts of a repeated source added up, and the total.
 * Sources are shown as the server names them. An empty history gives no rows and a total of 0. Pure.
 */
export function coinHistoryTable(entries: readonly CoinHistoryInput[]): CoinHistoryTable {
  const bySource = new Map<string, number>();
  for (const { source, count } of entries) bySource.set(source, (bySource.get(source) ?? 0) + count);
  const rows = [...bySource].map(([source, coins]) => ({ source, coins }));
  return { rows, total: rows.reduce((sum, row) => sum + row.coins, 0) };
}
