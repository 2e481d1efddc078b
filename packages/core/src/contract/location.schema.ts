import * as z from 'zod/mini';

/** A country the registration form offers. */
export const countrySchema = z.object({ name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A region (state, province) of a country. */
export const regionSchema = z.object({ name: z.string() });
export type Region = z.infer<typeof regionSchema>;

/** `GET /location/countries` answer. */
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

/** `POST /location/regions` body: the country's name. */
export const regionsRequestSchema = z.object({ name: z.string() });
export type RegionsRequest = z.infer<typeof regionsRequestSchema>;

/** `POST /location/regions` answer; an empty list when the country has no regions (or is unknown). */
export const regionsResponseSchema = z.object({ regions: z.array(regionSchema) });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;
