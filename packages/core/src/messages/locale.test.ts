import { describe, expect, it } from 'vitest';
import { messages } from './catalogue.js';
import { consoleMessages } from './console-messages.js';
import { consoleAccountsText } from './console-ui/accounts.js';
import { consoleAuditText } from './console-ui/audit.js';
import { consoleBrandText } from './console-ui/brand.js';
import { consoleBulkInvitationsText } from './console-ui/console-bulk-invitations.js';
import { consoleBusinessText } from './console-ui/business.js';
import { consoleDashboardText } from './console-ui/dashboard.js';
import { consoleEventText } from './console-ui/event.js';
import { consoleEventsText } from './console-ui/events.js';
import { consoleExportsText } from './console-ui/exports.js';
import { consoleJudgingText } from './console-ui/judging.js';
import { consoleMailText } from './console-ui/mail-texts.js';
import { consoleOutboxText } from './console-ui/outbox.js';
import { consoleOverviewText } from './console-ui/overview.js';
import { consolePlayersText } from './console-ui/players.js';
import { consolePresenterText } from './console-ui/presenter.js';
import { consoleRaffleText } from './console-ui/raffle.js';
import { consoleScheduleText } from './console-ui/schedule.js';
import { consoleShellText } from './console-ui/shell.js';
import { contractMessages } from './contract-messages.js';
import { formatDateTimeNamed } from './date-time.js';
import { drawMessages } from './draw-messages.js';
import { eventFileMessages } from './event-file-messages.js';
import { eventLookText } from './event-look.js';
import { drawCheckText } from './fairness-ui/draw-check.js';
import { raffleChanceText } from './fairness-ui/raffle-chance.js';
import { resultsDrawText } from './fairness-ui/results-draw.js';
import { consoleBulkInvitationsTextFr } from './fr/bulk-invitations.fr.js';
import { contractMessagesFr, messagesFr, quizJudgeMessagesFr } from './fr/catalogue.fr.js';
import {
  consoleBusinessTextFr,
  consoleEventsTextFr,
  consoleEventTextFr,
  consoleExportsTextFr,
  consoleJudgingTextFr,
  consoleOutboxTextFr,
  consoleOverviewTextFr,
  consoleRaffleTextFr,
  consoleScheduleTextFr,
} from './fr/console-screens.fr.js';
import {
  consoleAccountsTextFr,
  consoleAuditTextFr,
  consoleDashboardTextFr,
  consoleMessagesFr,
  consolePlayersTextFr,
  consoleShellTextFr,
} from './fr/console.fr.js';
import { drawCheckTextFr, drawMessagesFr, raffleChanceTextFr, resultsDrawTextFr } from './fr/draw.fr.js';
import { eventLookTextFr } from './fr/event-look.fr.js';
import { consoleBrandTextFr, consoleMailTextFr } from './fr/look.fr.js';
import { playersInBulkTextFr } from './fr/players-in-bulk.fr.js';
import { consolePresenterTextFr } from './fr/presenter.fr.js';
import { eventFileMessagesFr, serverMessagesFr } from './fr/server.fr.js';
import { acceptedLanguages, type Catalogue, formatterFor, negotiateLocale } from './locale.js';
import { playersInBulkText } from './players-in-bulk.js';
import { quizJudgeMessages } from './quiz-judge-messages.js';
import { serverMessages } from './server-messages.js';

/** Every catalogue beside its French one (the player's, the console's, the server's, the draw's). */
const PAIRS: readonly (readonly [string, object, object])[] = [
  ['messages', messages, messagesFr],
  ['contractMessages', contractMessages, contractMessagesFr],
  ['quizJudgeMessages', quizJudgeMessages, quizJudgeMessagesFr],
  ['serverMessages', serverMessages, serverMessagesFr],
  ['eventFileMessages', eventFileMessages, eventFileMessagesFr],
  ['drawMessages', drawMessages, drawMessagesFr],
  ['drawCheckText', drawCheckText, drawCheckTextFr],
  ['raffleChanceText', raffleChanceText, raffleChanceTextFr],
  ['resultsDrawText', resultsDrawText, resultsDrawTextFr],
  ['consoleMessages', consoleMessages, consoleMessagesFr],
  ['consoleShellText', consoleShellText, consoleShellTextFr],
  ['consoleDashboardText', consoleDashboardText, consoleDashboardTextFr],
  ['consolePlayersText', consolePlayersText, consolePlayersTextFr],
  ['consoleAccountsText', consoleAccountsText, consoleAccountsTextFr],
  ['consoleAuditText', consoleAuditText, consoleAuditTextFr],
  ['consoleBusinessText', consoleBusinessText, consoleBusinessTextFr],
  ['consoleEventText', consoleEventText, consoleEventTextFr],
  ['consoleEventsText', consoleEventsText, consoleEventsTextFr],
  ['consoleExportsText', consoleExportsText, consoleExportsTextFr],
  ['consoleJudgingText', consoleJudgingText, consoleJudgingTextFr],
  ['consoleOutboxText', consoleOutboxText, consoleOutboxTextFr],
  ['consoleOverviewText', consoleOverviewText, consoleOverviewTextFr],
  ['consoleRaffleText', consoleRaffleText, consoleRaffleTextFr],
  ['consoleScheduleText', consoleScheduleText, consoleScheduleTextFr],
  ['playersInBulkText', playersInBulkText, playersInBulkTextFr],
  ['eventLookText', eventLookText, eventLookTextFr],
  ['consolePresenterText', consolePresenterText, consolePresenterTextFr],
  ['consoleBulkInvitationsText', consoleBulkInvitationsText, consoleBulkInvitationsTextFr],
  ['consoleBrandText', consoleBrandText, consoleBrandTextFr],
  ['consoleMailText', consoleMailText, consoleMailTextFr],
];

