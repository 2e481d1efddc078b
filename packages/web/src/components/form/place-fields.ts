/** Education and location of a player (spec 3), the fields whose availability depends on each other. */
export interface PlaceValues {
  education: string;
  school: string;
  country: string;
  region: string;
  city: string;
}

export interface PlaceAvailability {
  school: boolean;
  region: boolean;
  city: boolean;
}

/**
 * Which dependent fields are open (spec 5): school once an education level is chosen; region once a
 * country is picked and its regions have loaded; city once there is a region or a city. Pure.
 */
export function placeAvailability(values: PlaceValues, regionsLoaded: boolean, regionCount: number): PlaceAvailability {
  return {
    school: values.education !== '',
    region: values.country !== '' && regionsLoaded && regionCount > 0,
    city: values.region !== '' || values.city !== '',
  };
}

/** The values after choosing a country: a different country resets the region (spec 5). Pure. */
export function withCountry(values: PlaceValues, country: string): PlaceValues {
  return country === values.country ? values : { ...values, country, region: '' };
}
