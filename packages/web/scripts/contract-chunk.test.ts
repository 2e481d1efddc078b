import { describe, expect, it } from 'vitest';
import { isWireContractModule } from './contract-chunk.js';

describe('the wire contract chunk', () => {
  it("takes zod, core's game schemas, endpoint table, parse errors and port errors", () => {
    for (const id of [
      '/repo/node_modules/zod/v4/mini/schemas.js',
      '/repo/packages/core/src/contract/endpoints.ts',
      '/repo/packages/core/src/contract/user.schema.ts',
      '/repo/packages/core/src/messages/contract-messages.ts',
      '/repo/packages/core/src/ports/game-api.port.ts',
      // What the schemas' messages import: with them, or the contract chunk and the one holding these would import each other.
      '/repo/packages/core/src/rules/validation/field-problems.ts',
      '/repo/packages/core/src/messages/event-file-messages.ts',
      'C:\\repo\\packages\\core\\src\\contract\\parse.ts',
    ])
      expect(isWireContractModule(id), id).toBe(true);
  });

  it("leaves out the console's schemas, the catalogue, ky and the adapters", () => {
    for (const id of [
      '/repo/packages/core/src/contract/console/console-endpoints.ts',
      '/repo/packages/core/src/messages/catalogue.ts',
      '/repo/node_modules/ky/distribution/index.js',
      '/repo/packages/adapters/src/http/http-game-api.ts',
      '/repo/packages/web/src/lib/api.ts',
    ])
      expect(isWireContractModule(id), id).toBe(false);
  });
});
