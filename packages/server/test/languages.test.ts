import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractMessagesFr, messages, messagesFr } from '@dubloon-quest/core';
import { PASSWORD, TestServer, uniqueEmail } from './support/test-server.js';

// Decision 0150: answers follow Accept-Language and default to English; a request's mail is in its language.
let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const registration = (email: string) => ({
  name: 'Marie Tremblay',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  education: 'Grade 12',
  country: 'Canada',
});

describe('the language of the server’s answers', () => {
  it('writes a French reader’s verification mail in French, and an English reader’s in English', async () => {
    const french = uniqueEmail();
    expect((await server.call('POST', '/auth/register', { body: registration(french), headers: FRENCH })).status).toBe(200);
    const mail = (await server.mailTo(french)).at(-1);
    // A French mail names the event by its French name where the organizers wrote one (decision 0164).
    expect(mail?.subject).toBe(`Confirmez votre adresse courriel pour ${server.app.game.event.file.name_fr ?? server.app.game.event.file.name}`);
    expect(mail?.body).toMatch(/^Bonjour Marie Tremblay,/);

    const english = uniqueEmail();
    await server.call('POST', '/auth/register', { body: registration(english) });
    expect((await server.mailTo(english)).at(-1)?.subject).toBe(`Verify your e-mail address for ${server.app.game.event.file.name}`);
  });

  it('answers errors in French for a French request, and exactly as before without the header', async () => {
    const player = await server.newPlayer();
    const wrong = { email: player.email, password: 'Not-The-Password-1' };
    expect((await server.call('POST', '/auth/login', { body: wrong })).body).toMatchObject({ message: messages.auth.invalidCredentials });
    expect((await server.call('POST', '/auth/login', { body: wrong, headers: FRENCH })).body).toMatchObject({
      message: messagesFr.auth.invalidCredentials,
    });
    const german = await server.call('POST', '/auth/login', { body: wrong, headers: { 'accept-language': 'de-DE' } });
    expect(german.body).toMatchObject({ message: messages.auth.invalidCredentials });
  });

  it('gives the French of the validators’ field errors', async () => {
    const answer = await server.call('POST', '/auth/register', {
      body: { ...registration('not-an-email'), password_confirmation: 'Other-Password-1' },
      headers: FRENCH,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: contractMessagesFr.invalidRequest });
    const errors = Object.values((answer.body as { errors: Record<string, string[]> }).errors).flat();
    expect(errors).toContain(messagesFr.validation.passwordsDoNotMatch);
    expect(errors.some((text) => text === messages.validation.passwordsDoNotMatch)).toBe(false);
  });

  it('writes a parametrized field error in French from its code, and carries the codes beside the texts', async () => {
    const tooLong = { ...registration(uniqueEmail()), name: 'N'.repeat(81), city: 'C'.repeat(101) };
    const french = await server.call('POST', '/auth/register', { body: tooLong, headers: FRENCH });
    expect(french.status).toBe(422);
    expect(french.body).toEqual({
      message: contractMessagesFr.invalidRequest,
      code: 'fields.invalid',
      errors: { name: ['Doit compter au plus 80 caractères'], city: ['Doit compter au plus 100 caractères'] },
      codes: { name: [{ code: 'text.tooLong', max: 80 }], city: [{ code: 'text.tooLong', max: 100 }] },
    });
    // Without the header: the texts are exactly the English ones the original event's client reads, codes beside.
    const english = await server.call('POST', '/auth/register', { body: tooLong });
    expect(english.body).toEqual({
      message: 'Some fields are not valid. Please check them and try again.',
      code: 'fields.invalid',
      errors: { name: ['Must be at most 80 characters'], city: ['Must be at most 100 characters'] },
      codes: { name: [{ code: 'text.tooLong', max: 80 }], city: [{ code: 'text.tooLong', max: 100 }] },
    });
  });

  it('writes the guard’s number and text refusals from their codes in the request’s language', async () => {
    const player = await server.newPlayer();
    const answer = await server.call('PATCH', '/auth/player/profile', {
      session: player,
      body: { city: 'Ott\u0000awa' },
      headers: FRENCH,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { city: [messagesFr.validation.invalidCharacters] },
      codes: { city: [{ code: 'text.invalidCharacters' }] },
    });
  });

  it('keeps a server-written field text without a code (no `codes` for it)', async () => {
    const answer = await server.call('POST', '/auth/register', {
      body: { ...registration(uniqueEmail()), group_code: 'NO-SUCH-GROUP' },
      headers: FRENCH,
    });
    expect(answer.status).toBe(422);
    const body = answer.body as { errors: Record<string, string[]>; codes?: unknown };
    expect(Object.keys(body.errors)).toEqual(['group_code']);
    expect(body.codes).toBeUndefined();
  });
});

