const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * A player's chance of winning an item, from their coins on it, everyone's coins on it, and its number of
 * winners (stock), for the raffle page. Between 0 and 1. Pure and O(1), so it can run on every stake change.
 *
 * - One winner: exact, `myCoins / totalCoins` (one chance per coin).
 * - `k` winners: the estimate `1 - (1 - p)^k` with `p = myCoins / totalCoins`, i.e. the chance of being hit at
 *   least once in `k` draws if winners were put back. The draw does not put them back: each winner's coins
 *   leave the pool, which only raises everyone else's share. So the estimate is never above the true chance
 *   (it is a lower bound), and the gap is small when no other player holds much of the pool: at most
 *   {@link chanceOfWinningUpperBound} minus the estimate, about `p * k(k-1)/2 * w/T` for a largest other stake
 *   `w`. Example: 10 of 2,000 coins, 3 winners, nobody above 10 coins: estimate 1.4925 %, true chance at most
 *   1.5 %. With a few very large stakes the true chance can be far higher (down to certainty), which no
 *   formula of these three numbers can know; see docs/decisions/0071-winning-chance-estimate.md.
 * - Certain (1) when the other players' coins are fewer than `k` (they are then at most `k - 1` players), or
 *   when `stakers`, the number of players with coins on the item, is given and at most `k`.
 * - 0 when the player has no coins on the item, or an input is not a whole number of 0 or more.
 *
 * It ignores `one_prize_per_player` (a player drawn for an earlier item leaves the later items' pools): it is
 * the chance on this item for a player who has not won an earlier one.
 */
export function chanceOfWinning(
  myCoins: number,
  totalCoins: number,
  winners: number,
  stakers?: number,
): number {
  if (!isCount(myCoins) || !isCount(totalCoins) || !isCount(winners)) return 0;
  if (myCoins === 0 || winners === 0 || totalCoins < myCoins) return 0;
  if (totalCoins - myCoins < winners || (stakers !== undefined && stakers <= winners)) return 1;
  const share = myCoins / totalCoins;
  if (winners === 1) return share;
  return 1 - (1 - share) ** winners;
}

/**
 * An upper bound of the true chance given also the largest stake of any other player on the item:
 * `1 - prod_{j=0..k-1} max(0, 1 - m / (T - j*w))`, because after `j` winners left the pool at least
 * `T - j*w` coins remain. With {@link chanceOfWinning} it brackets the true chance. Pure.
 */
export function chanceOfWinningUpperBound(
  myCoins: number,
  totalCoins: number,
  winners: number,
  largestOtherStake: number,
): number {
  const estimate = chanceOfWinning(myCoins, totalCoins, winners);
  if (estimate === 0 || estimate === 1) return estimate;
  if (!isCount(largestOtherStake)) return 1;
  let missAll = 1;
  for (let drawn = 0; drawn < winners; drawn++) {
    const remaining = totalCoins - drawn * largestOtherStake;
    missAll *= remaining <= myCoins ? 0 : 1 - myCoins / remaining;
  }
  return 1 - missAll;
}
