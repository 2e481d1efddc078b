import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkTrace, findTaggedTitles, levelOf, runTrace } from './spec-trace.mjs';

const registry = (ids) => ({ ids });
const browserId = { id: 'S2.register', section: '2', level: 'browser', promise: 'The registration form.' };
const serverId = { id: 'S7.login', section: '7', level: 'server', promise: 'POST /auth/login.' };
const timingId = { id: 'S4.timer', section: '4', level: 'server', promise: 'Logs out at zero.', notBrowser: 'A timing rule.' };

function repository(ids, files) {
  const root = mkdtempSync(join(tmpdir(), 'spec-trace-'));
  mkdirSync(join(root, 'docs', 'trace'), { recursive: true });
  writeFileSync(join(root, 'docs', 'trace', 'spec-ids.json'), JSON.stringify(registry(ids)));
  mkdirSync(join(root, 'packages'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('files are sorted into browser, server and unit levels', () => {
  assert.equal(levelOf('packages/web/test/browser/journey.browser.test.ts'), 'browser');
  assert.equal(levelOf('packages/server/test/accounts.test.ts'), 'server');
  assert.equal(levelOf('packages/adapters/test/live-schedule.test.ts'), 'server');
  assert.equal(levelOf('packages/core/src/testing/game-api.contract.ts'), 'server');
  assert.equal(levelOf('packages/core/src/testing/storage.contract.ts'), 'unit');
  assert.equal(levelOf('packages/core/src/rules/password.test.ts'), 'unit');
  assert.equal(levelOf('packages/web/src/features/raffle/raffle.test.tsx'), 'unit');
});

test('finds the ids of it, test and describe titles, .each and line-broken calls included, and nothing else', () => {
  const root = repository([], {
    'packages/server/test/a.test.ts': [
      "describe('[S7.login] login', () => {",
      "  it('[S2.register][S7.login] registers', () => {});",
      '  it.each([1, 2])(',
      "    '[S4.timer] case %s',",
      '    () => {},',
      '  );',
      '  // [S2.register] in a comment is not a title',
      "  const text = '[S2.register] in a string that is not a title';",
      "  test(\"[S7.login] double quotes\", () => {});",
      '});',
    ].join('\n'),
    'packages/core/src/rules/a.ts': "it('[S7.login] not a test file', () => {});",
  });
  const titles = findTaggedTitles(root);
  assert.deepEqual(
    titles.map((title) => [title.title, title.ids, title.level]),
    [
      ['[S2.register][S7.login] registers', ['S2.register', 'S7.login'], 'server'],
      ['[S4.timer] case %s', ['S4.timer'], 'server'],
      ['[S7.login] double quotes', ['S7.login'], 'server'],
      ['[S7.login] login', ['S7.login'], 'server'],
    ],
  );
});

test('every id covered as its level needs: no problem, and the report lists each test at its level', () => {
  const root = repository([browserId, serverId, timingId], {
    'packages/web/test/browser/a.browser.test.ts': "it('[S2.register] registers in Chromium', () => {});",
    'packages/server/test/a.test.ts': "it('[S7.login][S4.timer] logs in', () => {});",
    'packages/core/src/rules/a.test.ts': "it('[S4.timer] counts down', () => {});",
  });
  const { problems, report } = checkTrace(root);
  assert.deepEqual(problems, []);
  assert.match(report, /3 ids: 1 need a browser test, 2 a test through the running server/);
  assert.match(report, /1 are covered at browser level, 2 only below it/);
  assert.match(report, /1 have no browser test and say why/);
  assert.match(report, /\| `S4\.timer` \| server; not in a browser: A timing rule\. \| Logs out at zero\. \| — \| `packages\/server\/test\/a\.test\.ts`: \[S7\.login\]\[S4\.timer\] logs in \| `packages\/core\/src\/rules\/a\.test\.ts`: \[S4\.timer\] counts down \|/);
  assert.equal(checkTrace(root).report, report, 'the same tree gives the same report');
});

test('an id with only unit tests, a browser id with only server tests, and an unknown id each fail', () => {
  const root = repository([browserId, serverId], {
    'packages/server/test/a.test.ts': "it('[S2.register] registers over HTTP', () => {});\nit('[S7.logn] misspelt', () => {});",
    'packages/core/src/rules/a.test.ts': "it('[S7.login] a unit test', () => {});",
  });
  assert.deepEqual(checkTrace(root).problems, [
    'packages/server/test/a.test.ts: "[S7.logn] misspelt" names the unknown id S7.logn',
    'S2.register: no browser test names it',
    'S7.login: no test through the running server names it',
  ]);
});

test('the registry itself is checked: id shape, repeats, levels and promises', () => {
  const root = repository(
    [
      { id: 'S9.constant', section: '9', level: 'server', promise: 'x' },
      serverId,
      serverId,
      { id: 'S2.screen', section: '2', level: 'sometimes', promise: '' },
      { id: 'S2.walk', section: '2', level: 'browser', promise: 'y', notBrowser: 'why' },
    ],
    { 'packages/server/test/a.test.ts': "it('[S7.login][S2.screen][S2.walk] all', () => {});" },
  );
  const problems = checkTrace(root).problems;
  assert.ok(problems.includes('S9.constant: not an id (S1-S8, C or Dnnnn, then dotted lowercase names)'), problems.join('\n'));
  assert.ok(problems.includes('S7.login: listed twice'));
  assert.ok(problems.includes('S2.screen: level "sometimes" is not one of browser, server'));
  assert.ok(problems.includes('S2.screen: says no promise'));
  assert.ok(problems.includes('S2.walk: a browser id cannot say it is not browser-testable'));
});

test('a missing or stale report fails until it is written again', () => {
  const root = repository([serverId], { 'packages/server/test/a.test.ts': "it('[S7.login] logs in', () => {});" });
  const stale = /docs\/trace\/report\.md is stale/;
  assert.match(runTrace(root, { write: false }).join('\n'), stale);
  assert.deepEqual(runTrace(root, { write: true }), []);
  assert.deepEqual(runTrace(root, { write: false }), []);
  writeFileSync(join(root, 'packages/server/test/a.test.ts'), "it('[S7.login] logs in, renamed', () => {});");
  assert.match(runTrace(root, { write: false }).join('\n'), stale);
  assert.match(readFileSync(join(root, 'docs/trace/report.md'), 'utf8'), /\[S7\.login\] logs in \|/);
});

test('an id that says no browser test walks it, named by a browser test, fails', () => {
  const root = repository([timingId], { 'packages/web/test/browser/a.browser.test.ts': "it('[S4.timer] on the clock', () => {});" });
  assert.deepEqual(checkTrace(root).problems, [
    'S4.timer: says why no browser test walks it, yet packages/web/test/browser/a.browser.test.ts does: drop notBrowser',
  ]);
});
