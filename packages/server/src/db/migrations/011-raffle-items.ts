import type { Migration } from './migration.js';

/**
 * `raffle_items`: each raffle item's retired flag as stakes see it (docs/decisions/0039-stakes-and-retires-
 * serialized.md). The event document stays the content; this row is what a stake submission locks FOR SHARE and
 * a retire or restore locks FOR UPDATE, so the two never interleave, in one process or several. The ledger
 * (db/ledger.ts) writes it with every stored event (here: from the event stored before); a stake makes the row
 * of an item never stored yet.
 */
export const RAFFLE_ITEMS: Migration = {
  version: 11,
  name: 'raffle items: the retired flag stakes are checked against',
  sql: `
CREATE TABLE raffle_items (
  item_id INTEGER PRIMARY KEY CHECK (item_id > 0),
  retired BOOLEAN NOT NULL DEFAULT false
);
INSERT INTO raffle_items (item_id, retired)
SELECT (item ->> 'item_id')::int, COALESCE((item ->> 'retired')::boolean, false)
FROM organizer_event, json_array_elements((content::json) -> 'raffle_items') AS item;
`,
};
