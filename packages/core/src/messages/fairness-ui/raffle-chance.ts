/**
 * Texts of the raffle's fairness features (issue 7): the chance on each raffle item. A module per page, outside the
 * catalogue, so that only that page downloads them (the catalogue is on the first page).
 */

/**
 * A chance as a percentage without the sign, for the raffle page. Exact chances are rounded to the nearest
 * shown digit; lower bounds ("at least") are rounded down, so they stay lower bounds. One decimal from 1 %, two
 * significant digits below (0.12, 0.0047), never 0 for a chance above 0 and never 100 for one below 1. Pure.
 */
export function formatChancePercent(chance: number, exact: boolean): string {
  if (!(chance > 0)) return '0';
  if (chance >= 1) return '100';
  const percent = chance * 100;
  const digits = percent >= 1 ? 1 : Math.min(6, 1 - Math.floor(Math.log10(percent)));
  const factor = 10 ** digits;
  const unit = 1 / factor;
  const rounded = (exact ? Math.round(percent * factor) : Math.floor(percent * factor)) / factor;
  const shown = Math.min(100 - unit, Math.max(unit, rounded));
  return shown.toFixed(digits);
}

/** The raffle page's chance on each item. */
export const raffleChanceText = {
  /** One prize: the exact chance. Several: the lower bound, as "at least". */
  yourChance: (percent: string, exact: boolean) => `Your chance: ${exact ? '' : 'at least '}${percent} %`,
  /** What a screen reader hears after the player moves a coin: the item and the chance it now gives. */
  announce: (item: string, percent: string, exact: boolean) =>
    `${item}: your chance ${exact ? '' : 'at least '}${percent} %`,
  /** The one-line method, next to the link to the page that explains and checks the draw. */
  method:
    'Chances count the coins on screen (submit to keep them): your coins over all coins on the item; with several prizes, a lower bound.',
  methodLink: 'How the draw works',
};

