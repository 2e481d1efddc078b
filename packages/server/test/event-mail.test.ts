import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MIN_CONTRAST, consoleBrandText, consoleBrandTextFr, consoleMailText, consoleMailTextFr, contrastWithWhite, MAIL_VARIABLES, type ConsoleEventResponse } from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { PASSWORD, TestServer, uniqueEmail } from './support/test-server.js';

// Issue 32, point 2: the event's name, look and mail texts, and mail as text and HTML through a real SMTP server.

/** A real SMTP server (nodemailer's smtp-server) on a free port that keeps every message it receives, parsed. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  /** The `nth` message to `to` (the first unless said), once it arrives (10 s at most). */
  const mailTo = async (to: string, nth = 0): Promise<ParsedMail> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = received.filter((mail) => mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to))[nth];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the SMTP server`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { url: `smtp://127.0.0.1:${port}`, mailTo, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let organizer: ConsoleSession;
let webDist: string;

beforeAll(async () => {
  smtp = await startSmtp();
  webDist = mkdtempSync(join(tmpdir(), 'dq-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html>\n<html>\n  <head>\n    <title>Dubloon Quest</title>\n  </head>\n  <body></body>\n</html>');
  server = await TestServer.start({ smtpUrl: smtp.url, mailFrom: { address: 'events@harbor.example', name: null }, webDist });
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(webDist, { recursive: true, force: true });
});

const register = (email: string, name: string, language: 'en' | 'fr' | null = null) =>
  server.call('POST', '/auth/register', {
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD, education: 'Grade 10', country: 'Canada', region: 'Ontario', city: 'Toronto' },
    ...(language === null ? {} : { headers: { 'accept-language': language === 'fr' ? 'fr-CA,fr;q=0.9' : 'en-CA' } }),
  });

/** A mail's two parts and its sender, as its reader's mail program reads them. */
function parts(mail: ParsedMail) {
  const html = typeof mail.html === 'string' ? mail.html : '';
  return {
    from: mail.from?.value[0]?.name,
    subject: mail.subject,
    text: mail.text ?? '',
    html,
    htmlLang: /<html lang="([^"]*)">/.exec(html)?.[1],
    band: /font-weight:bold">(?:<img[^>]*>)?([^<]*)<\/td>/.exec(html)?.[1],
  };
}

describe("the event's look", () => {
  it('refuses a colour too light for white text and a logo that is not a media link, with the rules the console shows', async () => {
    const answer = await callConsole(server, 'consoleUpdateBrand', organizer, { body: { logo: 'javascript:alert(1)', color: '#ffff00' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { color: [consoleBrandText.problems.colorContrast(contrastWithWhite('#ffff00'), BRAND_MIN_CONTRAST)], logo: [expect.any(String)] },
    });
    expect((await callConsole(server, 'consoleUpdateBrand', organizer, { body: { logo: '', color: 'blue' } })).body).toMatchObject({
      errors: { color: [consoleBrandText.problems.colorFormat] },
    });
  });

  it('answers a French request in French, with the codes and their parameters beside (decision 0167)', async () => {
    const french = { 'accept-language': 'fr-CA' };
    const brand = await callConsole(server, 'consoleUpdateBrand', organizer, { body: { logo: '', color: '#ffff00' }, headers: french });
    expect(brand.body).toMatchObject({
      errors: { color: [consoleBrandTextFr.problems.colorContrast(contrastWithWhite('#ffff00'), BRAND_MIN_CONTRAST)] },
      codes: { color: [{ code: 'brand.colorContrast', ratio: contrastWithWhite('#ffff00'), min: BRAND_MIN_CONTRAST }] },
    });
    const mail = await callConsole(server, 'consoleUpdateMailText', organizer, {
      body: { mail: 'verify', language: 'en', text: { subject: 'Hi', body: '{{link}} {{password}}' } },
      headers: french,
    });
    expect(mail.body).toMatchObject({
      errors: { body: [consoleMailTextFr.problems.unknownVariable('password', MAIL_VARIABLES.verify)] },
      codes: { body: [{ code: 'mail.unknownVariable', variable: 'password', allowed: [...MAIL_VARIABLES.verify] }] },
    });
  });

  it('is for organizers only', async () => {
    const player = await server.newPlayer();
    expect((await callConsole(server, 'consoleUpdateBrand', player, { body: { logo: '', color: '#123456' } })).status).toBe(403);
    expect((await callConsole(server, 'consoleUpdateBrand', null, { body: { logo: '', color: '#123456' } })).status).toBe(401);
    const partner = await consoleAccount(server, 'Partner', { businessId: 1 });
    expect((await callConsole(server, 'consoleUpdateMailText', partner, { body: { mail: 'verify', language: 'en', text: null } })).status).toBe(403);
  });

  it("[C.event-look] is stored with the event, audited, and written into every player page's head with the event's name", async () => {
    // Named in both languages, as the Schedule screen's form sends it (decision 0164).
    expect((await callConsole(server, 'consoleRenameEvent', organizer, { body: { name: 'Harbor Days <2026>', name_fr: 'Journées du port <2026>' } })).status).toBe(200);
    const saved = await callConsole(server, 'consoleUpdateBrand', organizer, { body: { logo: '/media/harbor.png', color: '#1D4E89' } });
    expect(saved).toMatchObject({ status: 200, body: { brand: { logo: '/media/harbor.png', color: '#1d4e89' } } });
    const event = await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer);
    expect(event.body.event.brand).toEqual({ logo: '/media/harbor.png', color: '#1d4e89' });
    const page = await fetch(`${server.baseUrl}/raffle`, { headers: { 'accept-encoding': 'identity' } });
    const html = await page.text();
    expect(html).toContain('<title>Harbor Days &lt;2026&gt;</title>');
    expect(html).toContain(
      '<meta name="dubloon-quest-event" content="{&quot;name&quot;:&quot;Harbor Days &lt;2026&gt;&quot;,&quot;name_fr&quot;:&quot;Journées du port &lt;2026&gt;&quot;,&quot;logo&quot;:&quot;/media/harbor.png&quot;,&quot;color&quot;:&quot;#1d4e89&quot;}" />',
    );
    const audit = await server.repository.db.query("SELECT action FROM console_audit WHERE action = 'event.brand'");
    expect(audit.rows).toHaveLength(1);
  });
});

