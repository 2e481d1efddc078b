import type { Db } from './db.js';
import { intArray } from './row-values.js';

/** The raffle's stakes as the players' pages read them (stakes are written by the ledger alone). */
export class RaffleRepository {
  constructor(readonly db: Db) {}

  async stakesOf(userId: number): Promise<Record<number, number>> {
    const { rows } = await this.db.query('SELECT item_id, coins FROM stakes WHERE user_id = $1 AND coins > 0', [userId]);
    return Object.fromEntries(rows.map((row) => [Number(row.item_id), Number(row.coins)]));
  }

  /** The items any player ever staked on (a stake given back still counts), by id. */
  async stakedItemIds(): Promise<number[]> {
    const { rows } = await this.db.query('SELECT DISTINCT item_id FROM stakes ORDER BY 1');
    return rows.map((row) => Number(row.item_id));
  }

  /** The stakes of many players (the read cache's refresh); a player without any is missing. */
  async stakesOfMany(userIds: readonly number[]): Promise<Map<number, Record<number, number>>> {
    const { rows } = await this.db.query('SELECT user_id, item_id, coins FROM stakes WHERE user_id = ANY($1::bigint[]) AND coins > 0', [intArray(userIds)]);
    const byUser = new Map<number, Record<number, number>>();
    for (const row of rows) {
      const stakes = byUser.get(Number(row.user_id)) ?? {};
      stakes[Number(row.item_id)] = Number(row.coins);
      byUser.set(Number(row.user_id), stakes);
    }
    return byUser;
  }

  /** Every player's stakes added up per item; an item missing here has none (it is silver). */
  async stakeTotals(): Promise<Map<number, number>> {
    const { rows } = await this.db.query('SELECT item_id, sum(coins) AS total FROM stakes WHERE coins > 0 GROUP BY item_id');
    return new Map(rows.map((row) => [Number(row.item_id), Number(row.total)]));
  }
}
