import * as z from 'zod/mini';
import { messageResponseSchema } from '../common.schema.js';
import { eventBrandSchema, eventMailTextSchema, MAIL_KINDS, MAIL_LANGUAGES } from '../mail-text.schema.js';
import { eventHelpSchema } from '../event-help.schema.js';

/** `PATCH /console/event/help`: where the players get help (empty texts: the installation's). */
export const consoleUpdateHelpRequestSchema = z.object({ support_email: z.string(), chat_url: z.string() });
export type ConsoleUpdateHelpRequest = z.infer<typeof consoleUpdateHelpRequestSchema>;
export const consoleHelpResponseSchema = z.extend(messageResponseSchema, { help: eventHelpSchema });

/** `PATCH /console/event/brand`: the event's logo and colour (empty texts: the game's own). */
export const consoleUpdateBrandRequestSchema = z.object({ logo: z.string(), color: z.string() });
export type ConsoleUpdateBrandRequest = z.infer<typeof consoleUpdateBrandRequestSchema>;
export const consoleBrandResponseSchema = z.extend(messageResponseSchema, { brand: eventBrandSchema });

/**
 * `PATCH /console/event/mail-texts`: the event's own text of one mail in one catalogue language, or null to go
 * back to the catalogue's. Answers every text the event has written.
 */
export const consoleMailTextRequestSchema = z.object({
  mail: z.enum(MAIL_KINDS),
  language: z.enum(MAIL_LANGUAGES),
  text: z.nullable(z.object({ subject: z.string(), body: z.string() })),
});
export type ConsoleMailTextRequest = z.infer<typeof consoleMailTextRequestSchema>;
export const consoleMailTextsResponseSchema = z.extend(messageResponseSchema, {
  mail_texts: z.array(eventMailTextSchema),
});
