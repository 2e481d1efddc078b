// `@dubloon-quest/core/testing/property`: the property-testing kit (TESTING.md of the package): domain arbitraries, model
// commands, and the conformance suite that checks any GameApi. It needs fast-check (core's optional peer
// dependency), which is why it is an entry of its own: `/testing` loads without it.
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
} from './domain-arbitraries.js';
export {
  AnswerCommand,
  chestQuizCommandsArb,
  type ChestModelState,
  type ChestQuizModel,
  type ChestQuizReal,
  PlayChestCommand,
  readChestQuizModel,
  SubmitChestCommand,
} from './chest-quiz.commands.js';
export {
  readStakeLedgerModel,
  type StakeEntrySpec,
  stakeLedgerCommandsArb,
  type StakeLedgerModel,
  type StakeLedgerReal,
  SubmitStakesCommand,
} from './stake-ledger.commands.js';
export {
  CONFORMANCE_RULES,
  type ConformanceRule,
  type ConformanceSession,
  type ConformanceTarget,
  ConformanceViolation,
} from './conformance-session.js';
export {
  checkGameApiConformance,
  CONFORMANCE_MAX_PERIOD_WAIT_MS,
  CONFORMANCE_PROPERTIES,
  type ConformanceOptions,
  type ConformancePropertyName,
  type ConformancePropertyReport,
  type ConformanceReport,
  formatConformanceReport,
} from './conformance.js';
export { fakeConformanceTarget, type FakeConformanceTargetOptions } from './fake-target.js';
