import * as z from 'zod/mini';
import { idSchema, isoTimestampSchema } from '../common.schema.js';
import { idParamSchema, intQuerySchema, textQuerySchema } from './console-common.schema.js';

/**
 * One console action: when, who (the organizer tool's commands have no account: `user_id` null), what
 * (`action`, e.g. `players.ban`), on what (`target`, e.g. `user:12`), and the state before and after (JSON, or
 * null when there was none).
 */
export const consoleAuditEntrySchema = z.object({
  id: idSchema,
  at: isoTimestampSchema,
  actor: z.object({ user_id: z.nullable(idSchema), email: z.string(), role: z.string() }),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntrySchema>;

/**
 * `GET /console/audit` query: `action` (a prefix, e.g. `players.`), `actor` (part of the e-mail), `target`
 * (exact), `before_id` (the page before this entry) and `limit` (1 to 500, 100 unless given). Newest first.
 */
export const consoleAuditQuerySchema = z.object({
  action: z.optional(textQuerySchema),
  actor: z.optional(textQuerySchema),
  target: z.optional(textQuerySchema),
  before_id: z.optional(idParamSchema),
  limit: z.optional(intQuerySchema(1, 500)),
});
export type ConsoleAuditQuery = z.input<typeof consoleAuditQuerySchema>;

/** `GET /console/audit`: newest first; `next_before_id` asks for the next page (null at the end). */
export const consoleAuditResponseSchema = z.object({
  entries: z.array(consoleAuditEntrySchema),
  next_before_id: z.nullable(idSchema),
});
export type ConsoleAuditResponse = z.infer<typeof consoleAuditResponseSchema>;
