import type { EducationLevel } from '../../contract/user.schema.js';
import {
  consoleBulkInvitationsText,
  PLAYER_IMPORT_MAX_ROWS,
} from '../../messages/console-ui/console-bulk-invitations.js';
import { contractMessages } from '../../messages/contract-messages.js';
import { messages } from '../../messages/catalogue.js';
import type { Catalogue } from '../../messages/locale.js';
import { isEmailAddress, validateRequired } from '../validation/field-validators.js';
import {
  type FieldProblem,
  fieldProblemText,
  knownFieldProblem,
  type ProblemCatalogues,
} from '../validation/field-problems.js';
import { isValid, validateProfileUpdate } from '../validation/form-validators.js';
import { NAME_MAX_LENGTH, characterCount, validateText } from '../validation/text-rules.js';

const rules = consoleBulkInvitationsText.rules;

/** One record of a parsed CSV file: the line of the file it starts on, and its cells. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

/** A player as an import creates it: the registration's profile fields, trimmed, the e-mail in lower case. */
export interface ImportedPlayer {
  readonly name: string;
  readonly email: string;
  readonly education: string;
  readonly school: string | null;
  readonly country: string;
  readonly region: string | null;
  readonly city: string | null;
}

/** The columns an import reads: the profile's fields. */
type ImportField = keyof ImportedPlayer;

/**
 * What an import's check found, as codes with their parameters (decision 0187), never sentences: each side
 * writes them in its reader's language with {@link importProblemText}. The first five stop the whole file,
 * `import.unknownColumns` is a notice, the last two are a row's.
 */
export type ImportProblem =
  | { readonly code: 'import.noHeader' }
  | { readonly code: 'import.noRows' }
  | { readonly code: 'import.missingColumn'; readonly column: ImportField }
  | { readonly code: 'import.tooManyRows'; readonly max: number }
  /** The text is not CSV: a quotation mark opened on `line` or before is not closed where it should be. */
  | { readonly code: 'import.unreadable'; readonly line: number }
  | { readonly code: 'import.unknownColumns'; readonly columns: readonly string[] }
  | { readonly code: 'import.duplicateInFile'; readonly line: number }
  | { readonly code: 'import.duplicateAccount' };

/** A row's problem: a registration rule's, or a duplicate. */
export type ImportRowProblem = FieldProblem | Extract<ImportProblem, { code: 'import.duplicateInFile' | 'import.duplicateAccount' }>;

/** `ready` rows are imported; `error` rows break a registration rule; `duplicate` rows repeat an e-mail. */
export type PlayerImportStatus = 'ready' | 'error' | 'duplicate';

/** One player row of the file with its verdict and, unless ready, its problems per field. */
export interface PlayerImportRow {
  readonly line: number;
  readonly player: ImportedPlayer;
  readonly status: PlayerImportStatus;
  readonly errors: Readonly<Record<string, readonly ImportRowProblem[]>>;
}

/**
 * The verdict on a whole file: `problems` stop the import (no header, a required column missing, too many
 * rows), `notices` do not (columns that are not read); the rows in the file's order and their counts.
 */
export interface PlayerImportCheck {
  readonly problems: readonly ImportProblem[];
  readonly notices: readonly ImportProblem[];
  readonly rows: readonly PlayerImportRow[];
  readonly ready: number;
  readonly errors: number;
  readonly duplicates: number;
}

/** The catalogues an import's problem is written from: the bulk screen's texts and the field rules'. */
export interface ImportProblemCatalogues extends ProblemCatalogues {
  readonly bulk: Pick<Catalogue<typeof consoleBulkInvitationsText>, 'rules' | 'fieldNames'>;
}

const english: ImportProblemCatalogues = { messages, contractMessages, bulk: consoleBulkInvitationsText };

/**
 * An import's problem, or a row's field problem, in the language of the catalogues: core's own objects by default
 * (English; on the web the reader's, its switch writing French into them), the request's language on the server.
 * Pure.
 */
