import { gameApiErrorFromAnswer } from '@dubloon-quest/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogues, switchCatalogues } from './catalogues.js';
import { contractCatalogues } from './contract-catalogues.js';
import { playerCatalogues } from './player-catalogues.js';

// Decision 0163: the web writes a server's field errors from their codes in its reader's language.
beforeAll(async () => {
  await registerCatalogues(playerCatalogues);
  await registerCatalogues(contractCatalogues);
});

afterEach(async () => {
  await switchCatalogues('en', false);
});

// What the adapters do with an answer's parsed body (core's gameApiErrorFromAnswer).
const answer = {
  message: 'Some fields are not valid. Please check them and try again.',
  code: 'fields.invalid',
  errors: { name: ['Must be at most 80 characters'], city: ['A text from a newer server'] },
  codes: { name: [{ code: 'text.tooLong', max: 80 }], city: [{ code: 'city.newer' }] },
};

describe('field errors read from their codes', () => {
  it('shows a French reader the French of a parametrized error an English answer carried, and the text of an unknown code', async () => {
    await switchCatalogues('fr', false);
    const error = gameApiErrorFromAnswer(422, answer);
    expect(error.message).toBe('Certains champs ne sont pas valides. Vérifiez-les et réessayez.');
    expect(error.fieldErrors).toEqual({ name: ['Doit compter au plus 80 caractères'], city: ['A text from a newer server'] });
  });

  it('shows an English reader the English texts', () => {
    const error = gameApiErrorFromAnswer(422, answer);
    expect(error.fieldErrors).toEqual({ name: ['Must be at most 80 characters'], city: ['A text from a newer server'] });
  });

  it('writes an error already read again in the language switched to, the server’s own text kept (decision 0170)', async () => {
    const error = gameApiErrorFromAnswer(422, answer);
    expect(error.fieldErrors.name).toEqual(['Must be at most 80 characters']);
    await switchCatalogues('fr', false);
    expect(error.fieldErrors).toEqual({ name: ['Doit compter au plus 80 caractères'], city: ['A text from a newer server'] });
  });
});
