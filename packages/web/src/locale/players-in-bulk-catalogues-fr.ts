import { playersInBulkText, playersInBulkTextFr } from '@dubloon-quest/core';
import type { CataloguePairs } from './catalogues.js';

/**
 * The French of what players see of players in bulk (a group link's registration, an invitation's password
 * page): a chunk of its own, downloaded by a French reader of those two pages only, so the first page in French
 * does not carry it.
 */
export const playersInBulkCataloguesFr: CataloguePairs = [[playersInBulkText, playersInBulkTextFr]];
