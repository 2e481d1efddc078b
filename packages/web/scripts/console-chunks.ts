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
 * Whether a module is one of the console's own shared pieces whose file name does not start with `console`
 * (its hooks, the download helper): shared by several screens' chunks, it would otherwise get a chunk of its
 * own named after the file, which the build refuses (every file a player never downloads is named
 * `console...`). Pure.
 */
export function isConsoleFrameModule(id: string): boolean {
  const name = id.replaceAll('\\', '/').split('/').at(-1) ?? '';
  return isConsoleModule(id) && !name.startsWith('console');
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
 * console uses, null (chunked as usual) for everything else. The player's reach is computed once, on the
 * first call, when the module graph is complete.
 */
export function consoleOnlyChunkName(entry: string): (id: string, context: ModuleGraph) => string | null {
  let reachable: Set<string> | null = null;
  return (id, context) => {
    // Rolldown's own virtual modules (the module preload polyfill) are never the console's.
    if (isConsoleModule(id) || id.startsWith('\0')) return null;
    reachable ??= playerReachable(entry, context);
    return reachable.has(id) ? null : 'console-shared';
  };
}
