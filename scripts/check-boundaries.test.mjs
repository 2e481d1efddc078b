import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findViolations } from './check-boundaries.mjs';

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
