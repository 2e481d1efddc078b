import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';

/** One choice of a console drop-down: the value sent and the label shown. */
interface ConsoleOption {
  readonly value: string | number;
  readonly label: string;
  /** The label's language when it is not the page's (a language named in its own language). */
  readonly lang?: string;
}

export interface ConsoleSelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children'
> {
  readonly label: string;
  readonly name?: string;
  readonly options: readonly ConsoleOption[];
  /** Messages of the failed checks, from core's console rules or the server's 422 body. */
  readonly errors?: readonly string[] | undefined;
  readonly hint?: string | undefined;
  /** Spans both columns of a two-column form. */
  readonly wide?: boolean;
}

/**
 * A labelled drop-down whose options have a value and a label of their own (partners, chests, roles,
 * businesses...), its hint and errors tied to it: the game's `SelectField` for choices that are not their own
 * labels. Every console screen's drop-downs are this one.
 */
export function ConsoleSelectField({
  label,
  name,
  options,
  errors = [],
  hint,
  wide = false,
  ...select
}: ConsoleSelectFieldProps) {
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
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
