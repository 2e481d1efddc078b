import type { CataloguePack } from './catalogues.js';

/**
 * The player's texts in French: the catalogue every screen outside the console reads, and the texts of the
 * raffle, results and draw check pages. A chunk of its own, downloaded only by a French reader. The contract's
 * texts come with the API (`contractCatalogues`).
 */
export const playerCatalogues: CataloguePack = {
  french: () => import('./player-catalogues-fr.js').then(({ playerCataloguesFr }) => playerCataloguesFr),
};

/**
 * The texts of players in bulk in French (the registration through a group link, an invitation's password page):
 * registered by those pages' loaders (`app/routes.tsx`), so a French reader downloads them with those pages only.
 */
export const playersInBulkCatalogues: CataloguePack = {
  french: () =>
    import('./players-in-bulk-catalogues-fr.js').then(({ playersInBulkCataloguesFr }) => playersInBulkCataloguesFr),
};
