import {
  BRAND_MIN_CONTRAST,
  consoleBrandText,
  consoleMailText,
  consoleShellText,
  contrastWithWhite,
  defaultMailTexts,
  type ConsoleEventResponse,
  type MailKind,
  type MailLanguage,
} from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEvent, openConsole, type SeenRequest } from '../../../../test/console-test-app.js';

const text = consoleMailText;
afterEach(() => vi.unstubAllGlobals());

/** A server holding one event: its look and mail texts change as the organizer saves them. */
function lookServer() {
  const loaded: ConsoleEventResponse = consoleEvent();
  let event = { ...loaded.event, name: 'Harbor Days 2026', name_fr: 'Journées du port 2026' };
  return (request: SeenRequest) => {
    if (request.method === 'GET' && request.path === '/console/event') return { body: { ...loaded, event } };
    if (request.method === 'PATCH' && request.path === '/console/event/brand') {
      const { logo, color } = request.body as { logo: string; color: string };
      const brand = { ...(logo ? { logo } : {}), ...(color ? { color } : {}) };
      event = { ...event, brand };
      return { body: { message: consoleBrandText.saved, brand } };
    }
    if (request.method === 'PATCH' && request.path === '/console/event/mail-texts') {
      const body = request.body as { mail: MailKind; language: MailLanguage; text: { subject: string; body: string } | null };
      const others = (event.mail_texts ?? []).filter((entry) => entry.mail !== body.mail || entry.language !== body.language);
      const mailTexts = body.text === null ? others : [...others, { mail: body.mail, language: body.language, ...body.text }];
      event = { ...event, mail_texts: mailTexts };
      return { body: { message: text.saved(text.mailNames[body.mail], text.inLanguage[body.language]), mail_texts: mailTexts } };
    }
    return undefined;
  };
}

const patches = (requests: SeenRequest[], path: string) => requests.filter((request) => request.method === 'PATCH' && request.path === path);