describe('the account’s language, for mail written outside the person’s request (decision 0163)', () => {
  const eventName = () => server.app.game.event.file.name;
  /** A French mail names the event by its French name where the organizers wrote one (decision 0164). */
  const frenchEventName = () => server.app.game.event.file.name_fr ?? eventName();

  it('keeps a French registration’s language: a later notice, from someone else’s English request, is in French', async () => {
    const email = uniqueEmail();
    expect((await server.call('POST', '/auth/register', { body: registration(email), headers: FRENCH })).status).toBe(200);
    expect(await server.repository.findUserByEmail(email)).toMatchObject({ language: 'fr' });
    // Someone else, in English, tries the same address: the owner's notice follows the owner's language.
    await server.call('POST', '/auth/register', { body: { ...registration(email), name: 'Someone Else' } });
    const notice = (await server.mailTo(email)).at(-1);
    expect(notice?.subject).toBe(`${frenchEventName()}\u00a0: quelqu’un a tenté de s’inscrire avec votre adresse courriel`);
    expect(notice?.body).toMatch(/^Bonjour Marie Tremblay,/);
  });

  it('an English registration’s notice stays English', async () => {
    const email = uniqueEmail();
    await server.call('POST', '/auth/register', { body: registration(email) });
    expect(await server.repository.findUserByEmail(email)).toMatchObject({ language: 'en' });
    await server.call('POST', '/auth/register', { body: registration(email), headers: FRENCH });
    expect((await server.mailTo(email)).at(-1)?.subject).toBe(
      `Someone tried to register for ${eventName()} with your e-mail address`,
    );
  });

  it('keeps the language a logged-in person switches to, and writes their later notice in it', async () => {
    const owner = await server.newPlayer();
    const switched = await server.call('PATCH', '/auth/player/language', { session: owner, body: { language: 'fr' } });
    expect(switched).toMatchObject({ status: 200, body: { message: 'Your language was saved for your e-mails.' } });
    expect(await server.repository.findUserByEmail(owner.email)).toMatchObject({ language: 'fr' });
    // Another player, in English, moves their account to the owner's address: the owner is told in French.
    const mover = await server.newPlayer();
    await server.call('PATCH', '/auth/player/profile', { session: mover, body: { email: owner.email } });
    expect((await server.mailTo(owner.email)).at(-1)?.subject).toBe(
      `Quelqu’un a tenté de déplacer un autre compte ${frenchEventName()} vers votre adresse courriel`,
    );
  });

  it('refuses a language it does not write, and a switch without a session', async () => {
    const player = await server.newPlayer();
    const german = await server.call('PATCH', '/auth/player/language', { session: player, body: { language: 'de' } });
    expect(german.status).toBe(400);
    expect(Object.keys((german.body as { errors: Record<string, string[]> }).errors)).toEqual(['language']);
    expect(await server.repository.findUserByEmail(player.email)).toMatchObject({ language: 'en' });
    expect((await server.call('PATCH', '/auth/player/language', { body: { language: 'fr' } })).status).toBe(401);
  });
});
