// `@dubloon-quest/core/testing`: in-memory implementations of core's ports and entity builders, for tests
// and for other UIs. Nothing here imports vitest; the contract suites are in `@dubloon-quest/core/testing/contracts`.
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
// The property-testing kit (property/README.md): domain arbitraries, model commands, and the conformance suite
// that checks any GameApi. It needs fast-check (a peer dependency).
export {
  balanceArb,
  chestAnswerArb,
  chestArb,
  emailArb,
  instantInPeriodArb,
  passwordArb,
  periodArb,
  periodBounds,
  playerArb,
  raffleItemArb,
  raffleItemsArb,
  referralChainArb,
  registrationArb,
  scheduleArb,
  stakeRequestArb,
  wrongTriesArb,
} from './property/domain-arbitraries.js';
export {
  AnswerCommand,
  chestQuizCommandsArb,
  type ChestModelState,
  type ChestQuizModel,
  type ChestQuizReal,
  PlayChestCommand,
  readChestQuizModel,
  SubmitChestCommand,
} from './property/chest-quiz.commands.js';
export {
  readStakeLedgerModel,
  type StakeEntrySpec,
  stakeLedgerCommandsArb,
  type StakeLedgerModel,
  type StakeLedgerReal,
  SubmitStakesCommand,
} from './property/stake-ledger.commands.js';
export {
  CONFORMANCE_RULES,
  type ConformanceRule,
  type ConformanceSession,
  type ConformanceTarget,
  ConformanceViolation,
} from './property/conformance-session.js';
export {
  checkGameApiConformance,
  CONFORMANCE_PROPERTIES,
  type ConformanceOptions,
  type ConformancePropertyName,
  type ConformancePropertyReport,
  type ConformanceReport,
  formatConformanceReport,
} from './property/conformance.js';
export { fakeConformanceTarget, type FakeConformanceTargetOptions } from './property/fake-target.js';
