import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@dubloon-quest/core';
import type { ConsolePlayerImportPreview, ConsolePlayerImportProgress } from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { TestServer, uniqueEmail } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

/** One liveness probe's time, in ms: what a load balancer's health check waits for. */
async function probe(): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${server.baseUrl}${API_BASE_PATH}/health`);
  await answer.arrayBuffer();
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

describe('a 2,000-row class import leaves the server answering (issue 41, item 3)', () => {
  it('[C.players.import] answers every health probe in under 2 s while it imports 2,000 rows, and reports its progress as it goes', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => `Student ${index},${uniqueEmail()},Big School,${9 + (index % 4)}`);
    const csv = ['name,email,school,grade', ...rows].join('\n');
    const importId = 'load-test-2000-rows';
    let finished = false;
    const started = performance.now();
    const importing = callConsole<{ created: number; preview: ConsolePlayerImportPreview }>(server, 'consoleImportPlayers', organizer, {
      body: { csv, import_id: importId },
    }).finally(() => {
      finished = true;
    });
    const probes: number[] = [];
    const seen: ConsolePlayerImportProgress[] = [];
    // One probe after another, as a load balancer sends them, for as long as the import runs; and its progress.
    while (!finished) {
      probes.push(await probe());
      // The console asks twice a second; every tenth probe here, so the asking does not crowd the import out.
      if (probes.length % 10 !== 1) continue;
      const progress = await callConsole<ConsolePlayerImportProgress>(server, 'consolePlayerImportProgress', organizer, {
        query: { import_id: importId },
      });
      if (progress.status === 200) seen.push(progress.body);
      else expect(progress.status).toBe(404);
    }
    const imported = await importing;
    const took = performance.now() - started;
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.created).toBe(2000);
    const worst = Math.max(...probes);
    const sorted = [...probes].sort((a, b) => a - b);
    const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
    console.info(
      `2,000-row import (${process.env.TEST_SERVER_DATABASE === 'postgres' ? 'PostgreSQL' : 'embedded'}): ${Math.round(took)} ms, ` +
        `${probes.length} health probes, median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${Math.round(worst)} ms`,
    );
    expect(probes.length).toBeGreaterThan(0);
    // A real fraction: it grew batch by batch, and ends at every row.
    const done = seen.map((progress) => progress.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.some((count) => count > 0 && count < 2000)).toBe(true);
    const last = await callConsole<ConsolePlayerImportProgress>(server, 'consolePlayerImportProgress', organizer, {
      query: { import_id: importId },
    });
    expect(last.body).toEqual({ done: 2000, total: 2000, finished: true });
    expect(worst).toBeLessThan(2000);
  }, 240_000);
});
