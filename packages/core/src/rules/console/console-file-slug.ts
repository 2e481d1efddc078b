/**
 * An event's name as a file name part: lower case letters and digits joined by dashes, at most 60 characters
 * (an export's name, in the console's downloads and the server's `Content-Disposition`). Pure.
 */
export function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
