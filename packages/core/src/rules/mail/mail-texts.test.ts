import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { defaultMailTexts } from '../../messages/console-ui/mail-texts.js';
import { MAIL_KINDS } from '../../contract/mail-text.schema.js';
import { chosenMailText, composeMail, eventNameIn, MAIL_BODY_MAX, MAIL_SUBJECT_MAX, MAIL_VARIABLES, validateMailText } from './mail-texts.js';

const good = { subject: 'Welcome to {{event}}', body: 'Hello {{name}}, open {{link}} within {{minutes}} minutes.' };

describe('validateMailText', () => {
  it("accepts every catalogue text for its own mail", () => {
    for (const mail of MAIL_KINDS) expect(validateMailText(mail, defaultMailTexts[mail])).toEqual({});
  });

  it('accepts the variables of the mail, with spaces inside the braces', () => {
    expect(validateMailText('verify', { subject: '{{ event }}', body: '{{ link }}' })).toEqual({});
    expect(validateMailText('verify', good)).toEqual({});
  });

  it('refuses a variable the mail does not know, naming the allowed ones', () => {
    expect(validateMailText('emailInUse', good).body).toEqual([{ code: 'mail.unknownVariable', variable: 'minutes', allowed: MAIL_VARIABLES.emailInUse }]);
    expect(validateMailText('verify', { subject: '{{password}}', body: '{{link}}' }).subject).toEqual([
      { code: 'mail.unknownVariable', variable: 'password', allowed: MAIL_VARIABLES.verify },
    ]);
  });

  it('refuses braces that make no variable', () => {
    expect(validateMailText('verify', { subject: 'Hi {{event', body: '{{link}}' }).subject).toEqual([{ code: 'mail.malformed' }]);
    expect(validateMailText('verify', { subject: 'Hi', body: '{{link}} }}' }).body).toEqual([{ code: 'mail.malformed' }]);
  });

  it('refuses the characters every text field refuses', () => {
    expect(validateMailText('verify', { subject: 'Hi\u0000', body: '{{link}}' }).subject).toEqual([{ code: 'text.invalidCharacters' }]);
  });

  it('needs the link in the body', () => {
    expect(validateMailText('reset', { subject: 'Hi', body: 'No link here' }).body).toEqual([{ code: 'mail.linkNeeded' }]);
  });

  it('limits the subject to one line and the lengths of both', () => {
    expect(validateMailText('verify', { subject: 'a\nb', body: '{{link}}' }).subject).toEqual([{ code: 'mail.subjectLength', max: MAIL_SUBJECT_MAX }]);
    expect(validateMailText('verify', { subject: '  ', body: '{{link}}' }).subject).toEqual([{ code: 'mail.subjectLength', max: MAIL_SUBJECT_MAX }]);
    expect(validateMailText('verify', { subject: 'x'.repeat(MAIL_SUBJECT_MAX + 1), body: '{{link}}' }).subject).toHaveLength(1);
    expect(validateMailText('verify', { subject: 'x'.repeat(MAIL_SUBJECT_MAX), body: '{{link}}' })).toEqual({});
    expect(validateMailText('verify', { subject: 'x', body: `{{link}}${'x'.repeat(MAIL_BODY_MAX)}` }).body).toEqual([{ code: 'mail.bodyLength', max: MAIL_BODY_MAX }]);
  });
});

