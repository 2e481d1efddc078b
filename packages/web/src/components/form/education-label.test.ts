import { EDUCATION_LEVELS, messagesFr } from '@dubloon-quest/core';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogues, switchCatalogues } from '../../locale/catalogues.js';
import { playerCatalogues } from '../../locale/player-catalogues.js';
import { educationLabel } from './education-label.js';

afterEach(() => switchCatalogues('en', false));

describe('an education level as shown', () => {
  it('names every stored level in the reader’s language, and shows another value as stored', async () => {
    expect(EDUCATION_LEVELS.map(educationLabel)).toEqual([...EDUCATION_LEVELS]);
    await registerCatalogues(playerCatalogues);
    await switchCatalogues('fr', false);
    expect(EDUCATION_LEVELS.map(educationLabel)).toEqual(EDUCATION_LEVELS.map((level) => messagesFr.ui.register.educationLevels[level]));
    expect(educationLabel('11e année')).toBe('11e année');
    expect(educationLabel('Grade 11')).toBe('11e année');
  });
});
