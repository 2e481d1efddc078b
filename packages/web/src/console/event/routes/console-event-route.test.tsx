import { contractMessages, messages, type EventFile } from '@dubloon-quest/core';
import {
  type ConsoleEventResponse,
  consoleEventText,
  consoleMessages,
  consoleShellText,
} from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsoleAs, type SeenRequest, stubConsoleServer } from '../../../../test/console-test-app.js';

const text = consoleEventText;

const event: EventFile = {
  name: 'Spring Event',
  timestamps: null,
  partners: [
    {
      name: 'Bookworm Press',
      logo: '',
      resource_link: '',
      resource_category: '',
      resource_logo: '',
      resource_name: '',
    },
  ],
  raffle_items: [
    {
      item_id: 1,
      name: 'Reading light',
      description: '',
      image_src: '',
      stock: 2,
      partner: 'Bookworm Press',
    },
  ],
  chests: [
    {
      chest_id: 1,
      group: [1, 2, 3].map((n) => ({
        question: `Question ${n}?`,
        answers: { choices: { a: 'Yes', b: 'No' }, correct: 'a', explanation: 'Because.' },
      })),
    },
  ],
  businesses: [],
  results: { raffle_winners: [], challenge_winners: [] },
};

const eventAnswer = (changes: Partial<ConsoleEventResponse> = {}): ConsoleEventResponse => ({
  event,
  source: 'database',
  updated_at: '2026-11-20T09:00:00.000Z',
  touched: { items: [1], chests: [1], challenges: [] },
  ...changes,
});

/** The console's HTTP calls answered as the server would, through the real adapter; every request recorded. */
let sent: SeenRequest[] = [];
let answers: Record<string, () => Response> = {};

beforeEach(() => {
  answers = { 'GET /console/event': () => Response.json(eventAnswer()) };
  sent = stubConsoleServer((request) => answers[`${request.method} ${request.path}`]?.());
});
afterEach(() => vi.unstubAllGlobals());

const writes = () =>
  sent
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

async function openEventScreen(section = '') {
  const { user } = await openConsoleAs(`/console/event${section}`, {
    heading: consoleShellText.screens.event,
  });
  return user;
}

