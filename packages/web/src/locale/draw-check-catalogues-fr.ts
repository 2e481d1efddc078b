import { drawCheckText, drawCheckTextFr } from '@dubloon-quest/core';
import { drawMessages, drawMessagesFr } from '@dubloon-quest/core/draw';
import type { CataloguePairs } from './catalogues.js';

/** The draw check page's texts (the page and the draw's own), each with its French: downloaded only by a French reader of that page. */
export const drawCheckCataloguesFr: CataloguePairs = [
  [drawCheckText, drawCheckTextFr],
  [drawMessages, drawMessagesFr],
];
