#!/usr/bin/env node
// The traced specification (docs/trace/README.md): every promise of the specification, console capability and
// user-visible decision has an id in docs/trace/spec-ids.json, and each test names the ids it covers in its
// title, as `[S2.register]`. This script finds those titles, writes docs/trace/report.md (with --write), and
// fails when an id has no test through the running server, a `browser` id has no browser test, a title names
// an unknown id, or the checked-in report is not the one the tests give.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const registryPath = 'docs/trace/spec-ids.json';
export const reportPath = 'docs/trace/report.md';

/** An id: a spec section (S1 to S8), the console (C) or a decision record (D and its four digits), a dot, a name. */
const idShape = /^(?:S[1-8]|C|D\d{4})(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
/** Anything in brackets that starts like an id, so that a misspelt id in a title is reported, never ignored. */
const bracketedId = /\[((?:S\d+|C|D\d+)\.[^\]\s]*)\]/g;
/**
 * A title: the first argument of `it`, `test` or `describe` (with any modifiers, `.each(...)` included, whose
 * title follows a closing parenthesis). Written as a literal string, which is how the convention asks for it.
 */
const titleCall = /(?:\b(?:it|test|describe)(?:\.\w+)*|\))\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*?)\1/g;

export const levels = ['browser', 'server'];

/**
 * Which level a test file runs at. Browser tests drive the built app in Chromium against the real server; the
 * server's and the adapters' `test/` folders talk to a real server; core's GameApi and Realtime contract suites
 * are run by the adapters against it (and against core's fakes). Everything else is a unit test.
 * @param {string} file path relative to the repository root, with forward slashes
 * @returns {'browser' | 'server' | 'unit'}
 */
export function levelOf(file) {
  if (file.startsWith('packages/web/test/browser/')) return 'browser';
  if (/^packages\/(server|adapters)\/test\//.test(file)) return 'server';
  if (/^packages\/core\/src\/testing\/(game-api|realtime)\.contract\.ts$/.test(file)) return 'server';
  return 'unit';
}

const isTestFile = (name) => /\.(test|contract)\.tsx?$/.test(name);

const filesUnder = (dir) => {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : filesUnder(path);
    return isTestFile(name) ? [path] : [];
  });
};

/**
 * Every test title of the repository at `root` that names an id, in a stable order.
 * @param {string} root
 * @returns {{ file: string, title: string, ids: string[], level: 'browser' | 'server' | 'unit' }[]}
 */
export function findTaggedTitles(root) {
  const files = readdirSync(join(root, 'packages')).flatMap((pkg) =>
    ['src', 'test', 'examples', 'scripts'].flatMap((dir) => filesUnder(join(root, 'packages', pkg, dir))),
  );
  const titles = [];
  for (const path of files) {
    const file = relative(root, path).split('\\').join('/');
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(titleCall)) {
      const title = match[2];
      const ids = [...title.matchAll(bracketedId)].map((found) => found[1]);
      if (ids.length > 0) titles.push({ file, title, ids, level: levelOf(file) });
    }
  }
  return titles.sort((a, b) => a.file.localeCompare(b.file) || a.title.localeCompare(b.title));
}

/**
 * The registry's own mistakes: a malformed or repeated id, an unknown level, a missing promise.
 * @param {{ ids: { id: string, section: string, level: string, promise: string, notBrowser?: string }[] }} registry
 * @returns {string[]}
 */
export function registryProblems(registry) {
  const problems = [];
  const seen = new Set();
  for (const entry of registry.ids) {
    if (!idShape.test(entry.id)) problems.push(`${entry.id}: not an id (S1-S8, C or Dnnnn, then dotted lowercase names)`);
    if (seen.has(entry.id)) problems.push(`${entry.id}: listed twice`);
    seen.add(entry.id);
    if (!levels.includes(entry.level)) problems.push(`${entry.id}: level "${entry.level}" is not one of ${levels.join(', ')}`);
    if (!entry.promise?.trim()) problems.push(`${entry.id}: says no promise`);
    if (entry.level === 'browser' && entry.notBrowser) problems.push(`${entry.id}: a browser id cannot say it is not browser-testable`);
  }
  return problems;
}

/**
 * Ties each id to the tests naming it, and lists what breaks the convention.
 * @param {{ ids: { id: string, section: string, level: string, promise: string, notBrowser?: string }[] }} registry
 * @param {ReturnType<typeof findTaggedTitles>} titles
 */
