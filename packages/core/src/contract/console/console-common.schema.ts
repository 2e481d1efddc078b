import * as z from 'zod/mini';
import { ROLES } from '../user.schema.js';

/** The roles that may use the console. Players never can. */
export const CONSOLE_ROLES = ['Partner', 'Organizer'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** Any role an organizer may give. */
export const roleSchema = z.enum(ROLES);

/** A positive whole number written in a URL (a path parameter such as `/console/players/12`), read as a number. */
export const idParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.transform((text: string) => Number(text)),
);

/** A whole number from `min` to `max` written in a query string, read as a number. */
export function intQuerySchema(min: number, max: number) {
  return z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/)),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.int().check(z.gte(min), z.lte(max)),
    ),
  );
}

/** `yes` or `no` in a query string. */
export const yesNoQuerySchema = z.enum(['yes', 'no']);

/** A free text filter in a query string: at most 200 characters. */
export const textQuerySchema = z.string().check(z.maxLength(200));
