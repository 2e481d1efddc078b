/**
 * Which chunk a player's module goes to beyond rolldown's own splitting (docs/decisions/0169): every module of the
 * logged-in pages in one `game` chunk, rather than one small chunk per screen and per set of screens sharing a
 * module, whose repeated gzip overhead (each file's header, its imports and exports, and a dictionary started
 * afresh) cost a player several KB. Pure.
 */

/** The logged-in player's screens (the logged-out ones, the draw check page and the console stay apart). */
const LOGGED_IN_FEATURES = ['profile', 'treasure-map', 'learn', 'raffle', 'businesses', 'results', 'game-closed'];

const GAME_MODULES: readonly RegExp[] = [
  new RegExp(`/web/src/features/(?:${LOGGED_IN_FEATURES.join('|')})/`),
  // The game logic the login loads, with the browser adapters it is given.
  /\/web\/src\/app\/(?:game-services|lazy-realtime)\.ts$/,
  /\/web\/src\/components\/shell\/game-bindings\.tsx$/,
  /\/core\/src\/game-logic\.ts$/,
  /\/core\/src\/quiz-judge\//,
  // Core's machines and their selectors, but the error notification the logged-out pages show too.
  /\/core\/src\/machines\/(?!error-notification\.ts$)/,
  /\/node_modules\/(?:xstate|@xstate\/react|use-sync-external-store|use-isomorphic-layout-effect)\//,
];

/** Whether a module belongs to the logged-in pages' `game` chunk. Pure. */
export function isGameModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return GAME_MODULES.some((pattern) => pattern.test(path));
}

/**
 * What the draw check page shares with the other pages (the HTTP failures, the loading state, the error
 * notification, dates): a small chunk of its own, so that page does not load the `public` chunk's forms.
 */
const COMMON_MODULES: readonly RegExp[] = [
  /\/adapters\/src\/http\/(?:failures|timeout)\.ts$/,
  /\/node_modules\/ky\/distribution\/(?:errors\/(?:HTTPError|TimeoutError)|utils\/type-guards)\.js$/,
  /\/web\/src\/components\/feedback\/load-state\.tsx$/,
  /\/core\/src\/machines\/error-notification\.ts$/,
  /\/core\/src\/messages\/date-time\.ts$/,
  // The contract's French texts' loader: the draw check page registers it too (a record file that is not a draw's
  // is described by the contract's texts), and in `public` it would bring that chunk's forms with it.
  /\/web\/src\/locale\/contract-catalogues\.ts$/,
];

/** Whether a module belongs to the `common` chunk. Pure. */
export function isCommonModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return COMMON_MODULES.some((pattern) => pattern.test(path));
}

/**
 * The English texts a French reader's catalogue writes its French into beyond the first page's (the raffle's
 * chances, the results' draw): alone, so the French first page does not load the `public` or `game` chunk.
 */
export function isPlayerTextModule(id: string): boolean {
  return /\/core\/src\/messages\/fairness-ui\/(?:raffle-chance|results-draw)\.ts$/.test(id.replaceAll('\\', '/'));
}

const PUBLIC_MODULES: readonly RegExp[] = [
  /\/web\/src\/lib\//,
  /\/adapters\/src\/http\/(?!public-draw-api)/,
  /\/node_modules\/ky\//,
  /\/web\/src\/components\/(?:form\/|countdown\/countdown\.tsx$)/,
  /\/web\/src\/hooks\/(?:use-action|use-now|use-location-options)\.ts$/,
  /\/core\/src\/rules\/(?:validation\/|period\/game-period\.ts$|constants\.ts$)/,
  /\/core\/src\/requests\//,
  /\/core\/src\/messages\/players-in-bulk\.ts$/,
  /\/web\/src\/locale\/place-names\.ts$/,
];

/** Whether a module belongs to the `public` chunk: what the logged-out pages share with the logged-in ones. Pure. */
export function isPublicModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return !isCommonModule(id) && PUBLIC_MODULES.some((pattern) => pattern.test(path));
}
