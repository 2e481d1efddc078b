import { createHttpGameApi } from '@dubloon-quest/adapters/http';
import type { SessionTokens } from '@dubloon-quest/core';
import { readerLanguageTag, registerCatalogues } from '../locale/catalogues.js';
import { contractCatalogues } from '../locale/contract-catalogues.js';

let currentTokens: () => SessionTokens | null = () => null;

/**
 * The one HTTP `GameApi` of the page (ky, the contract's schemas). A module of its own so that the pages that
 * only call the API (register, verification, password reset) download it without the game logic, which uses
 * this same instance.
 */
export const api = createHttpGameApi({ tokens: () => currentTokens(), language: readerLanguageTag });

// The contract's texts come with it, in the reader's language.
void registerCatalogues(contractCatalogues);

/** Tells the API where the session's tokens are (the game logic, once it runs). */
export function setTokenSource(source: () => SessionTokens | null): void {
  currentTokens = source;
}
