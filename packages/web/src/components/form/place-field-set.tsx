import { changeCountry, messages, registrationFieldEnablement } from '@dubloon-quest/core';
import { countryLabel, inReadersOrder, regionLabel } from '../../locale/place-names.js';
import { educationLabel } from './education-label.js';
import type { FieldErrors } from './field-errors.js';
import type { PlaceValues } from './place-fields.js';
import { SelectField } from './select-field.js';
import { TextField } from './text-field.js';

export interface PlaceFieldSetProps {
  values: PlaceValues;
  onChange: (values: PlaceValues) => void;
  countries: readonly string[];
  /** The regions of the chosen country once loaded (possibly none), or null while they are not. */
  regions: readonly string[] | null;
  regionsLoading: boolean;
  /** A country was chosen: the owner loads its regions. */
  onCountryChange: (country: string) => void;
  errors: FieldErrors<keyof PlaceValues>;
  /** Education and country are required on registration (spec 5). */
  required: boolean;
}

/** Education, school, country, region and city, each opening when the one it depends on is filled (spec 5, core's rules). */
export function PlaceFieldSet({ values, onChange, countries, regions, regionsLoading, onCountryChange, errors, required }: PlaceFieldSetProps) {
  const text = messages.ui.register;
  const open = registrationFieldEnablement(values, regions !== null && !regionsLoading);
  const loaded = inReadersOrder(regions ?? [], (region) => regionLabel(region, values.country));
  const countryOptions = inReadersOrder(countries, countryLabel);
  const regionOptions = values.region !== '' && !loaded.includes(values.region) ? [values.region, ...loaded] : loaded;
  return (
    <>
      <SelectField
        label={text.education}
        name="education"
        placeholder={text.chooseEducation}
        options={Object.keys(text.educationLevels)}
        optionLabel={educationLabel}
        value={values.education}
        required={required}
        errors={errors.education}
        onChange={(event) => onChange({ ...values, education: event.target.value })}
      />
      <TextField
        label={text.school}
        name="school"
        autoComplete="organization"
        value={values.school}
        disabled={!open.school}
        errors={errors.school}
        onChange={(event) => onChange({ ...values, school: event.target.value })}
      />
      <SelectField
        label={text.country}
        name="country"
        placeholder={text.chooseCountry}
        options={countries.includes(values.country) || values.country === '' ? countryOptions : [values.country, ...countryOptions]}
        optionLabel={countryLabel}
        value={values.country}
        required={required}
        errors={errors.country}
        onChange={(event) => {
          onChange(changeCountry(values, event.target.value));
          if (event.target.value !== values.country) onCountryChange(event.target.value);
        }}
      />
      <SelectField
        label={text.region}
        name="region"
        placeholder={regionsLoading ? text.loadingRegions : text.chooseRegion}
        options={regionOptions}
        optionLabel={(region) => regionLabel(region, values.country)}
        value={values.region}
        disabled={!open.region}
        aria-busy={regionsLoading}
        errors={errors.region}
        onChange={(event) => onChange({ ...values, region: event.target.value })}
      />
      <TextField
        label={text.city}
        name="city"
        autoComplete="address-level2"
        value={values.city}
        disabled={!open.city}
        errors={errors.city}
        onChange={(event) => onChange({ ...values, city: event.target.value })}
        wide
      />
    </>
  );
}
