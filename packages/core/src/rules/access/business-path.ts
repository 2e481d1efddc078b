import { PATHS } from './routes.js';

/** The last segment of a business's path: its name, lower case, words joined by hyphens. Pure. */
export function businessSlug(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'business' : slug;
}

/** A business's page (`/businesses/{details}`, spec 2), which a link, a bookmark or a reload opens too. Pure. */
export function businessPath(name: string): string {
  return PATHS.businessDetails.replace(':details', businessSlug(name));
}
