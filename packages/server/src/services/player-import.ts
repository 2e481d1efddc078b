import { setImmediate } from 'node:timers/promises';
import { checkPlayerImport, type CsvRecord, type ImportProblem, type PlayerImportCheck } from '@dubloon-quest/core/internal';
import { parse } from 'csv-parse/sync';
import type { AuditChange } from '../db/audit.repository.js';
import type { DbTransaction } from '../db/db.js';
import { inTransaction } from '../db/in-transaction.js';
import { PlayerGroupsRepository } from '../db/player-groups.repository.js';
import { hashPassword } from './auth/passwords.js';
import { issueInvitation } from './accounts.js';
import type { Places } from './event/locations.js';
import { requestLocale } from './language.js';
import { newEmailToken } from './auth/tokens.js';

/** The delimiter of a CSV text: the commonest of comma, semicolon and tab in its first line (comma on a tie). */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => first.split(character).length - 1;
  return [';', '\t'].reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), ',');
}

/**
 * Reads a CSV text (RFC 4180 quoting, a leading BOM dropped, rows of any length) as records with their line
 * numbers, with csv-parse. @returns the records, or the message of a text that is not CSV.
 */
function readCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; problem: ImportProblem } {
  try {
    // One kind of line break: csv-parse counts a CR LF inside a quoted cell as two lines.
    const lines = text.replace(/\r\n?/g, '\n');
    const parsed = parse(lines, {
      delimiter: delimiterOf(lines),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // csv-parse counts a record's lines to its end: a quoted cell on several lines starts that many lines earlier.
    const breaks = (cells: string[]) => cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    return { ok: true, records: parsed.map(({ record, info }) => ({ line: info.lines - breaks(record), cells: record })) };
  } catch (error) {
    // csv-parse names the line its trouble starts on (an unclosed quotation mark runs to the end of the file).
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1;
    return { ok: false, problem: { code: 'import.unreadable', line } };
  }
}

/** Core's check of a CSV text against the accounts as they are in `db` (a preview, or inside the import's transaction). */
export async function checkImport(db: PlayerGroupsRepository, csv: string, places: Places): Promise<PlayerImportCheck> {
  const read = readCsv(csv);
  if (!read.ok) return { problems: [read.problem], notices: [], rows: [], ready: 0, errors: 0, duplicates: 0 };
  const emails = read.records.flatMap((record) => record.cells.map((cell) => cell.trim().toLowerCase()));
  const taken = await db.takenEmails(emails.filter((cell) => cell.includes('@')));
  return checkPlayerImport(read.records, taken, (country, region) => places.canonical(country, region));
}

/**
 * A batch ends after this long (its row then finishes) or {@link IMPORT_BATCH_MAX_ROWS} rows. On the embedded
 * database a transaction holds the whole database, so other calls wait for at most about this; on PostgreSQL it
 * holds only its own rows, and longer batches spare the per-transaction round trips.
 */
const IMPORT_BATCH_MS = { pglite: 100, postgres: 1000 } as const;
const IMPORT_BATCH_MAX_ROWS = 100;

/** One batch's transaction, with its audit entry (the console's `audited`). */
type RunBatch = <T>(work: (tx: DbTransaction) => Promise<{ value: T; audit: AuditChange }>) => Promise<T>;

/**
 * Imports a class list (issue 32), in batches that let every other call through (issue 41, item 3; decision
 * 0185): the file is checked against the accounts now, then each batch of ready rows (see {@link IMPORT_BATCH_MS})
 * is written in a transaction of its own (`runBatch`, with its audit entry and its share of the progress
 * `importId`), the event loop free between two. Each row becomes an invited Player in `groupId`, with its
 * invitation link mailed (the outbox's rows, written in the batch's transaction). A row whose e-mail was taken
 * since the check becomes a duplicate. @returns the check as it ended and the players created.
 */
export async function importPlayers(
  groups: PlayerGroupsRepository,
  runBatch: RunBatch,
  server: Parameters<typeof issueInvitation>[1],
  csv: string,
  groupId: number | null,
  importId: string,
  places: Places,
): Promise<{ check: PlayerImportCheck; created: { userId: number; email: string }[] }> {
  const checked = await checkImport(groups, csv, places);
  const created: { userId: number; email: string }[] = [];
  if (checked.problems.length > 0) return { check: checked, created };
  const ready = checked.rows.filter((row) => row.status === 'ready');
  await groups.startProgress(importId, ready.length, server.now);
  // One hash of a random password for the whole file: nobody knows it, and a slow hash per row would take minutes.
  const passwordHash = await hashPassword(newEmailToken());
  const taken = new Set<number>();
  let next = 0;
  for (let batch = 1; next < ready.length; batch++) {
    // Between two transactions the event loop serves what waited: a health probe, a player's stake.
    await setImmediate();
    const first = next;
    const made = await runBatch(async (tx) => {
      const inTx = new PlayerGroupsRepository(tx);
      const db = inTransaction(tx);
      const batchCreated: { userId: number; email: string }[] = [];
      const started = performance.now();
      let end = first;
      const budget = IMPORT_BATCH_MS[tx.engine];
      while (end < ready.length && end - first < IMPORT_BATCH_MAX_ROWS && performance.now() - started < budget) {
        const row = ready[end++]!;
        // The account speaks the importing request's language, as its invitation does (decision 0170).
        const userId = await inTx.createImported(row.player, groupId, passwordHash, server.now, requestLocale());
        if (userId === null) {
          taken.add(row.line);
          continue;
        }
        await issueInvitation(db, server, { userId, email: row.player.email, name: row.player.name, role: 'Player' });
        batchCreated.push({ userId, email: row.player.email });
      }
      await inTx.addProgress(importId, end - first, end === ready.length);
      next = end;
      return {
        value: batchCreated,
        audit: {
          action: 'players.import',
          target: groupId === null ? 'players' : `group:${groupId}`,
          before: null,
          after: {
            created: batchCreated.map((player) => player.email),
            not_imported: end - first - batchCreated.length + (batch === 1 ? checked.rows.length - ready.length : 0),
            batch,
          },
        },
      };
    });
    created.push(...made);
  }
  return { check: withTaken(checked, taken), created };
}

/** The check with the ready rows of `lines` (taken since it was made) turned duplicates of an account. Pure. */
function withTaken(check: PlayerImportCheck, lines: ReadonlySet<number>): PlayerImportCheck {
  if (lines.size === 0) return check;
  const rows = check.rows.map((row) =>
    lines.has(row.line) ? { ...row, status: 'duplicate' as const, errors: { email: [{ code: 'import.duplicateAccount' as const }] } } : row,
  );
  return { ...check, rows, ready: check.ready - lines.size, duplicates: check.duplicates + lines.size };
}
