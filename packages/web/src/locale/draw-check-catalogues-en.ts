import { drawCheckText } from '@dubloon-quest/core';
import { drawMessages } from '@dubloon-quest/core/draw';
import type { CataloguePairs } from './catalogues.js';
import * as english from './english-texts.js';

/** The draw check page's texts, each with its English: downloaded only by an English reader of that page (docs/decisions/0169). */
export const drawCheckCataloguesEn: CataloguePairs = [
  [drawCheckText, english.drawCheckText],
  [drawMessages, english.drawMessages],
];
