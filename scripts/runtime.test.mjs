// The project's scripts run on the Node that the root package.json pins (devDependency `node`, the registry's
// runtime package), not on whatever Node the machine has: this fails when `npm test` is started in a way that
// bypasses the pinned runtime, or when the pin leaves the supported range.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

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

test("the README's install runs npm on the pinned runtime", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  assert.ok(
    readme.includes(`npx -y -p node@${rootPackage.devDependencies.node} npm install`),
    'the README installs with npm on the pinned Node (docs/decisions/0214): keep its version the same as devDependencies.node',
  );
});
