// The project's scripts run on the Node that the root package.json pins (devDependency `node`, the registry's
// runtime package), not on whatever Node the machine has: this fails when `npm test` is started in a way that
// bypasses the pinned runtime, or when the pin leaves the supported range.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { satisfies } from 'semver';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const supportedMajors = [22, 24];

test('the pinned runtime is an exact supported LTS version', () => {
  const pinned = rootPackage.devDependencies.node;
  assert.match(pinned, /^\d+\.\d+\.\d+$/, 'pin an exact version, so every machine runs the same runtime');
  assert.ok(supportedMajors.includes(Number(pinned.split('.')[0])), `${pinned} is not a supported LTS line`);
  assert.equal(rootPackage.engines.node, '^22.12.0 || ^24.0.0');
});

test('npm scripts run on the pinned runtime', () => {
  assert.equal(process.version, `v${rootPackage.devDependencies.node}`);
});

test("the README starts with the install-and-start and the install-and-test commands", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  assert.match(block, /^npm install && npm start\b/m);
  assert.match(block, /^npm install && npm test\b/m);
});

test('no locked package asks npm for a newer Node than 20, so `npm install` is quiet on Node 20 (decision 0221)', () => {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  const wanting = Object.entries(lock.packages)
    // Installed packages (the project's own root and workspaces declare the Node they run on, which npm does not check).
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.link && typeof entry.engines?.node === 'string' && !satisfies('20.20.2', entry.engines.node))
    .map(([path, entry]) => `${path}@${entry.version} wants node ${entry.engines.node}`);
  assert.deepEqual(wanting, []);
});
