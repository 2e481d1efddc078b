#!/usr/bin/env node
// Enforces the architecture's one rule (ARCHITECTURE.md): imports point inward, core is framework-free,
// a package is reached only through what its package.json `exports` names, and inside a package no import
// cycle joins two files or two top folders (the layers of "Layers inside each package").
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtinModules } from 'node:module';

const scope = '@dubloon-quest/';

/** Which packages each package may import, and which third-party modules core may use. */
const allowedInternal = {
  core: [],
  adapters: ['core'],
  web: ['adapters', 'core'],
  server: ['core'],
};
/**
 * Packages whose `test/` folder may also import another package, to run against the real thing: the adapters'
 * contract tests and the web app's browser tests start the real server. Never `src/`, test files there included.
 */
const allowedInTestFolder = {
  adapters: ['server'],
  web: ['server'],
};
const coreThirdParty = ['xstate', 'zod'];
// The OpenAPI validator checks the documents core builds, and openapi-typescript (with the TypeScript 5 it needs)
// generates a client from them; only their tests run them.
const testOnly = ['vitest', 'fast-check', '@fast-check/vitest', '@readme/openapi-parser', 'openapi-typescript', 'typescript'];
/**
 * core's property-testing kit (`src/testing/property/`, exported from `/testing`) is fast-check arbitraries and
 * model commands for developers' own tests, so it may import fast-check (core's optional peer dependency).
 */
const propertyKit = /\/core\/src\/testing\/property\//;

const exportsOf = (root, pkg) => {
  const json = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'));
  return Object.keys(json.exports ?? {}).map((key) => (key === '.' ? '' : key.slice(1)));
};

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });

const specifierPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
/**
 * Lists every import in packages/<name>/{src,test} of the monorepo at `root` that breaks a boundary.
 * @param {string} root
 * @returns {string[]}
 */
export function findViolations(root) {
  const problems = [];
  for (const pkg of Object.keys(allowedInternal)) {
    for (const dir of ['src', 'test']) {
      let files = [];
      try {
        files = sourceFiles(join(root, 'packages', pkg, dir));
      } catch {
        continue;
      }
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        // Contract suites (`*.contract.ts`) register vitest tests; they are exported for test files only.
        const isTest = /\.(test|contract)\.tsx?$/.test(file) || dir === 'test';
        for (const match of text.matchAll(specifierPattern)) {
          const spec = match[1] ?? match[2] ?? match[3];
          const where = relative(root, file);
          if (spec.startsWith('.')) {
            const target = join(file, '..', spec);
            if (!target.startsWith(join(root, 'packages', pkg) + '/'))
              problems.push(`${where}: relative import "${spec}" leaves package ${pkg}`);
            continue;
          }
          if (spec.startsWith(scope)) {
            const [name, ...rest] = spec.slice(scope.length).split('/');
            const subpath = rest.join('/');
            const allowed = allowedInternal[pkg].includes(name) || (dir === 'test' && (allowedInTestFolder[pkg] ?? []).includes(name));
            if (name !== pkg && !allowed)
              problems.push(`${where}: ${pkg} may not import ${spec} (imports point inward)`);
            else if (!exportsOf(root, name).includes(subpath ? `/${subpath}` : ''))
              problems.push(`${where}: "${spec}" is not in ${name}'s exports map`);
            continue;
          }
          if (pkg === 'core') {
            const bare = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
            if (builtins.has(spec) || builtins.has(bare))
              problems.push(`${where}: core may not import the Node built-in "${spec}"`);
            else if (!coreThirdParty.includes(bare) && !(isTest && testOnly.includes(bare)) && !(bare === 'fast-check' && propertyKit.test(file)))
              problems.push(`${where}: core may import only ${coreThirdParty.join(', ')}, not "${spec}"`);
          }
        }
      }
    }
  }

  return problems;
}

/**
 * Packages whose import cycles are not checked yet, each with why. A package leaves this list in the change that
 * removes its last cycle; the check fails while a listed package has none, so the list never outlives its reason.
 */
export const cyclesNotYetChecked = {
};

/** The file a relative specifier names: `./a.js` is `a.ts` or `a.tsx` in the source, `./a` may be a folder's index. */
function resolveRelative(file, spec) {
  const bare = join(file, '..', spec.replace(/\?.*$/, ''));
  const stem = bare.replace(/\.(m?js|jsx)$/, '');
  const candidates = [bare, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, join(bare, 'index.ts'), join(bare, 'index.tsx')];
  return candidates.find((path) => /\.(ts|tsx|mts)$/.test(path) && existsSync(path) && statSync(path).isFile());
}

