import {
  consoleBusinessText,
  consoleEventText,
  consoleMessages,
  consoleShellText,
  SHORT_TEXT_MAX,
} from '@dubloon-quest/core/console';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleBusiness, type ConsoleBusinessProps } from './console-business.js';
import { harbor, harborChest } from '../../../../test/console-test-app.js';

const text = consoleBusinessText;

function renderBusiness(overrides: Partial<ConsoleBusinessProps> = {}) {
  const props: ConsoleBusinessProps = {
    business: harbor,
    profile: {
      onSave: vi.fn(() => Promise.resolve(true)),
      saving: false,
      serverErrors: {},
      onUpload: vi.fn(() => Promise.resolve('/uploads/new.webp')),
      uploading: false,
      measure: vi.fn(() => Promise.resolve({ width: 200, height: 100 })),
    },
    chest: { onSave: vi.fn(() => Promise.resolve(true)), saving: false, serverErrors: {}, refusal: null },
    ...overrides,
  };
  const { rerender } = render(<ConsoleBusiness {...props} />);
  return { props, user: userEvent.setup(), rerender };
}

const profileForm = () => screen.getByRole('form', { name: text.profile.heading });
const chestForm = () => screen.getByRole('form', { name: text.chest.heading });

describe('the business profile', () => {
  it("shows the business's profile, its logo and how many players answered", () => {
    renderBusiness();
    expect(screen.getByRole('heading', { level: 2, name: 'Harbor Tech' })).toBeInTheDocument();
    expect(screen.getByText(text.answers(2))).toBeInTheDocument();
    const form = profileForm();
    expect(within(form).getByLabelText(text.profile.description)).toHaveValue('We build boats.');
    expect(within(form).getByLabelText(text.profile.challengeTitle)).toHaveValue('Design a buoy');
    expect(within(form).getByRole('img', { name: text.profile.logoPreview('Harbor Tech') })).toHaveAttribute(
      'src',
      '/uploads/logo.webp',
    );
    expect(within(form).getByLabelText(text.profile.attendsMeeting)).not.toBeChecked();
  });

  it('refuses what the server would refuse, under the fields, without sending it', async () => {
    const { props, user } = renderBusiness();
    const form = profileForm();
    await user.clear(within(form).getByLabelText(text.profile.challengeTitle));
    await user.type(within(form).getByLabelText(text.profile.videoUrl), 'http://video.example/x');
    await user.click(within(form).getByRole('button', { name: text.profile.save }));

    expect(within(form).getByLabelText(text.profile.challengeTitle)).toHaveAccessibleDescription(
      consoleMessages.content.required,
    );
    expect(within(form).getByLabelText(text.profile.videoUrl)).toHaveAccessibleDescription(
      expect.stringContaining(consoleMessages.content.notAVideo),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(text.profile.invalid);
    expect(props.profile.onSave).not.toHaveBeenCalled();
  });

  it('sends the whole profile, attendance included', async () => {
    const { props, user } = renderBusiness();
    const form = profileForm();
    await user.type(within(form).getByLabelText(text.profile.videoTitle), 'A day at sea');
    await user.type(within(form).getByLabelText(text.profile.videoUrl), 'https://www.youtube.com/embed/abc');
    await user.click(within(form).getByLabelText(text.profile.attendsMeeting));
    await user.click(within(form).getByRole('button', { name: text.profile.save }));
    expect(props.profile.onSave).toHaveBeenCalledWith({
      description: 'We build boats.',
      logo: '/uploads/logo.webp',
      video_title: 'A day at sea',
      video_url: 'https://www.youtube.com/embed/abc',
      challenge_title: 'Design a buoy',
      challenge_description: 'Share a document.',
      description_fr: '',
      video_title_fr: '',
      challenge_title_fr: '',
      challenge_description_fr: '',
      attends_meeting: true,
    });
  });

  it("shows the server's field errors under their fields and says it is saving", () => {
    renderBusiness({
      profile: {
        onSave: vi.fn(() => Promise.resolve(false)),
        saving: true,
        serverErrors: { description: ['At most 5000 characters'] },
        onUpload: vi.fn(() => Promise.resolve(null)),
        uploading: false,
      },
    });
    const form = profileForm();
    expect(within(form).getByLabelText(text.profile.description)).toHaveAccessibleDescription(
      expect.stringContaining('At most 5000 characters'),
    );
    expect(within(form).getByRole('button', { name: consoleShellText.saving })).toBeDisabled();
  });
});

describe('the logo upload', () => {
  const file = (type: string, bytes = 100) => new File([new Uint8Array(bytes)], 'logo', { type });

  it('refuses a file of another type before reading or sending it', async () => {
    const { props } = renderBusiness();
    const input = within(profileForm()).getByLabelText(text.profile.chooseLogo);
    await userEvent.setup({ applyAccept: false }).upload(input, file('image/svg+xml'));
    expect(await within(profileForm()).findByText(consoleMessages.images.type)).toBeInTheDocument();
    expect(props.profile.measure).not.toHaveBeenCalled();
    expect(props.profile.onUpload).not.toHaveBeenCalled();
  });

  it('refuses a picture smaller than the server accepts, measured before the upload', async () => {
    const measure = vi.fn(() => Promise.resolve({ width: 20, height: 300 }));
    const onUpload = vi.fn(() => Promise.resolve('/uploads/x.webp'));
    const { user } = renderBusiness({
      profile: { onSave: vi.fn(), saving: false, serverErrors: {}, onUpload, uploading: false, measure },
    });
    await user.upload(within(profileForm()).getByLabelText(text.profile.chooseLogo), file('image/png'));
    expect(await screen.findByText(consoleMessages.images.tooSmall(32))).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads a good picture, previews it and sends its address with the profile', async () => {
    const { props, user } = renderBusiness();
    await user.upload(within(profileForm()).getByLabelText(text.profile.chooseLogo), file('image/png'));
    expect(await screen.findByText(text.profile.uploaded)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text.profile.logoPreview('Harbor Tech') })).toHaveAttribute(
      'src',
      '/uploads/new.webp',
    );
    await user.click(within(profileForm()).getByRole('button', { name: text.profile.save }));
    expect(props.profile.onSave).toHaveBeenCalledWith(expect.objectContaining({ logo: '/uploads/new.webp' }));
  });

  it('drops the "save the profile" note once the profile is saved with the uploaded logo', async () => {
    const { props, user, rerender } = renderBusiness();
    await user.upload(within(profileForm()).getByLabelText(text.profile.chooseLogo), file('image/png'));
    expect(await screen.findByText(text.profile.uploaded)).toBeInTheDocument();
    await user.click(within(profileForm()).getByRole('button', { name: text.profile.save }));
    // The screen reads the saved business again: its logo is the uploaded one now.
    rerender(<ConsoleBusiness {...props} business={{ ...harbor, business: { ...harbor.business, logo: '/uploads/new.webp' } }} />);
    expect(screen.queryByText(text.profile.uploaded)).not.toBeInTheDocument();
  });

  it('removes the logo', async () => {
    const { props, user } = renderBusiness();
    await user.click(screen.getByRole('button', { name: text.profile.removeLogo }));
    expect(screen.getByText(text.profile.noLogo)).toBeInTheDocument();
    await user.click(within(profileForm()).getByRole('button', { name: text.profile.save }));
    expect(props.profile.onSave).toHaveBeenCalledWith(expect.objectContaining({ logo: '' }));
  });
});

