import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';

export interface ConsoleTextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  readonly label: string;
  readonly name: string;
  /** Messages of the failed checks, from core's console rules or the server's 422 body. */
  readonly errors?: readonly string[] | undefined;
  readonly hint?: string | undefined;
  /** Spans both columns of a two-column form. */
  readonly wide?: boolean;
}

/**
 * A labelled multi-line text box with its hint and errors tied to it for screen readers: the game's `TextField`
 * for text that runs over lines (descriptions, reasons, notes). Every console screen's text areas are this one;
 * a `className` is added to the field's own.
 */
export function ConsoleTextArea({
  label,
  name,
  errors = [],
  hint,
  wide = false,
  className,
  ...area
}: ConsoleTextAreaProps) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...area}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
