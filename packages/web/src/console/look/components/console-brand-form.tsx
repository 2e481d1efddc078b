import type { ValidationErrors } from '@dubloon-quest/core';
import { consoleBrandText, type EventBrand } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ImageField, type ImageUploader } from '../../shared/components/console-image-field.js';

const text = consoleBrandText;

export interface ConsoleBrandFormProps {
  /** The look in force, as the server last answered it. */
  readonly brand: EventBrand;
  readonly busy: boolean;
  /** Problems of the look: core's `validateEventBrand` and the server's. */
  readonly errors: ValidationErrors;
  readonly onSave: (brand: { logo: string; color: string }) => void;
  /** Uploads a logo file as the event's images are (`consoleUploadImage`), which fills the logo's address. */
  readonly onUpload: ImageUploader;
}

/** The event's logo and colour, which the player pages' header and the mails carry. Presentational. */
export function ConsoleBrandForm({ brand, busy, errors, onSave, onUpload }: ConsoleBrandFormProps) {
  const titleId = useId();
  const [logo, setLogo] = useState(brand.logo ?? '');
  const [color, setColor] = useState(brand.color ?? '');
  const [uploading, setUploading] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ logo: logo.trim(), color: color.trim() });
  };
  const swatch = /^#[0-9a-f]{6}$/i.test(color.trim()) ? color.trim() : null;
  return (
    <form className="stack panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.intro}</p>
      <ImageField label={text.logoLabel} name="logo" value={logo} purpose="logo" onUpload={onUpload} errors={errors.logo} onChange={setLogo} onBusyChange={setUploading} />
      <div className="console-look__color">
        <TextField label={text.colorLabel} name="color" value={color} hint={text.colorHint} errors={errors.color} onChange={(event) => setColor(event.currentTarget.value)} />
        {swatch ? <span className="console-look__swatch" aria-hidden="true" style={{ background: swatch }} /> : null}
      </div>
      <div className="row">
        <button type="submit" className="button" disabled={busy || uploading}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