/** The shape of a catalogue: each key's path and kind (text, function, list). */
const shape = (node: unknown, path = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => shape(value, `${path}.${key}`))
    : [`${path}:${typeof node}`];

/** A sample argument that reads as a text, a number, a list and a flag alike (`new String('12')`). */
const SAMPLE: unknown = new String('12');

/** Every text of a catalogue, functions called with the sample argument. */
const texts = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return texts((node as (...a: unknown[]) => unknown)(SAMPLE, SAMPLE, SAMPLE, SAMPLE));
  return typeof node === 'object' && node !== null && !(node instanceof String) ? Object.values(node).flatMap(texts) : [];
};

describe('the French catalogues', () => {
  it.each(PAIRS)('%s has every key of the English one, and only those', (_name, en, fr) => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it.each(PAIRS)('%s has no empty text, a non-breaking space before a colon and inside « », no ordinary or full one before ; ! ?', (name, _en, fr) => {
    for (const text of texts(fr)) {
      expect(text.trim().length).toBeGreaterThan(0);
      if (name === 'consoleMessages') continue; // its command-line help stays English
      expect(text).not.toMatch(/ :|« | »|[ \u00a0][;!?]/);
    }
  });

  it('makes a missing French key a type error', () => {
    type English = { readonly a: 'A'; readonly b: { readonly c: (n: number) => string } };
    // @ts-expect-error: `b.c` is missing
    const missing: Catalogue<English> = { a: 'Un', b: {} };
    const complete: Catalogue<English> = { a: 'Un', b: { c: (n) => `${n + 1}` } };
    expect([missing.a, complete.b.c(1)]).toEqual(['Un', '2']);
  });

  it('uses Canadian French words and typography', () => {
    expect(messagesFr.ui.common.email).toBe('Courriel');
    expect(messagesFr.ui.common.dublunes(1)).toBe('1 doubl-u-on');
    expect(messagesFr.ui.common.dublunes(0)).toBe('0 doubl-u-on');
    expect(messagesFr.ui.common.dublunes(3)).toBe('3 doubl-u-ons');
    expect(messagesFr.ui.results.award(25)).toBe('25\u00a0$');
    expect(raffleChanceTextFr.yourChance('12.5', true)).toBe('Votre chance\u00a0: 12,5\u00a0%');
  });
});

describe('choosing the language', () => {
  it('reads Accept-Language by quality and defaults to English', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr-CA;q=0.9, *')).toEqual(['fr-CA', 'en']);
    expect(acceptedLanguages('fr;q=0')).toEqual([]);
    expect(negotiateLocale(acceptedLanguages('fr-CA,en;q=0.8'))).toBe('fr');
    expect(negotiateLocale(acceptedLanguages('de-DE,en;q=0.8,fr;q=0.5'))).toBe('en');
    expect(negotiateLocale(acceptedLanguages(undefined))).toBe('en');
    expect(negotiateLocale(['es', 'it'])).toBe('en');
  });
});

describe('the formatter', () => {
  it('formats numbers, plurals and lists with Intl', () => {
    const fr = formatterFor('fr');
    const en = formatterFor('en');
    expect(fr.number(1234.5)).toBe('1\u00a0234,5');
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(fr.count(1, { one: 'pièce', other: 'pièces' })).toBe('1 pièce');
    expect(fr.count(2, { one: 'pièce', other: 'pièces' })).toBe('2 pièces');
    expect(en.count(0, { one: 'coin', other: 'coins' })).toBe('0 coins');
    expect(fr.list(['a', 'b', 'c'])).toBe('a, b et c');
    expect(en.list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(en.dollars(25)).toBe('$25');
  });

  it('keeps the English date format and writes French dates', () => {
    expect(formatDateTimeNamed('2026-11-28T00:21:00Z', 'UTC')).toBe('Saturday, November 28, 2026 at 12:21 AM UTC');
    expect(formatDateTimeNamed('2026-11-28T00:21:00Z', 'UTC', 'fr')).toMatch(/^samedi 28 novembre 2026/);
    expect(formatDateTimeNamed('not a date')).toBe('not a date');
  });
});
