// `@dubloon-quest/core/testing/contracts`: the contract suites every implementation of a port must pass.
// They register vitest tests, so import them from test files only.
export {
  describeGameApiContract,
  type GameApiContractOptions,
  type GameApiContractSubject,
} from './game-api.contract.js';
export { describeRealtimeContract, type RealtimeContractSubject } from './realtime.contract.js';
export {
  describeKeyValueStorageContract,
  describePersistedStateStoreContract,
  type ContractState,
  type KeyValueStorageContractSubject,
  type PersistedStateStoreContractSubject,
} from './storage.contract.js';
export { describeGameApiConformance, type GameApiConformanceTestOptions } from './property/conformance.contract.js';
