import {
  consoleEventText,
  consoleMessages,
  consoleShellText,
  IMAGE_MAX_PIXELS,
  type ConsoleEventResponse,
} from '@dubloon-quest/core/console';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ConsoleEvent,
  type ConsoleEventProps,
  type EventSection,
} from './console-event.js';
import type { EventEditor } from './console-event-entries.js';
import type { ImportState } from './console-event-file.js';
import { ImageField, type ImageUploader } from '../../shared/components/console-image-field.js';

const text = consoleEventText;

const data: ConsoleEventResponse = {
  event: {
    name: 'Spring Event',
    timestamps: null,
    partners: [
      {
        name: 'Bookworm Press',
        logo: '/uploads/logo.webp',
        resource_link: '',
        resource_category: '',
        resource_logo: '',
        resource_name: '',
      },
      {
        name: 'Old Partner',
        logo: '',
        resource_link: '',
        resource_category: '',
        resource_logo: '',
        resource_name: '',
        retired: true,
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
      { item_id: 2, name: 'Old mug', description: '', image_src: '', stock: 1, partner: 'Old Partner' },
    ],
    chests: [
      {
        chest_id: 1,
        group: [1, 2, 3].map((n) => ({
          question: `Question ${n}?`,
          answers: { choices: { a: 'Yes', b: 'No' }, correct: 'a', explanation: '' },
        })),
      },
    ],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  },
  source: 'file',
  updated_at: null,
  touched: { items: [1], chests: [1], challenges: [] },
};

const noUpload: ImageUploader = () => Promise.resolve({ ok: false, problem: 'not in this test' });

function Screen(
  props: Partial<ConsoleEventProps> & { initialSection?: EventSection; importState?: ImportState },
) {
  const [section, setSection] = useState<EventSection>(props.initialSection ?? 'partners');
  const [editor, setEditor] = useState<EventEditor | null>(props.editor ?? null);
  return (
    <ConsoleEvent
      data={data}
      section={section}
      onSection={setSection}
      editor={editor}
      onEditor={setEditor}
      busy={false}
      serverErrors={{}}
      onSave={vi.fn()}
      onRetire={vi.fn()}
      onUpload={noUpload}
      file={{
        importState: props.importState ?? { phase: 'idle' },
        exporting: false,
        onExport: vi.fn(),
        onChoose: vi.fn(),
        onImport: vi.fn(),
      }}
      {...props}
    />
  );
}

describe('ConsoleEvent', () => {
  it('lists the partners with what is retired, what players used, and where the event is read from', () => {
    render(<Screen />);
    expect(
      screen.getByRole('heading', { level: 1, name: consoleShellText.screens.event }),
    ).toBeInTheDocument();
    expect(screen.getByText(text.source.file)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.partners.caption });
    const bookworm = within(table).getByRole('row', { name: /Bookworm Press/ });
    expect(within(bookworm).getByText(text.status.live)).toBeInTheDocument();
    expect(within(bookworm).getByText(text.status.touched)).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Old Partner/ })).getByText(text.status.retired),
    ).toBeInTheDocument();
  });

  it('marks an item whose partner is retired, and says what retiring a staked item does before it is done', async () => {
    const user = userEvent.setup();
    const onRetire = vi.fn();
    render(<Screen initialSection="items" onRetire={onRetire} />);
    const mug = screen.getByRole('row', { name: /Old mug/ });
    expect(within(mug).getByText(text.status.partnerRetired)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${text.actions.retire} Reading light` }));
    const dialog = screen.getByRole('alertdialog', { name: text.items.retireTitle('Reading light') });
    expect(dialog).toHaveTextContent(text.items.retireMessage('Reading light', true));
    await user.click(within(dialog).getByRole('button', { name: consoleShellText.cancel }));
    expect(onRetire).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `${text.actions.retire} Reading light` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: text.actions.retire }),
    );
    expect(onRetire).toHaveBeenCalledWith({ kind: 'item', entry: data.event.raffle_items[0] }, true);
  });

  it("does not offer to retire a partner whose items players still see: Retire says which, and asks nothing", async () => {
    const user = userEvent.setup();
    const onRetire = vi.fn();
    render(<Screen onRetire={onRetire} />);
    const retire = screen.getByRole('button', { name: `${text.actions.retire} Bookworm Press` });
    expect(retire).toHaveAttribute('aria-disabled', 'true');
    expect(retire).toHaveAccessibleDescription(consoleMessages.content.partnerHasItems(['Reading light']));
    retire.focus();
    expect(retire).toHaveFocus();
    await user.click(retire);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onRetire).not.toHaveBeenCalled();
  });

  it('asks before retiring a partner once its items are all retired', async () => {
    const user = userEvent.setup();
    const onRetire = vi.fn();
    const itemsRetired: ConsoleEventResponse = {
      ...data,
      event: {
        ...data.event,
        raffle_items: data.event.raffle_items.map((item) => ({ ...item, retired: true })),
      },
    };
    render(<Screen data={itemsRetired} onRetire={onRetire} />);
    const retire = screen.getByRole('button', { name: `${text.actions.retire} Bookworm Press` });
    expect(retire).not.toHaveAttribute('aria-disabled');
    await user.click(retire);
    const dialog = screen.getByRole('alertdialog', { name: text.partners.retireTitle('Bookworm Press') });
    await user.click(within(dialog).getByRole('button', { name: text.actions.retire }));
    expect(onRetire).toHaveBeenCalledWith({ kind: 'partner', entry: itemsRetired.event.partners[0] }, true);
  });

  it('offers to restore a retired partner', async () => {
    const user = userEvent.setup();
    const onRetire = vi.fn();
    render(<Screen onRetire={onRetire} />);
    await user.click(screen.getByRole('button', { name: `${text.actions.restore} Old Partner` }));
    const dialog = screen.getByRole('alertdialog', { name: text.partners.restoreTitle('Old Partner') });
    await user.click(within(dialog).getByRole('button', { name: text.actions.restore }));
    expect(onRetire).toHaveBeenCalledWith({ kind: 'partner', entry: data.event.partners[1] }, false);
  });

  it('keeps a form open with the problems under its fields, from the browser or from the server', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { rerender } = render(<Screen onSave={onSave} editor={{ kind: 'partner', entry: null }} />);
    expect(screen.getByRole('heading', { level: 2, name: text.partners.createTitle })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: text.actions.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.fixFields);
    expect(screen.getByLabelText(text.partners.name)).toHaveAccessibleDescription(
      consoleMessages.content.required,
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(text.partners.name), 'Bookworm Press');
    await user.click(screen.getByRole('button', { name: text.actions.save }));
    expect(onSave).toHaveBeenCalledWith({
      kind: 'partner',
      before: null,
      request: {
        name: 'Bookworm Press',
        logo: '',
        resource_link: '',
        resource_category: '',
        resource_logo: '',
        resource_name: '',
      },
    });

    rerender(
      <Screen
        onSave={onSave}
        editor={{ kind: 'partner', entry: null }}
        busy
        serverErrors={{ name: [consoleMessages.content.partnerNameTaken] }}
      />,
    );
    expect(screen.getByLabelText(text.partners.name)).toHaveValue('Bookworm Press');
    expect(screen.getByLabelText(text.partners.name)).toHaveAccessibleDescription(
      expect.stringContaining(consoleMessages.content.partnerNameTaken),
    );
    expect(screen.getByRole('button', { name: text.actions.saving })).toBeDisabled();

    // Once the field is edited, the server's old refusal of it goes.
    rerender(
      <Screen
        onSave={onSave}
        editor={{ kind: 'partner', entry: null }}
        serverErrors={{ name: [consoleMessages.content.partnerNameTaken] }}
      />,
    );
    await user.type(screen.getByLabelText(text.partners.name), ' Books');
    expect(screen.getByLabelText(text.partners.name)).not.toHaveAccessibleDescription(
      expect.stringContaining(consoleMessages.content.partnerNameTaken),
    );
  });

  it('asks for a raffle partner before an item can be added', () => {
    render(
      <ConsoleEvent
        data={{ ...data, event: { ...data.event, partners: [data.event.partners[1]!] } }}
        section="items"
        onSection={vi.fn()}
        editor={null}
        onEditor={vi.fn()}
        busy={false}
        serverErrors={{}}
        onSave={vi.fn()}
        onRetire={vi.fn()}
        onUpload={noUpload}
        file={{
          importState: { phase: 'idle' },
          exporting: false,
          onExport: vi.fn(),
          onChoose: vi.fn(),
          onImport: vi.fn(),
        }}
      />,
    );
    expect(screen.getByText(text.items.needsPartner)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.items.add })).toBeDisabled();
  });

  it("edits a new chest's choices: adds one, removes one, keeps the correct letter on its choice", async () => {
    const user = userEvent.setup();
    render(<Screen initialSection="chests" editor={{ kind: 'chest', entry: null }} />);
    const first = screen.getByRole('group', { name: text.chests.question(1) });
    await user.click(
      within(first).getByRole('button', { name: `${text.chests.addChoice} ${text.chests.addChoiceTo(1)}` }),
    );
    await user.type(within(first).getByLabelText(text.chests.choice('c')), 'Maybe');
    await user.selectOptions(within(first).getByLabelText(text.chests.correct), 'c');
    await user.click(within(first).getByRole('button', { name: text.chests.removeChoice('a', 1) }));
    // B and C became A and B: "Maybe" is still the correct one.
    expect(within(first).getByLabelText(text.chests.choice('b'))).toHaveValue('Maybe');
    expect(within(first).getByLabelText(text.chests.correct)).toHaveValue('b');
    expect(within(first).queryByRole('button', { name: /Remove choice/ })).not.toBeInTheDocument();
  });

  it("locks an answered chest's letters and correct answers, and says why", () => {
    render(<Screen initialSection="chests" editor={{ kind: 'chest', entry: data.event.chests[0]! }} />);
    expect(screen.getByRole('note')).toHaveTextContent(text.chests.answered);
    for (const n of [1, 2, 3]) {
      const group = screen.getByRole('group', { name: text.chests.question(n) });
      expect(within(group).getByLabelText(text.chests.correct)).toBeDisabled();
      expect(within(group).getByLabelText(text.chests.questionText)).toBeEnabled();
      expect(
        within(group).queryByRole('button', { name: new RegExp(text.chests.addChoice) }),
      ).not.toBeInTheDocument();
    }
  });

  it("shows an import's progress, its summary, and the field paths of its problems", () => {
    const { rerender } = render(
      <Screen
        initialSection="file"
        importState={{ phase: 'uploading', file: 'spring.json', kilobytes: 12 }}
      />,
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText(text.file.uploading('spring.json', 12))).toBeInTheDocument();
    expect(screen.getByLabelText(text.file.choose)).toBeDisabled();

    rerender(
      <Screen
        initialSection="file"
        importState={{
          phase: 'done',
          summary: {
            name: 'Spring',
            items: 4,
            chests: 3,
            businesses: 2,
            players_created: 7,
            players_existing: 0,
          },
        }}
      />,
    );
    expect(screen.getByText(text.file.summaryTitle('Spring'))).toBeInTheDocument();
    expect(screen.getByText(text.file.summary.playersCreated).nextElementSibling).toHaveTextContent('7');

    rerender(
      <Screen
        initialSection="file"
        importState={{
          phase: 'refused',
          file: 'spring.json',
          message: 'Refused',
          problems: [{ path: 'chests[0].group', problem: 'Too small' }],
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text.file.problemsTitle(1));
    expect(within(alert).getByRole('listitem')).toHaveTextContent('chests[0].group: Too small');
  });
});

describe('ImageField', () => {
  function Field({
    read,
    onUpload,
  }: {
    read: Parameters<typeof ImageField>[0]['read'];
    onUpload: ImageUploader;
  }) {
    const [value, setValue] = useState('');
    return (
      <ImageField
        label="Logo"
        name="logo"
        value={value}
        onChange={setValue}
        purpose="logo"
        onUpload={onUpload}
        read={read}
      />
    );
  }
  const file = new File(['x'], 'big.png', { type: 'image/png' });

  it('says why the browser refused a file and uploads nothing', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn<ImageUploader>();
    const tooBig = consoleMessages.images.tooBig(IMAGE_MAX_PIXELS);
    render(<Field read={() => Promise.resolve({ ok: false, problem: tooBig })} onUpload={onUpload} />);
    await user.upload(screen.getByLabelText(text.image.choose('Logo')), file);
    expect(await screen.findByText(text.image.refused('big.png', tooBig))).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Logo', { selector: 'input:not([type=file])' })).toHaveValue('');
  });

  it("puts the stored image's address in the field and shows it, or says why the server refused it", async () => {
    const user = userEvent.setup();
    const image = {
      name: 'big.png',
      type: 'image/png',
      width: 900,
      height: 900,
      base64: 'eA==',
      dataUrl: 'data:image/png;base64,eA==',
    };
    const onUpload = vi
      .fn<ImageUploader>()
      .mockResolvedValueOnce({ ok: false, problem: consoleMessages.images.unreadable })
      .mockResolvedValueOnce({ ok: true, url: '/uploads/abc.webp', width: 512, height: 512 });
    render(<Field read={() => Promise.resolve({ ok: true, image })} onUpload={onUpload} />);
    const picker = screen.getByLabelText(text.image.choose('Logo'));
    await user.upload(picker, file);
    expect(
      await screen.findByText(text.image.refused('big.png', consoleMessages.images.unreadable)),
    ).toBeInTheDocument();

    await user.upload(picker, file);
    expect(await screen.findByText(text.image.uploaded(512, 512))).toBeInTheDocument();
    expect(onUpload).toHaveBeenLastCalledWith(image, 'logo');
    expect(screen.getByLabelText('Logo', { selector: 'input:not([type=file])' })).toHaveValue(
      '/uploads/abc.webp',
    );
    expect(screen.getByRole('img', { name: text.image.preview('Logo') })).toHaveAttribute(
      'src',
      '/uploads/abc.webp',
    );
  });
});
