import type { EducationLevel } from '../../contract/user.schema.js';
import {
  consoleBulkInvitationsText,
  PLAYER_IMPORT_MAX_ROWS,
} from '../../messages/console-ui/console-bulk-invitations.js';
import { isEmailAddress, validateRequired, type ValidationErrors } from '../validation/field-validators.js';
import { fieldProblemText, fieldProblemTexts } from '../validation/field-problems.js';
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

/** `ready` rows are imported; `error` rows break a registration rule; `duplicate` rows repeat an e-mail. */
export type PlayerImportStatus = 'ready' | 'error' | 'duplicate';

/** One player row of the file with its verdict and, unless ready, its messages per field. */
export interface PlayerImportRow {
  readonly line: number;
  readonly player: ImportedPlayer;
  readonly status: PlayerImportStatus;
  readonly errors: ValidationErrors;
}

/**
 * The verdict on a whole file: `problems` stop the import (no header, a required column missing, too many
 * rows), `notices` do not (columns that are not read); the rows in the file's order and their counts.
 */
export interface PlayerImportCheck {
  readonly problems: readonly string[];
  readonly notices: readonly string[];
  readonly rows: readonly PlayerImportRow[];
  readonly ready: number;
  readonly errors: number;
  readonly duplicates: number;
}

type Field = keyof ImportedPlayer;

/** The header names each field is read from (compared in lower case, without spaces, dashes or underscores). */
const COLUMN_NAMES: Record<Field, readonly string[]> = {
  name: ['name', 'fullname', 'player', 'student', 'studentname'],
  email: ['email', 'emailaddress', 'mail'],
  education: ['grade', 'education', 'level', 'gradelevel'],
  school: ['school'],
  country: ['country'],
  region: ['region', 'state', 'province'],
  city: ['city', 'town'],
};
const REQUIRED: readonly Field[] = ['name', 'email'];

const headerKey = (cell: string) => cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_-]+/g, '');

/**
 * A grade as a class list writes it, as the registration's education level: "9", "grade 9", "Grade 09" are
 * "Grade 9", "other" is "Other", a blank grade is "Other"; anything else is kept, for the rule to refuse. Pure.
 */
export function normalizeEducation(value: string): string {
  const text = value.trim();
  if (text === '') return 'Other' satisfies EducationLevel;
  const grade = /^(?:grade\s*)?0*(9|10|11|12)$/i.exec(text);
  if (grade) return `Grade ${grade[1]}`;
  return text.toLowerCase() === 'other' ? 'Other' : text;
}

/** A blank optional cell is null. */
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Checks a CSV class list before anything is written (issue 32): the first record names the columns (in any
 * order, see {@link COLUMN_NAMES}; `name` and `email` are required), every other non-blank record is a player.
 * Each row passes the registration's own field rules (name, e-mail, education level, places; a blank grade is
 * "Other", a blank country stays blank), then its e-mail (any letter case) must be new: a later row with the
 * e-mail of an earlier one, or of an account in `existingEmails` (lower case), is a duplicate. At most
 * {@link PLAYER_IMPORT_MAX_ROWS} rows. Pure.
 */
export function checkPlayerImport(
  records: readonly CsvRecord[],
  existingEmails: ReadonlySet<string>,
): PlayerImportCheck {
  const [header, ...body] = records;
  const none = { notices: [], rows: [], ready: 0, errors: 0, duplicates: 0 };
  if (!header || header.cells.every((cell) => cell.trim() === '')) return { ...none, problems: [rules.noHeader] };
  const keys = header.cells.map(headerKey);
  const columnOf = {} as Record<Field, number>;
  for (const field of Object.keys(COLUMN_NAMES) as Field[]) {
    const index = keys.findIndex((key) => COLUMN_NAMES[field].includes(key));
    if (index >= 0) columnOf[field] = index;
  }
  const problems = REQUIRED.filter((field) => columnOf[field] === undefined).map((field) =>
    rules.missingColumn(field),
  );
  const read = new Set(Object.values(columnOf));
  const unknown = header.cells.filter((cell, index) => !read.has(index) && cell.trim() !== '').map((cell) => cell.trim());
  const notices = unknown.length > 0 ? [rules.unknownColumns(unknown)] : [];
  const players = body.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (problems.length === 0 && players.length === 0) problems.push(rules.noRows);
  if (players.length > PLAYER_IMPORT_MAX_ROWS) problems.push(rules.tooManyRows(PLAYER_IMPORT_MAX_ROWS));
  if (problems.length > 0) return { ...none, problems, notices };

  const cell = (record: CsvRecord, field: Field) =>
    columnOf[field] === undefined ? '' : (record.cells[columnOf[field]] ?? '');
  const firstLineOf = new Map<string, number>();
  const rows = players.map((record): PlayerImportRow => {
    const player: ImportedPlayer = {
      name: cell(record, 'name').trim(),
      email: cell(record, 'email').trim().toLowerCase(),
      education: normalizeEducation(cell(record, 'education')),
      school: optional(cell(record, 'school')),
      country: cell(record, 'country').trim(),
      region: optional(cell(record, 'region')),
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
      return { line: record.line, player, status: 'error', errors: fieldProblemTexts(errors) };
    }
    const earlier = firstLineOf.get(player.email);
    if (earlier !== undefined)
      return { line: record.line, player, status: 'duplicate', errors: { email: [rules.duplicateInFile(earlier)] } };
    firstLineOf.set(player.email, record.line);
    if (existingEmails.has(player.email))
      return { line: record.line, player, status: 'duplicate', errors: { email: [rules.duplicateAccount] } };
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