export function importProblemText(problem: ImportProblem | FieldProblem, catalogues: ImportProblemCatalogues = english): string {
  const texts = catalogues.bulk.rules;
  switch (problem.code) {
    case 'import.noHeader':
      return texts.noHeader;
    case 'import.noRows':
      return texts.noRows;
    case 'import.missingColumn':
      return texts.missingColumn(catalogues.bulk.fieldNames[problem.column] ?? problem.column);
    case 'import.tooManyRows':
      return texts.tooManyRows(problem.max);
    case 'import.unreadable':
      return texts.unreadable(problem.line);
    case 'import.unknownColumns':
      return texts.unknownColumns(problem.columns);
    case 'import.duplicateInFile':
      return texts.duplicateInFile(problem.line);
    case 'import.duplicateAccount':
      return texts.duplicateAccount;
    default:
      return fieldProblemText(problem, catalogues);
  }
}

/** A problem as the wire carries it (a code with its parameters), whatever its kind. */
export interface WireImportProblem {
  readonly code: string;
  readonly line?: number | undefined;
  readonly max?: number | undefined;
  readonly column?: string | undefined;
  readonly columns?: readonly string[] | undefined;
}

const IMPORT_PARAMETERS: Readonly<Record<string, readonly (keyof WireImportProblem)[]>> = {
  'import.noHeader': [],
  'import.noRows': [],
  'import.missingColumn': ['column'],
  'import.tooManyRows': ['max'],
  'import.unreadable': ['line'],
  'import.unknownColumns': ['columns'],
  'import.duplicateInFile': ['line'],
  'import.duplicateAccount': [],
};

/**
 * A problem read from the wire, or null when this build does not know its code or a parameter it needs is
 * missing (an older or newer server): the reader then sees the server's text. Pure.
 */
export function knownImportProblem(wire: WireImportProblem): ImportProblem | FieldProblem | null {
  const needs = Object.hasOwn(IMPORT_PARAMETERS, wire.code) ? IMPORT_PARAMETERS[wire.code]! : null;
  if (needs === null) return knownFieldProblem(wire);
  if (needs.some((parameter) => wire[parameter] === undefined)) return null;
  return wire as ImportProblem;
}

/**
 * The header names each field is read from, compared folded (letter case, accents, spaces, dashes, dots and
 * underscores ignored): English, and French as Quebec's and France's class lists name them.
 */
const COLUMN_NAMES: Record<ImportField, readonly string[]> = {
  name: ['name', 'fullname', 'player', 'student', 'studentname', 'nom', 'nomcomplet', 'prenometnom', 'nometprenom', 'eleve', 'nomdeleleve', 'etudiant', 'etudiante', 'joueur', 'joueuse', 'participant', 'participante'],
  email: ['email', 'emailaddress', 'mail', 'courriel', 'adressecourriel', 'adressedecourriel', 'courrielelectronique', 'adresseelectronique', 'mel', 'adressemail'],
  education: ['grade', 'education', 'level', 'gradelevel', 'annee', 'anneescolaire', 'niveau', 'niveauscolaire'],
  school: ['school', 'ecole', 'etablissement', 'etablissementscolaire'],
  country: ['country', 'pays'],
  region: ['region', 'state', 'province', 'etat', 'provinceouetat', 'provinceetat', 'territoire'],
  city: ['city', 'town', 'ville', 'municipalite', 'localite'],
};
const REQUIRED: readonly ImportField[] = ['name', 'email'];

/** A text folded for comparison: no letter case, accents, spaces or punctuation ("Année " is "annee"). Pure. */
const fold = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A grade as a class list writes it, as the registration's education level: "9", "grade 9", "Grade 09", and in
 * French "10e", "10e année", "année 10", "niveau 11" are "Grade 9" and so on; "other" and "autre" are "Other", a
 * blank grade is "Other"; anything else is kept, for the rule to refuse. Pure.
 */
export function normalizeEducation(value: string): string {
  const text = value.trim();
  if (text === '') return 'Other' satisfies EducationLevel;
  const folded = fold(text);
  const grade = /^(?:grade|annee|niveau)?0*(9|10|11|12)(?:e|eme|ieme)?(?:annee)?$/.exec(folded);
  if (grade) return `Grade ${grade[1]}`;
  return folded === 'other' || folded === 'autre' ? 'Other' : text;
}

