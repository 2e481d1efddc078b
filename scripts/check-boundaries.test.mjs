import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findCycles, findViolations } from './check-boundaries.mjs';

const packages = ['core', 'adapters', 'web', 'server'];

function monorepo(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const pkg of packages) {
    mkdirSync(join(root, 'packages', pkg, 'src'), { recursive: true });
    const exports = pkg === 'core' ? { '.': './src/index.ts', './testing': './src/testing/index.ts' } : { '.': './src/index.ts' };
    writeFileSync(join(root, 'packages', pkg, 'package.json'), JSON.stringify({ name: `@dubloon-quest/${pkg}`, exports }));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'packages', path)), { recursive: true });
    writeFileSync(join(root, 'packages', path), text);
  }
  return root;
}

test('a clean tree has no violations', () => {
  const root = monorepo({
    'core/src/a.ts': "import { setup } from 'xstate';\nimport * as z from 'zod/mini';\nimport { b } from './b.js';",
    'adapters/src/a.ts': "import { messages } from '@dubloon-quest/core';\nimport ky from 'ky';",
    'web/src/a.ts': "import { x } from '@dubloon-quest/adapters';\nimport { fakes } from '@dubloon-quest/core/testing';",
    'server/src/a.ts': "import { readFile } from 'node:fs/promises';\nimport { rules } from '@dubloon-quest/core';",
  });
  assert.deepEqual(findViolations(root), []);
});

test('core importing a Node built-in, a framework or another package fails', () => {
  const root = monorepo({
    'core/src/a.ts': "import { readFile } from 'node:fs';\nimport React from 'react';\nimport { x } from '@dubloon-quest/adapters';",
  });
  const problems = findViolations(root);
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0], /Node built-in/);
  assert.match(problems[1], /only xstate, zod/);
  assert.match(problems[2], /imports point inward/);
});

test('outward imports and deep imports of internals fail', () => {
  const root = monorepo({
    'server/src/a.ts': "import { x } from '@dubloon-quest/adapters';\nimport { y } from '@dubloon-quest/core/src/rules/ledger.js';",
    'adapters/src/a.ts': "import { z } from '@dubloon-quest/web';\nexport { w } from '../../core/src/index.js';",
  });
  const problems = findViolations(root);
  assert.equal(problems.length, 4, problems.join('\n'));
});

test('core test files and contract suites may import the test libraries; other core files may not', () => {
  const root = monorepo({
    'core/src/a.test.ts': "import { it } from 'vitest';\nimport { fc } from '@fast-check/vitest';",
    'core/src/port.contract.ts': "import { describe } from 'vitest';",
    'core/src/a.ts': "import { describe } from 'vitest';",
  });
  const problems = findViolations(root);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /core\/src\/a\.ts: core may import only xstate, zod, not "vitest"/);
});

test("core's property-testing kit may import fast-check, but not vitest; core's other files may not import fast-check", () => {
  const root = monorepo({
    'core/src/testing/property/arbitraries.ts': "import fc from 'fast-check';",
    'core/src/testing/property/runner.ts': "import { it } from 'vitest';",
    'core/src/testing/fakes.ts': "import fc from 'fast-check';",
  });
  const problems = findViolations(root).sort();
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /core\/src\/testing\/fakes\.ts: core may import only xstate, zod, not "fast-check"/);
  assert.match(problems[1], /core\/src\/testing\/property\/runner\.ts: core may import only xstate, zod, not "vitest"/);
});

