// `@dubloon-quest/core/testing/contracts`: the contract suites every implementation of a port must pass.
// They register vitest tests, so import them from test files only.
export * from './game-api.contract.js';
export * from './realtime.contract.js';
export * from './storage.contract.js';
