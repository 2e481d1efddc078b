import type { AddressInfo } from 'node:net';
import { drawCheckText, messages, messagesFr, playersInBulkText } from '@dubloon-quest/core';
import {
  consoleBulkInvitationsTextFr,
  consoleEventsTextFr,
  consoleMailTextFr,
  consolePresenterTextFr,
  consoleShellTextFr,
} from '@dubloon-quest/core/console';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openConsoleScreen } from './console-pages.js';
import { emptyEvent, FIRST_ORGANIZER, startConsoleServer } from './console-server.js';
import { commitToDraw, consoleRunTextsFr, drawWithSecret, localMinute, publishResults, saveSchedule } from './console-steps.js';
import { demoEvent, expectAccessible, expectHeading } from './pages.js';
import { consoleWalk, registerWithTheForm } from './players.js';

/**
 * Issue 40's school day, from the browser alone with mail read from a real SMTP server: a French organizer
 * (fr-CA browser) writes the verification and invitation mails in both languages, imports an Excel class list
 * (Windows-1252, semicolons, French headers) that invites a French student, makes a group link through which an
 * English student registers, runs the draw (commit, draw, publish), the presenter and the archive; both students
 * come back after the archive and read their results, told the event ended; the presenter's QR address checks the
 * draw in a fresh browser. One server, one SMTP sink, four browser contexts; the steps run in order.
 */
const fr = consoleShellTextFr;
const mailFr = consoleMailTextFr;
const bulkFr = consoleBulkInvitationsTextFr;
const STEP_MS = 120_000;
const EVENT = { en: 'Harbor School Day', fr: 'Journée de l’école du port' } as const;
const GROUP = 'Classe 10B';
const ZOE = { name: 'Zoé Tremblay', email: 'zoe.tremblay@ecole.example', password: 'Boussole-Nord-31' } as const;
const LIAM = { name: 'Liam Walsh', email: 'liam.walsh@school.example', password: 'Treasure-Maps-31' } as const;
/** The organizer's own texts, one per mail and language: each reader must get their language's. */
const TEXTS = {
  verify: {
    en: { subject: 'Ahoy {{name}}, confirm your place at {{event}}', body: 'Welcome aboard, {{name}}!\n\nConfirm here: {{link}}\n\nSee you at {{event}}.' },
    fr: { subject: 'Bienvenue {{name}}, confirmez votre place à {{event}}', body: 'Bienvenue à bord, {{name}}\u00a0!\n\nConfirmez ici\u00a0: {{link}}\n\nÀ bientôt à {{event}}.' },
  },
  invitation: {
    en: { subject: 'Your class is invited to {{event}}', body: 'Hello {{name}}, your teacher invites you.\n\nChoose your password: {{link}}' },
    fr: { subject: 'Votre classe est invitée à {{event}}', body: 'Bonjour {{name}}, votre enseignante vous invite.\n\nChoisissez votre mot de passe\u00a0: {{link}}' },
  },
} as const;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? `{{${key}}}`);

