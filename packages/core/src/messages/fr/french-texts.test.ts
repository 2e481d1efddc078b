import { describe, expect, it } from 'vitest';
import * as bulkInvitations from './bulk-invitations.fr.js';
import * as catalogue from './catalogue.fr.js';
import * as consoleScreens from './console-screens.fr.js';
import * as consoleTexts from './console.fr.js';
import * as draw from './draw.fr.js';
import * as eventLook from './event-look.fr.js';
import * as look from './look.fr.js';
import * as mailTemplates from './mail-templates.fr.js';
import * as playersInBulk from './players-in-bulk.fr.js';
import * as presenter from './presenter.fr.js';
import * as server from './server.fr.js';

/**
 * The mechanical faults of a French text (docs/decisions/0190), checked over every text of every French
 * catalogue: the player's, the console's, the draw check's, the server's errors and mail, the mail templates.
 * Functions are called with several kinds of sample arguments (a name, 0, 1, 2), so that a text made from
 * parameters is checked as a reader sees it. The organizer's command line (`consoleMessagesFr.cli`) stays English
 * by decision 0150 and is left out.
 */
const MODULES: Record<string, Record<string, unknown>> = {
  bulkInvitations,
  catalogue,
  consoleScreens,
  consoleTexts,
  draw,
  eventLook,
  look,
  mailTemplates,
  playersInBulk,
  presenter,
  server,
};

/** Sample arguments: a text that reads as a name and a number alike, then the counts a plural rule turns on. */
const SAMPLES: readonly unknown[] = [new String('12'), 0, 1, 2, 'Journées du Port'];

interface Text {
  readonly path: string;
  readonly text: string;
  /** The count every parameter was given, when the text was made from counts (for the agreement checks). */
  readonly count?: number;
}

function collect(node: unknown, path: string, out: Text[], count?: number): void {
  if (typeof node === 'string') {
    out.push(count === undefined ? { path, text: node } : { path, text: node, count });
  } else if (typeof node === 'function') {
    for (const sample of SAMPLES) {
      let made: unknown;
      try {
        made = (node as (...a: unknown[]) => unknown)(sample, sample, sample, sample);
      } catch {
        continue; // a function that needs another kind of argument is checked by the samples it takes
      }
      collect(made, `${path}(${String(sample)})`, out, typeof sample === 'number' ? sample : count);
    }
  } else if (typeof node === 'object' && node !== null && !(node instanceof String)) {
    for (const [key, value] of Object.entries(node)) collect(value, `${path}.${key}`, out, count);
  }
}

const ALL: readonly Text[] = Object.entries(MODULES).flatMap(([module, exports]) => {
  const out: Text[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'consoleMessagesFr' && typeof value === 'object' && value !== null) {
      const { cli: _englishCommandLine, ...rest } = value as Record<string, unknown>;
      collect(rest, `${module}.${name}`, out);
    } else {
      collect(value, `${module}.${name}`, out);
    }
  }
  return out;
});

/** Each text that breaks a rule, with the part that breaks it. */
function faults(rule: (text: Text) => string | null): string[] {
  return ALL.flatMap((text) => {
    const fault = rule(text);
    return fault === null ? [] : [`${text.path}: ${fault} in ${JSON.stringify(text.text)}`];
  });
}

const firstMatch = (text: string, pattern: RegExp): string | null => pattern.exec(text)?.[0] ?? null;

describe('every French text (docs/decisions/0190)', () => {
  it('walks the catalogues', () => {
    expect(ALL.length).toBeGreaterThan(2000);
  });

  it('is not empty', () => {
    // A function given 0 for every parameter may rightly have nothing to say (a place with no region nor country).
    expect(faults(({ text, count }) => (text.trim() === '' && count !== 0 ? 'empty' : null))).toEqual([]);
  });

  it('has a non-breaking space (U+00A0 or U+202F) before : ; ! ? and », after «, never an ordinary one or none', () => {
    // A sign is punctuation when a space, a line's end, the text's end or a closing sign follows it (not "https:",
    // "?event=", "10:30"); "{{link}}" placeholders of the mail templates are no punctuation either.
    expect(
      faults(({ text }) =>
        firstMatch(text, /[^\s\u00a0\u202f][:;!?](?=[\s)»"’]|$)|[ \t\n][:;!?»]|«[ \t\n]|«(?=[^\s\u00a0\u202f])|[^\s\u00a0\u202f]»/u),
      ),
    ).toEqual([]);
  });

  it('has no "(e)" doublets, no raw field names, no article before a preposition, no bare « à {{event}} »', () => {
    expect(
      faults(({ text }) =>
        firstMatch(
          text,
          // "Vous êtes inscrit(e)", "game_start, review_start…", "elle se termine maintenant le à 5 déc.", and an
          // event's name after « à » or « de » (« à Journées du Port »: the article and the elision depend on the name).
          /\p{L}\((?:e|es|s|ne|ice|rice)\)|(?<![\p{L}_])(?:game_start|review_start|review_end|game_end|pre_game)(?![\p{L}_])|(?<![\p{L}-])(?:le|la|les) (?:à|au|aux|le|la|les|du|des)(?!\p{L})|(?<!\p{L})(?:à|de|du) \{\{event\}\}/iu,
        ),
      ),
    ).toEqual([]);
  });

  it('agrees a count of 0 or 1 in the singular (French plural rules) and 2 in the plural', () => {
    // "0 pièce gagnée, 0 misées": a 0 or a 1 followed by a plural word (a word ending in s after the number,
    // or the participle after "pièce(s)"). Words whose singular ends in s are listed.
    const SINGULAR_IN_S = /^(fois|mois|pas|plus|sans|sous|vers|dans|depuis|puis|lors|alors|après|transmis|remis|pris|permis)$/u;
    expect(
      faults(({ text, count }) => {
        if (count !== 0 && count !== 1) return null;
        // A range (« de 0 à 0 pixels ») and a new sentence after the number are no count.
        for (const match of text.matchAll(/(?<![\d,.\u00a0\u202f]|à )([01])[\u00a0\u202f ](\p{Ll}+)(?: (\p{L}+))?/gu)) {
          const [whole, , noun = '', next = ''] = match;
          if (noun.endsWith('s') && !SINGULAR_IN_S.test(noun)) return whole;
          if (/(ées|és)$/u.test(next)) return whole;
        }
        return null;
      }),
    ).toEqual([]);
  });
});
