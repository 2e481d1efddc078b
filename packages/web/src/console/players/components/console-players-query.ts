import type { ConsoleQuery } from '@dubloon-quest/core/console';

/** The list's filters as the form and the URL hold them ('' is "any"). */
export interface PlayerFilters {
  readonly search: string;
  readonly verified: '' | 'yes' | 'no';
  readonly school: string;
  readonly country: string;
  readonly meetup: '' | 'yes' | 'no' | 'unanswered';
  readonly banned: '' | 'yes' | 'no';
}

/** Players per page of the list. */
const PLAYERS_PAGE_SIZE = 50;

export const NO_FILTERS: PlayerFilters = {
  search: '',
  verified: '',
  school: '',
  country: '',
  meetup: '',
  banned: '',
};

/** The server reads at most this many characters of a text filter (`textQuerySchema`). */
const TEXT_MAX = 200;

const text = (value: string | null) => [...(value ?? '').trim()].slice(0, TEXT_MAX).join('');
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/**
 * The filters and page a bookmarked or reloaded URL asks for. Unknown values are read as "any" and a page
 * that is not a whole number from 1 as the first, so a hand-edited URL still opens the list. Pure.
 */
export function filtersFromParams(params: URLSearchParams): { filters: PlayerFilters; page: number } {
  const page = Number(params.get('page'));
  return {
    filters: {
      search: text(params.get('search')),
      verified: oneOf(params.get('verified'), ['yes', 'no']),
      school: text(params.get('school')),
      country: text(params.get('country')),
      meetup: oneOf(params.get('meetup'), ['yes', 'no', 'unanswered']),
      banned: oneOf(params.get('banned'), ['yes', 'no']),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The URL query of a filtered view: only the filters set, and the page when past the first. Pure. */
export function paramsFromFilters(filters: PlayerFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof PlayerFilters, string][]) {
    const trimmed = text(value);
    if (trimmed !== '') params.set(key, trimmed);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The `consoleListPlayers` query of a view (players only, a page of {@link PLAYERS_PAGE_SIZE}). Pure. */
export function playersQueryOf(filters: PlayerFilters, page: number): ConsoleQuery<'consoleListPlayers'> {
  const query: Record<string, string> = Object.fromEntries(paramsFromFilters(filters));
  return { ...query, page: String(page), page_size: String(PLAYERS_PAGE_SIZE) };
}

/** Whether any filter is set. Pure. */
export function hasFilters(filters: PlayerFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** How many pages `total` players fill (at least 1). Pure. */
export function pageCount(total: number, pageSize = PLAYERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
