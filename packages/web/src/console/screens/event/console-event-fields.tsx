import { useId, type ChangeEvent } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';

interface FieldBase {
  readonly label: string;
  readonly name: string;
  readonly errors?: readonly string[] | undefined;
  readonly hint?: string | undefined;
  readonly wide?: boolean;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/** A labelled multi-line text input with its hint and errors (descriptions, questions, explanations). */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  errors = [],
  hint,
  wide = true,
  disabled,
  required,
  rows = 3,
}: FieldBase & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly rows?: number;
}) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field__input"
        rows={rows}
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** A labelled drop-down whose options have a value and a label of their own (chests, letters, partners). */
export function OptionField({
  label,
  name,
  value,
  onChange,
  options,
  errors = [],
  hint,
  wide = false,
  disabled,
  required,
}: FieldBase & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  disabled,
}: {
  readonly label: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}) {
  return (
    <label className="choice field--wide">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
