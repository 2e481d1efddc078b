import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/catalogue.js';
import { consoleBulkInvitationsText, PLAYER_IMPORT_MAX_ROWS } from '../../messages/console-ui/console-bulk-invitations.js';
import { contractMessagesFr, messagesFr } from '../../messages/fr/catalogue.fr.js';
import { consoleBulkInvitationsTextFr } from '../../messages/fr/bulk-invitations.fr.js';
import {
  checkPlayerImport,
  type CsvRecord,
  type ImportProblemCatalogues,
  importProblemText,
  knownImportProblem,
  normalizeEducation,
  validateGroupName,
} from './player-import.js';

const rules = consoleBulkInvitationsText.rules;
/** Records from rows of cells, the header on line 1. */
const table = (...rows: string[][]): CsvRecord[] => rows.map((cells, index) => ({ line: index + 1, cells }));
const none = new Set<string>();

const french: ImportProblemCatalogues = { messages: messagesFr, contractMessages: contractMessagesFr, bulk: consoleBulkInvitationsTextFr };

describe('checkPlayerImport', () => {
  it('reads French headers in any letter case and with or without accents (issue 40, item 5)', () => {
    const check = checkPlayerImport(
      table(['NOM', 'Adresse courriel', 'Ecole', 'Année', 'Pays', 'Province', 'Ville'], ['Zoé Roy', 'zoe@ecole.example', 'École du Havre', '10e année', 'Canada', 'QC', 'Rimouski']),
      none,
      (country, region) => ({ country: country.toUpperCase(), region: region === 'QC' ? 'Quebec' : region }),
    );
    expect([check.problems, check.notices]).toEqual([[], []]);
    expect(check.rows[0]).toMatchObject({
      status: 'ready',
      player: { name: 'Zoé Roy', email: 'zoe@ecole.example', education: 'Grade 10', school: 'École du Havre', country: 'CANADA', region: 'Quebec', city: 'Rimouski' },
    });
  });

  it('refuses a name on two lines with the registration’s rule (issue 41, item 7)', () => {
    const check = checkPlayerImport(table(['name', 'email'], ['Ada\r\nBcc: victim@x.test', 'ada@school.example']), none);
    expect(check.rows[0]).toMatchObject({ status: 'error', errors: { name: [{ code: 'name.oneLine' }] } });
  });

  it('reads back every code from the wire, and keeps an unknown one or one missing its parameter out', () => {
    expect(knownImportProblem({ code: 'import.duplicateInFile', line: 4 })).toEqual({ code: 'import.duplicateInFile', line: 4 });
    expect(knownImportProblem({ code: 'email.invalid' })).toEqual({ code: 'email.invalid' });
    expect(knownImportProblem({ code: 'import.duplicateInFile' })).toBeNull();
    expect(knownImportProblem({ code: 'import.somethingNew' })).toBeNull();
  });

  it('reads the columns in any order and any letter case, trims, lower-cases e-mails and reads grades', () => {
    const check = checkPlayerImport(
      table(
        ['E-mail', 'Name', 'Grade', 'School', 'Country', 'City'],
        [' Ada@School.Example ', ' Ada Lovelace ', '10', 'Harbor High', 'Canada', ''],
        ['bo@school.example', 'Bo Tide', '', '', '', 'Halifax'],
      ),
      none,
    );
    expect(check.problems).toEqual([]);
    expect(check.rows.map((row) => [row.status, row.player])).toEqual([
      ['ready', { name: 'Ada Lovelace', email: 'ada@school.example', education: 'Grade 10', school: 'Harbor High', country: 'Canada', region: null, city: null }],
      ['ready', { name: 'Bo Tide', email: 'bo@school.example', education: 'Other', school: null, country: '', region: null, city: 'Halifax' }],
    ]);
    expect([check.ready, check.errors, check.duplicates]).toEqual([2, 0, 0]);
  });

  it('gives each bad row the registration rule messages of its fields, with its line', () => {
    const check = checkPlayerImport(
      table(['name', 'email', 'grade'], ['A', 'not-an-email', 'Grade 13'], ['Cy Reef', 'cy@school.example', 'grade 9']),
      none,
    );
    expect(check.rows[0]).toMatchObject({
      line: 2,
      status: 'error',
      errors: { name: [{ code: 'name.tooShort' }], email: [{ code: 'email.invalid' }], education: [{ code: 'education.unknown' }] },
    });
    expect(check.rows[0]!.errors.email!.map((problem) => importProblemText(problem))).toEqual([messages.validation.invalidEmail]);
    expect(check.rows[1]).toMatchObject({ line: 3, status: 'ready', player: { education: 'Grade 9' } });
  });

  it('finds duplicates in the file (the first row wins) and against the accounts', () => {
    const check = checkPlayerImport(
      table(
        ['name', 'email'],
        ['Ada Lovelace', 'ada@school.example'],
        ['Ada Again', 'ADA@school.example'],
        ['Old Player', 'old@school.example'],
      ),
      new Set(['old@school.example']),
    );
    expect(check.rows.map((row) => [row.status, row.errors])).toEqual([
      ['ready', {}],
      ['duplicate', { email: [{ code: 'import.duplicateInFile', line: 2 }] }],
      ['duplicate', { email: [{ code: 'import.duplicateAccount' }] }],
    ]);
    expect([check.ready, check.errors, check.duplicates]).toEqual([1, 0, 2]);
  });

  it('refuses a file without a header, a required column or any row, and one of too many rows', () => {
    expect(checkPlayerImport([], none).problems).toEqual([{ code: 'import.noHeader' }]);
    const missing = checkPlayerImport(table(['name', 'school'], ['Ada', 'x']), none).problems;
    expect(missing).toEqual([{ code: 'import.missingColumn', column: 'email' }]);
    expect(missing.map((problem) => importProblemText(problem))).toEqual([rules.missingColumn('e-mail')]);
    expect(missing.map((problem) => importProblemText(problem, french))).toEqual(['La ligne d’en-tête n’a pas de colonne «\u00a0courriel\u00a0».']);
    expect(checkPlayerImport(table(['name', 'email'], ['', ' ']), none).problems).toEqual([{ code: 'import.noRows' }]);
    const many = Array.from({ length: PLAYER_IMPORT_MAX_ROWS + 1 }, (_, i) => ['Some One', `p${i}@school.example`]);
    const check = checkPlayerImport(table(['name', 'email'], ...many), none);
    expect(check.problems).toEqual([{ code: 'import.tooManyRows', max: PLAYER_IMPORT_MAX_ROWS }]);
    expect(importProblemText(check.problems[0]!, french)).toBe('Un fichier contient au plus 2\u00a0000 personnes\u00a0: divisez-le en plusieurs fichiers.');
    expect(check.rows).toEqual([]);
  });

  it('names the columns it does not read, and skips blank rows', () => {
    const check = checkPlayerImport(table(['name', 'email', 'Shoe size'], ['', '', ''], ['Ada Lovelace', 'ada@school.example', '9']), none);
    expect(check.notices).toEqual([{ code: 'import.unknownColumns', columns: ['Shoe size'] }]);
    expect(importProblemText(check.notices[0]!)).toBe(rules.unknownColumns(['Shoe size']));
    expect(check.rows.map((row) => row.line)).toEqual([3]);
  });
});