describe('composeMail', () => {
  const event = { name: 'Spring Quest 2026' };
  const values = { name: 'Ada', link: 'https://game.example.org/verify?token=ab', minutes: 10 };

  it("falls back to the catalogue's text, with the event's name in the subject and the signature", () => {
    const mail = composeMail(event, 'verify', values);
    expect(mail.subject).toBe('Verify your e-mail address for Spring Quest 2026');
    expect(mail.body).toContain('Hello Ada,');
    expect(mail.body).toContain('within 10 minutes');
    expect(mail.body).toContain(values.link);
    expect(mail.body.endsWith('\n\n-- \nSpring Quest 2026')).toBe(true);
  });

  it("uses the event's own text of that mail, and only of that mail", () => {
    const own = { ...event, mail_texts: [{ mail: 'verify' as const, language: 'en' as const, subject: 'Ahoy {{name}} from {{event}}', body: 'Click {{link}}' }] };
    expect(composeMail(own, 'verify', values)).toEqual({ subject: 'Ahoy Ada from Spring Quest 2026', body: `Click ${values.link}\n\n-- \nSpring Quest 2026`, language: 'en' });
    expect(composeMail(own, 'reset', values).subject).toBe('Reset your Spring Quest 2026 password');
  });

  describe('[D0175.mail-language] in the reader\'s language', () => {
    const named = { ...event, name_fr: 'Quête du printemps 2026' };
    const english = { mail: 'verify' as const, language: 'en' as const, subject: 'Ahoy {{name}} from {{event}}', body: 'Click {{link}}' };
    const french = { mail: 'verify' as const, language: 'fr' as const, subject: 'Bonjour {{name}}, de {{event}}', body: 'Cliquez {{link}}' };

    it("gives each reader the event's text in their language when both are written", () => {
      const both = { ...named, mail_texts: [french, english] };
      expect(composeMail(both, 'verify', values, 'en')).toEqual({ subject: 'Ahoy Ada from Spring Quest 2026', body: `Click ${values.link}\n\n-- \nSpring Quest 2026`, language: 'en' });
      expect(composeMail(both, 'verify', values, 'fr')).toEqual({
        subject: 'Bonjour Ada, de Quête du printemps 2026',
        body: `Cliquez ${values.link}\n\n-- \nQuête du printemps 2026`,
        language: 'fr',
      });
    });

    it("falls back to the event's text in the other language, in that language's name, before the game's text", () => {
      const onlyFrench = { ...named, mail_texts: [french] };
      expect(chosenMailText(onlyFrench, 'verify', 'en')).toEqual({ text: french, source: 'otherLanguage', language: 'fr' });
      expect(composeMail(onlyFrench, 'verify', values, 'en')).toEqual({
        subject: 'Bonjour Ada, de Quête du printemps 2026',
        body: `Cliquez ${values.link}\n\n-- \nQuête du printemps 2026`,
        language: 'fr',
      });
      const onlyEnglish = { ...named, mail_texts: [english] };
      expect(chosenMailText(onlyEnglish, 'verify', 'fr')).toEqual({ text: english, source: 'otherLanguage', language: 'en' });
      expect(composeMail(onlyEnglish, 'verify', values, 'fr').language).toBe('en');
      // Another mail's text is no fallback: the catalogue's in the reader's language.
      expect(chosenMailText(onlyEnglish, 'reset', 'fr')).toMatchObject({ source: 'catalogue', language: 'fr' });
      expect(composeMail(onlyEnglish, 'reset', values, 'fr').subject).toBe('Réinitialisez votre mot de passe pour Quête du printemps 2026');
    });

    test.prop([fc.subarray([...MAIL_KINDS]), fc.subarray([...MAIL_KINDS]), fc.constantFrom(...MAIL_KINDS), fc.constantFrom('en' as const, 'fr' as const)])(
      "never takes the other language's text while the reader's is written, nor the game's while either is",
      (inEnglish, inFrench, mail, reader) => {
        const texts = [...inEnglish.map((kind) => ({ ...english, mail: kind })), ...inFrench.map((kind) => ({ ...french, mail: kind }))];
        const chosen = chosenMailText({ mail_texts: texts }, mail, reader);
        const written = { en: inEnglish.includes(mail), fr: inFrench.includes(mail) };
        const other = reader === 'en' ? 'fr' : 'en';
        expect(chosen.source).toBe(written[reader] ? 'own' : written[other] ? 'otherLanguage' : 'catalogue');
        expect(chosen.language).toBe(chosen.source === 'otherLanguage' ? other : reader);
      },
    );

    it("names the event in a language, its French only where written and not blank", () => {
      expect(eventNameIn(named, 'fr')).toBe('Quête du printemps 2026');
      expect(eventNameIn(named, 'en')).toBe('Spring Quest 2026');
      expect(eventNameIn({ ...event, name_fr: ' ' }, 'fr')).toBe('Spring Quest 2026');
    });
  });

  it('keeps the non-breaking space of a French subject, and makes other spaces single (decision 0190)', () => {
    const named = { ...event, name_fr: 'Journées du Port' };
    expect(composeMail(named, 'invitation', { ...values, days: 7 }, 'fr').subject).toBe('Journées du Port\u00a0: votre invitation à jouer');
    const own = { ...event, mail_texts: [{ mail: 'verify' as const, language: 'en' as const, subject: 'Hello\t {{name}}', body: '{{link}}' }] };
    expect(composeMail(own, 'verify', values).subject).toBe('Hello Ada');
  });

  it("names the event in French in a French mail where the organizers wrote its French name (decision 0164)", () => {
    const named = { ...event, name_fr: 'Quête du printemps 2026' };
    const french = composeMail(named, 'verify', values, 'fr');
    expect(french.subject).toBe('Confirmez votre adresse courriel pour Quête du printemps 2026');
    expect(french.body.endsWith('\n\n-- \nQuête du printemps 2026')).toBe(true);
    expect(composeMail(named, 'verify', values, 'en').subject).toBe('Verify your e-mail address for Spring Quest 2026');
    expect(composeMail(event, 'verify', values, 'fr').subject).toBe('Confirmez votre adresse courriel pour Spring Quest 2026');
  });

  it("invites an imported player in the event's name, saying how many days the link works", () => {
    const mail = composeMail(event, 'invitation', { name: 'Ada', link: values.link, days: 7 });
    expect(mail.subject).toBe('You are invited to play Spring Quest 2026');
    expect(mail.body).toContain('registered for Spring Quest 2026');
    expect(mail.body).toContain('for 7 days');
    expect(validateMailText('invitation', { subject: 'Join {{event}}', body: '{{name}}: {{link}} ({{days}} days)' })).toEqual({});
    expect(validateMailText('verify', { subject: 'Join', body: '{{link}} ({{days}} days)' }).body).toHaveLength(1);
  });

  it("writes the game's text in the reader's language, and an event's own text in its own language to every reader until the other is written (decision 0175)", () => {
    expect(composeMail(event, 'verify', values, 'fr').subject).toBe('Confirmez votre adresse courriel pour Spring Quest 2026');
    expect(composeMail(event, 'invitation', { ...values, days: 7 }, 'fr').body).toContain('pendant 7\u00a0jours');
    const own = { ...event, mail_texts: [{ mail: 'verify' as const, language: 'en' as const, subject: 'Ahoy {{name}}', body: '{{link}}' }] };
    expect(composeMail(own, 'verify', values, 'fr')).toMatchObject({ subject: 'Ahoy Ada', language: 'en' });
    expect(composeMail(own, 'verify', values, 'en').subject).toBe('Ahoy Ada');
  });

  test.prop([fc.constantFrom(...MAIL_KINDS), fc.string(), fc.string({ minLength: 1 })])(
    'always holds the link and signs with the event, whatever the names',
    (mail, name, eventName) => {
      const composed = composeMail({ name: eventName }, mail, { ...values, name });
      expect(composed.body).toContain(values.link);
      expect(composed.body.endsWith(`-- \n${eventName}`)).toBe(true);
      expect(composed.subject).not.toMatch(/[\r\n]/);
    },
  );
});
