import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Row } from '../../src/db/db.js';
import { MIGRATIONS_TABLE } from '../../src/db/migrations.js';

/** The previous release's version, whose database `test/fixtures/release-<version>.sql` holds. */
export const PREVIOUS_RELEASE = '0.1.0';

/** The pg_dump of a database the previous release made (test/fixtures/README.md). */
export function previousReleaseSql(): string {
  return readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', `release-${PREVIOUS_RELEASE}.sql`), 'utf8');
}

/** Every table's rows but the migrations' own, each as JSON text, sorted: what must survive an upgrade or a restore. */
export async function everyRow(db: Pick<Db, 'query'>): Promise<Record<string, Row[]>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY table_name`,
    [MIGRATIONS_TABLE],
  );
  const rows: Record<string, Row[]> = {};
  for (const { name } of tables.rows) {
    const result = await db.query<{ row: Row }>(`SELECT to_jsonb(t) AS row FROM "${name}" t ORDER BY to_jsonb(t)::text`);
    rows[name] = result.rows.map((entry) => entry.row);
  }
  return rows;
}
