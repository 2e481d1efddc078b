import { contractMessages, contractMessagesFr } from '@dubloon-quest/core';
import type { CataloguePairs } from './catalogues.js';

/** The contract's English texts with their French. */
export const contractCataloguesFr: CataloguePairs = [[contractMessages, contractMessagesFr]];
