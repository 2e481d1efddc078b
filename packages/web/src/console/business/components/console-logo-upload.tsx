import { consoleBusinessText, consoleMessages, IMAGE_TYPES } from '@dubloon-quest/core/console';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';
import { checkImage, measureImage, type ImageSize } from '../../shared/components/console-image-file.js';

const text = consoleBusinessText.profile;

export interface ConsoleLogoUploadProps {
  /** The logo's address now (empty for none): shown as the preview. */
  readonly logo: string;
  /** The logo the server has saved: the "save the profile" note goes once the uploaded one is saved. */
  readonly savedLogo: string;
  readonly businessName: string;
  /** Sends a checked file to the server; resolves the stored image's address, or null when refused. */
  readonly onUpload: (file: File) => Promise<string | null>;
  /** The new address, after an upload or a removal. */
  readonly onChange: (logo: string) => void;
  readonly uploading: boolean;
  readonly disabled?: boolean;
  /** The form's or the server's messages about the logo. */
  readonly errors?: readonly string[];
  /** Reads an image's size; the browser's decoder unless a test gives another. */
  readonly measure?: (file: File) => Promise<ImageSize>;
}

/**
 * The logo field: a preview of the logo now, a file input that checks the file's type, size and dimensions
 * with core's limits (the server's own) before uploading it, and a way to remove the logo. The upload's
 * progress and outcome are announced. Presentational (the upload itself is the container's).
 */
export function ConsoleLogoUpload({
  logo,
  savedLogo,
  businessName,
  onUpload,
  onChange,
  uploading,
  disabled = false,
  errors = [],
  measure = measureImage,
}: ConsoleLogoUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('');
  const shown = problem !== null ? [problem] : errors;
  // "Uploaded: save the profile" is true only until the profile is saved with it.
  const announced = status === text.uploaded && logo === savedLogo ? '' : status;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setStatus('');
    const checked = await checkImage(file, consoleMessages.images.unreadable, measure);
    if (!checked.ok) {
      setProblem(checked.problem);
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(null);
    setStatus(text.uploading);
    const url = await onUpload(file);
    if (input.current) input.current.value = '';
    setStatus(url === null ? '' : text.uploaded);
    if (url !== null) onChange(url);
  };

  return (
    <div className="field field--wide console-logo">
      <span className="field__label" id={`${id}-label`}>
        {text.logo}
      </span>
      <div className="console-logo__body">
        <div className="console-logo__preview">
          {logo === '' ? (
            <p className="muted">{text.noLogo}</p>
          ) : (
            <img src={logo} alt={text.logoPreview(businessName)} width={96} height={96} />
          )}
        </div>
        <div className="stack">
          <input
            ref={input}
            id={id}
            type="file"
            className="visually-hidden console-logo__input"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled || uploading}
            aria-invalid={shown.length > 0 ? true : undefined}
            aria-describedby={describedBy(id, text.logoHint, shown)}
            onChange={(event) => void choose(event)}
          />
          <label className="button button--secondary console-logo__choose" htmlFor={id}>
            {uploading ? text.uploading : text.chooseLogo}
          </label>
          {logo !== '' ? (
            <button
              type="button"
              className="button button--link"
              disabled={disabled || uploading}
              onClick={() => {
                setStatus('');
                onChange('');
              }}
            >
              {text.removeLogo}
            </button>
          ) : null}
        </div>
      </div>
      <FieldMessages id={id} hint={text.logoHint} errors={shown} />
      <p role="status" className="muted console-logo__status">
        {announced}
      </p>
    </div>
  );
}
