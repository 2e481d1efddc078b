import { type ValidationErrors } from '@dubloon-quest/core';
import {
  consoleBusinessText,
  consoleEventText,
  consoleShellText,
  consoleProblemTextsOnRead,
  validatePartnerBusinessFields,
  type ConsoleBusiness,
} from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { errorsOf, hasErrors } from '../../shared/components/console-form-errors.js';
import { ConsoleLogoUpload, type ConsoleLogoUploadProps } from './console-logo-upload.js';
import { ConsoleTextArea } from '../../shared/components/console-text-area.js';

const text = consoleBusinessText.profile;

/** The profile fields a partner edits, as the form holds them. */
export interface ProfileDraft {
  description: string;
  logo: string;
  video_title: string;
  video_url: string;
  challenge_title: string;
  challenge_description: string;
  /** The French of the texts above ('' for none: French readers see the English). */
  description_fr: string;
  video_title_fr: string;
  challenge_title_fr: string;
  challenge_description_fr: string;
  attends_meeting: boolean;
}

/** The French fields, each after its English one, by the English field's label. */
const FRENCH_FIELDS = [
  { name: 'description_fr', english: () => text.description, long: true },
  { name: 'video_title_fr', english: () => text.videoTitle, long: false },
  { name: 'challenge_title_fr', english: () => text.challengeTitle, long: false },
  { name: 'challenge_description_fr', english: () => text.challengeDescription, long: true },
] as const;

/** The form's starting values: the business as the server has it. Pure. */
function profileDraftOf(business: ConsoleBusiness): ProfileDraft {
  const entry = business.business;
  return {
    description: entry.description,
    logo: entry.logo,
    video_title: entry.video_title,
    video_url: entry.video_url,
    challenge_title: entry.challenge_question.title,
    challenge_description: entry.challenge_question.description,
    description_fr: entry.description_fr ?? '',
    video_title_fr: entry.video_title_fr ?? '',
    challenge_title_fr: entry.challenge_question.title_fr ?? '',
    challenge_description_fr: entry.challenge_question.description_fr ?? '',
    attends_meeting: entry.attends_meeting === true,
  };
}

export interface ConsoleBusinessProfileProps {
  readonly business: ConsoleBusiness;
  /** Saves the whole profile; resolves true when the server took it. */
  readonly onSave: (draft: ProfileDraft) => Promise<boolean>;
  readonly saving: boolean;
  /** The server's field errors of the last save (422). */
  readonly serverErrors: ValidationErrors;
  readonly onUpload: ConsoleLogoUploadProps['onUpload'];
  readonly uploading: boolean;
  readonly measure?: ConsoleLogoUploadProps['measure'];
}

/**
 * The business's profile form: description, logo, video, challenge text and attendance at the wrap-up meeting.
 * Checked with core's `validatePartnerBusinessFields` (the server's rule) before it is sent; what was typed stays
 * after a failure. Presentational.
 */
export function ConsoleBusinessProfile({
  business,
  onSave,
  saving,
  serverErrors,
  onUpload,
  uploading,
  measure,
}: ConsoleBusinessProfileProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(business));
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const set = <Field extends keyof ProfileDraft>(field: Field, value: ProfileDraft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const field = (name: keyof ProfileDraft) => errorsOf(errors, serverErrors, name);
  const invalid = submitted && (hasErrors(errors) || hasErrors(serverErrors));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Written in the reader's language: the console's catalogues follow the switch (decision 0167).
    const problems = consoleProblemTextsOnRead(validatePartnerBusinessFields(draft));
    setErrors(problems);
    if (hasErrors(problems)) return;
    void onSave(draft);
  };

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div className="form-grid console-business__grid">
          <ConsoleTextArea
            className="console-text-area"
            rows={4}
            wide
            label={text.description}
            name="description"
            hint={text.descriptionHint}
            value={draft.description}
            errors={field('description')}
            onChange={(event) => set('description', event.target.value)}
          />
          <ConsoleLogoUpload
            logo={draft.logo}
            savedLogo={business.business.logo}
            businessName={business.business.name}
            onUpload={onUpload}
            onChange={(logo) => set('logo', logo)}
            uploading={uploading}
            disabled={saving}
            errors={field('logo') ?? []}
            {...(measure ? { measure } : {})}
          />
          <TextField
            label={text.videoTitle}
            name="video_title"
            value={draft.video_title}
            errors={field('video_title')}
            onChange={(event) => set('video_title', event.target.value)}
          />
          <TextField
            label={text.videoUrl}
            name="video_url"
            type="url"
            inputMode="url"
            hint={text.videoUrlHint}
            value={draft.video_url}
            errors={field('video_url')}
            onChange={(event) => set('video_url', event.target.value)}
          />
          <TextField
            wide
            label={text.challengeTitle}
            name="challenge_title"
            required
            value={draft.challenge_title}
            errors={field('challenge_title')}
            onChange={(event) => set('challenge_title', event.target.value)}
          />
          <ConsoleTextArea
            className="console-text-area"
            rows={4}
            wide
            label={text.challengeDescription}
            name="challenge_description"
            hint={text.challengeDescriptionHint}
            value={draft.challenge_description}
            errors={field('challenge_description')}
            onChange={(event) => set('challenge_description', event.target.value)}
          />
          {FRENCH_FIELDS.map(({ name, english, long }) => {
            const props = {
              wide: true,
              label: consoleEventText.french.label(english()),
              name,
              lang: 'fr',
              value: draft[name],
              errors: field(name),
            };
            return long ? (
              <ConsoleTextArea key={name} {...props} rows={3} onChange={(event) => set(name, event.target.value)} />
            ) : (
              <TextField key={name} {...props} hint={consoleEventText.french.hint} onChange={(event) => set(name, event.target.value)} />
            );
          })}
          <label className="choice field--wide">
            <input
              type="checkbox"
              name="attends_meeting"
              checked={draft.attends_meeting}
              onChange={(event) => set('attends_meeting', event.target.checked)}
            />
            {text.attendsMeeting}
          </label>
        </div>
        <div role="alert">{invalid ? <p className="notice notice--error">{text.invalid}</p> : null}</div>
        <div>
          <button type="submit" className="button" disabled={saving || uploading}>
            {saving ? consoleShellText.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
