import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';

export interface ConsoleTextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  readonly label: string;
  readonly name: string;
  readonly errors?: readonly string[] | undefined;
  readonly hint?: string | undefined;
  readonly wide?: boolean;
}

/** A labelled multi-line text box with its hint and errors tied to it, as the game's `TextField`. */
export function ConsoleTextArea({
  label,
  name,
  errors = [],
  hint,
  wide = false,
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
        className="field__input console-text-area"
        rows={4}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...area}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
