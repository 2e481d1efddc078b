import type { AppContext } from '../context.js';

/**
 * Deletes the demo copies past their expiry and announces `raffle_gold_silver` for the items whose only stakes
 * were theirs, as a stake lowered to zero would, and the new `raffle_totals`. Logs rather than throws (it runs on a timer).
 */
export async function purgeExpiredSandboxes(context: Pick<AppContext, 'repository' | 'broadcaster' | 'raffleTotals' | 'log' | 'now'>): Promise<void> {
  try {
    const { purged, silverChanges } = await context.repository.purgeExpiredSandboxesWithStakes(new Date(context.now()));
    if (silverChanges.length > 0) context.broadcaster.raffleSilver(silverChanges);
    // Their stakes went with them: the totals may have dropped.
    if (purged > 0) context.raffleTotals.changed();
  } catch (error) {
    context.log.warn(`sandbox purge failed: ${(error as Error).message}`);
  }
}