test("only the adapters' and the web app's test/ folders may import the server (their tests start it); nothing else may", () => {
  const importServer = "import { buildServer } from '@dubloon-quest/server';";
  const root = monorepo({
    'adapters/test/game-api.contract.test.ts': importServer,
    'adapters/test/support/real-server.ts': importServer,
    'adapters/src/http/http-game-api.test.ts': importServer,
    'adapters/src/http/http-game-api.ts': importServer,
    'web/test/browser/game-server.ts': importServer,
    'web/src/app/app.test.tsx': importServer,
    'core/test/machines/server.ts': importServer,
  });
  const problems = findViolations(root).sort();
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0], /^packages\/adapters\/src\/http\/http-game-api\.test\.ts: adapters may not import/);
  assert.match(problems[1], /^packages\/adapters\/src\/http\/http-game-api\.ts: adapters may not import/);
  assert.match(problems[2], /^packages\/core\/test\/machines\/server\.ts: core may not import/);
  assert.match(problems[3], /^packages\/web\/src\/app\/app\.test\.tsx: web may not import/);
});

const noneExempt = {};

test('two files importing each other are a cycle, named file by file; a type-only import counts', () => {
  const root = monorepo({
    'server/src/db/migrations.ts': "import { CONSOLE } from '../db/console.migrations.js';",
    'server/src/db/console.migrations.ts': "import type { Migration } from './migrations.js';",
  });
  const { problems } = findCycles(root, noneExempt);
  assert.deepEqual(problems, ['packages/server: files import each other: src/db/console.migrations.ts -> src/db/migrations.ts -> src/db/console.migrations.ts']);
});

test('a longer file cycle is found, and a folder that reaches back through another folder is a folder cycle', () => {
  const root = monorepo({
    'server/src/http/game.handlers.ts': "import { results } from '../console/results.js';",
    'server/src/console/results.ts': "import { HttpError } from '../http/errors.js';",
    'server/src/http/errors.ts': 'export class HttpError {}',
    'core/src/rules/a.ts': "export { b } from './b.js';",
    'core/src/rules/b.ts': "import { c } from './nested/c.js';",
    'core/src/rules/nested/c.ts': "import { a } from '../a.js';",
  });
  const { problems } = findCycles(root, noneExempt);
  assert.deepEqual(problems, [
    'packages/core: files import each other: src/rules/a.ts -> src/rules/b.ts -> src/rules/nested/c.ts -> src/rules/a.ts (3 files in the knot)',
    'packages/server: folders import each other: src/console -> src/http -> src/console',
  ]);
});

test('imports that point one way between layers, test files reaching across them, and index folders are no cycle', () => {
  const root = monorepo({
    'server/src/config/config.ts': 'export const port = 3000;',
    'server/src/db/repository.ts': "import { port } from '../config/config.js';",
    'server/src/services/results.ts': "import { Repository } from '../db/repository.js';",
    'server/src/http/game.handlers.ts': "import { results } from '../services/results.js';\nimport { port } from '../config/config.js';",
    'server/src/server.ts': "import { handlers } from './http/game.handlers.js';",
    'server/src/db/repository.test.ts': "import { handlers } from '../http/game.handlers.js';\nimport { db } from '../../test/support/db.js';",
    'server/test/support/db.ts': "import { Repository } from '../../src/db/repository.js';",
    'web/src/app/app.tsx': "import { screens } from '../features/index.js';",
    'web/src/features/index.ts': "import { x } from '@dubloon-quest/core';",
  });
  assert.deepEqual(findCycles(root, noneExempt), { problems: [], skipped: [] });
});

test('a package on the not-yet-checked list is reported as skipped with its reason, and fails once it has no cycle', () => {
  const knot = {
    'web/src/app/app.tsx': "import { screens } from '../features/screens.js';",
    'web/src/features/screens.ts': "import { routes } from '../app/app.js';",
  };
  const exempt = { web: 'app and features still import each other' };
  const { problems, skipped } = findCycles(monorepo(knot), exempt);
  assert.deepEqual(problems, []);
  assert.deepEqual(skipped, ['web, app and features still import each other; 2 left, the first: folders import each other: src/app -> src/features -> src/app']);

  const clean = findCycles(monorepo({ 'web/src/app/app.tsx': "import { screens } from '../features/screens.js';" }), exempt);
  assert.equal(clean.problems.length, 1);
  assert.match(clean.problems[0], /packages\/web has no import cycle left: remove it from cyclesNotYetChecked/);
});
