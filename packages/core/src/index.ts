export { messages } from './messages/catalogue.js';
export { formatDateTimeNamed } from './messages/date-time.js';
export { contractMessages } from './messages/contract-messages.js';
export { drawMessages } from './messages/draw-messages.js';
export { eventFileMessages } from './messages/event-file-messages.js';
export { serverMessages } from './messages/server-messages.js';
export { organizerMessages } from './messages/organizer-messages.js';
export { consoleMessages } from './messages/console-messages.js';
export { consoleShellText } from './messages/console-ui/shell.js';
export { consoleDashboardText } from './messages/console-ui/dashboard.js';
export { consolePlayersText } from './messages/console-ui/players.js';
export { consoleAccountsText, INVITATION_LINK_DAYS } from './messages/console-ui/accounts.js';
export { consoleScheduleText } from './messages/console-ui/schedule.js';
export { consoleExportsText } from './messages/console-ui/exports.js';
export { consoleAuditText } from './messages/console-ui/audit.js';
export { consoleRaffleText } from './messages/console-ui/raffle.js';
export { consoleBusinessText } from './messages/console-ui/business.js';
export { consoleJudgingText } from './messages/console-ui/judging.js';
export { consoleEventText } from './messages/console-ui/event.js';
export { formatChancePercent, raffleChanceText } from './messages/fairness-ui/raffle-chance.js';
export { resultsDrawText } from './messages/fairness-ui/results-draw.js';
export { drawCheckText } from './messages/fairness-ui/draw-check.js';
export * from './contract/parse.js';
export * from './contract/common.schema.js';
export * from './contract/timestamps.schema.js';
export * from './contract/user.schema.js';
export * from './contract/auth.schema.js';
export * from './contract/profile.schema.js';
export * from './contract/raffle.schema.js';
export * from './contract/chest.schema.js';
export * from './contract/business.schema.js';
export * from './contract/results.schema.js';
export * from './contract/draw.schema.js';
export * from './contract/location.schema.js';
export * from './contract/health.schema.js';
export * from './contract/realtime.schema.js';
export * from './contract/endpoints.js';
export * from './rules/result.js';
export * from './rules/constants.js';
export * from './rules/ledger/stake-ledger.js';
export * from './rules/ledger/stake-submission.js';
export * from './rules/quiz/quiz-scoring.js';
export {
  answeredChest,
  attemptsFromProgress,
  CHEST_REFUSAL_STATUS,
  chestForPlayer,
  chestPayout,
  judgeChestAnswer,
  type AnsweredChest,
  type AnsweredQuestion,
  type ChestAnswerRefusal,
  type ChestAnswerVerdict,
  type ChestPayoutRefusal,
  type ChestPlay,
  type QuizCheckMode,
} from './rules/quiz/chest-quiz.js';
export { isSilver, itemsWithStakes, silverFlagChanges } from './rules/raffle/silver-flags.js';
export {
  accountAffiliation,
  AFFILIATION_REFUSAL_FIELD,
  type AccountAffiliation,
  type AffiliationRefusal,
  type RequestedAffiliation,
} from './rules/console/account-affiliation.js';
export * from './rules/period/game-period.js';
export * from './rules/period/event-times.js';
export * from './rules/access/feature-access.js';
export * from './rules/access/routes.js';
export * from './rules/access/route-access.js';
export * from './rules/access/console-access.js';
export * from './ports/game-api.port.js';
export * from './ports/realtime.port.js';
export * from './ports/storage.port.js';
export * from './ports/clock.port.js';
export * from './ports/quiz-judge.port.js';
export * from './rules/validation/field-validators.js';
export * from './rules/validation/text-rules.js';
export * from './rules/validation/video-link.js';
export * from './rules/validation/token-validators.js';
export * from './rules/validation/challenge-link.js';
export * from './rules/validation/form-validators.js';
export * from './rules/validation/registration-fields.js';
export * from './rules/profile/profile-diff.js';
export * from './rules/profile/coin-history.js';
export * from './rules/profile/referrals.js';
export * from './rules/winners/group-winners.js';
export * from './quiz-judge/local-quiz-judge.js';
export * from './contract/event-file.schema.js';
export * from './contract/console/console-common.schema.js';
export * from './contract/console/console-accounts.schema.js';
export * from './contract/console/console-players.schema.js';
export * from './contract/console/console-schedule.schema.js';
export * from './contract/console/console-event.schema.js';
export * from './contract/console/console-judging.schema.js';
export * from './contract/console/console-raffle.schema.js';
export * from './contract/console/console-dashboard.schema.js';
export * from './contract/console/console-audit.schema.js';
export * from './contract/console/console-images.schema.js';
export * from './contract/console/console-realtime.schema.js';
export * from './rules/console/console-rules.js';
export * from './contract/console/console-endpoints.js';
export * from './rules/draw/canonical-json.js';
export * from './rules/draw/sha256.js';
export * from './rules/draw/commitment.js';
export * from './rules/draw/draw-random.js';
export * from './rules/draw/draw-record.schema.js';
export * from './rules/draw/raffle-draw.js';
export * from './rules/draw/draw-record.js';
export * from './rules/draw/winning-chance.js';
export * from './rules/draw/item-chance.js';
export * from './rules/draw/draw-check.js';
export * from './machines/timings.js';
export * from './machines/notification-id.js';
export * from './machines/error-notification.js';
export * from './machines/notifications.machine.js';
export * from './machines/notifications.selectors.js';
export * from './machines/loading.machine.js';
export * from './machines/loading.selectors.js';
export * from './machines/session.machine.js';
export * from './machines/session.selectors.js';
export * from './machines/period.machine.js';
export * from './machines/period.selectors.js';
export * from './machines/realtime.machine.js';
export * from './machines/realtime.selectors.js';
export * from './machines/raffle.machine.js';
export * from './machines/raffle.selectors.js';
export * from './machines/quiz.machine.js';
export * from './machines/quiz.selectors.js';
export * from './machines/meetup.machine.js';
export * from './machines/meetup.selectors.js';
export * from './machines/challenge.machine.js';
export * from './machines/challenge.selectors.js';
export * from './machines/businesses.machine.js';
export * from './machines/businesses.selectors.js';
export * from './machines/winners.machine.js';
export * from './machines/winners.selectors.js';
export * from './machines/persisted-state.js';
export * from './machines/rehydrate.machine.js';
export * from './game-logic.js';