/** A real SMTP server (nodemailer's smtp-server) on a free port, keeping every message parsed by mailparser. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const to = (address: string) => received.filter((mail) => !Array.isArray(mail.to) && mail.to?.value.some((entry) => entry.address === address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The `nth` mail that reached the server for `address`, once it arrives. */
    async mailTo(address: string, nth = 0): Promise<ParsedMail> {
      await expect.poll(() => to(address).length, { timeout: 20_000 }).toBeGreaterThan(nth);
      return to(address)[nth]!;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Checks both parts of a mail: the organizer's text for `language`, the HTML in that language; returns its link's path. */
function expectMail(mail: ParsedMail, text: { subject: string; body: string }, language: 'en' | 'fr', name: string): string {
  const event = EVENT[language];
  const html = typeof mail.html === 'string' ? mail.html : '';
  const link = /https?:\/\/[^/\s]+(\/\S+)/.exec(mail.text ?? '')?.[1] ?? '';
  expect(mail.subject).toBe(fill(text.subject, { name, event }));
  const firstLine = fill(text.body.split('\n')[0]!, { name, event });
  expect(mail.text).toContain(firstLine);
  expect(mail.text).toContain(`-- \n${event}`);
  expect(/<html lang="([^"]*)">/.exec(html)?.[1]).toBe(language);
  expect(html).toContain(firstLine.replaceAll('&', '&amp;'));
  expect(html).toContain(event);
  expect(mail.from?.value[0]?.name).toBe(event);
  expect(link).not.toBe('');
  return link;
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const event = (() => {
  const demo = demoEvent() as unknown as { partners: unknown[]; raffle_items: { item_id: number; name: string; name_fr?: string }[] };
  return { ...emptyEvent(), name: EVENT.en, name_fr: EVENT.fr, partners: demo.partners, raffle_items: demo.raffle_items.slice(0, 1) };
})();
const ITEM = event.raffle_items[0]!;
const walk = consoleWalk(async () => {
  smtp = await startSmtp();
  return startConsoleServer(event, { smtpUrl: smtp.url });
});
afterAll(async () => {
  await smtp?.close();
});
const startedAt = Date.now();
afterAll(() => console.info(`the school day took ${Math.round((Date.now() - startedAt) / 1000)} s`));

let organizer: Page;
let zoe: Page;
let liam: Page;
let groupLink: string;
let verifyUrl: string;
/** The drawn student's name. */
let winner: string;

/** axe clean at 360 and 1280 px. */
async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

/** Writes one mail's text in one language on the French Look screen, checks its preview and saves it. */
async function writeMailText(mail: keyof typeof TEXTS, language: 'en' | 'fr'): Promise<void> {
  const editor = organizer.getByRole('region', { name: mailFr.heading });
  await editor.getByLabel(mailFr.mailLabel, { exact: true }).selectOption(mailFr.mailNames[mail]);
  const form = editor.getByRole('form', { name: mailFr.languageTitle[language] });
  const text = TEXTS[mail][language];
  await form.getByRole('textbox', { name: mailFr.subjectLabel }).fill(text.subject);
  await form.getByRole('textbox', { name: mailFr.bodyLabel }).fill(text.body);
  const preview = form.getByRole('region', { name: `${mailFr.preview} ${mailFr.languageTitle[language]}` });
  await expect.poll(() => preview.textContent()).toContain(fill(text.subject, { name: mailFr.sample.name, event: EVENT[language] }));
  expect(await preview.locator('pre').getAttribute('lang')).toBe(language);
  await form.getByRole('button', { name: mailFr.save }).click();
  await organizer.getByText(mailFr.saved(mailFr.mailNames[mail], mailFr.inLanguage[language])).first().waitFor();
  await form.getByText(mailFr.custom).waitFor();
}

describe("issue 40: a school's day in French and English, from the class list to after the archive", () => {
  it('[D0175.mail-editor] the French organizer writes the verification and invitation mails in both languages, each with its preview', async () => {
    organizer = await walk.freshPage({ locale: 'fr-CA' });
    await organizer.goto(walk.server.organizerInvitation);
    await expectHeading(organizer, messagesFr.ui.reset.invitationHeading);
    await organizer.getByLabel(messagesFr.ui.reset.password, { exact: true }).fill(FIRST_ORGANIZER.password);
    await organizer.getByLabel(messagesFr.ui.reset.passwordConfirmation, { exact: true }).fill(FIRST_ORGANIZER.password);
    await organizer.getByRole('button', { name: messagesFr.ui.reset.invitationSubmit }).click();
    await organizer.getByText(messagesFr.auth.invitationAccepted).waitFor();
    await organizer.goto(`${walk.server.url}/login`);
    await organizer.getByLabel(messagesFr.ui.common.email, { exact: true }).fill(FIRST_ORGANIZER.email);
    await organizer.getByLabel(messagesFr.ui.common.password, { exact: true }).fill(FIRST_ORGANIZER.password);
    await organizer.getByRole('button', { name: messagesFr.ui.login.submit }).click();
    await organizer.waitForURL((url) => url.pathname !== '/login');

    await openConsoleScreen(organizer, walk.server.url, fr.screens.look, fr);
    await expectHeading(organizer, fr.screens.look);
    for (const mail of ['verify', 'invitation'] as const) for (const language of ['fr', 'en'] as const) await writeMailText(mail, language);
    await accessibleAtBothWidths(organizer);
  }, STEP_MS);

  it('[C.players.import][C.players.group-link][D0175.mail-language] imports an Excel class list in French; the French student gets the French invitation text, both parts', async () => {
    await organizer.setViewportSize({ width: 1280, height: 900 });
    await openConsoleScreen(organizer, walk.server.url, bulkFr.screen, fr);
    await expectHeading(organizer, bulkFr.screen);
    await organizer.getByLabel(bulkFr.groups.name, { exact: true }).fill(GROUP);
    await organizer.getByRole('button', { name: bulkFr.groups.create }).click();
    await organizer.getByText(bulkFr.groupCreated(GROUP)).waitFor();
    groupLink = (await organizer.getByRole('table', { name: bulkFr.groups.caption }).locator('code').first().textContent()) ?? '';
    expect(groupLink).toMatch(/\/register\?group=[0-9a-f]{16}$/);

    const list = ['nom;courriel;école;année;pays;province;ville', `${ZOE.name};${ZOE.email};École du Havre;10;Canada;Québec;Québec`].join('\r\n');
    await organizer.getByLabel(bulkFr.file.label).setInputFiles({ name: 'classe-10b.csv', mimeType: 'text/csv', buffer: Buffer.from(list, 'latin1') });
    await organizer.getByText(bulkFr.file.readAsWindows1252).waitFor();
    await expect.poll(() => organizer.getByLabel(bulkFr.file.orPaste).inputValue()).toContain(ZOE.name);
    await organizer.getByLabel(bulkFr.group.label).selectOption({ label: GROUP });
    await organizer.getByRole('button', { name: bulkFr.preview, exact: true }).click();
    await organizer.getByText(bulkFr.summary(1, 0, 0)).waitFor();
    await accessibleAtBothWidths(organizer);
    await organizer.setViewportSize({ width: 1280, height: 900 });
    await organizer.getByRole('button', { name: bulkFr.import(1) }).click();
    await organizer.getByText(bulkFr.done(1)).waitFor();

    const link = expectMail(await smtp.mailTo(ZOE.email), TEXTS.invitation.fr, 'fr', ZOE.name);
    expect(link).toMatch(/^\/password-reset\?token=[0-9a-f]{40}&invitation=player$/);
    zoe = await walk.freshPage({ locale: 'fr-CA' });
    await zoe.setViewportSize({ width: 360, height: 800 });
    await zoe.goto(`${walk.server.url}${link}`);
    await expectHeading(zoe, messagesFr.ui.reset.invitationHeading);
    await zoe.getByLabel(messagesFr.ui.reset.password, { exact: true }).fill(ZOE.password);
    await zoe.getByLabel(messagesFr.ui.reset.passwordConfirmation, { exact: true }).fill(ZOE.password);
    await zoe.getByRole('button', { name: messagesFr.ui.reset.invitationSubmit }).click();
    await zoe.getByText(messagesFr.auth.invitationAccepted).waitFor();
    await zoe.goto(`${walk.server.url}/login`);
    await zoe.getByLabel(messagesFr.ui.common.email, { exact: true }).fill(ZOE.email);
    await zoe.getByLabel(messagesFr.ui.common.password, { exact: true }).fill(ZOE.password);
    await zoe.getByRole('button', { name: messagesFr.ui.login.submit }).click();
    await zoe.getByRole('button', { name: messagesFr.ui.treasureMap.continue }).waitFor();
  }, STEP_MS);

  it('[C.players.group-link][D0175.mail-language] an English student registers through the group link and gets the English verification text, both parts', async () => {
    liam = await walk.freshPage({ locale: 'en-CA' });
    const { pathname, search } = new URL(groupLink);
    await liam.goto(`${walk.server.url}${pathname}${search}`);
    await liam.getByText(playersInBulkText.joining).waitFor();
    await registerWithTheForm(liam, LIAM);
    const link = expectMail(await smtp.mailTo(LIAM.email), TEXTS.verify.en, 'en', LIAM.name);
    await liam.goto(`${walk.server.url}${link}`);
    await liam.getByRole('heading', { name: messages.auth.verifySuccess }).waitFor();
    await liam.goto(`${walk.server.url}/login`);
    await liam.getByLabel(messages.ui.common.email, { exact: true }).fill(LIAM.email);
    await liam.getByLabel(messages.ui.common.password, { exact: true }).fill(LIAM.password);
    await liam.getByRole('button', { name: messages.ui.login.submit }).click();
    await liam.getByRole('button', { name: messages.ui.treasureMap.continue }).waitFor();
  }, STEP_MS);

  it('[S4.raffle.stake] each student stakes on the prize in their language', async () => {
    for (const [page, catalogue, name] of [
      [zoe, messagesFr, ITEM.name_fr ?? ITEM.name],
      [liam, messages, ITEM.name],
    ] as const) {
      await page.goto(`${walk.server.url}/raffle`);
      await expectHeading(page, catalogue.ui.raffle.heading);
      await page.getByRole('button', { name: catalogue.ui.raffle.add(name) }).click();
      await page.getByRole('button', { name: catalogue.ui.raffle.submit }).click();
      await page.getByRole('alertdialog', { name: catalogue.ui.raffle.confirmTitle }).getByRole('button', { name: catalogue.ui.raffle.submit }).click();
      await page.getByText(catalogue.raffle.submitted).first().waitFor();
    }
  }, STEP_MS);

  it('[C.raffle.commit][C.raffle.draw][C.results.publish] commits, closes the raffle, draws and publishes in French; the presenter shows the draw check address', async () => {
    const secret = await commitToDraw(organizer, walk.server.url, consoleRunTextsFr, ITEM.name);
    await saveSchedule(organizer, walk.server.url, consoleRunTextsFr, { review_start: await localMinute(organizer, -2) }, 'reviewStart');
    const rows = await drawWithSecret(organizer, walk.server.url, consoleRunTextsFr, secret);
    expect(rows.length).toBeGreaterThan(0);
    winner = [ZOE.name, LIAM.name].find((name) => rows[0]!.includes(name)) ?? '';
    expect(winner).not.toBe('');
    await publishResults(organizer, consoleRunTextsFr);
    await saveSchedule(organizer, walk.server.url, consoleRunTextsFr, { review_end: await localMinute(organizer, -1) }, 'winnersAnnounced');

    await organizer.goto(`${walk.server.url}/console/presenter`);
    await organizer.getByRole('heading', { level: 1, name: EVENT.fr }).waitFor();
    const next = organizer.getByRole('button', { name: consolePresenterTextFr.next });
    await organizer.getByRole('heading', { name: consolePresenterTextFr.verifyHeading }).or(next).first().waitFor();
    while (await next.isEnabled()) await next.click();
    await organizer.getByRole('heading', { name: consolePresenterTextFr.verifyHeading }).waitFor();
    const qr = organizer.getByRole('img', { name: /./ }).filter({ has: organizer.locator('path') });
    const label = (await organizer.locator('svg.presenter__qr').getAttribute('aria-label')) ?? '';
    verifyUrl = /(https?:\/\/\S+)$/.exec(label)?.[1] ?? '';
    expect(label).toBe(consolePresenterTextFr.qrLabel(verifyUrl));
    expect(await qr.count()).toBeGreaterThan(0);
    expect(verifyUrl).toMatch(/\/raffle\/verify\?draw=[0-9a-f]{16}$/);
    await accessibleAtBothWidths(organizer);
    await organizer.setViewportSize({ width: 1280, height: 900 });
  }, STEP_MS);

  it('[D0180.past-players] archives the event; the French student in the same browser and the English one by a new login read their results, told the event ended', async () => {
    const events = consoleEventsTextFr;
    // The event ends (game end), so it may be archived; the presenter has no console navigation.
    await organizer.goto(`${walk.server.url}/console`);
    await saveSchedule(organizer, walk.server.url, consoleRunTextsFr, { game_end: await localMinute(organizer, 0) }, 'gameEnd');
    await openConsoleScreen(organizer, walk.server.url, fr.screens.events, fr);
    await organizer.getByLabel(events.nameLabel, { exact: false }).fill('Journée suivante');
    await organizer.getByRole('radio', { name: new RegExp(events.starts.empty.replace(/\s/g, '\\s')) }).check();
    await organizer.getByRole('button', { name: events.archive }).click();
    await organizer.getByRole('alertdialog', { name: events.archiveTitle }).getByRole('button', { name: events.confirmYes }).click();
    await organizer.getByRole('heading', { name: events.archivedTitle }).waitFor();
    await organizer.getByRole('table', { name: events.archivedCaption }).getByText(EVENT.fr, { exact: false }).first().waitFor();

    // Zoé's page, open on the raffle: told the event was archived, it goes to the login page (not to her results);
    // she logs in again in the same browser and reads them.
    await zoe.getByText(messagesFr.session.eventArchived).first().waitFor({ timeout: 15_000 });
    await zoe.waitForURL((url) => url.pathname === '/login');
    await zoe.getByLabel(messagesFr.ui.common.email, { exact: true }).fill(ZOE.email);
    await zoe.getByLabel(messagesFr.ui.common.password, { exact: true }).fill(ZOE.password);
    await zoe.getByRole('button', { name: messagesFr.ui.login.submit }).click();
    await zoe.waitForURL((url) => url.pathname === '/past-event');
    await expectHeading(zoe, messagesFr.pastEvent.heading(EVENT.fr));
    await zoe.getByText(winner).first().waitFor();
    await accessibleAtBothWidths(zoe);

    // Liam by a new login in a fresh browser.
    const again = await walk.freshPage({ locale: 'en-CA' });
    await again.goto(`${walk.server.url}/login`);
    await again.getByLabel(messages.ui.common.email, { exact: true }).fill(LIAM.email);
    await again.getByLabel(messages.ui.common.password, { exact: true }).fill(LIAM.password);
    await again.getByRole('button', { name: messages.ui.login.submit }).click();
    await again.waitForURL((url) => url.pathname === '/past-event');
    await expectHeading(again, messages.pastEvent.heading(EVENT.en));
    await again.getByText(winner).first().waitFor();
    expect(await again.getByText(messages.auth.invalidCredentials).count()).toBe(0);
  }, STEP_MS);

  // Found by this journey: the French Events screen's list of archived events named the event in English only.
  it('[D0176.french-names] the French Events screen names the archived event in French', async () => {
    const archived = organizer.getByRole('table', { name: consoleEventsTextFr.archivedCaption });
    await archived.getByText(EVENT.fr, { exact: false }).first().waitFor({ timeout: 2_000 });
  });

  it("[D0180.draw-address] the presenter's QR address checks the draw in a fresh browser after the archive", async () => {
    const check = await walk.freshPage();
    const { pathname, search } = new URL(verifyUrl);
    await check.goto(`${walk.server.url}${pathname}${search}`);
    await expectHeading(check, drawCheckText.heading);
    await check.locator('.raffle-verify__outcome').getByText(drawCheckText.matches).waitFor();
  }, STEP_MS);
});
