/** The dependent fields of the registration form: which of them can be filled in yet (spec section 5). */
export interface RegistrationFieldEnablement {
  readonly school: boolean;
  readonly region: boolean;
  readonly city: boolean;
}

/** The parts of a registration or profile form the dependent-field rules look at. */
export interface LocationFields {
  readonly education: string;
  readonly country: string;
  readonly region?: string | null;
  readonly city?: string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * Which dependent fields are enabled (spec section 5): school once an education level is chosen; region
 * once a country is picked and its regions have loaded (`regionsLoaded`); city once there is a region or
 * already a city (a country without regions still lets a typed city stay editable). Pure.
 */
export function registrationFieldEnablement(form: LocationFields, regionsLoaded: boolean): RegistrationFieldEnablement {
  return {
    school: filled(form.education),
    region: filled(form.country) && regionsLoaded,
    city: filled(form.region) || filled(form.city),
  };
}

/**
 * Picks a country: a different country resets the region (spec section 5), the same one keeps it. The city
 * is kept: it stays editable as long as it has a value. Pure.
 */
export function changeCountry<Form extends LocationFields>(form: Form, country: string): Form {
  return country === form.country ? form : { ...form, country, region: '' };
}
