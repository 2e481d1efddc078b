import type { CataloguePack } from '../../locale/catalogues.js';

/**
 * The console's texts in French: a chunk of its own (its name starts with `console`, so a player never
 * downloads it), downloaded only by a French organizer or partner when the console opens.
 */
export const consoleCatalogues: CataloguePack = {
  french: () => import('./console-catalogues-fr.js').then(({ consoleCataloguesFr }) => consoleCataloguesFr),
};
