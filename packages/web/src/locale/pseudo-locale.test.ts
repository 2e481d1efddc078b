import { formatterFor, messages, messagesFr } from '@dubloon-quest/core';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, readerLanguageTag, registerCatalogues, switchCatalogues, type CataloguePack } from './catalogues.js';
import { pseudoLocaleChosen } from './pseudo-choice.js';
import { pseudoCatalogue, pseudoText, showPseudoLocale } from './pseudo-locale.js';
import { playerCatalogues } from './player-catalogues.js';

afterEach(async () => {
  await switchCatalogues('en', false);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Is `text` all pseudo-localized: no unaccented letter outside what was kept? */
const lettersLeft = (text: string): string => text.replace(/⟦[^⟧]*⟧/g, '').replace(/[^A-Za-z]/g, '');

describe('a text in the pseudo-locale', () => {
  it('accents each letter, lengthens by about a third in words of dots, and marks where it starts and ends', () => {
    expect(pseudoText('Log in')).toBe('⟦Ļöĝ îñ ··⟧');
    const long = pseudoText('Every text a screen shows, changed');
    expect(long).toMatch(/^⟦Éṽéŕý ţéẋţ å šçŕééñ šĥöŵš, çĥåñĝéđ [· ]+⟧$/);
    expect(long.replace(/[^·]/g, '').length).toBe(Math.ceil(28 * 0.3));
    expect(lettersLeft(long)).toBe('');
  });

  it('keeps the spaces around it outside the markers, and a text without letters as it is', () => {
    expect(pseudoText('  Go ')).toBe('  ⟦Ĝö ·⟧ ');
    for (const text of ['', ' ', '—', '42', '3 / 9', '×']) expect(pseudoText(text)).toBe(text);
  });

  it('keeps mail variables, placeholders, addresses and markup as written', () => {
    expect(pseudoText('Hello {{name}}, open {{link}}')).toBe('⟦Ĥéļļö {{name}}, öþéñ {{link}} ···⟧');
    expect(pseudoText('See https://docs.google.com/document/d/ or mail help@example.org')).toContain('https://docs.google.com/document/d/');
    expect(pseudoText('mail help@example.org now')).toContain('help@example.org');
    expect(pseudoText('a <strong>bold</strong> &amp; {count}')).toBe('⟦å <strong>ƀöļđ</strong> &amp; {count} ··⟧');
  });
});

describe('a catalogue in the pseudo-locale', () => {
  const english = {
    heading: 'Your profile',
    nested: { columns: ['Name', 'Coins'] },
    earned: (coins: number) => `You earned ${coins} dubl-u-nes from this chest!`,
    greeting: (name: string, reason: string | null) => `Welcome back, ${name}.${reason === null ? '' : ` Reason: ${reason}`}`,
    forms: (count: number) => formatterFor('en').count(count, { one: 'coin', other: 'coins' }),
    winners: (names: readonly string[]) => `Winners: ${formatterFor('en').list(names)}`,
    limit: 24,
    enabled: true,
  };
  const pseudo = pseudoCatalogue(english) as typeof english;

  it('is a new object: the English stays as it is', () => {
    expect(english.heading).toBe('Your profile');
    expect(pseudo.heading).toBe(pseudoText('Your profile'));
    expect(pseudo.nested.columns).toEqual([pseudoText('Name'), pseudoText('Coins')]);
    expect([pseudo.limit, pseudo.enabled]).toEqual([24, true]);
  });

  it("wraps a function: what it returns is pseudo-localized, what it was given kept (names, reasons, Intl's forms)", () => {
    expect(lettersLeft(pseudo.earned(9))).toBe('');
    expect(pseudo.earned(9)).toContain('9');
    const greeting = pseudo.greeting('Alice Martin', 'Cheating');
    expect(greeting).toContain('‹Alice Martin›');
    expect(greeting).toContain('‹Cheating›');
    expect(lettersLeft(greeting.replace('‹Alice Martin›', '').replace('‹Cheating›', ''))).toBe('');
    expect(pseudo.forms(1)).toBe(pseudoText('1 coin'));
    expect(pseudo.forms(3)).toBe(pseudoText('3 coins'));
    expect(pseudo.winners(['Ann', 'Bob Lee'])).toBe(`⟦Ŵîññéŕš: ‹Ann› åñđ ‹Bob Lee› ···⟧`);
  });

  it('keeps an already pseudo-localized text given to a function as it is, so a title is not accented twice', () => {
    const title = (route: string, event: string) => `${route} | ${event}`;
    const wrapped = pseudoCatalogue({ title }) as { title: typeof title };
    expect(wrapped.title(pseudoText('Raffle'), 'Spring Fair')).toBe(`${pseudoText('Raffle')} | Spring Fair`);
  });
});

describe('showing the pseudo-locale', () => {
  it('is chosen by ?locale=en-XA, saved as the device’s language, and ended by English or French', () => {
    expect(pseudoLocaleChosen()).toBe(false);
    window.history.replaceState(null, '', '/login?locale=en-XA');
    expect(pseudoLocaleChosen()).toBe(true);
    window.history.replaceState(null, '', '/login');
    expect(pseudoLocaleChosen()).toBe(true);
    localStorage.setItem('dubloon-quest:locale', 'fr');
    expect(pseudoLocaleChosen()).toBe(false);
  });

  it('writes every registered catalogue and those registered later, formats in English, and switches back', async () => {
    await registerCatalogues(playerCatalogues);
    const heading = messages.ui.profile.heading;
    const later = { label: 'Later text' };
    const laterPack: CataloguePack = { french: () => Promise.resolve([[later, { label: 'Texte plus tard' }]]) };
    await showPseudoLocale();
    expect(messages.ui.profile.heading).toBe(pseudoText(heading));
    expect(document.documentElement.lang).toBe('en-XA');
    expect([currentLocale(), readerLanguageTag()]).toEqual(['en', 'en']);
    await registerCatalogues(laterPack);
    expect(later.label).toBe(pseudoText('Later text'));
    await switchCatalogues('fr', false);
    expect(messages.ui.profile.heading).toBe(messagesFr.ui.profile.heading);
    expect(later.label).toBe('Texte plus tard');
    await switchCatalogues('en', false);
    expect([messages.ui.profile.heading, later.label]).toEqual([heading, 'Later text']);
  });
});
