import { sep } from 'node:path';

/** What rolldown tells a chunk group's name function about a module. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const CONSOLE_FOLDER = `${sep}src${sep}console${sep}`;

/** Whether a module belongs to the console's own folder (whose files are all named `console-*`). Pure. */
export function isConsoleModule(id: string): boolean {
  return id.replaceAll('/', sep).includes(CONSOLE_FOLDER);
}

/**
 * The modules a player's pages can load: everything reachable from the app's entry through static and
 * dynamic imports without entering the console's folder. Pure.
 */
export function playerReachable(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (seen.has(next) || isConsoleModule(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * A chunk group's name function: `console-shared` for a module outside the console's folder that only the
 * console uses and for a module of the console's folder whose file name does not start with `console`, null
 * (chunked as usual) for everything else. The player's reach is computed once, on the
 * first call, when the module graph is complete.
 */
export function consoleOnlyChunkName(entry: string): (id: string, context: ModuleGraph) => string | null {
  let reachable: Set<string> | null = null;
  return (id, context) => {
    // Rolldown's own virtual modules (the module preload polyfill) are never the console's.
    if (id.startsWith('\0')) return null;
    // The console's own modules keep their chunks, named after their `console-*` files; the frame's helpers
    // that several screens share (`hooks/use-console-query.ts`, `components/download-file.ts`) would get a
    // shared chunk named after them, so they go to `console-shared` too.
    if (isConsoleModule(id)) return /^console/.test(id.split(/[\\/]/).at(-1) ?? '') ? null : 'console-shared';
    reachable ??= playerReachable(entry, context);
    return reachable.has(id) ? null : 'console-shared';
  };
}