describe('the Look and mails screen', () => {
  it("[D0175.mail-editor] previews the game's verification mail in English and in French, each in the event's name in its language, with the variables it may use", async () => {
    await openConsole('/console/look', lookServer(), { heading: consoleShellText.screens.look });
    const editor = screen.getByRole('region', { name: text.heading });
    const variables = within(editor).getByRole('region', { name: text.variablesTitle });
    expect(within(variables).getAllByRole('term').map((term) => term.textContent)).toEqual(['{{name}}', '{{link}}', '{{event}}', '{{minutes}}']);

    const english = within(editor).getByRole('form', { name: text.languageTitle.en });
    expect(within(english).getByRole('textbox', { name: text.subjectLabel })).toHaveValue(defaultMailTexts.verify.subject);
    expect(within(english).getByText(text.catalogue)).toBeInTheDocument();
    const englishPreview = within(english).getByRole('region', { name: `${text.preview} ${text.languageTitle.en}` });
    expect(englishPreview).toHaveTextContent(text.previewSubject('Verify your e-mail address for Harbor Days 2026'));
    expect(englishPreview).toHaveTextContent(`Hello ${text.sample.name},`);
    expect(englishPreview).toHaveTextContent(text.sample.link);

    const french = within(editor).getByRole('form', { name: text.languageTitle.fr });
    expect(within(french).getByRole('textbox', { name: text.subjectLabel })).toHaveAttribute('lang', 'fr');
    const frenchPreview = within(french).getByRole('region', { name: `${text.preview} ${text.languageTitle.fr}` });
    expect(frenchPreview).toHaveTextContent(text.previewSubject('Confirmez votre adresse courriel pour Journées du port 2026'));
    expect(frenchPreview).toHaveTextContent(`Bonjour ${text.sample.name},`);
    expect(frenchPreview).toHaveTextContent('-- Journées du port 2026');
  });

  it("[D0175.mail-editor] refuses an unknown variable before sending, saves the French text, says English readers get it until the English is written, then goes back", async () => {
    const { user, requests } = await openConsole('/console/look', lookServer(), { heading: consoleShellText.screens.look });
    const editor = screen.getByRole('region', { name: text.heading });
    const french = within(editor).getByRole('form', { name: text.languageTitle.fr });
    const english = within(editor).getByRole('form', { name: text.languageTitle.en });
    const subject = within(french).getByRole('textbox', { name: text.subjectLabel });
    await user.clear(subject);
    await user.type(subject, 'Ahoy {{{{password}}}}');
    await user.click(within(french).getByRole('button', { name: text.save }));
    expect(await within(french).findByText(text.problems.unknownVariable('password', ['name', 'link', 'event', 'minutes']))).toBeInTheDocument();
    expect(within(english).queryByText(text.problems.unknownVariable('password', ['name', 'link', 'event', 'minutes']))).toBeNull();
    expect(patches(requests, '/console/event/mail-texts')).toHaveLength(0);

    await user.clear(subject);
    await user.type(subject, 'Bienvenue {{{{name}} aux {{{{event}}');
    expect(within(french).getByRole('region', { name: `${text.preview} ${text.languageTitle.fr}` })).toHaveTextContent(`Bienvenue ${text.sample.name} aux Journées du port 2026`);
    await user.click(within(french).getByRole('button', { name: text.save }));
    await waitFor(() => expect(patches(requests, '/console/event/mail-texts')).toHaveLength(1));
    const frenchBody = patches(requests, '/console/event/mail-texts')[0]!.body as { mail: string; language: string; text: { subject: string } };
    expect(frenchBody).toMatchObject({ mail: 'verify', language: 'fr', text: { subject: 'Bienvenue {{name}} aux {{event}}' } });
    expect(await within(french).findByText(text.custom)).toBeInTheDocument();
    // The English readers get the French text until an English one is written, and the English part says so.
    expect(within(english).getByText(text.otherLanguage.en)).toBeInTheDocument();
    expect(within(english).getByRole('region', { name: `${text.preview} ${text.languageTitle.en}` })).toHaveTextContent(`Bienvenue ${text.sample.name} aux Journées du port 2026`);
    expect(within(english).getByRole('textbox', { name: text.subjectLabel })).toHaveValue(defaultMailTexts.verify.subject);

    await user.click(within(french).getByRole('button', { name: text.reset }));
    await waitFor(() => expect(patches(requests, '/console/event/mail-texts')).toHaveLength(2));
    expect(patches(requests, '/console/event/mail-texts')[1]!.body).toEqual({ mail: 'verify', language: 'fr', text: null });
    expect(await within(french).findByText(text.catalogue)).toBeInTheDocument();
    expect(within(english).getByText(text.catalogue)).toBeInTheDocument();
    expect(subject).toHaveValue('Confirmez votre adresse courriel pour {{event}}');
  });

  it('checks the colour with the rule the server applies, then saves the look', async () => {
    const { user, requests } = await openConsole('/console/look', lookServer(), { heading: consoleShellText.screens.look });
    const form = screen.getByRole('form', { name: consoleBrandText.title });
    const color = within(form).getByRole('textbox', { name: consoleBrandText.colorLabel });
    await user.type(color, '#ffff00');
    await user.click(within(form).getByRole('button', { name: consoleBrandText.save }));
    expect(await within(form).findByText(consoleBrandText.problems.colorContrast(contrastWithWhite('#ffff00'), BRAND_MIN_CONTRAST))).toBeInTheDocument();
    expect(patches(requests, '/console/event/brand')).toHaveLength(0);
    await user.clear(color);
    await user.type(color, '#1d4e89');
    await user.type(within(form).getByRole('textbox', { name: consoleBrandText.logoLabel }), '/media/harbor.png');
    await user.click(within(form).getByRole('button', { name: consoleBrandText.save }));
    await waitFor(() => expect(patches(requests, '/console/event/brand')).toHaveLength(1));
    expect(patches(requests, '/console/event/brand')[0]!.body).toEqual({ logo: '/media/harbor.png', color: '#1d4e89' });
  });
});
