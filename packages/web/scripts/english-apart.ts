import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * English apart (docs/decisions/0169): in the build, core's English catalogue objects the player's pages read are
 * empty shells (their nested objects only), and their texts come in a chunk of their own that only an English
 * reader downloads (`src/locale/player-catalogues-en.ts`, through `src/locale/english-texts.ts`). A French reader
 * then downloads the French texts alone, not the English under them. The catalogues' machinery
 * (`src/locale/catalogues.ts`) writes the reader's texts into the shells before the app first renders. Outside
 * the build (the dev server, the unit tests) nothing changes: the objects keep their English.
 */

/** A catalogue module of core and the catalogue objects it exports. */
interface EnglishCatalogue {
  /** The module's path, relative to the web package. */
  module: string;
  exports: readonly string[];
}

export interface EnglishApartOptions {
  /** The module (relative to the web package) re-exporting the catalogue objects, which the build makes the English. */
  texts: string;
  catalogues: readonly EnglishCatalogue[];
}

/** The query naming a catalogue module with its English kept (the English chunk's). */
const ENGLISH_QUERY = '?english-texts';

/** Just enough of an ESTree node for the shell. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

/** The shell of an object literal: its nested object literals, keys and all, and nothing else. Pure. */
function shellOf(object: Node, code: string): string {
  const properties = (object.properties as Node[]).flatMap((property) => {
    const value = property.value;
    if (property.type !== 'Property' || !isNode(value) || value.type !== 'ObjectExpression') return [];
    const key = property.key as Node;
    const source = code.slice(key.start, key.end);
    return [`${property.computed === true ? `[${source}]` : source}:${shellOf(value, code)}`];
  });
  return `{${properties.join(',')}}`;
}

/**
 * A catalogue module's code with each named object's literal replaced by its shell; the rest (imports, other
 * exports) stays, for tree-shaking to drop. Throws when a named object is not an exported object literal. Pure.
 */
export function shellModule(code: string, program: Node, names: readonly string[], module: string): string {
  const literals = new Map<string, Node>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init;
      if (id.type === 'Identifier' && isNode(init) && init.type === 'ObjectExpression') literals.set(id.name as string, init);
    }
  }
  let shell = code;
  const found = names.map((name) => {
    const literal = literals.get(name);
    if (!literal) throw new Error(`english-apart: ${module} does not export ${name} as an object literal`);
    return literal;
  });
  for (const literal of found.sort((a, b) => b.start - a.start))
    shell = `${shell.slice(0, literal.start)}${shellOf(literal, shell)}${shell.slice(literal.end)}`;
  return shell;
}

/** The names a module re-exports with `export { a, b } from '...'`, sorted. Pure. */
export function reexportedNames(source: string): string[] {
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)]
    .flatMap(([, list]) => (list ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .sort();
}

export function englishApart(options: EnglishApartOptions): Plugin {
  let root = '';
  let textsFile = '';
  const shells = new Map<string, readonly string[]>();
  return {
    name: 'dubloon-quest:english-apart',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      textsFile = resolve(root, options.texts);
      for (const catalogue of options.catalogues) shells.set(resolve(root, catalogue.module), catalogue.exports);
      const names = options.catalogues.flatMap((catalogue) => catalogue.exports).sort();
      const listed = reexportedNames(readFileSync(textsFile, 'utf8'));
      if (names.join() !== listed.join())
        throw new Error(`english-apart: ${options.texts} re-exports ${listed.join(', ')}, the build takes apart ${names.join(', ')}`);
    },
    load: {
      order: 'pre',
      handler(id) {
        if (id === textsFile)
          return options.catalogues
            .map((catalogue) => `export { ${catalogue.exports.join(', ')} } from ${JSON.stringify(resolve(root, catalogue.module) + ENGLISH_QUERY)};`)
            .join('\n');
        if (id.endsWith(ENGLISH_QUERY)) {
          const file = id.slice(0, -ENGLISH_QUERY.length);
          if (shells.has(file)) return { code: readFileSync(file, 'utf8'), moduleType: 'ts' };
        }
        return null;
      },
    },
    transform(code, id) {
      const names = shells.get(id);
      if (!names) return null;
      return { code: shellModule(code, this.parse(code) as unknown as Node, names, id), map: null };
    },
  };
}
