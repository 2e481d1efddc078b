import * as z from 'zod/mini';

/**
 * A country the registration form offers: its name (what a player's record stores, in English) and its ISO 3166-1
 * code, by which a front end names it in its reader's language (absent from an older server's answer).
 */
export const countrySchema = z.object({ name: z.string(), code: z.optional(z.string()) });
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