/** A blank optional cell is null. */
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Checks a CSV class list before anything is written (issue 32): the first record names the columns (in any
 * order, English or French, see {@link COLUMN_NAMES}; `name` and `email` are required), every other non-blank
 * record is a player. Each row passes the registration's own field rules (name, e-mail, education level, places;
 * a blank grade is "Other", a blank country stays blank), then its e-mail (any letter case) must be new: a later
 * row with the e-mail of an earlier one, or of an account in `existingEmails` (lower case), is a duplicate. At
 * most {@link PLAYER_IMPORT_MAX_ROWS} rows. `place` gives each row's country and region their stored names
 * (by default as written). Problems as codes. Pure.
 */
export function checkPlayerImport(
  records: readonly CsvRecord[],
  existingEmails: ReadonlySet<string>,
  place: (country: string, region: string | null) => { country: string; region: string | null } = (country, region) => ({ country, region }),
): PlayerImportCheck {
  const [header, ...body] = records;
  const none = { notices: [], rows: [], ready: 0, errors: 0, duplicates: 0 };
  if (!header || header.cells.every((cell) => cell.trim() === '')) return { ...none, problems: [{ code: 'import.noHeader' }] };
  const keys = header.cells.map(fold);
  const columnOf = {} as Record<ImportField, number>;
  for (const field of Object.keys(COLUMN_NAMES) as ImportField[]) {
    const index = keys.findIndex((key) => COLUMN_NAMES[field].includes(key));
    if (index >= 0) columnOf[field] = index;
  }
  const problems: ImportProblem[] = REQUIRED.filter((field) => columnOf[field] === undefined).map((column) => ({
    code: 'import.missingColumn',
    column,
  }));
  const read = new Set(Object.values(columnOf));
  const unknown = header.cells.filter((cell, index) => !read.has(index) && cell.trim() !== '').map((cell) => cell.trim());
  const notices: ImportProblem[] = unknown.length > 0 ? [{ code: 'import.unknownColumns', columns: unknown }] : [];
  const players = body.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (problems.length === 0 && players.length === 0) problems.push({ code: 'import.noRows' });
  if (players.length > PLAYER_IMPORT_MAX_ROWS) problems.push({ code: 'import.tooManyRows', max: PLAYER_IMPORT_MAX_ROWS });
  if (problems.length > 0) return { ...none, problems, notices };

  const cell = (record: CsvRecord, field: ImportField) =>
    columnOf[field] === undefined ? '' : (record.cells[columnOf[field]] ?? '');
  const firstLineOf = new Map<string, number>();
  const rows = players.map((record): PlayerImportRow => {
    const places = place(cell(record, 'country').trim(), optional(cell(record, 'region')));
    const player: ImportedPlayer = {
      name: cell(record, 'name').trim(),
      email: cell(record, 'email').trim().toLowerCase(),
      education: normalizeEducation(cell(record, 'education')),
      school: optional(cell(record, 'school')),
      country: places.country,
      region: places.region,
      city: optional(cell(record, 'city')),
    };
    const errors = validateProfileUpdate({
      name: player.name,
      email: player.email,
      education: player.education,
      school: player.school,
      region: player.region,
      city: player.city,
      ...(player.country === '' ? {} : { country: player.country }),
    });
    if (!isValid(errors)) {
      if (isEmailAddress(player.email) && !firstLineOf.has(player.email)) firstLineOf.set(player.email, record.line);
      return { line: record.line, player, status: 'error', errors };
    }
    const earlier = firstLineOf.get(player.email);
    if (earlier !== undefined)
      return { line: record.line, player, status: 'duplicate', errors: { email: [{ code: 'import.duplicateInFile', line: earlier }] } };
    firstLineOf.set(player.email, record.line);
    if (existingEmails.has(player.email))
      return { line: record.line, player, status: 'duplicate', errors: { email: [{ code: 'import.duplicateAccount' }] } };
    return { line: record.line, player, status: 'ready', errors: {} };
  });
  const count = (status: PlayerImportStatus) => rows.filter((row) => row.status === status).length;
  return { problems, notices, rows, ready: count('ready'), errors: count('error'), duplicates: count('duplicate') };
}

/** Checks a group's name: 2 to 80 characters once trimmed, no broken text. Null when valid. Pure. */
export function validateGroupName(value: string): string | null {
  const name = value.trim();
  if (validateRequired(name) !== null || characterCount(name) < 2) return rules.groupName;
  const problem = validateText(name, NAME_MAX_LENGTH);
  return problem === null ? null : fieldProblemText(problem);
}
