// `@dubloon-quest/core/testing`: in-memory implementations of core's ports and entity builders, for tests
// and for other UIs. Nothing here imports vitest or fast-check: the contract suites are in
// `@dubloon-quest/core/testing/contracts`, the property-testing kit in `@dubloon-quest/core/testing/property`.
export {
  buildBusiness,
  buildChallengeQuestion,
  buildConsoleLiveDashboard,
  buildRaffleItem,
  buildReferral,
  buildResults,
  buildTimestamps,
  buildUser,
  buildWinner,
} from './builders.js';
export {
  type BusinessSeed,
  type CountrySeed,
  DEMO_PLAYER,
  demoSeed,
  type FakeAccountSeed,
  type FakeGameSeed,
  type RaffleItemSeed,
} from './demo-seed.js';
export { FAKE_CLOCK_START_MS, FakeClock } from './fake-clock.js';
export { type FakeApiCall, FakeGameApi } from './fake-game-api.js';
export {
  FakeGameServer,
  type FakeGameServerOptions,
  type FakeMail,
  type FakeServerPush,
} from './fake-game-server.js';
export { fakeOrganizerTriggers, FakeRealtime, type FakeRealtimeOptions } from './fake-realtime.js';
export {
  KeyValuePersistedStateStore,
  type KeyValuePersistedStateStoreOptions,
} from './key-value-persisted-state-store.js';
export { MemoryStorage, type MemoryStorageOptions } from './memory-storage.js';
export {
  challengeLinkFor,
  type CrowdShape,
  nextAnswer,
  planStakes,
  type PlannedStake,
  planVirtualPlayer,
  seededRandom,
  type StakeTiming,
  type VirtualPlayerPlan,
  type VirtualPlayersPhaseOutcome,
  type VirtualPlayersReport,
} from './virtual-player.js';
export { type QuizCheckMode } from './../rules/quiz/chest-quiz.js';
