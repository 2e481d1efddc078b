import {
  BRAND_MIN_CONTRAST,
  consoleBrandText,
  consoleMailText,
  consoleShellText,
  contrastWithWhite,
  defaultMailTexts,
  type ConsoleEventResponse,
} from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEvent, openConsole, type SeenRequest } from '../../../../test/console-test-app.js';

const text = consoleMailText;
afterEach(() => vi.unstubAllGlobals());

/** A server holding one event: its look and mail texts change as the organizer saves them. */
function lookServer() {
  const loaded: ConsoleEventResponse = consoleEvent();
  let event = { ...loaded.event, name: 'Harbor Days 2026' };
  return (request: SeenRequest) => {
    if (request.method === 'GET' && request.path === '/console/event') return { body: { ...loaded, event } };
    if (request.method === 'PATCH' && request.path === '/console/event/brand') {
      const { logo, color } = request.body as { logo: string; color: string };
      const brand = { ...(logo ? { logo } : {}), ...(color ? { color } : {}) };
      event = { ...event, brand };
      return { body: { message: consoleBrandText.saved, brand } };
    }
    if (request.method === 'PATCH' && request.path === '/console/event/mail-texts') {
      const body = request.body as { mail: 'verify'; language: 'en'; text: { subject: string; body: string } | null };
      const mailTexts = body.text === null ? [] : [{ mail: body.mail, language: body.language, ...body.text }];
      event = { ...event, mail_texts: mailTexts };
      return { body: { message: text.saved(text.mailNames.verify), mail_texts: mailTexts } };
    }
    return undefined;
  };
}

const patches = (requests: SeenRequest[], path: string) => requests.filter((request) => request.method === 'PATCH' && request.path === path);

describe('the Look and mails screen', () => {
  it("previews the catalogue's verification mail in the event's name, with the variables it may use", async () => {
    await openConsole('/console/look', lookServer(), { heading: consoleShellText.screens.look });
    const editor = screen.getByRole('form', { name: text.heading });
    expect(within(editor).getByRole('textbox', { name: text.subjectLabel })).toHaveValue(defaultMailTexts.verify.subject);
    expect(within(editor).getByText(text.catalogue)).toBeInTheDocument();
    const variables = within(editor).getByRole('region', { name: text.variablesTitle });
    expect(within(variables).getAllByRole('term').map((term) => term.textContent)).toEqual(['{{name}}', '{{link}}', '{{event}}', '{{minutes}}']);
    const preview = within(editor).getByRole('region', { name: text.preview });
    expect(preview).toHaveTextContent(text.previewSubject('Verify your e-mail address for Harbor Days 2026'));
    expect(preview).toHaveTextContent(`Hello ${text.sample.name},`);
    expect(preview).toHaveTextContent(text.sample.link);
  });

  it('refuses an unknown variable before sending, then saves the edited text and follows the preview', async () => {
    const { user, requests } = await openConsole('/console/look', lookServer(), { heading: consoleShellText.screens.look });
    const editor = screen.getByRole('form', { name: text.heading });
    const subject = within(editor).getByRole('textbox', { name: text.subjectLabel });
    await user.clear(subject);
    await user.type(subject, 'Ahoy {{{{password}}}}');
    await user.click(within(editor).getByRole('button', { name: text.save }));
    expect(await within(editor).findByText(text.problems.unknownVariable('password', ['name', 'link', 'event', 'minutes']))).toBeInTheDocument();
    expect(patches(requests, '/console/event/mail-texts')).toHaveLength(0);

    await user.clear(subject);
    await user.type(subject, 'Ahoy {{{{name}}, welcome to {{{{event}}');
    expect(within(editor).getByRole('region', { name: text.preview })).toHaveTextContent(`Ahoy ${text.sample.name}, welcome to Harbor Days 2026`);
    await user.click(within(editor).getByRole('button', { name: text.save }));
    await waitFor(() => expect(patches(requests, '/console/event/mail-texts')).toHaveLength(1));
    expect(patches(requests, '/console/event/mail-texts')[0]!.body).toEqual({
      mail: 'verify',
      language: 'en',
      text: { subject: 'Ahoy {{name}}, welcome to {{event}}', body: defaultMailTexts.verify.body },
    });
    expect(await within(editor).findByText(text.custom)).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: text.reset }));
    await waitFor(() => expect(patches(requests, '/console/event/mail-texts')).toHaveLength(2));
    expect(await within(editor).findByText(text.catalogue)).toBeInTheDocument();
    expect(subject).toHaveValue(defaultMailTexts.verify.subject);
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
