import * as z from 'zod/mini';

/**
 * The mails whose texts an event may write: the players' (an imported player's invitation included); the
 * invitations of partners and organizers follow the console's own texts.
 */
export const MAIL_KINDS = ['verify', 'reset', 'alreadyRegistered', 'emailInUse', 'invitation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The languages of the catalogue: an event's text is written for one of them (decision 0150). */
export const MAIL_LANGUAGES = ['en', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The event's look (the event file's `brand`): its logo and its colour; see core's `validateEventBrand`. */
export const eventBrandSchema = z.object({
  logo: z.optional(z.string()),
  color: z.optional(z.string()),
});

/**
 * An event's own text of one mail in one catalogue language (the event file's `mail_texts`): a subject and a
 * plain-text body with `{{variables}}`; see core's `validateMailText`.
 */
export const eventMailTextSchema = z.object({
  mail: z.enum(MAIL_KINDS),
  language: z.enum(MAIL_LANGUAGES),
  subject: z.string(),
  body: z.string(),
});
