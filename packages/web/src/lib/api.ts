import { createHttpGameApi } from '@dubloon-quest/adapters/http';
import type { Locale, SessionTokens } from '@dubloon-quest/core';
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

/**
 * Keeps a logged-in person's new language on their account, for the mail the server writes outside their own
 * requests (decision 0163). Nothing is sent without a session; a failure changes nothing on the page (the
 * language is still switched and remembered on the device), so it is not shown.
 */
export async function rememberLanguageOnAccount(language: Locale): Promise<void> {
  if (currentTokens() === null) return;
  await api.setLanguage({ language }).catch(() => undefined);
}

/** Tells the API where the session's tokens are (the game logic, once it runs). */
export function setTokenSource(source: () => SessionTokens | null): void {
  currentTokens = source;
}
