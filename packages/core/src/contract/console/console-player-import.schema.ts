import * as z from 'zod/mini';
import { coinsSchema, idSchema, isoTimestampSchema, lenientIdSchema } from '../common.schema.js';

/** The largest CSV text one import (or its preview) may send: about 2,000 rows of a class list and more. */
export const PLAYER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * `POST /console/players/import/preview` and `POST /console/players/import` body: the CSV text as the file
 * holds it (header row first; comma or semicolon separated) and the group the players are recorded in, if any.
 */
export const consolePlayerImportRequestSchema = z.object({
  csv: z.string(),
  group_id: z.optional(z.nullable(lenientIdSchema)),
  /**
   * An import's own name, chosen by the client (16 to 64 letters, digits, `-` or `_`), under which
   * `GET /console/players/import/progress` reports how far it has got while it runs. Optional.
   */
  import_id: z.optional(z.string().check(z.regex(/^[\w-]{16,64}$/))),
});
export type ConsolePlayerImportRequest = z.input<typeof consolePlayerImportRequestSchema>;

/**
 * A problem as a code with its parameters (core's `ImportProblem` or a field rule's `FieldProblem`), beside its
 * text: a client writes it in its reader's language (`knownImportProblem`, `importProblemText`) and shows the
 * server's text for a code it does not know (decision 0187).
 */
const importProblemWireSchema = z.object({
  code: z.string(),
  line: z.optional(coinsSchema),
  max: z.optional(coinsSchema),
  column: z.optional(z.string()),
  columns: z.optional(z.array(z.string())),
});

/**
 * One player row of the file: its line, the fields as they would be stored, its verdict and messages per field
 * (in the request's language) with their codes (`codes`, the same fields in the same order).
 */
const consoleImportRowSchema = z.object({
  line: coinsSchema,
  name: z.string(),
  email: z.string(),
  education: z.string(),
  school: z.nullable(z.string()),
  country: z.string(),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  status: z.enum(['ready', 'error', 'duplicate']),
  errors: z.record(z.string(), z.array(z.string())),
  codes: z.optional(z.record(z.string(), z.array(importProblemWireSchema))),
});
export type ConsoleImportRow = z.infer<typeof consoleImportRowSchema>;

/**
 * The preview of an import (core's `checkPlayerImport` on the file, duplicates against the accounts now):
 * `problems` stop the whole file, `notices` do not; every player row with its verdict; the counts.
 */
export const consolePlayerImportPreviewSchema = z.object({
  problems: z.array(z.string()),
  notices: z.array(z.string()),
  /** `problems` and `notices` as codes, in the same order. */
  problem_codes: z.optional(z.array(importProblemWireSchema)),
  notice_codes: z.optional(z.array(importProblemWireSchema)),
  rows: z.array(consoleImportRowSchema),
  ready: coinsSchema,
  errors: coinsSchema,
  duplicates: coinsSchema,
});
export type ConsolePlayerImportPreview = z.infer<typeof consolePlayerImportPreviewSchema>;

/** `POST /console/players/import`: the rows checked again at import time, and how many players were created. */
export const consolePlayerImportResponseSchema = z.object({
  message: z.string(),
  created: coinsSchema,
  preview: consolePlayerImportPreviewSchema,
});

/** `GET /console/players/import/progress` query: the `import_id` an import was sent with. */
export const consolePlayerImportProgressQuerySchema = z.object({
  import_id: z.string().check(z.regex(/^[\w-]{16,64}$/)),
});

/**
 * How far an import has got: `done` of its `total` ready rows written (each batch is committed with its share of
 * the progress, so the fraction is what the database holds); `finished` once the last batch is written. Any
 * server process answers it (it is read from the database).
 */
export const consolePlayerImportProgressSchema = z.object({
  done: coinsSchema,
  total: coinsSchema,
  finished: z.boolean(),
});
export type ConsolePlayerImportProgress = z.infer<typeof consolePlayerImportProgressSchema>;

/** `POST /console/accounts/:user_id/invitation` body: mail the new link (`send`), or only answer it (to copy). */
export const consoleInvitationRequestSchema = z.object({ send: z.boolean() });

/** A new invitation link for an account still invited; the older link stops working. */
export const consoleInvitationResponseSchema = z.object({ message: z.string(), link: z.string() });

/** A class or group: its registration link (`link`) records the group on whoever registers through it. */
const consoleGroupSchema = z.object({
  group_id: idSchema,
  name: z.string(),
  link: z.string(),
  players: coinsSchema,
  created_at: isoTimestampSchema,
});
export type ConsoleGroup = z.infer<typeof consoleGroupSchema>;

export const consoleGroupsResponseSchema = z.object({ groups: z.array(consoleGroupSchema) });

/** `POST /console/groups` body. */
export const consoleCreateGroupRequestSchema = z.object({ name: z.string() });

export const consoleGroupResponseSchema = z.object({ message: z.string(), group: consoleGroupSchema });
