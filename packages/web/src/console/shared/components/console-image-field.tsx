import { requestFailure } from '@dubloon-quest/core';
import {
  type ConsoleImageRequest,
  type ConsoleImageResponse,
  consoleShellText,
  consoleEventText,
  consoleMessages,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_PIXELS,
  IMAGE_TYPES,
  type ImagePurpose,
} from '@dubloon-quest/core/console';
import { useId, useRef, useState } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';
import { readImageFile, type ImageFile, type ImageFileCheck } from './console-image-file.js';
import './console-image-field.css';

/** What an upload ended with: the stored image's address and size, or why it was refused. */
type UploadOutcome =
  | { readonly ok: true; readonly url: string; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly problem: string };

/** Uploads a checked image for a purpose (the route calls `consoleUploadImage`). */
export type ImageUploader = (image: ImageFile, purpose: ImagePurpose) => Promise<UploadOutcome>;

/**
 * The uploader of a screen: `upload` is its `consoleUploadImage` call. The one request policy (docs/decisions/0133):
 * an ended session goes to the 401 page; a refused upload (403 of a change) says why, like any other problem,
 * under the field.
 */
export function imageUploader(
  upload: (request: { body: ConsoleImageRequest }) => Promise<ConsoleImageResponse>,
  navigate: (to: string) => void,
): ImageUploader {
  return async (image, purpose) => {
    try {
      const stored = await upload({ body: { content_type: image.type, data_base64: image.base64, purpose } });
      return { ok: true, url: stored.url, width: stored.width, height: stored.height };
    } catch (error) {
      const failure = requestFailure(error, 'change', consoleShellText.actionFailed);
      if ('route' in failure) {
        navigate(failure.route);
        return { ok: false, problem: failure.message };
      }
      return { ok: false, problem: Object.values(failure.fieldErrors).flat()[0] ?? failure.message };
    }
  };
}

export interface ImageFieldProps {
  readonly label: string;
  readonly name: string;
  /** The image's address: `/uploads/...`, `/media/...`, an https link, or '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly purpose: ImagePurpose;
  readonly onUpload: ImageUploader;
  readonly errors?: readonly string[] | undefined;
  /** Reads and checks a chosen file (the browser's decoder by default). */
  readonly read?: (file: File) => Promise<ImageFileCheck>;
  /** Tells the form an upload runs, so it is not saved meanwhile. */
  readonly onBusyChange?: (busy: boolean) => void;
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'uploading'; readonly file: string; readonly preview: string }
  | { readonly kind: 'uploaded'; readonly width: number; readonly height: number }
  | { readonly kind: 'refused'; readonly message: string };

const text = consoleEventText.image;
const TYPE_NAMES = IMAGE_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ');
const readDefault = (file: File) => readImageFile(file, consoleMessages.images.unreadable);

/**
 * An image field of the event's content (a logo, an item's picture): its address, which an upload fills. A
 * chosen file is checked in the browser with the server's limits (type, size, width and height, core's
 * constants) before it is sent; a refused file says why, a good one shows its preview while it uploads, then
 * the stored image the server serves.
 */
export function ImageField({
  label,
  name,
  value,
  onChange,
  purpose,
  onUpload,
  errors = [],
  read = readDefault,
  onBusyChange,
}: ImageFieldProps) {
  const id = useId();
  const fileId = `${id}-file`;
  const statusId = `${id}-status`;
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'checking' || status.kind === 'uploading';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    onBusyChange?.(true);
    setStatus({ kind: 'checking' });
    try {
      const checked = await read(file);
      if (!checked.ok) {
        setStatus({ kind: 'refused', message: text.refused(file.name, checked.problem) });
        return;
      }
      setStatus({ kind: 'uploading', file: file.name, preview: checked.image.dataUrl });
      const outcome = await onUpload(checked.image, purpose);
      if (outcome.ok) {
        onChange(outcome.url);
        setStatus({ kind: 'uploaded', width: outcome.width, height: outcome.height });
      } else setStatus({ kind: 'refused', message: text.refused(file.name, outcome.problem) });
    } finally {
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const preview = status.kind === 'uploading' ? status.preview : value;
  const hint = text.orLink;
  return (
    <fieldset className="console-image field--wide">
      <legend className="field__label">{label}</legend>
      <div className="console-image__body">
        <div className="console-image__preview" aria-hidden={preview === '' ? true : undefined}>
          {preview !== '' ? (
            <img src={preview} alt={text.preview(label)} />
          ) : (
            <span className="muted">{consoleEventText.noImage}</span>
          )}
        </div>
        <div className="console-image__inputs">
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              {text.choose(label)}
            </label>
            <input
              ref={input}
              id={fileId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="console-image__file"
              disabled={busy}
              aria-describedby={`${fileId}-hint ${statusId}`}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <p id={`${fileId}-hint`} className="field__hint">
              {text.hint(TYPE_NAMES, IMAGE_MAX_BYTES / (1024 * 1024), IMAGE_MIN_PIXELS, IMAGE_MAX_PIXELS)}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            <input
              id={id}
              name={name}
              className="field__input"
              value={value}
              disabled={busy}
              aria-invalid={errors.length > 0 ? true : undefined}
              aria-describedby={describedBy(id, hint, errors)}
              onChange={(event) => {
                onChange(event.target.value);
                setStatus({ kind: 'idle' });
              }}
            />
            <FieldMessages id={id} hint={hint} errors={errors} />
          </div>
          {value !== '' && !busy ? (
            <div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  onChange('');
                  setStatus({ kind: 'idle' });
                }}
              >
                {text.remove(label)}
              </button>
            </div>
          ) : null}
        </div>
      </div>
      <p
        id={statusId}
        className={status.kind === 'refused' ? 'field__error' : 'field__hint'}
        aria-live="polite"
      >
        {status.kind === 'checking'
          ? text.checking
          : status.kind === 'uploading'
            ? text.uploading(status.file)
            : status.kind === 'uploaded'
              ? text.uploaded(status.width, status.height)
              : status.kind === 'refused'
                ? status.message
                : ''}
      </p>
    </fieldset>
  );
}
