import { eventLookText } from '../../messages/event-look.js';
import { messages } from '../../messages/catalogue.js';
import type { Feature } from './feature-access.js';

/**
 * Who may open a route (spec section 2): 0 open to all, 1 logged-in only (otherwise /login), 2 logged-out
 * only (a logged-in user is sent to /error-409).
 */
export type RestrictionCode = 0 | 1 | 2;

/** One screen of the game. `path` may end in a `:parameter` segment (one non-empty segment). */
export interface RouteDefinition {
  readonly path: string;
  readonly title: string;
  readonly restriction: RestrictionCode;
  /** The feature whose period gate closes this route, if any (spec section 4). */
  readonly feature: Feature | null;
}

/** The paths other rules and the UIs redirect to. */
export const PATHS = {
  register: '/register',
  verifyEmail: '/register/verify-email',
  verifyEmailResult: '/register/verify-email/verify',
  login: '/login',
  forgotPassword: '/login/forgot',
  resetPassword: '/password-reset',
  profile: '/profile',
  treasureMap: '/',
  learn: '/learn',
  raffle: '/raffle',
  businesses: '/businesses',
  businessDetails: '/businesses/:details',
  results: '/results',
  /** Recomputes the raffle draw from its record (issue 7): open to anyone, so that fairness never needs an account. */
  raffleVerify: '/raffle/verify',
  /** A past event's results for its players, after the archive (ours, decision 0180): open to anyone; the server asks for the past-event cookie. */
  pastEvent: '/past-event',
  gameClosed: '/game-closed',
  conflict: '/error-409',
  notFound: '/error-404',
  forbidden: '/error-403',
  unauthorized: '/error-401',
  serverError: '/error-500',
} as const;

const route = (key: keyof typeof PATHS, restriction: RestrictionCode, feature: Feature | null = null): RouteDefinition => ({
  path: PATHS[key],
  /** Read from the catalogue when asked, so that it follows the reader's language (docs/decisions/0150). */
  get title() {
    return messages.routeTitles[key];
  },
  restriction,
  feature,
});

/** The route table of spec section 2, in its order. */
export const ROUTES: readonly RouteDefinition[] = [
  route('register', 2),
  route('verifyEmail', 0),
  route('verifyEmailResult', 0),
  route('login', 2),
  route('forgotPassword', 2),
  route('resetPassword', 2),
  route('profile', 1),
  route('treasureMap', 1),
  route('learn', 1, 'learn'),
  route('raffle', 1, 'raffle'),
  route('businesses', 1, 'businesses'),
  route('businessDetails', 1, 'businesses'),
  route('results', 1, 'results'),
  route('raffleVerify', 0),
  route('pastEvent', 0),
  route('gameClosed', 1),
  route('conflict', 0),
  route('notFound', 0),
  route('forbidden', 0),
  route('unauthorized', 0),
  route('serverError', 0),
];

/** The path alone: no query or hash, no trailing slash (but `/` stays `/`). Pure. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const segmentsOf = (path: string) => path.split('/').slice(1);

const matches = (pattern: string, path: string): boolean => {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? (have[i] ?? '') !== '' : segment === have[i]));
};

/** The route a path opens (query, hash and a trailing slash ignored), or null for an unknown path. Pure. */
export function matchRoute(path: string): RouteDefinition | null {
  const normalized = normalizePath(path);
  return ROUTES.find((candidate) => matches(candidate.path, normalized)) ?? null;
}

/** The document title of a route: its title, then the product name (spec section 2). Pure. */
export function pageTitle(route: RouteDefinition): string {
  return messages.ui.pageTitle(route.title);
}

/** The query parameter of an invitation's link (`/password-reset?token=...&invitation=1`). */
export const INVITATION_PARAM = 'invitation';

/** The invitation parameter's value of the first organizer's link (`&invitation=first`, decision 0112). */
const FIRST_ORGANIZER_INVITATION = 'first';

/** The invitation parameter's value of an imported player's link (`&invitation=player`, issue 32). */
const PLAYER_INVITATION = 'player';

/**
 * Whether a query string (`?token=...&invitation=1`, the first organizer's `invitation=first`, or an imported
 * player's `invitation=player`) opens the
 * password page as an invitation. Pure.
 */
export function isInvitation(search: string): boolean {
  // A pattern rather than URLSearchParams, which core's runtime-neutral library does not declare.
  return new RegExp(`(?:^|[?&])${INVITATION_PARAM}=(?:1|${FIRST_ORGANIZER_INVITATION}|${PLAYER_INVITATION})(?:&|$)`).test(search);
}

/** Whether a query string is an imported player's invitation (`invitation=player`), said as one to a player. Pure. */
export function isPlayerInvitation(search: string): boolean {
  return new RegExp(`(?:^|[?&])${INVITATION_PARAM}=${PLAYER_INVITATION}(?:&|$)`).test(search);
}

/** Whether a query string is the first organizer's invitation, which also asks for the address and name. Pure. */
export function isFirstOrganizerInvitation(search: string): boolean {
  return new RegExp(`(?:^|[?&])${INVITATION_PARAM}=${FIRST_ORGANIZER_INVITATION}(?:&|$)`).test(search);
}

/**
 * The document title for a path (and its query: an invitation's link is titled as one, not "Reset Password");
 * an unknown path gets the not-found page's title. After it, the event's name when the page knows it, else the
 * product's. Pure.
 */
export function pageTitleForPath(path: string, search = '', eventName: string | null = null): string {
  const found = matchRoute(path) ?? route('notFound', 0);
  const title = found.path === PATHS.resetPassword && isInvitation(search) ? messages.routeTitles.invitation : found.title;
  return eventName ? eventLookText.pageTitle(title, eventName) : messages.ui.pageTitle(title);
}