describe('an imported event file', () => {
  it('is refused with the look and mail texts the console would refuse, each named by its path', async () => {
    const exported = await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer);
    const document = {
      ...exported.body,
      brand: { color: '#fafafa' },
      mail_texts: [{ mail: 'reset', language: 'en', subject: 'Reset', body: 'No link, {{password}}' }],
    };
    const answer = await callConsole(server, 'consoleImportEvent', organizer, { body: document });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: Record<string, string[]> }).errors).sort()).toEqual(['brand.color', 'mail_texts[0].body']);
  });
});

describe("the event's mail texts", () => {
  it('refuses unknown variables, a body without the link and overlong subjects', async () => {
    const answer = await callConsole(server, 'consoleUpdateMailText', organizer, {
      body: { mail: 'alreadyRegistered', language: 'en', text: { subject: 'x'.repeat(151), body: 'Hi {{name}}, {{minutes}} left' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        subject: [consoleMailText.problems.subjectLength(150)],
        body: [consoleMailText.problems.linkNeeded, consoleMailText.problems.unknownVariable('minutes', MAIL_VARIABLES.alreadyRegistered)],
      },
    });
    const unknownLanguage = await callConsole(server, 'consoleUpdateMailText', organizer, {
      body: { mail: 'verify', language: 'de', text: { subject: 'Bonjour', body: '{{link}}' } },
    });
    // The catalogue has no such language: the request does not match the call (400), nothing is stored.
    expect(unknownLanguage.status).toBe(400);
  });

  it("[C.event-look] sends the verification mail in the organizer's words, as text and HTML, from MAIL_FROM in the event's name, and its link verifies", async () => {
    const saved = await callConsole(server, 'consoleUpdateMailText', organizer, {
      body: {
        mail: 'verify',
        language: 'en',
        text: { subject: 'Ahoy {{name}}: confirm your place at {{event}}', body: 'Hello {{name}},\n\nConfirm within {{minutes}} minutes:\n{{link}}\n\nSee you on the quay.' },
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { mail_texts: [{ mail: 'verify', language: 'en' }] } });

    const email = uniqueEmail();
    expect((await register(email, 'Ada <b>Lovelace</b>')).status).toBe(200);
    const mail = await smtp.mailTo(email);

    expect(mail.from?.value).toEqual([{ address: 'events@harbor.example', name: 'Harbor Days <2026>' }]);
    expect(mail.subject).toBe('Ahoy Ada <b>Lovelace</b>: confirm your place at Harbor Days <2026>');
    const text = mail.text ?? '';
    expect(text).toContain('Confirm within 10 minutes:');
    expect(text).toContain('See you on the quay.');
    expect(text.trimEnd().endsWith('-- \nHarbor Days <2026>')).toBe(true);
    const link = /(http\S+token=[0-9a-f]{40})/.exec(text)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/register\/verify-email\/verify\?token=[0-9a-f]{40}$/);

    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
    expect(html).not.toContain('<b>');
    expect(html).toContain('background:#1d4e89');
    expect(html).toContain('Harbor Days &lt;2026&gt;</td>');
    expect(html).toContain('<img src="http://localhost:3000/media/harbor.png" alt=""');

    // The link works: its token verifies the address once.
    const token = new URL(link!).searchParams.get('token');
    expect(await server.call('POST', '/auth/email/verify', { body: { token } })).toMatchObject({ status: 200 });
  });

  it("goes back to the catalogue's text, still in the event's name", async () => {
    const reset = await callConsole(server, 'consoleUpdateMailText', organizer, { body: { mail: 'verify', language: 'en', text: null } });
    expect(reset).toMatchObject({ status: 200, body: { mail_texts: [] } });
    const email = uniqueEmail();
    expect((await register(email, 'Grace Hopper')).status).toBe(200);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe('Verify your e-mail address for Harbor Days <2026>');
    expect(mail.text).toContain('Hello Grace Hopper,');
  });
});

describe('[D0175.mail-language] each mail in its reader\'s language, from the event\'s texts in that language', () => {
  const french = { subject: 'Bienvenue {{name}} aux {{event}}', body: 'Bonjour {{name}},\n\nConfirmez d’ici {{minutes}}\u00a0minutes\u00a0:\n{{link}}\n\nÀ bientôt\u00a0!' };
  const english = { subject: 'Welcome {{name}} to {{event}}', body: 'Hello {{name}},\n\nConfirm within {{minutes}} minutes:\n{{link}}\n\nSee you soon!' };
  const saveVerify = (language: 'en' | 'fr', text: typeof french | null) =>
    callConsole(server, 'consoleUpdateMailText', organizer, { body: { mail: 'verify', language, text } });
  beforeAll(async () => {
    expect((await callConsole(server, 'consoleRenameEvent', organizer, { body: { name: 'Harbor Days <2026>', name_fr: 'Journées du port <2026>' } })).status).toBe(200);
  });

  it("sends the French text to a French reader and, while it is the only one, to an English reader too, each part in French", async () => {
    expect((await saveVerify('en', null)).status).toBe(200);
    expect(await saveVerify('fr', french)).toMatchObject({ status: 200, body: { mail_texts: [{ mail: 'verify', language: 'fr' }] } });
    const [lea, liam] = [uniqueEmail(), uniqueEmail()];
    expect((await register(lea, 'Léa Tremblay', 'fr')).status).toBe(200);
    expect((await register(liam, 'Liam Walsh', 'en')).status).toBe(200);
    for (const [address, name] of [[lea, 'Léa Tremblay'], [liam, 'Liam Walsh']] as const) {
      const mail = parts(await smtp.mailTo(address));
      expect(mail.subject).toBe(`Bienvenue ${name} aux Journées du port <2026>`);
      expect(mail.text).toContain('Confirmez d’ici 10\u00a0minutes\u00a0:');
      expect(mail.text.trimEnd().endsWith('-- \nJournées du port <2026>')).toBe(true);
      expect(mail.from).toBe('Journées du port <2026>');
      expect(mail.htmlLang).toBe('fr');
      expect(mail.band).toBe('Journées du port &lt;2026&gt;');
      expect(mail.html).toContain('À bientôt\u00a0!');
    }
  });

  it('sends each reader the text of their language once both are written, every part in that language', async () => {
    expect(await saveVerify('en', english)).toMatchObject({ status: 200, body: { mail_texts: [{ language: 'fr' }, { language: 'en' }] } });
    const [lea, liam] = [uniqueEmail(), uniqueEmail()];
    expect((await register(lea, 'Léa Tremblay', 'fr')).status).toBe(200);
    expect((await register(liam, 'Liam Walsh')).status).toBe(200);

    const toLea = parts(await smtp.mailTo(lea));
    expect(toLea).toMatchObject({ subject: 'Bienvenue Léa Tremblay aux Journées du port <2026>', from: 'Journées du port <2026>', htmlLang: 'fr', band: 'Journées du port &lt;2026&gt;' });
    expect(toLea.text).not.toContain('Harbor Days');
    expect(toLea.html).not.toContain('Harbor Days');

    const toLiam = parts(await smtp.mailTo(liam));
    expect(toLiam).toMatchObject({ subject: 'Welcome Liam Walsh to Harbor Days <2026>', from: 'Harbor Days <2026>', htmlLang: 'en', band: 'Harbor Days &lt;2026&gt;' });
    expect(toLiam.text).toContain('Confirm within 10 minutes:');
    expect(toLiam.text.trimEnd().endsWith('-- \nHarbor Days <2026>')).toBe(true);
    expect(toLiam.html).toContain('See you soon!');
    expect(toLiam.html).not.toContain('Journées');
  });

  it("writes a mail without the event's text in the game's text of the reader's language, French parts included", async () => {
    const lea = uniqueEmail();
    expect((await register(lea, 'Léa Tremblay', 'fr')).status).toBe(200);
    // A reset link goes to a verified address only.
    const token = /token=([0-9a-f]{40})/.exec((await smtp.mailTo(lea)).text ?? '')?.[1];
    expect((await server.call('POST', '/auth/email/verify', { body: { token } })).status).toBe(200);
    expect((await server.call('POST', '/auth/email/reset', { body: { email: lea }, headers: { 'accept-language': 'fr-CA' } })).status).toBe(200);
    const reset = parts(await smtp.mailTo(lea, 1));
    expect(reset).toMatchObject({ subject: 'Réinitialisez votre mot de passe pour Journées du port <2026>', from: 'Journées du port <2026>', htmlLang: 'fr' });
    expect(reset.band).toBe('Journées du port &lt;2026&gt;');
  });
});
