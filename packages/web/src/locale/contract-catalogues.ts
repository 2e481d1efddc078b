import type { CataloguePack } from './catalogues.js';

/**
 * The contract's texts in French (why an answer or a form does not match). Registered by the module that loads
 * the wire contract (`lib/api.ts`), so that neither the first page nor its French carries the contract.
 */
export const contractCatalogues: CataloguePack = {
  french: () => import('./contract-catalogues-fr.js').then(({ contractCataloguesFr }) => contractCataloguesFr),
};
