import { NEW_PLAYER_FREE_COINS } from '@dubloon-quest/core/internal';
import { checkPlayerImport, type CsvRecord, type PlayerImportCheck } from '@dubloon-quest/core/internal';
import { parse } from 'csv-parse/sync';
import type { DbTransaction } from '../db/db.js';
import { inTransaction } from '../db/in-transaction.js';
import { PlayerGroupsRepository } from '../db/player-groups.repository.js';
import { hashPassword } from './auth/passwords.js';
import { issueInvitation } from './accounts.js';
import { consoleBulkInvitationsText, requestLocale } from './language.js';
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
function readCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; problem: string } {
  try {
    const parsed = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { ok: true, records: parsed.map(({ record, info }) => ({ line: info.lines, cells: record })) };
  } catch (error) {
    return { ok: false, problem: consoleBulkInvitationsText.rules.unreadable(error instanceof Error ? error.message : String(error)) };
  }
}

/** Core's check of a CSV text against the accounts as they are in `db` (a preview, or inside the import's transaction). */
export async function checkImport(db: PlayerGroupsRepository, csv: string): Promise<PlayerImportCheck> {
  const read = readCsv(csv);
  if (!read.ok) return { problems: [read.problem], notices: [], rows: [], ready: 0, errors: 0, duplicates: 0 };
  const emails = read.records.flatMap((record) => record.cells.map((cell) => cell.trim().toLowerCase()));
  const taken = await db.takenEmails(emails.filter((cell) => cell.includes('@')));
  return checkPlayerImport(read.records, taken);
}

/**
 * Imports a class list in the caller's transaction (issue 32): the file is checked again against the accounts
 * now, and each ready row becomes an invited Player in `groupId`, with its invitation link mailed (the
 * outbox's rows, written in the same transaction). @returns the check and the players created.
 */
export async function importPlayers(
  tx: DbTransaction,
  server: Parameters<typeof issueInvitation>[1],
  csv: string,
  groupId: number | null,
): Promise<{ check: PlayerImportCheck; created: { userId: number; email: string }[] }> {
  const groups = new PlayerGroupsRepository(tx);
  const check = await checkImport(groups, csv);
  const created: { userId: number; email: string }[] = [];
  if (check.problems.length > 0) return { check, created };
  // One hash of a random password for the whole file: nobody knows it, and a slow hash per row would take minutes.
  const passwordHash = await hashPassword(newEmailToken());
  const db = inTransaction(tx);
  for (const row of check.rows) {
    if (row.status !== 'ready') continue;
    // The account speaks the importing request's language, as its invitation does (decision 0170).
    const userId = await groups.createImported(row.player, groupId, passwordHash, NEW_PLAYER_FREE_COINS, server.now, requestLocale());
    if (userId === null) continue;
    await issueInvitation(db, server, { userId, email: row.player.email, name: row.player.name, role: 'Player' });
    created.push({ userId, email: row.player.email });
  }
  return { check, created };
}
