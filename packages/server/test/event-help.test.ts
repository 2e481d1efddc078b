import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dubloon-quest/core';
import { consoleBrandText, type ConsoleEventResponse } from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { TestServer } from './support/test-server.js';

// Issue 40, item 7: the Help screen's support address and chat link are the event's, set on the console (and in
// the event file), checked at the server with core's rule, and written into every player page.

let server: TestServer;
let organizer: ConsoleSession;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'dq-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html>\n<html>\n  <head>\n    <title>Dubloon Quest</title>\n  </head>\n  <body></body>\n</html>');
  server = await TestServer.start({ webDist });
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

const HELP = { support_email: 'help@harbor-days.example', chat_url: 'https://chat.harbor-days.example/players' };

describe("the event's help contacts", () => {
  it('refuses an address that is not one and a chat link that is not https, with the codes the console shows', async () => {
    const answer = await callConsole(server, 'consoleUpdateHelp', organizer, { body: { support_email: 'help at harbor', chat_url: 'javascript:alert(1)' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { support_email: [messages.validation.invalidEmail], chat_url: [expect.any(String)] },
      codes: { support_email: [{ code: 'email.invalid' }], chat_url: [{ code: 'content.notALink' }] },
    });
  });

  it('is for organizers only', async () => {
    const player = await server.newPlayer();
    expect((await callConsole(server, 'consoleUpdateHelp', player, { body: HELP })).status).toBe(403);
  });

  it("is stored with the event and written into every player page's head", async () => {
    const saved = await callConsole(server, 'consoleUpdateHelp', organizer, { body: HELP });
    expect(saved).toMatchObject({ status: 200, body: { message: consoleBrandText.help.saved, help: HELP } });
    const event = await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer);
    expect(event.body.event.help).toEqual(HELP);
    const html = await (await fetch(`${server.baseUrl}/learn`, { headers: { 'accept-encoding': 'identity' } })).text();
    const meta = /<meta name="dubloon-quest-event" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toMatchObject(HELP);
    // Emptied: the installation's contacts again.
    expect((await callConsole(server, 'consoleUpdateHelp', organizer, { body: { support_email: '', chat_url: '' } })).status).toBe(200);
    expect((await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer)).body.event.help).toBeUndefined();
  });
});
