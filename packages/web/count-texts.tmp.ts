import { serverMessages, serverMessagesFr } from '@dubloon-quest/core';
import { organizerMessages } from '@dubloon-quest/core/internal';
import { playerCataloguesFr } from './src/locale/player-catalogues-fr.js';
import { drawCheckCataloguesFr } from './src/locale/draw-check-catalogues-fr.js';
import { contractCataloguesFr } from './src/locale/contract-catalogues-fr.js';
import { placeNamesCataloguesFr } from './src/locale/place-names-fr.js';
import { playersInBulkCataloguesFr } from './src/locale/players-in-bulk-catalogues-fr.js';
import { consoleCataloguesFr } from './src/console/shell/console-catalogues-fr.js';

type Pairs = readonly (readonly [object, object])[];
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
function count(value: unknown, seen = new Set<unknown>()): { keys: number; words: number } {
  if (typeof value === 'string') return { keys: 1, words: words(value) };
  if (typeof value === 'function') {
    try {
      const out = (value as (...a: unknown[]) => unknown)('X', 'Y', 'Z', 'W');
      return { keys: 1, words: typeof out === 'string' ? words(out) : 0 };
    } catch {
      return { keys: 1, words: 0 };
    }
  }
  if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    let k = 0, w = 0;
    for (const v of Object.values(value)) { const c = count(v, seen); k += c.keys; w += c.words; }
    return { keys: k, words: w };
  }
  return { keys: 0, words: 0 };
}
function audience(name: string, pairs: Pairs) {
  let k = 0, en = 0, fr = 0;
  for (const [e, f] of pairs) { const a = count(e), b = count(f); k += a.keys; en += a.words; fr += b.words; }
  console.log(`${name}: ${k} keys, ${en} English words, ${fr} French words`);
}
audience('player', [...playerCataloguesFr, ...placeNamesCataloguesFr, ...playersInBulkCataloguesFr, ...contractCataloguesFr]);
audience('draw check', drawCheckCataloguesFr);
audience('console', consoleCataloguesFr);
audience('server errors and mail', [[serverMessages, serverMessagesFr]]);
const o = count(organizerMessages);
console.log(`organizer command line (English only): ${o.keys} keys, ${o.words} words`);
