import { useId, type SelectHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field-messages.js';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  name: string;
  options: readonly string[];
  /** The text of the empty first option, shown until a choice is made. */
  placeholder: string;
  errors?: readonly string[] | undefined;
  hint?: string | undefined;
  wide?: boolean;
  /** The text shown for an option whose value is stored as is (a country in the reader's language); the value itself by default. */
  optionLabel?: (option: string) => string;
}

/** A labelled drop-down whose options are their own labels (education levels), or shown by `optionLabel` (countries, regions). */
export function SelectField({ label, name, options, placeholder, errors = [], hint, wide = false, optionLabel, ...select }: SelectFieldProps) {
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
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
