import { eventLookText, messages, raffleChanceText, resultsDrawText } from '@dubloon-quest/core';
import type { CataloguePairs } from './catalogues.js';
import * as english from './english-texts.js';

/**
 * The player's catalogue objects, each with its English: downloaded only by an English reader. In the build the
 * objects are shells and `english-texts.ts` the texts (docs/decisions/0169); elsewhere both are the same objects.
 */
export const playerCataloguesEn: CataloguePairs = [
  [messages, english.messages],
  [raffleChanceText, english.raffleChanceText],
  [resultsDrawText, english.resultsDrawText],
  [eventLookText, english.eventLookText],
];