describe('normalizeEducation and validateGroupName', () => {
  it('reads the grades a class list writes, in English or French', () => {
    expect(['9', 'Grade 12', 'grade 011', 'OTHER', '', 'Grade 8'].map(normalizeEducation)).toEqual([
      'Grade 9', 'Grade 12', 'Grade 11', 'Other', 'Other', 'Grade 8',
    ]);
    expect(['10e année', '10e', '11ème', 'Année 9', 'niveau 12', '12e Annee', 'Autre', 'autre', '8e année'].map(normalizeEducation)).toEqual([
      'Grade 10', 'Grade 10', 'Grade 11', 'Grade 9', 'Grade 12', 'Grade 12', 'Other', 'Other', '8e année',
    ]);
  });

  it('takes 2 to 80 characters', () => {
    expect(validateGroupName(' 10B ')).toBeNull();
    expect(validateGroupName('B')).toBe(rules.groupName);
    expect(validateGroupName('x'.repeat(81))).toBe(messages.validation.tooLong(80));
  });
});

const emailArb = fc.constantFrom('ada', 'ADA', 'bo', 'cy', 'not an email', '').map((local) => (local.includes(' ') || local === '' ? local : `${local}@school.example`));
const rowArb = fc.tuple(fc.constantFrom('Ada Lovelace', 'B', '', 'Cy Reef'), emailArb, fc.constantFrom('9', 'Grade 10', 'x', ''));

describe('checkPlayerImport, any file', () => {
  test.prop([fc.array(rowArb, { maxLength: 30 }), fc.subarray(['ada@school.example', 'cy@school.example'])])(
    'every row gets one verdict; ready rows are valid, their e-mails new and unique; the others say why',
    (rows, existing) => {
      const check = checkPlayerImport(table(['name', 'email', 'grade'], ...rows), new Set(existing));
      if (check.problems.length > 0) {
        expect(rows.every((row) => row.every((cell) => cell.trim() === ''))).toBe(true);
        return;
      }
      expect(check.ready + check.errors + check.duplicates).toBe(check.rows.length);
      const ready = check.rows.filter((row) => row.status === 'ready');
      const emails = ready.map((row) => row.player.email);
      expect(new Set(emails).size).toBe(emails.length);
      for (const email of emails) expect(existing).not.toContain(email);
      for (const row of check.rows)
        expect(row.status === 'ready').toBe(Object.keys(row.errors).length === 0);
    },
  );
});
