import type { CataloguePack } from './catalogues.js';

/**
 * The player's texts in French: the catalogue every screen outside the console reads, and the texts of the
 * raffle and results pages. A chunk of its own, downloaded only by a French reader; their English likewise only
 * by an English reader. The contract's texts come with the API (`contractCatalogues`), the draw check page's with
 * that page (`drawCheckCatalogues`).
 */
export const playerCatalogues: CataloguePack = {
  french: () => import('./player-catalogues-fr.js').then(({ playerCataloguesFr }) => playerCataloguesFr),
  // Its English too: in the build, a chunk only an English reader downloads (docs/decisions/0169).
  english: () => import('./player-catalogues-en.js').then(({ playerCataloguesEn }) => playerCataloguesEn),
};

/**
 * The texts of players in bulk in French (the registration through a group link, an invitation's password page):
 * registered by those pages' loaders (`app/routes.tsx`), so a French reader downloads them with those pages only.
 */
export const playersInBulkCatalogues: CataloguePack = {
  french: () =>
    import('./players-in-bulk-catalogues-fr.js').then(({ playersInBulkCataloguesFr }) => playersInBulkCataloguesFr),
};

/**
 * Country and region names in French (docs/decisions/0165): registered by the loaders of the pages that show a
 * place (registration, profile, results, the console), so a French reader downloads them with those pages only.
 */
export const placeNamesCatalogues: CataloguePack = {
  french: () => import('./place-names-fr.js').then(({ placeNamesCataloguesFr }) => placeNamesCataloguesFr),
};

/**
 * The draw check page's texts in French (the page and the draw's own): registered by that page's loader, so a
 * French reader downloads them with the page only, not with the first page (docs/decisions/0165); in the build,
 * their English likewise (docs/decisions/0169).
 */
export const drawCheckCatalogues: CataloguePack = {
  french: () => import('./draw-check-catalogues-fr.js').then(({ drawCheckCataloguesFr }) => drawCheckCataloguesFr),
  english: () => import('./draw-check-catalogues-en.js').then(({ drawCheckCataloguesEn }) => drawCheckCataloguesEn),
};