/**
 * Every relative import between the TypeScript files of packages/<pkg>/{src,test}, type-only imports included (a
 * type is a dependency of the design even when the compiler erases it).
 * @returns {Map<string, Set<string>>} file (relative to the package) -> the files it imports
 */
export function importGraph(root, pkg) {
  const base = join(root, 'packages', pkg);
  const graph = new Map();
  for (const dir of ['src', 'test']) {
    if (!existsSync(join(base, dir))) continue;
    for (const file of sourceFiles(join(base, dir))) {
      const targets = new Set();
      for (const match of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
        const spec = match[1] ?? match[2] ?? match[3];
        if (!spec.startsWith('.')) continue;
        const target = resolveRelative(file, spec);
        if (target && target.startsWith(base + '/')) targets.add(relative(base, target));
      }
      graph.set(relative(base, file), targets);
    }
  }
  return graph;
}

/** A file's layer: the top folder under src/ or test/ that holds it, `src/(root)` for the files beside them. */
export const topFolderOf = (file) => {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/(root)`;
};

/**
 * The graph of top folders: a folder imports another when one of its files imports one of the other's. Test files
 * belong to no layer: nothing imports them, so they close no cycle, and a test may set up from any folder.
 */
export function folderGraph(graph) {
  const folders = new Map();
  for (const [file, targets] of graph) {
    const from = topFolderOf(file);
    if (/\.test\.(ts|tsx|mts)$/.test(file)) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) if (topFolderOf(target) !== from) folders.get(from).add(topFolderOf(target));
  }
  return folders;
}

/**
 * The strongly connected components of more than one node, or of one that imports itself (Tarjan's algorithm):
 * every node of a component reaches every other, so each component is one knot to untie.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]} each component's nodes, sorted; the components sorted by their first node
 */
export function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (root) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [[root, [...(graph.get(root) ?? [])], 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const target = next[frame[2]++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...(graph.get(target) ?? [])], 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) components.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One shortest way round a component, from its first node back to it: the imports a reader follows to see it. */
export function cycleThrough(graph, component) {
  const members = new Set(component);
  const [start] = component;
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * Lists every import cycle between files or between top folders of each package, and the packages left unchecked.
 * @param {string} root
 * @param {Record<string, string>} [exempt] package -> why its cycles are not checked yet
 * @returns {{ problems: string[], skipped: string[] }}
 */
export function findCycles(root, exempt = cyclesNotYetChecked) {
  const problems = [];
  const skipped = [];
  for (const pkg of Object.keys(allowedInternal)) {
    const files = importGraph(root, pkg);
    const folders = folderGraph(files);
    const found = [
      ...stronglyConnected(folders).map((c) => `packages/${pkg}: folders import each other: ${cycleThrough(folders, c).join(' -> ')}` + (c.length > 2 ? ` (the knot holds ${c.join(', ')})` : '')),
      ...stronglyConnected(files).map((c) => `packages/${pkg}: files import each other: ${cycleThrough(files, c).join(' -> ')}` + (c.length > 2 ? ` (${c.length} files in the knot)` : '')),
    ];
    if (!(pkg in exempt)) problems.push(...found);
    else if (found.length > 0) skipped.push(`${pkg}, ${exempt[pkg]}; ${found.length} left, the first: ${found[0].replace(/^packages\/\w+: /, '')}`);
    else problems.push(`packages/${pkg} has no import cycle left: remove it from cyclesNotYetChecked in scripts/check-boundaries.mjs so it stays that way`);
  }
  return { problems, skipped };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const root = new URL('..', import.meta.url).pathname;
  const { problems: cycles, skipped } = findCycles(root);
  const problems = [...findViolations(root), ...cycles];
  for (const line of skipped) console.log(`Import cycles not checked yet in ${line}`);
  if (problems.length > 0) {
    console.error(`Architecture boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const checked = Object.keys(allowedInternal).filter((pkg) => !(pkg in cyclesNotYetChecked));
  console.log(`Architecture boundaries hold: imports point inward, core imports only xstate and zod; no import cycle between files or top folders in ${checked.join(', ')}.`);
}
