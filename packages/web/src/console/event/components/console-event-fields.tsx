import type { ChangeEvent } from 'react';

/**
 * A change handler that hands the field's new value to `apply`: the event forms keep their values as strings
 * and set them by field.
 */
export const onValue =
  (apply: (value: string) => void) =>
  (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void =>
    apply(event.target.value);

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
