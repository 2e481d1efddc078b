/** The absolute path of a console screen. Pure. */
export function consolePath(path: string): string {
  return path === '' ? '/console' : `/console/${path}`;
}
