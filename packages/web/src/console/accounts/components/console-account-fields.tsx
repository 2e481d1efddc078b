import { consoleAccountsText, type Role } from '@dubloon-quest/core';
import { useId } from 'react';
import { describedBy, FieldMessages } from '../../../components/form/field-messages.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import type { AffiliationOptions } from './console-affiliation.js';

const text = consoleAccountsText;

/** A role drop-down (the roles given, in words). Presentational. */
export function RoleField({
  roles,
  value,
  errors = [],
  onChange,
}: {
  roles: readonly Role[];
  value: Role;
  errors?: readonly string[];
  onChange: (role: Role) => void;
}) {
  return (
    <ConsoleSelectField
      label={text.invite.role}
      name="role"
      value={value}
      errors={errors}
      options={roles.map((role) => ({ value: role, label: text.roles[role] }))}
      onChange={(event) => onChange(event.target.value as Role)}
    />
  );
}

/**
 * A partner's business or raffle partner: one drop-down with a group for each kind, the event's entries that
 * are not retired. Presentational.
 */
export function AffiliationField({
  options,
  value,
  errors = [],
  onChange,
}: {
  options: AffiliationOptions;
  value: string;
  errors?: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const none = options.businesses.length === 0 && options.partners.length === 0;
  const hint = none ? text.invite.noAffiliations : text.invite.affiliationHint;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {text.invite.affiliation}
      </label>
      <select
        id={id}
        name="affiliation"
        className="field__input"
        value={value}
        required
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{text.invite.affiliationPlaceholder}</option>
        {options.businesses.length > 0 ? (
          <optgroup label={text.invite.businesses}>
            {options.businesses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : null}
        {options.partners.length > 0 ? (
          <optgroup label={text.invite.partners}>
            {options.partners.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
