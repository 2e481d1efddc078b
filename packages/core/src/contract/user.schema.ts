import * as z from 'zod/mini';
import { coinsSchema } from './common.schema.js';

/** The roles our server gives. Only `Player` plays; the wire accepts any role text (see `userSchema`). */
export const ROLES = ['Player', 'Partner', 'Organizer'] as const;
export type Role = (typeof ROLES)[number];

/** The education levels the registration form offers (spec section 5). */
export const EDUCATION_LEVELS = ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12', 'Other'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** A chest id as a JSON object key: a positive whole number written in decimal. */
export const chestIdKeySchema = z.string().check(z.regex(/^[1-9]\d*$/));

/**
 * The logged-in user's credentials (login's `user`, the profile update's `user`). Answers accept any role
 * and education text so that a new role does not break old clients; requests are stricter. `school`,
 * `region` and `city` are optional at registration, hence null until given; `attend_meeting` is null until
 * the player chooses.
 */
export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  education: z.string(),
  school: z.nullable(z.string()),
  country: z.string(),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  role: z.string(),
  referral_link: z.string(),
  /** Chest id to the coins it earned; a chest listed here is completed and cannot be reopened. */
  chests_submitted: z.record(chestIdKeySchema, coinsSchema),
  attend_meeting: z.nullable(z.boolean()),
});
export type User = z.infer<typeof userSchema>;