describe('the chest questions', () => {
  it('starts three empty questions when the business has no chest, and refuses them empty', async () => {
    const { props, user } = renderBusiness();
    expect(screen.getByText(text.chest.noChest)).toBeInTheDocument();
    const form = chestForm();
    expect(within(form).getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(3);
    await user.click(within(form).getByRole('button', { name: text.chest.save }));
    const first = within(form).getByRole('group', { name: text.chest.question(0) });
    expect(within(first).getByLabelText(text.chest.questionText)).toHaveAccessibleDescription(
      consoleMessages.content.required,
    );
    expect(within(first).getByLabelText(text.chest.choice('a'))).toHaveAccessibleDescription(
      consoleMessages.content.required,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(text.chest.invalid);
    expect(props.chest.onSave).not.toHaveBeenCalled();
  });

  it('edits choices and the correct letter and sends the three questions', async () => {
    const { props, user } = renderBusiness({ business: { ...harbor, chest: harborChest } });
    expect(screen.getByText(text.chest.touchedRule)).toBeInTheDocument();
    const second = within(chestForm()).getByRole('group', { name: text.chest.question(1) });
    await user.click(within(second).getByRole('button', { name: text.chest.addChoice }));
    await user.type(within(second).getByLabelText(text.chest.choice('c')), 'Maybe');
    await user.click(within(second).getByRole('radio', { name: 'C' }));
    await user.click(within(chestForm()).getByRole('button', { name: text.chest.save }));
    await waitFor(() => expect(props.chest.onSave).toHaveBeenCalledTimes(1));
    const [group] = vi.mocked(props.chest.onSave).mock.calls[0]!;
    expect(group[0]).toEqual(harborChest.group[0]);
    expect(group[1]!.answers).toEqual({
      choices: { a: 'Yes', b: 'No', c: 'Maybe' },
      correct: 'c',
      explanation: 'Because 2.',
    });
  });

  it('takes the French of each text after its English, as the organizers\' form does, and sends it', async () => {
    const { props, user } = renderBusiness({ business: { ...harbor, chest: harborChest } });
    const first = within(chestForm()).getByRole('group', { name: text.chest.question(0) });
    const french = (label: string) => within(first).getByLabelText(consoleEventText.french.label(label));
    expect(french(text.chest.questionText)).toHaveAttribute('lang', 'fr');
    await user.type(french(text.chest.questionText), 'Question 1 en français?');
    await user.type(french(text.chest.choice('b')), 'Non');
    await user.type(french(text.chest.explanation), 'Parce que 1.');
    await user.click(within(chestForm()).getByRole('button', { name: text.chest.save }));
    await waitFor(() => expect(props.chest.onSave).toHaveBeenCalledTimes(1));
    const [group] = vi.mocked(props.chest.onSave).mock.calls[0]!;
    expect(group[0]).toEqual({
      question: 'Question 1?',
      question_fr: 'Question 1 en français?',
      answers: {
        choices: { a: 'Yes', b: 'No' },
        correct: 'b',
        explanation: 'Because 1.',
        choices_fr: { b: 'Non' },
        explanation_fr: 'Parce que 1.',
      },
    });
    // The questions left in English only are sent as they were.
    expect(group[1]).toEqual(harborChest.group[1]);
  });

  it('shows the French already written, checks it with the same rules, and drops a removed choice\'s French', async () => {
    const bilingual = {
      ...harborChest,
      group: harborChest.group.map((question, index) =>
        index === 0
          ? {
              ...question,
              question_fr: 'Question 1?',
              answers: { ...question.answers, choices: { a: 'Yes', b: 'No', c: 'Maybe' }, choices_fr: { a: 'Oui', c: 'Peut-être' } },
            }
          : question,
      ),
    };
    const { props, user } = renderBusiness({ business: { ...harbor, chest: bilingual } });
    const first = within(chestForm()).getByRole('group', { name: text.chest.question(0) });
    const french = (label: string) => within(first).getByLabelText(consoleEventText.french.label(label));
    expect(french(text.chest.questionText)).toHaveValue('Question 1?');
    expect(french(text.chest.choice('c'))).toHaveValue('Peut-être');

    await user.click(french(text.chest.choice('b')));
    await user.paste('x'.repeat(SHORT_TEXT_MAX + 1));
    await user.click(within(chestForm()).getByRole('button', { name: text.chest.save }));
    expect(french(text.chest.choice('b'))).toHaveAccessibleDescription(consoleMessages.content.tooLong(SHORT_TEXT_MAX));
    expect(props.chest.onSave).not.toHaveBeenCalled();

    await user.clear(french(text.chest.choice('b')));
    await user.click(within(first).getByRole('button', { name: text.chest.removeChoice('c') }));
    expect(within(first).queryByLabelText(consoleEventText.french.label(text.chest.choice('c')))).not.toBeInTheDocument();
    await user.click(within(chestForm()).getByRole('button', { name: text.chest.save }));
    await waitFor(() => expect(props.chest.onSave).toHaveBeenCalledTimes(1));
    const [group] = vi.mocked(props.chest.onSave).mock.calls[0]!;
    expect(group[0]!.answers).toMatchObject({ choices: { a: 'Yes', b: 'No' }, choices_fr: { a: 'Oui', b: '' } });
  });

  it("explains the server's refusal once players answered the chest, keeping what was typed", () => {
    renderBusiness({
      business: { ...harbor, chest: harborChest },
      chest: {
        onSave: vi.fn(),
        saving: false,
        serverErrors: {},
        refusal: consoleMessages.content.chestTouched,
      },
    });
    const alert = within(chestForm()).getByRole('alert');
    expect(alert).toHaveTextContent(text.chest.refused);
    expect(alert).toHaveTextContent(consoleMessages.content.chestTouched);
  });
});