describe('the Event content route', () => {
  it('loads the event and opens the section the URL names', async () => {
    await openEventScreen('?section=items');
    expect(screen.getByRole('tab', { name: text.sections.items })).toHaveAttribute('aria-selected', 'true');
    const row = within(screen.getByRole('table', { name: text.items.caption })).getByRole('row', {
      name: /Reading light/,
    });
    expect(within(row).getByText(text.status.touched)).toBeInTheDocument();
    // The Overview's figures first: the organizer landed there after login.
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /console/me',
      'GET /console/overview',
      'GET /console/event',
    ]);
  });

  it('creates a raffle item with what the form says, then loads the event again', async () => {
    answers['POST /console/items'] = () =>
      Response.json({
        message: consoleMessages.content.saved,
        item: {
          item_id: 2,
          name: 'Bookmark',
          description: '',
          image_src: '',
          stock: 4,
          partner: 'Bookworm Press',
        },
      });
    const user = await openEventScreen('?section=items');
    await user.click(screen.getByRole('button', { name: text.items.add }));
    await user.type(screen.getByLabelText(text.items.name), 'Bookmark');
    await user.clear(screen.getByLabelText(text.items.stock));
    await user.type(screen.getByLabelText(text.items.stock), '4');
    await user.click(screen.getByRole('button', { name: text.actions.save }));

    expect(await screen.findByText(consoleMessages.content.saved)).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/console/items',
        // The French fields go as they are, empty too: the server keeps no empty French text (decision 0164).
        body: { name: 'Bookmark', name_fr: '', description: '', description_fr: '', image_src: '', stock: 4, partner: 'Bookworm Press' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: text.items.createTitle })).not.toBeInTheDocument(),
    );
    expect(sent.filter((request) => request.path === '/console/event')).toHaveLength(2);
  });

  it("keeps the form and shows the server's field errors under the fields on a 422", async () => {
    answers['PATCH /console/items/1'] = () =>
      Response.json(
        {
          message: contractMessages.invalidRequest,
          errors: { image_src: [consoleMessages.content.notAnImage] },
        },
        { status: 422 },
      );
    const user = await openEventScreen('?section=items');
    await user.click(screen.getByRole('button', { name: `${text.actions.edit} Reading light` }));
    await user.clear(screen.getByLabelText(text.items.stock));
    await user.type(screen.getByLabelText(text.items.stock), '5');
    await user.click(screen.getByRole('button', { name: text.actions.save }));

    const image = screen.getByLabelText(text.items.image, { selector: 'input:not([type=file])' });
    await waitFor(() =>
      expect(image).toHaveAccessibleDescription(expect.stringContaining(consoleMessages.content.notAnImage)),
    );
    expect(image).toHaveAttribute('aria-invalid', 'true');
    // Only what changed is sent, and the form keeps the typed value.
    expect(writes()).toEqual([{ method: 'PATCH', path: '/console/items/1', body: { stock: 5 } }]);
    expect(screen.getByLabelText(text.items.stock)).toHaveValue('5');
    expect(await screen.findByText(contractMessages.invalidRequest)).toBeInTheDocument();
  });

  it('retires an item after the confirm dialog and says how many players got their stakes back', async () => {
    answers['POST /console/items/1/retire'] = () =>
      Response.json({
        message: 'Retired',
        item: { ...event.raffle_items[0], retired: true },
        refunded_players: 4,
      });
    const user = await openEventScreen('?section=items');
    await user.click(screen.getByRole('button', { name: `${text.actions.retire} Reading light` }));
    const dialog = screen.getByRole('alertdialog', { name: text.items.retireTitle('Reading light') });
    expect(dialog).toHaveTextContent(text.items.retireMessage('Reading light', true));
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text.actions.retire }));

    expect(await screen.findByText(consoleMessages.content.itemRefunds(4))).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: '/console/items/1/retire', body: { retired: true } }]);
  });

  it('refuses in the browser to change the letters of a chest players answered', async () => {
    const user = await openEventScreen('?section=chests');
    await user.click(screen.getByRole('button', { name: `${text.actions.edit} ${text.chests.name(1)}` }));
    expect(screen.getByRole('note')).toHaveTextContent(text.chests.answered);
    const first = screen.getByRole('group', { name: text.chests.question(1) });
    expect(within(first).getByLabelText(text.chests.correct)).toBeDisabled();
    expect(
      within(first).queryByRole('button', { name: new RegExp(text.chests.addChoice) }),
    ).not.toBeInTheDocument();

    answers['PATCH /console/chests/1'] = () =>
      Response.json({ message: consoleMessages.content.saved, chest: event.chests[0] });
    await user.type(within(first).getByLabelText(text.chests.questionText), ' Really?');
    await user.click(screen.getByRole('button', { name: text.actions.save }));
    await screen.findByText(consoleMessages.content.saved);
    const [patch] = writes();
    expect(patch?.path).toBe('/console/chests/1');
    expect((patch?.body as { group: { question: string }[] }).group[0]?.question).toBe('Question 1? Really?');
  });

  it('shows the refusal of a chest edit the server answers 409', async () => {
    answers['PATCH /console/chests/1'] = () =>
      Response.json({ message: consoleMessages.content.chestTouched }, { status: 409 });
    const user = await openEventScreen('?section=chests');
    await user.click(screen.getByRole('button', { name: `${text.actions.edit} ${text.chests.name(1)}` }));
    await user.type(screen.getAllByLabelText(text.chests.explanation)[2]!, ' Again.');
    await user.click(screen.getByRole('button', { name: text.actions.save }));
    expect(await screen.findByText(consoleMessages.content.chestTouched)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.chests.editTitle(1) })).toBeInTheDocument();
  });

  it('uploads a chosen logo checked in the browser and puts its address in the field', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 600, height: 300, close: () => undefined }),
    );
    const url = `/uploads/${'a'.repeat(64)}.webp`;
    answers['POST /console/images'] = () =>
      Response.json({ url, width: 512, height: 256, bytes: 2048, content_type: 'image/webp' });
    const user = await openEventScreen();
    await user.click(screen.getByRole('button', { name: text.partners.add }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(text.image.choose(text.partners.logo)), file);

    expect(await screen.findByText(text.image.uploaded(512, 256))).toBeInTheDocument();
    expect(screen.getByLabelText(text.partners.logo, { selector: 'input:not([type=file])' })).toHaveValue(
      url,
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/console/images',
        body: { content_type: 'image/png', data_base64: 'iVBORw==', purpose: 'logo' },
      },
    ]);
  });

  it('shows an upload the server refuses (403) under the field and stays; an ended session (401) goes to the 401 page', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 600, height: 300, close: () => undefined }),
    );
    const refusal = 'This demo console is read-only.';
    answers['POST /console/images'] = () => Response.json({ message: refusal }, { status: 403 });
    const user = await openEventScreen();
    await user.click(screen.getByRole('button', { name: text.partners.add }));
    const chooser = screen.getByLabelText(text.image.choose(text.partners.logo));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(chooser, file);
    expect(await screen.findByText(refusal, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.actions.save })).toBeInTheDocument();

    answers['POST /console/images'] = () => Response.json({ message: 'Session expired' }, { status: 401 });
    await user.upload(chooser, file);
    // The 401 page is a lazy chunk of its own, slow to transform the first time on a loaded machine.
    expect(
      await screen.findByRole('heading', { name: messages.errorPages.unauthorized }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openEventScreen();
    await user.click(screen.getByRole('button', { name: text.partners.add }));
    await user.upload(
      screen.getByLabelText(text.image.choose(text.partners.logo)),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText(text.image.refused('notes.txt', consoleMessages.images.type)),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('exports the event file as a JSON download', async () => {
    const document = { name: 'Spring Event', timestamps: null, one_prize_per_player: true };
    answers['GET /console/event/file'] = () => Response.json(document);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:event'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const user = await openEventScreen('?section=file');
      await user.click(screen.getByRole('button', { name: text.file.export }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      expect(JSON.parse(await blobs[0]!.text())).toEqual(document);
      expect(click.mock.contexts[0]).toHaveProperty(
        'download',
        expect.stringMatching(/^spring-event-\d{4}-\d{2}-\d{2}\.json$/),
      );
    } finally {
      click.mockRestore();
    }
  });

  it('imports a file after the confirm dialog and shows the summary', async () => {
    answers['POST /console/event/file'] = () =>
      Response.json({
        message: consoleMessages.content.imported('Autumn Event'),
        summary: {
          name: 'Autumn Event',
          items: 3,
          chests: 2,
          businesses: 1,
          players_created: 5,
          players_existing: 1,
        },
      });
    const user = await openEventScreen('?section=file');
    const file = { ...event, name: 'Autumn Event' };
    await user.upload(
      screen.getByLabelText(text.file.choose),
      new File([JSON.stringify(file)], 'autumn.json', { type: 'application/json' }),
    );
    await user.click(await screen.findByRole('button', { name: text.file.import }));
    const dialog = screen.getByRole('alertdialog', { name: text.file.importConfirmTitle });
    expect(dialog).toHaveTextContent(text.file.importConfirm('autumn.json', 'Autumn Event'));
    await user.click(within(dialog).getByRole('button', { name: text.file.import }));

    expect(await screen.findByText(text.file.summaryTitle('Autumn Event'))).toBeInTheDocument();
    expect(screen.getByText(text.file.summary.playersCreated).nextElementSibling).toHaveTextContent('5');
    expect(writes()).toEqual([{ method: 'POST', path: '/console/event/file', body: file }]);
  });

  it('lists the field paths of an import the server refuses, and sends nothing for a file that is not JSON', async () => {
    answers['POST /console/event/file'] = () =>
      Response.json(
        {
          message: contractMessages.invalidRequest,
          errors: { 'raffle_items[0].partner': ['No such partner'], 'chests[0].group': ['Too small'] },
        },
        { status: 422 },
      );
    const user = await openEventScreen('?section=file');
    const picker = screen.getByLabelText(text.file.choose);
    await user.upload(picker, new File(['{ nope'], 'broken.json', { type: 'application/json' }));
    expect(
      (await screen.findByText(/^broken\.json is not a JSON file: /)).closest('[role=alert]'),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: text.file.import })).not.toBeInTheDocument();

    await user.upload(picker, new File([JSON.stringify(event)], 'spring.json', { type: 'application/json' }));
    await user.click(await screen.findByRole('button', { name: text.file.import }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text.file.import }));

    const problems = await screen.findByText(text.file.problemsTitle(2));
    const list = problems.nextElementSibling as HTMLElement;
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'raffle_items[0].partner: No such partner',
      'chests[0].group: Too small',
    ]);
  });
});
