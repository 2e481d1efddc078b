/** The absolute path of a console screen. Pure. */
export function consolePath(path: string): string {
  return path === '' ? '/console' : `/console/${path}`;
}

/**
 * The presenter view (decision 0159): a page of its own, outside the console's frame, that the projector shows
 * alone (its style hides the game's header and footer).
 */
export const PRESENTER_PATH = consolePath('presenter');
