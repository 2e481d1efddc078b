import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { startSmtpCatcher } from './support/smtp-catcher.js';
import { PASSWORD, TestServer, uniqueEmail } from './support/test-server.js';

// Issue 41, item 5: registering with the name "Visit https://evil.example/claim-prize now" made the event's own
// verification mail carry <a href="https://evil.example/claim-prize">, and class-list names did the same in
// invitations. A name someone typed never becomes a link: not in the HTML part, and not where a mail client
// links the text part's addresses itself (mailparser's textAsHtml, with linkify-it). Decision 0195.
const PHISHING = ['Visit https://evil.example/claim-prize now', 'Claim at www.evil.example today', 'Write to prize@evil.example'];

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let server: TestServer;
let organizer: ConsoleSession;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await TestServer.start({ smtpUrl: smtp.url, mailFrom: { address: 'events@harbor.example', name: null } });
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Every address a part of the mail links to. */
function linksOf(mail: ParsedMail): string[] {
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
  return [...hrefs(typeof mail.html === 'string' ? mail.html : ''), ...hrefs(mail.textAsHtml ?? '')];
}

/** The text as a reader sees it: the invisible word joiners left out. */
const seen = (text: string | undefined) => (text ?? '').replace(/\u2060/g, '');

describe("a person's name in a mail", () => {
  it.each(PHISHING)('never becomes a link in a verification mail, and reads the same: %s', async (name) => {
    const email = uniqueEmail();
    const registered = await server.call('POST', '/auth/register', {
      body: { name, email, password: PASSWORD, password_confirmation: PASSWORD, education: 'Grade 10', country: 'Canada', region: 'Ontario', city: 'Toronto' },
    });
    expect(registered.status).toBe(200);
    const mail = await smtp.mailTo(email);
    const links = linksOf(mail);
    // The mail's own link still is one, in both parts.
    expect(links.some((link) => link.startsWith('http://localhost:3000/'))).toBe(true);
    expect(links.filter((link) => link.includes('evil'))).toEqual([]);
    expect(seen(mail.text)).toContain(name);
  });

  it.each(PHISHING)('from a class list never becomes a link in an invitation: %s', async (name) => {
    const email = uniqueEmail();
    const imported = await callConsole(server, 'consoleImportPlayers', organizer, { body: { csv: `name,email\n"${name}",${email}\n` } });
    expect(imported.status).toBe(200);
    const mail = await smtp.mailTo(email);
    const links = linksOf(mail);
    expect(links.some((link) => link.startsWith('http://localhost:3000/password-reset'))).toBe(true);
    expect(links.filter((link) => link.includes('evil'))).toEqual([]);
    expect(seen(mail.text)).toContain(name);
  });
});

// Issue 41, item 7: any https host was accepted as the event's logo, and every mail loaded it from there. The
// player pages may still show it (partners' logos are https links too); mails carry only the game's own images.
describe("the event's logo in a mail", () => {
  it.each([
    ['https://tracker.example/logo.png', null],
    ['/media/harbor.png', 'http://localhost:3000/media/harbor.png'],
  ])('%s shows as %s', async (logo, shown) => {
    expect((await callConsole(server, 'consoleUpdateBrand', organizer, { body: { logo, color: '#1d4e89' } })).status).toBe(200);
    const email = uniqueEmail();
    await server.call('POST', '/auth/register', {
      body: { name: 'Ada', email, password: PASSWORD, password_confirmation: PASSWORD, education: 'Grade 10', country: 'Canada', region: 'Ontario', city: 'Toronto' },
    });
    const html = String((await smtp.mailTo(email)).html);
    const images = [...html.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]);
    expect(images).toEqual(shown === null ? [] : [shown]);
  });
});
