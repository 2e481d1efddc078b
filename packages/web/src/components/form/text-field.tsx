import { useId, type InputHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field-messages.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  name: string;
  /** Messages of the failed checks, from core's validators or the server's `errors` body. */
  errors?: readonly string[] | undefined;
  hint?: string | undefined;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** A labelled text input with its hint and error messages tied to it for screen readers. */
export function TextField({ label, name, errors = [], hint, wide = false, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
