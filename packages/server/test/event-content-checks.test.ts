import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_FILE } from '../src/config/config.js';
import { EventFileError, loadEventFile } from '../src/services/event/game-event.js';
import { checkEventFile } from '../src/services/event/event-file-check.js';
import { callConsole, consoleAccount, databaseFingerprint, type ConsoleSession } from './support/console.js';
import { TestServer } from './support/test-server.js';

// Issue 27: the console's form refused a business video that is a script or a foreign page, yet importing the
// event file (console or organizer tool) stored it and players got it from GET /business/info. Every path that
// stores event content now goes through core's same checks (eventContentProblems).
const ATTACKS = ['javascript:alert(document.domain)', 'https://attacker.example.org/embed/1'];

let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

const withVideo = (document: Record<string, unknown>, videoUrl: string) => {
  const businesses = structuredClone(document.businesses) as Record<string, unknown>[];
  businesses[0]!.video_url = videoUrl;
  return { ...document, businesses };
};

describe('a business video that is no YouTube or Vimeo link', () => {
  it.each(ATTACKS)('is refused by the console import, naming the field, and changes nothing: %s', async (videoUrl) => {
    const exported = (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer)).body;
    const before = await databaseFingerprint(server);
    const refused = await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleImportEvent', organizer, {
      body: withVideo(exported, videoUrl),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['businesses[0].video_url']);
    expect(await databaseFingerprint(server)).toBe(before);
  });

  it('in an archived event is refused as the next event’s template', async () => {
    // As a server before this check could have archived it.
    const document = withVideo(JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as Record<string, unknown>, ATTACKS[0]!);
    await server.repository.db.query(
      "INSERT INTO archived_events (name, content, results, draw, public_draw, exports, players, archived_at, archived_by_email) VALUES ('Old', $1, '{}', NULL, '{}', '{}', 0, now(), 'x@example.com')",
      [JSON.stringify(document)],
    );
    const id = Number((await server.repository.db.query<{ id: number }>('SELECT max(id) AS id FROM archived_events')).rows[0]!.id);
    // After the event's end (archiving is refused before it), with a session of that day.
    server.clock.now = Date.parse('2026-04-28T00:00:00.000Z');
    const lateOrganizer = await server.login(organizer.email);
    const refused = await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleArchiveEvent', lateOrganizer, {
      body: { name: 'Next', start: 'archived', from_event_id: id },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain('businesses[0].video_url');
  });

  it.each(ATTACKS)('in EVENT_FILE stops the server at start: %s', (videoUrl) => {
    const file = join(mkdtempSync(join(tmpdir(), 'dq-event-')), 'event.json');
    writeFileSync(file, JSON.stringify(withVideo(JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as Record<string, unknown>, videoUrl)));
    expect(() => loadEventFile(file)).toThrow(EventFileError);
    expect(() => loadEventFile(file)).toThrow(/businesses\[0\]\.video_url/);
  });
});

// Issue 41, item 4: PATCH /console/event/name refused a name with a line break or past 100 characters, but the
// event import stored it (and every mail carries the name in its sender and subject). Core's
// eventContentProblems now checks the name, so the console import, the organizer tool (checkEventFile) and
// EVENT_FILE at start meet the rename's rule.
describe('an event name the rename refuses', () => {
  const NAMES = ['Harbor Days\r\nBcc: victim@x.test', 'H'.repeat(300)];

  it.each(NAMES)('is refused by the console import, naming the field, and changes nothing: %j', async (name) => {
    // A session of the server's day (a test above moves its clock).
    const session = await server.login(organizer.email);
    const exported = (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', session)).body;
    const before = await databaseFingerprint(server);
    const refused = await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleImportEvent', session, {
      body: { ...exported, name },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['name']);
    expect(await databaseFingerprint(server)).toBe(before);
    const renamed = await callConsole(server, 'consoleRenameEvent', session, { body: { name, name_fr: '' } });
    expect(renamed.status).toBe(422);
  });

  it.each(NAMES)('is refused by the organizer tool’s check and stops the server at start: %j', (name) => {
    const text = JSON.stringify({ ...(JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as Record<string, unknown>), name });
    const check = checkEventFile(text);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.problems.map((problem) => problem.path)).toEqual(['name']);
    const file = join(mkdtempSync(join(tmpdir(), 'dq-event-')), 'event.json');
    writeFileSync(file, text);
    expect(() => loadEventFile(file)).toThrow(EventFileError);
  });
});
