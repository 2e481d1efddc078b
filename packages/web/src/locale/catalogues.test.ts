import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogues, switchCatalogues, type CataloguePack } from './catalogues.js';

/** A catalogue object as the build ships it with its English apart (docs/decisions/0169): nested objects only. */
const shellAndTexts = () => {
  const shell: Record<string, unknown> & { ui: Record<string, unknown> } = { ui: {} };
  const english = { title: 'Treasure', ui: { heading: 'Log in', coins: (n: number) => `${n} coins` }, extra: { note: 'Note' } };
  const french = { title: 'Trésor', ui: { heading: 'Connexion', coins: (n: number) => `${n} pièces` }, extra: { note: 'Remarque' } };
  const pack: CataloguePack = { french: () => Promise.resolve([[shell, french]]), english: () => Promise.resolve([[shell, english]]) };
  return { shell, english, french, pack };
};

afterEach(async () => {
  await switchCatalogues('en', false);
});

describe('catalogues with their English apart', () => {
  it('writes the English into the shell of an English reader, and the French of a French one, never both', async () => {
    const en = shellAndTexts();
    await switchCatalogues('en', false);
    await registerCatalogues(en.pack);
    expect(en.shell).toMatchObject({ title: 'Treasure', ui: { heading: 'Log in' }, extra: { note: 'Note' } });

    const fr = shellAndTexts();
    let englishLoads = 0;
    await switchCatalogues('fr', false);
    await registerCatalogues({ ...fr.pack, english: () => ((englishLoads += 1), fr.pack.english?.() ?? Promise.resolve([])) });
    expect(fr.shell).toMatchObject({ title: 'Trésor', ui: { heading: 'Connexion' }, extra: { note: 'Remarque' } });
    expect(englishLoads).toBe(0);
  });

  it('keeps the language last asked for when the other language arrives after it', async () => {
    const { shell, pack } = shellAndTexts();
    let arrive = (): void => undefined;
    const englishLate = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await switchCatalogues('en', false);
    // A screen's loader registers its texts while the reader's language is still being set: its English is late.
    const registered = registerCatalogues({ ...pack, english: () => englishLate.then(() => pack.english?.() ?? []) });
    await switchCatalogues('fr', false);
    arrive();
    await registered;
    expect(shell).toMatchObject({ title: 'Trésor', ui: { heading: 'Connexion' } });
    await switchCatalogues('en', false);
    expect(shell).toMatchObject({ title: 'Treasure', ui: { heading: 'Log in' } });
  });

  it('switches back and forth in the same objects, without ever changing the texts it copies from', async () => {
    const { shell, english, french, pack } = shellAndTexts();
    await switchCatalogues('fr', false);
    await registerCatalogues(pack);
    const ui = shell.ui;
    const extra = shell.extra;
    await switchCatalogues('en', false);
    expect(shell).toMatchObject({ title: 'Treasure', ui: { heading: 'Log in' }, extra: { note: 'Note' } });
    expect((shell.ui.coins as (n: number) => string)(3)).toBe('3 coins');
    await switchCatalogues('fr', false);
    expect(shell).toMatchObject({ title: 'Trésor', ui: { heading: 'Connexion' }, extra: { note: 'Remarque' } });
    // The nested objects a screen may hold stay the ones it holds.
    expect(shell.ui).toBe(ui);
    expect(shell.extra).toBe(extra);
    expect(extra).not.toBe(french.extra);
    expect(french.extra.note).toBe('Remarque');
    expect(english.extra.note).toBe('Note');
    expect(english.ui.heading).toBe('Log in');
  });
});
