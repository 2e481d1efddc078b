import { isValid, type ValidationErrors } from '@dubloon-quest/core';
import {
  consoleBrandText,
  type ConsoleEventResponse,
  consoleShellText,
  type MailKind,
  type MailLanguage,
  type MailText,
  consoleProblemTextsOnRead,
  validateEventBrand,
  validateEventHelp,
  validateMailText,
} from '@dubloon-quest/core/console';
import { useState } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useConsoleAction, useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { useLookCalls } from '../calls/console-look-calls.js';
import { ConsoleBrandForm } from '../components/console-brand-form.js';
import { ConsoleHelpForm } from '../components/console-help-form.js';
import { imageUploader } from '../../shared/components/console-image-field.js';
import { useServices } from '../../../services/app-services.js';
import { ConsoleMailTextEditor } from '../components/console-mail-text-editor.js';
import '../components/console-look.css';

/**
 * `/console/look` (organizers): the event's logo and colour, and its own mail texts in English and in French, each
 * with its preview (decision 0175). Each
 * form checks with core's rules (the server's own) before it sends; the answer replaces what was loaded.
 * The event's name is set on the Schedule screen, beside the dates.
 */
export function ConsoleLookRoute() {
  const calls = useLookCalls();
  const query = useConsoleQuery(() => calls.consoleGetEvent());
  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(loaded) => <LookEditors loaded={loaded} onChange={query.replace} />}
    </LoadState>
  );
}

function LookEditors({ loaded, onChange }: { loaded: ConsoleEventResponse; onChange: (next: ConsoleEventResponse) => void }) {
  const calls = useLookCalls();
  const { navigation } = useServices();
  const brandAction = useConsoleAction();
  const mailAction = useConsoleAction();
  const helpAction = useConsoleAction();
  const [helpErrors, setHelpErrors] = useState<ValidationErrors>({});
  const [brandErrors, setBrandErrors] = useState<ValidationErrors>({});
  // Each language's problems: the browser's check, then the server's answer to the language last saved.
  const [mailErrors, setMailErrors] = useState<Partial<Record<MailLanguage, ValidationErrors>>>({});
  const [mailLanguage, setMailLanguage] = useState<MailLanguage>('en');
  const { event } = loaded;

  const saveBrand = async (brand: { logo: string; color: string }) => {
    const problems = consoleProblemTextsOnRead(validateEventBrand(brand));
    setBrandErrors(problems);
    if (!isValid(problems)) return;
    await brandAction.run(() => calls.consoleUpdateBrand({ body: brand }), {
      success: () => consoleBrandText.saved,
      onSuccess: (answer) => onChange({ ...loaded, event: { ...event, brand: answer.brand } }),
    });
  };

  const saveHelp = async (help: { support_email: string; chat_url: string }) => {
    const problems = consoleProblemTextsOnRead(validateEventHelp(help));
    setHelpErrors(problems);
    if (!isValid(problems)) return;
    await helpAction.run(() => calls.consoleUpdateHelp({ body: help }), {
      success: (answer) => answer.message,
      onSuccess: (answer) => onChange({ ...loaded, event: { ...event, help: answer.help } }),
    });
  };

  const saveMail = async (mail: MailKind, language: MailLanguage, text: MailText | null) => {
    const problems = text === null ? {} : consoleProblemTextsOnRead(validateMailText(mail, text));
    setMailErrors({ [language]: problems });
    setMailLanguage(language);
    if (!isValid(problems)) return;
    await mailAction.run(() => calls.consoleUpdateMailText({ body: { mail, language, text } }), {
      success: (answer) => answer.message,
      onSuccess: (answer) => onChange({ ...loaded, event: { ...event, mail_texts: answer.mail_texts } }),
    });
  };

  return (
    <div className="stack">
      <h1>{consoleShellText.screens.look}</h1>
      <ConsoleBrandForm
        brand={event.brand ?? {}}
        busy={brandAction.busy}
        errors={{ ...brandAction.errors, ...brandErrors }}
        onSave={(brand) => void saveBrand(brand)}
        onUpload={imageUploader((request) => calls.consoleUploadImage(request), (to) => navigation.navigate(to))}
      />
      <ConsoleHelpForm help={event.help ?? {}} busy={helpAction.busy} errors={{ ...helpAction.errors, ...helpErrors }} onSave={(help) => void saveHelp(help)} />
      <ConsoleMailTextEditor
        eventName={event.name}
        eventNameFr={event.name_fr}
        mailTexts={event.mail_texts ?? []}
        busy={mailAction.busy}
        errors={{ ...mailErrors, [mailLanguage]: { ...mailAction.errors, ...mailErrors[mailLanguage] } }}
        onSave={(mail, language, text) => void saveMail(mail, language, text)}
        onReset={(mail, language) => void saveMail(mail, language, null)}
      />
    </div>
  );
}