export function trace(registry, titles) {
  const known = new Set(registry.ids.map((entry) => entry.id));
  const problems = registryProblems(registry);
  for (const { file, title, ids } of titles)
    for (const id of ids) if (!known.has(id)) problems.push(`${file}: "${title}" names the unknown id ${id}`);
  const entries = registry.ids.map((entry) => {
    const tests = titles.filter((title) => title.ids.includes(entry.id));
    const at = (level) => tests.filter((test) => test.level === level);
    return { ...entry, browser: at('browser'), server: at('server'), unit: at('unit') };
  });
  for (const entry of entries) {
    if (entry.browser.length + entry.server.length === 0)
      problems.push(`${entry.id}: no test through the running server names it`);
    if (entry.level === 'browser' && entry.browser.length === 0) problems.push(`${entry.id}: no browser test names it`);
    if (entry.notBrowser && entry.browser.length > 0)
      problems.push(`${entry.id}: says why no browser test walks it, yet ${entry.browser[0].file} does: drop notBrowser`);
  }
  return { entries, problems };
}

const sectionNames = {
  S1: '1. What the product does',
  S2: '2. Screens and routes',
  S3: '3. Entities and client state',
  S4: '4. States and transitions',
  S5: '5. Validation rules',
  S6: '6. Roles and permissions',
  S7: '7. The calls it makes',
  S8: '8. Error catalogue',
  C: 'Console capabilities',
  D: 'Decisions that change what a user sees',
};
const groupOf = (id) => {
  const head = id.split('.')[0];
  return head.startsWith('D') ? 'D' : head;
};
const escapeCell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const listTests = (tests) => tests.map((test) => `\`${test.file}\`: ${escapeCell(test.title)}`).join('<br>') || '—';

/**
 * The report, the same text for the same registry and titles.
 * @param {ReturnType<typeof trace>['entries']} entries
 */
export function renderReport(entries) {
  const browserIds = entries.filter((entry) => entry.level === 'browser');
  const coveredInBrowser = entries.filter((entry) => entry.browser.length > 0);
  const onlyBelow = entries.filter((entry) => entry.browser.length === 0 && entry.server.length > 0);
  const notBrowser = entries.filter((entry) => entry.notBrowser);
  const lines = [
    '# The traced specification: every id and its tests',
    '',
    'Generated by `node scripts/spec-trace.mjs --write` from `docs/trace/spec-ids.json` and the test titles; do not',
    'edit by hand. `npm test` fails when this file is not what the tests give (see `docs/trace/README.md`).',
    '',
    `- ${entries.length} ids: ${browserIds.length} need a browser test, ${entries.length - browserIds.length} a test through the running server.`,
    `- ${coveredInBrowser.length} are covered at browser level, ${onlyBelow.length} only below it (server level).`,
    `- ${notBrowser.length} have no browser test and say why (\`notBrowser\`).`,
    '',
  ];
  for (const [group, name] of Object.entries(sectionNames)) {
    const inGroup = entries.filter((entry) => groupOf(entry.id) === group);
    if (inGroup.length === 0) continue;
    lines.push(`## ${name}`, '', '| Id | Needs | Promise | Browser tests | Server-level tests | Unit tests |', '|---|---|---|---|---|---|');
    for (const entry of inGroup) {
      const needs = entry.notBrowser ? `${entry.level}; not in a browser: ${escapeCell(entry.notBrowser)}` : entry.level;
      lines.push(
        `| \`${entry.id}\` | ${needs} | ${escapeCell(entry.promise)} | ${listTests(entry.browser)} | ${listTests(entry.server)} | ${listTests(entry.unit)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Everything `npm test` checks, for the repository at `root`: the problems and the report the tests give.
 * @param {string} root
 */
export function checkTrace(root) {
  const registry = JSON.parse(readFileSync(join(root, registryPath), 'utf8'));
  const { entries, problems } = trace(registry, findTaggedTitles(root));
  return { report: renderReport(entries), problems };
}

/**
 * What `npm test` runs: the problems of {@link checkTrace}, plus a stale `docs/trace/report.md`; with `write`, the
 * report is written instead of compared.
 * @param {string} root
 * @param {{ write: boolean }} options
 * @returns {string[]}
 */
export function runTrace(root, { write }) {
  const { report, problems } = checkTrace(root);
  const path = join(root, reportPath);
  if (write) writeFileSync(path, report);
  else if (!existsSync(path) || readFileSync(path, 'utf8') !== report)
    problems.push(`${reportPath} is stale: run npm run trace (node scripts/spec-trace.mjs --write) and commit it`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = runTrace(join(fileURLToPath(import.meta.url), '..', '..'), { write: process.argv.includes('--write') });
  if (problems.length > 0) {
    console.error(`The traced specification has ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`The traced specification: every id has its tests (${reportPath}).`);
}
