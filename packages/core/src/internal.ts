// `@dubloon-quest/core/internal`: what the monorepo's own packages (the server above all) share with core but an
// outside user does not need: not documented, no API report, no semver promise; it changes with the packages that
// use it. The public entries are `@dubloon-quest/core`, `/console`, `/draw`, `/openapi`, `/testing`,
// `/testing/property` and `/testing/contracts`. The stake and chest rules below are public in the main entry too
// (the property-testing kit's models predict with them); the server keeps importing them from here.
export { eventFileMessages } from './messages/event-file-messages.js';
export { eventFileMessagesFr } from './messages/fr/server.fr.js';
export { quizJudgeMessages } from './messages/quiz-judge-messages.js';
export { quizJudgeMessagesFr } from './messages/fr/catalogue.fr.js';
export { organizerMessages } from './messages/organizer-messages.js';
export { fail, succeed } from './rules/result.js';
export { withoutBlankFrench } from './rules/content/bilingual-text.js';
export {
  BUSINESSES_CACHE_MS,
  COINS_PER_QUESTION,
  ERROR_TOAST_MS,
  FADE_OUT_MS,
  MAX_CHEST_COINS,
  NAME_MIN_LENGTH,
  NEW_PLAYER_FREE_COINS,
  REFERRAL_REWARD_LIMIT,
  referralRewardAllowed,
  NOTIFICATION_ID_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUESTIONS_PER_CHEST,
  RAFFLE_COOLDOWN_MS,
  RAFFLE_REFRESH_MS,
  SUCCESS_TOAST_MS,
  TOKEN_HEX_LENGTH,
} from './rules/constants.js';
export {
  addUserCoins,
  coinsOn,
  cooldownEndsAt,
  initLedger,
  type InitLedgerOptions,
  isInCooldown,
  isRaffleListStale,
  refreshLedger,
  setRemainingCoins,
  setUserCoins,
  stakeCoins,
  stakedItems,
  totalStaked,
} from './rules/ledger/stake-ledger.js';
export {
  type AcceptedRaffleSubmission,
  type AppliedStakeSubmission,
  applyStakeSubmission,
  RAFFLE_SUBMISSION_STATUS,
  type RaffleSubmissionCode,
  type RaffleSubmissionRefusal,
  type RaffleSubmissionState,
  type RaffleSubmissionVerdict,
  type StakeChange,
  type StakeHoldings,
  type StakeSubmissionFailureCode,
  submitRaffleStakes,
  type SubmittedStake,
} from './rules/ledger/stake-submission.js';
export {
  type ChestScore,
  questionCoins,
  type QuestionScore,
  type QuizAttempt,
  scoreChest,
} from './rules/quiz/quiz-scoring.js';
export {
  answeredChest,
  type AnsweredChest,
  type AnsweredQuestion,
  attemptsFromProgress,
  CHEST_REFUSAL_STATUS,
  type ChestAnswerRefusal,
  type ChestAnswerVerdict,
  chestForPlayer,
  chestPayout,
  type ChestPayoutRefusal,
  type ChestPlay,
  judgeChestAnswer,
  type QuizCheckMode,
} from './rules/quiz/chest-quiz.js';
export { isSilver, itemsWithStakes, silverFlagChanges } from './rules/raffle/silver-flags.js';
export {
  classifyLoginTimestamps,
  type EventSchedule,
  isGameNotStarted,
  msUntilPeriodEnd,
  parseEventSchedule,
  periodIndex,
  periodOfSchedule,
  type ScheduleFailureCode,
} from './rules/period/game-period.js';
export { isChallengeWindowOpen } from './rules/period/event-times.js';
export { PLAYER_ROLE } from './rules/access/feature-access.js';
export {
  INVITATION_PARAM,
  normalizePath,
  pageTitle,
  ROUTES,
} from './rules/access/routes.js';
export { businessSlug } from './rules/access/business-path.js';
export { isGameClosedFor, loginReturnPath } from './rules/access/route-access.js';
export {
  isEmailAddress,
  validateEducation,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from './rules/validation/field-validators.js';
export {
  characterCount,
  hasUnsafeCharacter,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  unsafeTextFields,
  validateText,
} from './rules/validation/text-rules.js';
export { VIDEO_EMBED_ORIGINS } from './rules/validation/video-link.js';
export { isHexToken, validateVerificationToken } from './rules/validation/token-validators.js';
export { challengeLinkValidity, containsScriptOrHandler, validateChallengeLink } from './rules/validation/challenge-link.js';
export { type ProfileFields, validateLogin, validateProfileUpdate } from './rules/validation/form-validators.js';
export { PROFILE_FIELDS, profileChanges } from './rules/profile/profile-diff.js';
export { groupWinners } from './rules/winners/group-winners.js';
export { LocalQuizJudge, QuizJudgeError, type QuizJudgeErrorKind } from './quiz-judge/local-quiz-judge.js';
export {
  COUNTDOWN_TICK_MS,
  ERROR_PAGE_LOGOUT_DELAY_MS,
  LOADING_SLOW_MS,
  LOGOUT_REQUEST_LIMIT_MS,
  SOCKET_CONNECT_ATTEMPTS,
  SOCKET_RETRY_DELAY_MS,
  TIMER_LOGOUT_DELAY_MS,
} from './machines/timings.js';
export { createNotificationId } from './machines/notification-id.js';
export {
  createNotificationsMachine,
  type NotificationAddedEmitted,
  type NotificationsContext,
  type NotificationsDeps,
  type NotificationsEvent,
  type NotifyEmitted,
} from './machines/notifications.machine.js';
export { type LoadingContext, type LoadingEvent, loadingMachine } from './machines/loading.machine.js';
export {
  createSessionMachine,
  type LoggedInEmitted,
  type LogoutReason,
  type SessionContext,
  type SessionDeps,
  type SessionEmitted,
  sessionEndedNotice,
  type SessionEvent,
  type SessionInput,
  type SessionState,
} from './machines/session.machine.js';
export { isLoggingOut, persistedSession, sessionTokens } from './machines/session.selectors.js';
export {
  createPeriodMachine,
  type PeriodContext,
  type PeriodDeps,
  type PeriodEmitted,
  type PeriodEvent,
  type PeriodInput,
} from './machines/period.machine.js';
export { newPeriodCount, persistedGameConfig, timerRanOut } from './machines/period.selectors.js';
export {
  createRealtimeMachine,
  type RealtimeContext,
  type RealtimeDeps,
  type RealtimeEmitted,
  type RealtimeEvent,
} from './machines/realtime.machine.js';
export {
  coinChangeToRaffleEvent,
  createRaffleMachine,
  type RaffleContext,
  type RaffleDeps,
  type RaffleEmitted,
  type RaffleEvent,
  type RaffleInput,
  type RaffleState,
} from './machines/raffle.machine.js';
export { persistedRaffle } from './machines/raffle.selectors.js';
export {
  chestCoins,
  createQuizMachine,
  firstUnsolved,
  questionWorth,
  type QuizContext,
  type QuizDeps,
  type QuizEmitted,
  type QuizEvent,
  type QuizInput,
  type QuizState,
} from './machines/quiz.machine.js';
export { chestsWithProgress, persistedQuiz } from './machines/quiz.selectors.js';
export {
  createMeetupMachine,
  type MeetupContext,
  type MeetupDeps,
  type MeetupEmitted,
  type MeetupEvent,
} from './machines/meetup.machine.js';
export {
  type ChallengeContext,
  type ChallengeDeps,
  type ChallengeDraft,
  type ChallengeEmitted,
  type ChallengeEvent,
  createChallengeMachine,
} from './machines/challenge.machine.js';
export {
  type BusinessesDeps,
  type BusinessesEmitted,
  type BusinessesEvent,
  type BusinessesInput,
  type BusinessesState,
  type ChallengeUpdate,
  createBusinessesMachine,
  mergeChallenge,
} from './machines/businesses.machine.js';
export { persistedBusinesses } from './machines/businesses.selectors.js';
export {
  createWinnersMachine,
  type WinnersDeps,
  type WinnersEmitted,
  type WinnersEvent,
  type WinnersInput,
  type WinnersState,
} from './machines/winners.machine.js';
export { persistedWinners } from './machines/winners.selectors.js';
export { fromPersistedState, type PersistedSlices, toPersistedState } from './machines/persisted-state.js';
export { createRehydrateMachine, type RehydrateContext, type RehydrateDeps } from './machines/rehydrate.machine.js';
export { INT4_MAX, numbersOutOfRange } from './rules/validation/number-range.js';
// Moved from `/console`: used only by the server, or by nobody outside core (docs/decisions/0145).
export { PLAYER_IMPORT_MAX_ROWS } from './messages/console-ui/console-bulk-invitations.js';
export { type KnownCountry, placeNaming } from './rules/profile/canonical-place.js';
export {
  checkPlayerImport,
  type CsvRecord,
  type ImportedPlayer,
  type ImportProblem,
  type ImportRowProblem,
  type PlayerImportCheck,
  type PlayerImportRow,
  type PlayerImportStatus,
} from './rules/console/player-import.js';
export { nextPeriodChange, type PeriodChange } from './rules/console/console-overview.js';
export { emptyEvent, eventTemplate } from './rules/console/event-template.js';
export {
  DEFAULT_AWARD_POOL,
  DEFAULT_WINNER_CAP,
  EVENT_NAME_MAX_LENGTH,
  eventContentProblems,
  type EventContentProblem,
  LONG_TEXT_MAX,
  MAX_COIN_ADJUSTMENT,
  nextId,
  NOTE_MAX_LENGTH,
  playerEventOf,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
  scheduleFailureProblem,
  validateMediaLink,
  validateReason,
  validateVideoLink,
  validateWebLink,
  winnerCapOf,
} from './rules/console/console-rules.js';
export { eventLookProblems } from './rules/console/event-brand.js';
export { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, type MailVariable } from './rules/mail/mail-texts.js';
export { DEFAULT_MAIL_COLOR, escapeHtml, mailHtml, unlinkable, type MailHtmlInput } from './rules/mail/mail-html.js';
// Moved from `/draw`: used only by the server, or by nobody outside core (docs/decisions/0145).
export { canonicalJson, type JsonValue } from './rules/draw/canonical-json.js';
export { fromHex, sha256, sha256Hex, toHex, utf8 } from './rules/draw/sha256.js';
export { drawRandom, type DrawRandom, rawNumber } from './rules/draw/draw-random.js';
export { type DrawOutcome, drawSeed, drawWinners, normalizeSnapshot, snapshotHash } from './rules/draw/raffle-draw.js';
export { verifyDrawRecord } from './rules/draw/draw-record.js';
export { chanceOfWinningUpperBound } from './rules/draw/winning-chance.js';
export { itemChance, type ItemChanceInput } from './rules/draw/item-chance.js';
export { isInDraw, itemInDraw, type HeldStake, type ItemInDraw } from './rules/draw/stakes-in-draw.js';
// Moved from `/testing`: used only by the server, or by nobody outside core (docs/decisions/0145).
export {
  buildChallengeWinners,
  buildChest,
  buildCoinHistoryEntry,
  buildLoginResponse,
  buildQuestion,
  buildRafflePartner,
  buildRaffleWinners,
} from './testing/builders.js';
export { DEMO_PARTNER } from './testing/demo-seed.js';
export { FAKE_REFERRAL_BONUS } from './testing/fake-game-server.js';
export { StorageQuotaExceededError } from './testing/memory-storage.js';
export { nonStringIds } from './testing/wire-ids.js';
export { DEFAULT_CROWD } from './testing/virtual-player.js';
// Moved from `/testing/contracts`: used only by the server, or by nobody outside core (docs/decisions/0145).
export { contractState } from './testing/storage.contract.js';
