import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { consoleEndpointNames, consoleEndpoints } from './contract/console/console-endpoints.js';
import { consoleOpenApiDocument } from './contract/console-openapi.js';
import { openApiDocument, REFUSALS } from './contract/openapi.js';
import { RAFFLE_SUBMISSION_STATUS } from './rules/ledger/stake-submission.js';
import { CHEST_REFUSAL_STATUS } from './rules/quiz/chest-quiz.js';

// The two OpenAPI documents as an outside developer uses them: the players' refusals the rules answer, the
// console's document, and a typed client generated from both with openapi-typescript 7, type-checked with the
// TypeScript it works with (5.9, its peer dependency; it crashes with TypeScript 7, which has no JavaScript API).

const players = openApiDocument();
const console = consoleOpenApiDocument();

describe("the players' document names each refusal of the rules", () => {
  it('answers the statuses of the rules tables, each with its code', () => {
    const tables: Record<string, number> = { ...RAFFLE_SUBMISSION_STATUS, ...CHEST_REFUSAL_STATUS };
    for (const [name, byStatus] of Object.entries(REFUSALS)) {
      for (const [status, reasons] of Object.entries(byStatus)) {
        for (const [code] of reasons) {
          expect(tables[code], `${name} ${code}`).toBe(Number(status));
          const path = Object.values(players.paths).find((methods) => methods.post?.operationId === name)!;
          expect(path.post!.responses[status]?.description, `${name} ${status}`).toContain(`\`${code}\``);
        }
      }
    }
  });

  it("documents the stake cooldown's 429 with Retry-After, and the unfinished chest's 422", () => {
    const stake = players.paths['/game/raffle/items']!.post!;
    expect(stake.responses['429']?.description).toMatch(/cooldown.*30 minutes.*`Retry-After`.*LEDGER\.COOLDOWN/);
    expect(stake.responses['429']?.headers?.['Retry-After']).toBeDefined();
    expect(players.paths['/game/player/coins/chest']!.post!.responses['422']?.description).toMatch(/unfinished.*CHEST\.NOT_ANSWERED/);
  });
});

describe("the console's document", () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(console) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('has exactly one operation per console call, with its path parameters, roles and body', () => {
    const operations = Object.entries(console.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual([...consoleEndpointNames].sort());
    for (const { path, method, operation } of operations) {
      const endpoint = consoleEndpoints[operation.operationId];
      expect(method.toUpperCase()).toBe(endpoint.method);
      expect(path).toBe(endpoint.path.replace(/:(\w+)/g, '{$1}'));
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      expect((operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map(({ name }) => name)).toEqual(inPath);
      expect(operation['x-roles']).toEqual(endpoint.roles);
      expect(operation.requestBody !== undefined).toBe(endpoint.request !== null);
    }
  });
});

/** Type-checks in-memory files with the TypeScript openapi-typescript uses; answers the diagnostics as text. */
function typeCheck(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts'], types: [] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (name in files ? ts.createSourceFile(name, files[name]!, version) : getSourceFile(name, version));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name in files || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.getCurrentDirectory = () => '/virtual';
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name === '/virtual' || (directoryExists?.(name) ?? false);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

/** A client's use of the generated types: a stake, its cooldown, a chest's refusal, a console call; and two mistakes. */
const CLIENT = `
import type { paths } from './players';
import type { paths as consolePaths } from './console';

type Stake = paths['/game/raffle/items']['post'];
export const body: Stake['requestBody']['content']['application/json'] = { staked_items: [{ item_id: '3', coins: 2 }], total_coins: 9 };
export const left: Stake['responses']['200']['content']['application/json']['total_coins'] = 7;
export const cooldown: Stake['responses']['429']['content']['application/json'] = { message: 'Wait', code: 'LEDGER.COOLDOWN' };
export type RetryAfter = Stake['responses']['429']['headers']['Retry-After'];
export const unfinished: paths['/game/player/coins/chest']['post']['responses']['422']['content']['application/json'] = { message: 'Not yet' };
type Player = consolePaths['/console/players/{user_id}']['get'];
export const userId: Player['parameters']['path']['user_id'] = '12';
// @ts-expect-error stakes are numbers of coins
export const wrong: Stake['requestBody']['content']['application/json'] = { staked_items: [{ item_id: '3', coins: 'two' }], total_coins: 9 };
// @ts-expect-error no such call
export type Missing = paths['/game/raffle/bets'];
`;

describe('a typed client generated with openapi-typescript', () => {
  it(`type-checks strictly with TypeScript ${ts.version}`, async () => {
    expect(ts.version).toMatch(/^5\./);
    const generated = {
      '/virtual/players.ts': astToString(await openapiTS(structuredClone(players) as never)),
      '/virtual/console.ts': astToString(await openapiTS(structuredClone(console) as never)),
    };
    expect(generated['/virtual/players.ts']).toContain('"/game/raffle/items"');
    expect(typeCheck({ ...generated, '/virtual/client.ts': CLIENT })).toEqual([]);
  }, 60_000);
});
