// `@dubloon-quest/core/testing`: in-memory implementations of core's ports and entity builders, for tests
// and for other UIs. Nothing here imports vitest; the contract suites are in `@dubloon-quest/core/testing/contracts`.
export * from './builders.js';
export * from './demo-seed.js';
export * from './fake-clock.js';
export * from './fake-game-api.js';
export * from './fake-game-server.js';
export * from './fake-realtime.js';
export * from './key-value-persisted-state-store.js';
export * from './memory-storage.js';
export * from './wire-ids.js';
