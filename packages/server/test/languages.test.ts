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
    expect(mail?.subject).toBe(`Confirmez votre adresse courriel pour ${server.app.game.event.file.name}`);
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
});
