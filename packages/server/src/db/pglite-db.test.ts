import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openPgliteDb, useRelaxedDurabilityInThisTestProcess } from './pglite-db.js';
import { openMigratedPglite } from './pglite-template.js';

describe('the embedded database in a test worker', () => {
  const folder = mkdtempSync(join(tmpdir(), 'dq-durability-'));
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses relaxed durability outside a Vitest worker', () => {
    vi.stubEnv('VITEST', undefined);
    expect(() => useRelaxedDurabilityInThisTestProcess()).toThrow('Vitest workers only');
  });

  it('still has every statement in its data folder once closed (the setup file relaxed its durability)', async () => {
    const dataDir = join(folder, 'pglite');
    const first = await openMigratedPglite(dataDir);
    await first.query('CREATE TABLE durability_probe (n integer)');
    for (let n = 1; n <= 20; n += 1) await first.query('INSERT INTO durability_probe (n) VALUES ($1)', [n]);
    await first.close();
    const reopened = await openPgliteDb(dataDir);
    const { rows } = await reopened.query<{ total: number }>('SELECT sum(n)::integer AS total FROM durability_probe');
    await reopened.close();
    expect(rows).toEqual([{ total: 210 }]);
  });
});
