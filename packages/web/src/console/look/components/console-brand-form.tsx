import type { ValidationErrors } from '@dubloon-quest/core';
import { consoleBrandText, type EventBrand } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';

const text = consoleBrandText;

export interface ConsoleBrandFormProps {
  /** The look in force, as the server last answered it. */
  readonly brand: EventBrand;
  readonly busy: boolean;
  /** Problems of the look: core's `validateEventBrand` and the server's. */
  readonly errors: ValidationErrors;
  readonly onSave: (brand: { logo: string; color: string }) => void;
}

/** The event's logo and colour, which the player pages' header and the mails carry. Presentational. */
export function ConsoleBrandForm({ brand, busy, errors, onSave }: ConsoleBrandFormProps) {
  const titleId = useId();
  const [logo, setLogo] = useState(brand.logo ?? '');
  const [color, setColor] = useState(brand.color ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ logo: logo.trim(), color: color.trim() });
  };
  const swatch = /^#[0-9a-f]{6}$/i.test(color.trim()) ? color.trim() : null;
  return (
    <form className="stack panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.intro}</p>
      <TextField label={text.logoLabel} name="logo" value={logo} hint={text.logoHint} errors={errors.logo} onChange={(event) => setLogo(event.currentTarget.value)} />
      <div className="console-look__color">
        <TextField label={text.colorLabel} name="color" value={color} hint={text.colorHint} errors={errors.color} onChange={(event) => setColor(event.currentTarget.value)} />
        {swatch ? <span className="console-look__swatch" aria-hidden="true" style={{ background: swatch }} /> : null}
      </div>
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
