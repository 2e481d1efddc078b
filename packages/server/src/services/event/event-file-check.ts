import {
  describeIssues,
  eventFileSchema,
  eventTimestampsSchema,
  type FieldProblem,
  fieldProblemText,
  validateEmail,
  validateName,
  type EventFile,
} from '@dubloon-quest/core';
import {
  canonicalJson,
  eventContentProblems,
  eventLookProblems,
  organizerMessages,
  parseEventSchedule,
  scheduleFailureProblem,
  sha256Hex,
  validateEducation,
  validateRequired,
  type JsonValue,
} from '@dubloon-quest/core/internal';
import { consoleProblemText } from '@dubloon-quest/core/console';
import type { RosterPlayer } from '../../db/roster.repository.js';
import { problemCatalogues } from '../language.js';
import type { Role } from '../../db/repository.js';
import { jsonLocations, JsonSyntaxError, locationOf, type TextLocation } from './json-locations.js';

/** An event file that passed every check, with what the organizer tool reads beyond the server's schema. */
export interface CheckedEventFile {
  event: EventFile;
  /** `one_prize_per_player` of the file; true when absent, as at the original event. */
  onePrizePerPlayer: boolean;
  players: RosterPlayer[];
  /** Hex SHA-256 of the file's text, to tell whether an import changes anything. */
  contentHash: string;
  /** Hex SHA-256 of the canonical JSON of what the server reads (the event without the organizer's fields). */
  eventHash: string;
}

/** One problem of an event file: where (line and column, when known), which field, and what is wrong. */
export interface EventFileProblem {
  location: TextLocation | null;
  path: string;
  problem: string;
}

export type EventFileCheck =
  { ok: true; value: CheckedEventFile } | { ok: false; problems: EventFileProblem[] };

const ROLES: readonly Role[] = ['Player', 'Partner', 'Organizer'];
const OPTIONAL_TEXT_FIELDS = ['school', 'region', 'city'] as const;

/**
 * Checks an event file's text: JSON syntax (the first error with its line and column), the server's schema
 * (core's `eventFileSchema`: every field with its problem), the console's rules for every field of the content
 * (core's `eventContentProblems`: the same a form's change meets), the timestamps' order, and the organizer's own
 * fields: `one_prize_per_player` (true or false) and the optional `players` roster (each with a valid
 * e-mail, name, education and country; an e-mail listed once). Every problem names its line. Pure.
 */
export function checkEventFile(text: string): EventFileCheck {
  let locations: Map<string, TextLocation>;
  try {
    locations = jsonLocations(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return {
      ok: false,
      problems: [
        { location: error.location, path: '$', problem: organizerMessages.eventFile.notJson(error.reason) },
      ],
    };
  }
  const json: unknown = JSON.parse(text);
  const problems: { path: string; problem: string }[] = [];

  const parsed = eventFileSchema.safeParse(json);
  if (!parsed.success) problems.push(...describeIssues(parsed.error.issues, json));
  // The console's field rules too (a business video from YouTube or Vimeo only, ...), as its forms apply them:
  // their codes written in the request's language (a console import), English outside a request (the organizer tool).
  else
    for (const { path, problem } of [...eventContentProblems(parsed.data), ...eventLookProblems(parsed.data)])
      problems.push({ path, problem: consoleProblemText(problem, problemCatalogues) });
  const extras = isRecord(json) ? json : {};
  // The order of the timestamps is checked even when another part of the file has problems.
  const timestamps = eventTimestampsSchema.safeParse(extras.timestamps);
  if (timestamps.success) {
    const schedule = parseEventSchedule(timestamps.data);
    if (!schedule.ok)
      problems.push({ path: 'timestamps', problem: consoleProblemText(scheduleFailureProblem(schedule.code), problemCatalogues) });
  }

  const onePrize = extras.one_prize_per_player;
  if (onePrize !== undefined && typeof onePrize !== 'boolean')
    problems.push({ path: 'one_prize_per_player', problem: organizerMessages.eventFile.trueOrFalse });
  const players = checkRoster(extras.players, problems);

  if (problems.length > 0 || !parsed.success) {
    return {
      ok: false,
      problems: problems.map((entry) => ({ ...entry, location: locationOf(locations, entry.path) })),
    };
  }
  const eventHash = sha256Hex(canonicalJson(JSON.parse(JSON.stringify(parsed.data)) as JsonValue));
  return {
    ok: true,
    value: {
      event: parsed.data,
      onePrizePerPlayer: onePrize !== false,
      players,
      contentHash: sha256Hex(text),
      eventHash,
    },
  };
}

function checkRoster(roster: unknown, problems: { path: string; problem: string }[]): RosterPlayer[] {
  if (roster === undefined) return [];
  if (!Array.isArray(roster)) {
    problems.push({ path: 'players', problem: organizerMessages.eventFile.playersList });
    return [];
  }
  const players: RosterPlayer[] = [];
  const emails = new Map<string, number>();
  roster.forEach((entry: unknown, index) => {
    const at = (field: string) => `players[${index}]${field ? `.${field}` : ''}`;
    if (!isRecord(entry)) {
      problems.push({ path: at(''), problem: organizerMessages.eventFile.playerObject });
      return;
    }
    const text = (field: string): string => (typeof entry[field] === 'string' ? entry[field].trim() : '');
    const before = problems.length;
    // The file's problems are English, as the organizer's command line is (a rule's code is written in English).
    const check = (field: string, problem: string | FieldProblem | null) => {
      if (problem !== null) problems.push({ path: at(field), problem: typeof problem === 'string' ? problem : fieldProblemText(problem) });
    };
    const required: Record<string, (value: string) => FieldProblem | null> = {
      email: (value) => validateRequired(value) ?? validateEmail(value),
      name: validateName,
      education: validateEducation,
      country: validateRequired,
    };
    for (const [field, validate] of Object.entries(required)) {
      const value = entry[field];
      check(
        field,
        value !== undefined && typeof value !== 'string'
          ? organizerMessages.eventFile.text
          : validate(text(field)),
      );
    }
    for (const field of OPTIONAL_TEXT_FIELDS) {
      const value = entry[field];
      if (value !== undefined && value !== null && typeof value !== 'string')
        check(field, organizerMessages.eventFile.textOrNull);
    }
    const role = entry.role ?? 'Player';
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role))
      check('role', organizerMessages.eventFile.role(ROLES.join(', ')));
    const email = text('email').toLowerCase();
    const first = emails.get(email);
    if (email && first !== undefined) check('email', organizerMessages.eventFile.emailTwice(first));
    if (email && first === undefined) emails.set(email, index);
    if (problems.length > before) return;
    const optional = (field: (typeof OPTIONAL_TEXT_FIELDS)[number]) =>
      text(field) === '' ? null : text(field);
    players.push({
      email,
      name: text('name'),
      education: text('education'),
      country: text('country'),
      school: optional('school'),
      region: optional('region'),
      city: optional('city'),
      role: role as Role,
    });
  });
  return players;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One problem as a line of the organizer's terminal: `FILE:LINE:COLUMN  field  problem`. Pure. */
export function formatProblem(file: string, problem: EventFileProblem): string {
  const where = problem.location ? `${file}:${problem.location.line}:${problem.location.column}` : file;
  return `${where}  ${problem.path}  ${problem.problem}`;
}
