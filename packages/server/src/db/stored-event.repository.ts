import { eventFileSchema, type EventFile } from '@dubloon-quest/core';
import type { Db } from './db.js';
import { syncRaffleItems, type StakeRefund } from './ledger.js';
import { toDate } from './row-values.js';

/** The event stored by `import`, which the draw, the exports and the results read. */
export interface ImportedEvent {
  event: EventFile;
  onePrizePerPlayer: boolean;
  contentHash: string;
  importedAt: Date;
}

/** What storing an event did: whether it changed, and the stakes given back on the items it retired. */
export interface SavedEvent {
  change: 'created' | 'updated' | 'unchanged';
  refunds: StakeRefund[];
}

/**
 * The event as imported (organizer tool or console) or last edited (`organizer_event`): the draw, the exports,
 * the results and the console read it from here. Storing it syncs the raffle items' retired flags through the
 * ledger (an item it retires gives its stakes back).
 */
export class StoredEventRepository {
  constructor(readonly db: Db) {}

  /** The stored event, or null before the first import. */
  async importedEvent(): Promise<ImportedEvent | null> {
    const { rows } = await this.db.query(
      'SELECT content, content_hash, one_prize_per_player, imported_at FROM organizer_event WHERE id = 1',
    );
    const row = rows[0];
    if (!row) return null;
    return {
      event: eventFileSchema.parse(JSON.parse(String(row.content))),
      onePrizePerPlayer: Boolean(row.one_prize_per_player),
      contentHash: String(row.content_hash),
      importedAt: toDate(row.imported_at),
    };
  }

  /** The stored event's text as imported or last edited, or null before the first import. */
  async storedEventText(): Promise<string | null> {
    const { rows } = await this.db.query('SELECT content FROM organizer_event WHERE id = 1');
    return rows[0] ? String(rows[0].content) : null;
  }

  /**
   * Stores the event (replacing the one imported before). Nothing else is touched: players, stakes and
   * winners stay, but an item the event retires gives its stakes back (announce them: {@link SavedEvent.refunds}).
   */
  async saveEvent(
    text: string,
    event: EventFile,
    onePrizePerPlayer: boolean,
    contentHash: string,
    now: Date,
  ): Promise<SavedEvent> {
    return this.db.transaction(async (tx): Promise<SavedEvent> => {
      const { rows } = await tx.query('SELECT content_hash FROM organizer_event WHERE id = 1 FOR UPDATE');
      const previous = rows[0] ? String(rows[0].content_hash) : null;
      if (previous === contentHash) return { change: 'unchanged', refunds: [] };
      await tx.query(
        `INSERT INTO organizer_event (id, name, content, content_hash, one_prize_per_player, imported_at) VALUES (1, $1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, content = EXCLUDED.content, content_hash = EXCLUDED.content_hash,
           one_prize_per_player = EXCLUDED.one_prize_per_player, imported_at = EXCLUDED.imported_at`,
        [event.name, text, contentHash, onePrizePerPlayer, now],
      );
      // The items' retired flags that stakes are checked against follow the event (an item it retires gives
      // its stakes back).
      const refunds = await syncRaffleItems(tx, event.raffle_items, now);
      return { change: previous === null ? 'created' : 'updated', refunds };
    });
  }
}
