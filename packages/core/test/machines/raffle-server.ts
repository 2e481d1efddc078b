import type { RaffleItem, SubmitStakesRequest } from '../../src/contract/raffle.schema.js';
import type { ApiResult } from '../../src/ports/game-api.port.js';
import { buildRaffleItem } from '../../src/testing/builders.js';

// Test support for the machines' tests; not part of the package's build or exports.

/**
 * A server for the raffle calls: it keeps the player's unstaked balance and saved stakes, applies a submission
 * the way the contract says (absolute stakes, balance = total - stakes) and can be told to fail.
 */
export class RaffleServer {
  balance: number;
  saved: Record<number, number> = {};
  readonly itemIds: number[];
  loads = 0;
  readonly submissions: SubmitStakesRequest[] = [];
  /** The next calls reject with these errors, in order. */
  readonly failures: Error[] = [];

  constructor(balance: number, itemIds: number[]) {
    this.balance = balance;
    this.itemIds = itemIds;
  }

  getRaffleItems = (): Promise<ApiResult<RaffleItem[]>> => {
    this.loads += 1;
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    const items = this.itemIds.map((id) =>
      buildRaffleItem({
        item_id: id,
        name: `Item ${id}`,
        coins: this.saved[id] ?? 0,
        silver: (this.saved[id] ?? 0) === 0,
      }),
    );
    return Promise.resolve({ data: items, meta: { status: 200 } });
  };

  submitStakes = (request: SubmitStakesRequest): Promise<ApiResult<{ total_coins: number }>> => {
    this.submissions.push(request);
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    const total = this.balance + Object.values(this.saved).reduce((sum, coins) => sum + coins, 0);
    for (const { item_id, coins } of request.staked_items) this.saved[item_id] = coins;
    this.balance = total - Object.values(this.saved).reduce((sum, coins) => sum + coins, 0);
    return Promise.resolve({ data: { total_coins: this.balance }, meta: { status: 200 } });
  };
}
