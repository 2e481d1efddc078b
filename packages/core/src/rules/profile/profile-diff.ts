import { messages } from '../../messages/catalogue.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';
import type { ProfileFields } from '../validation/form-validators.js';

/** The profile fields a player can edit, in the form's order. */
export const PROFILE_FIELDS = ['name', 'email', 'education', 'school', 'country', 'region', 'city'] as const;

/** The optional fields: cleared means null on the wire. */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['school', 'region', 'city']);

type ProfileValue = string | null | undefined;

/** A field as it is compared and sent: trimmed; an optional field left empty is null. */
const normalize = (field: string, value: ProfileValue): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' && OPTIONAL_FIELDS.has(field) ? null : trimmed;
};

/**
 * The profile update to send: only the fields whose edited value differs from the saved one (spec
 * section 5), each trimmed, an emptied optional field (school, region, city) as null. Fields missing from
 * `edited` (or undefined) are unchanged; fields that are not profile fields (role, ...) are ignored. Fails with
 * `PROFILE.NOTHING_TO_UPDATE` ("Nothing to update") when nothing changed. Pure.
 */
export function profileChanges(
  saved: Readonly<Record<(typeof PROFILE_FIELDS)[number], ProfileValue>>,
  edited: Readonly<Partial<Record<(typeof PROFILE_FIELDS)[number], ProfileValue>>>,
): RuleResult<Partial<ProfileFields>, 'PROFILE.NOTHING_TO_UPDATE'> {
  const changes: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) {
    const value = edited[field];
    if (value === undefined) continue;
    const next = normalize(field, value);
    if (next !== normalize(field, saved[field])) changes[field] = next;
  }
  if (Object.keys(changes).length === 0) return fail('PROFILE.NOTHING_TO_UPDATE', messages.validation.nothingToUpdate);
  // normalize gives null only for the optional fields, so the required ones are strings as ProfileFields says.
  return succeed(changes as Partial<ProfileFields>);
}
