#!/usr/bin/env node
// Enforces the architecture's one rule (ARCHITECTURE.md): imports point inward, core is framework-free,
// and a package is reached only through what its package.json `exports` names.
import { readFileSync, readdirSync, statSync } from 'node:fs';
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
const testOnly = ['vitest', 'fast-check', '@fast-check/vitest'];

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
            else if (!coreThirdParty.includes(bare) && !(isTest && testOnly.includes(bare)))
              problems.push(`${where}: core may import only ${coreThirdParty.join(', ')}, not "${spec}"`);
          }
        }
      }
    }
  }

  return problems;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const problems = findViolations(new URL('..', import.meta.url).pathname);
  if (problems.length > 0) {
    console.error(`Architecture boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Architecture boundaries hold: imports point inward, core imports only xstate and zod.');
}
