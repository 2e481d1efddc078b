// `@dubloon-quest/core`: the game, for every front end (the web app, a terminal client, a bot) and the server:
// the contract, the rules, the ports, the machines and `createGameLogic`. Named exports only (docs/decisions/0004);
// what only the monorepo's own packages use is in `./internal` (docs/decisions/0145).
export { messages } from './messages/catalogue.js';
export { eventLookText } from './messages/event-look.js';
export { formatDateTimeNamed } from './messages/date-time.js';
export { contractMessages } from './messages/contract-messages.js';
export { serverMessages } from './messages/server-messages.js';
export { playersInBulkText } from './messages/players-in-bulk.js';
export { formatChancePercent, raffleChanceText } from './messages/fairness-ui/raffle-chance.js';
export { resultsDrawText } from './messages/fairness-ui/results-draw.js';
export { drawCheckText } from './messages/fairness-ui/draw-check.js';
export {
  acceptedLanguages,
  type Catalogue,
  type Formatter,
  formatterFor,
  formattingLocale,
  isLocale,
  LANGUAGE_COOKIE,
  type Locale,
  LOCALE_TAGS,
  LOCALES,
  negotiateLocale,
  setFormattingLocale,
} from './messages/locale.js';
export { contractMessagesFr, messagesFr } from './messages/fr/catalogue.fr.js';
export { serverMessagesFr } from './messages/fr/server.fr.js';
export { drawCheckTextFr, raffleChanceTextFr, resultsDrawTextFr } from './messages/fr/draw.fr.js';
export { playersInBulkTextFr } from './messages/fr/players-in-bulk.fr.js';
export { eventLookTextFr } from './messages/fr/event-look.fr.js';
export {
  ContractError,
  type ContractIssue,
  type ContractParseResult,
  describeIssues,
  encodeContract,
  formatPath,
  parseContract,
  requestJson,
  ROOT_PATH,
  safeParseContract,
} from './contract/parse.js';
export {
  choiceLetterSchema,
  coinsSchema,
  type ErrorBody,
  errorBodySchema,
  INVALID_FIELDS_CODE,
  idSchema,
  isoTimestampSchema,
  lenientIdSchema,
  type MessageResponse,
  messageResponseSchema,
  positiveIntSchema,
  storedIdSchema,
} from './contract/common.schema.js';
export {
  type EventTimestampsDto,
  eventTimestampsSchema,
  GAME_NOT_STARTED,
  GAME_PERIODS,
  type GamePeriod,
  type LoginTimestamps,
  loginTimestampsSchema,
} from './contract/timestamps.schema.js';
export {
  chestIdKeySchema,
  EDUCATION_LEVELS,
  type EducationLevel,
  type Role,
  ROLES,
  type User,
  userSchema,
} from './contract/user.schema.js';
export {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  type EmailRequest,
  emailRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  type LoginResponse,
  loginResponseSchema,
  type RegisterRequest,
  registerRequestSchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
  type VerifyEmailRequest,
  verifyEmailRequestSchema,
} from './contract/auth.schema.js';
export {
  type CoinHistoryEntry,
  coinHistoryEntrySchema,
  type CoinHistoryResponse,
  coinHistoryResponseSchema,
  type CoinTotalResponse,
  coinTotalResponseSchema,
  type ProfileUpdateRequest,
  profileUpdateRequestSchema,
  type ProfileUpdateResponse,
  profileUpdateResponseSchema,
  type Referral,
  referralSchema,
  type ReferralsResponse,
  referralsResponseSchema,
} from './contract/profile.schema.js';
export {
  type RaffleItem,
  raffleItemSchema,
  raffleItemsResponseSchema,
  type RafflePartner,
  rafflePartnerSchema,
  type StakedItem,
  stakedItemSchema,
  type SubmitStakesRequest,
  submitStakesRequestSchema,
  type SubmitStakesResponse,
  submitStakesResponseSchema,
} from './contract/raffle.schema.js';
export {
  type AnswerChestQuestionRequest,
  answerChestQuestionRequestSchema,
  type AnswerChestQuestionResponse,
  answerChestQuestionResponseSchema,
  type Chest,
  CHEST_QUESTION_COUNT,
  chestSchema,
  chestsResponseSchema,
  type Question,
  type QuestionAnswers,
  questionAnswersSchema,
  questionIndexSchema,
  questionSchema,
  type SubmitChestRequest,
  submitChestRequestSchema,
  type SubmitChestResponse,
  submitChestResponseSchema,
} from './contract/chest.schema.js';
export {
  type Business,
  businessesResponseSchema,
  businessSchema,
  type ChallengeQuestion,
  challengeQuestionSchema,
  type Meetup,
  meetupSchema,
  type SubmitChallengeRequest,
  submitChallengeRequestSchema,
  type SubmitChallengeResponse,
  submitChallengeResponseSchema,
} from './contract/business.schema.js';
export {
  type ChallengeWinners,
  challengeWinnersSchema,
  type RaffleWinners,
  raffleWinnersSchema,
  type ResultsResponse,
  resultsResponseSchema,
  type Winner,
  winnerSchema,
} from './contract/results.schema.js';
export {
  DRAW_EXCLUSION_REASONS,
  type DrawCommitment,
  drawCommitmentSchema,
  type PublishedDraw,
  publishedDrawSchema,
  type RaffleDrawResponse,
  raffleDrawResponseSchema,
  type RaffleDrawQuery,
  raffleDrawQuerySchema,
} from './contract/draw.schema.js';
export {
  PAST_EVENT_CODE,
  type PastEventResponse,
  pastEventResponseSchema,
} from './contract/past-event.schema.js';
export {
  type CountriesResponse,
  countriesResponseSchema,
  type Country,
  countrySchema,
  type Region,
  regionSchema,
  type RegionsRequest,
  regionsRequestSchema,
  type RegionsResponse,
  regionsResponseSchema,
} from './contract/location.schema.js';
export { HEALTH_PATH, type HealthResponse, healthResponseSchema } from './contract/health.schema.js';
export {
  type ChallengeSubmittedEvent,
  challengeSubmittedEventSchema,
  type CoinChangeEvent,
  coinChangeEventSchema,
  RAFFLE_TOTALS_EVENT,
  RAFFLE_TOTALS_MIN_INTERVAL_MS,
  type RaffleSilverEvent,
  raffleSilverEventSchema,
  type RaffleTotalsEvent,
  raffleTotalsEventSchema,
  REALTIME_EVENTS,
  REGISTER_ACK,
  registerAckSchema,
  RESULTS_PUBLISHED_EVENT,
  type ResultsPublishedEvent,
  resultsPublishedEventSchema,
  SCHEDULE_CHANGE_EVENT,
  type ScheduleChangeEvent,
  scheduleChangeEventSchema,
  SESSION_END_REASONS,
  SESSION_ENDED_EVENT,
  type SessionEndedEvent,
  sessionEndedEventSchema,
  type SessionEndReason,
} from './contract/realtime.schema.js';
export {
  API_BASE_PATH,
  type EndpointArgs,
  type EndpointDefinition,
  type EndpointName,
  endpointNames,
  type EndpointRequest,
  type EndpointResponse,
  endpoints,
  type Endpoints,
  endpointUrl,
  type EndpointWithRequest,
  type GatedFeature,
  type HttpMethod,
} from './contract/endpoints.js';
export { type RuleFailure, type RuleResult, type RuleSuccess } from './rules/result.js';
export {
  COINS_PER_QUESTION,
  DEMO_EXTRA_COINS,
  EMAIL_LINK_COUNTDOWN_MS,
  MAX_CHEST_COINS,
  QUESTIONS_PER_CHEST,
  RAFFLE_COOLDOWN_MS,
  RAFFLE_ITEMS_PER_PAGE,
} from './rules/constants.js';
// The rules a server applies to stakes and chests, which the property-testing kit's models predict with: a
// kit user checks a server, or writes a model of their own, against the same functions.
export {
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
export { type ChestScore, questionCoins, type QuestionScore, type QuizAttempt, scoreChest } from './rules/quiz/quiz-scoring.js';
export {
  type ChestAnswerRefusal,
  type ChestAnswerVerdict,
  chestPayout,
  type ChestPayoutRefusal,
  type ChestPlay,
  judgeChestAnswer,
  type QuizCheckMode,
} from './rules/quiz/chest-quiz.js';
export {
  canSubmitStakes,
  type LedgerFailureCode,
  type LedgerResult,
  minusCoin,
  plusCoin,
  type StakeLedger,
  type StakeSubmitBlockCode,
  type StakeSubmitCheck,
  totalStaked,
} from './rules/ledger/stake-ledger.js';
export {
  type EventTimestamps,
  formatCountdown,
  gamePeriodAt,
  type PeriodAt,
} from './rules/period/game-period.js';
export {
  type ChallengeWindow,
  type EventTimes,
  eventTimesOf,
  formatEventTime,
} from './rules/period/event-times.js';
export { type Feature, isFeatureOpen, isPlayer } from './rules/access/feature-access.js';
export {
  isFirstOrganizerInvitation,
  isPlayerInvitation,
  isInvitation,
  matchRoute,
  pageTitleForPath,
  PATHS,
  type RestrictionCode,
  type RouteDefinition,
} from './rules/access/routes.js';
export { businessPath } from './rules/access/business-path.js';
export {
  gameClosedFollowUp,
  resolveRouteAccess,
  type RouteAccess,
  type RouteAccessInput,
} from './rules/access/route-access.js';
export {
  type AccountBan,
  type LoginQueuePlace,
  type ApiMeta,
  type ApiResult,
  errorKindForStatus,
  type GameApi,
  GameApiError,
  gameApiErrorFromAnswer,
  type GameApiErrorInit,
  type GameApiErrorKind,
  isGameApiError,
  type LoginResult,
  type SessionTokens,
  type SessionTokenSource,
} from './ports/game-api.port.js';
export {
  type Realtime,
  type RealtimeDisconnectReason,
  RealtimeError,
  type RealtimeErrorKind,
  type Unsubscribe,
} from './ports/realtime.port.js';
export {
  isQuotaExceededError,
  type KeyValueStorage,
  PERSIST_KEY_PREFIX,
  PERSIST_ROOT_KEY,
  PERSIST_TIMEOUT_MS,
  type PersistedStateStore,
  QUOTA_EXCEEDED_ERROR_NAME,
} from './ports/storage.port.js';
export { type Clock } from './ports/clock.port.js';
export { type QuizJudge } from './ports/quiz-judge.port.js';
export {
  type EmailContext,
  validateEmail,
  validateName,
  type ValidationErrors,
} from './rules/validation/field-validators.js';
export {
  type FieldProblem,
  type FieldProblemCode,
  type FieldProblems,
  fieldProblemText,
  fieldProblemTexts,
  knownFieldProblem,
  type ProblemCatalogues,
} from './rules/validation/field-problems.js';
export { videoEmbedUrl } from './rules/validation/video-link.js';
export { checkVerificationToken, validateResetToken, type VerificationTokenCheck } from './rules/validation/token-validators.js';
export {
  isValid,
  type PasswordChangeForm,
  type PasswordResetForm,
  type RegistrationForm,
  validateEmailRequest,
  validatePasswordChange,
  validatePasswordReset,
  validateFirstOrganizer,
  type FirstOrganizerForm,
  validateRegistration,
} from './rules/validation/form-validators.js';
export {
  changeCountry,
  type LocationFields,
  registrationFieldEnablement,
  type RegistrationFieldEnablement,
} from './rules/validation/registration-fields.js';
export {
  type CoinHistoryInput,
  type CoinHistoryRow,
  coinHistoryTable,
  type CoinHistoryTable,
} from './rules/profile/coin-history.js';
export {
  type ReferralInput,
  type ReferralRow,
  referralTable,
  type ReferralTable,
} from './rules/profile/referrals.js';
export {
  type GroupedWinners,
  groupWinners,
  hasWinners,
  type MainPartner,
  type OtherPartnerDraw,
  type RaffleDraw,
} from './rules/winners/group-winners.js';
export {
  type EventBusiness,
  eventBusinessSchema,
  type EventChest,
  eventChestSchema,
  type EventFile,
  eventFileSchema,
  type EventPartner,
  eventPartnerSchema,
  eventQuestionSchema,
  type EventRaffleItem,
  eventRaffleItemSchema,
} from './contract/event-file.schema.js';
export { shownText, type ShownText } from './rules/content/bilingual-text.js';
export { COIN_TOTAL_RETRIES, SOCKET_TIMEOUT_MS } from './machines/timings.js';
export { type RandomSource } from './machines/notification-id.js';
export { errorNotification } from './machines/error-notification.js';
export {
  type AppNotification,
  type NotificationPayload,
  type NotificationRequest,
  type NotificationsMachine,
} from './machines/notifications.machine.js';
export { notificationItems } from './machines/notifications.selectors.js';
export { type LoadingMachine } from './machines/loading.machine.js';
export { isOverlayShown, overlayMessage } from './machines/loading.selectors.js';
export { type SessionMachine } from './machines/session.machine.js';
export {
  currentRole,
  currentUser,
  isLoggedIn,
  isLoggingIn,
  loginLineNotice,
  isNewLogin,
  isSavingProfile,
  sessionFormErrors,
} from './machines/session.selectors.js';
export { type GameConfigState, type PeriodMachine } from './machines/period.machine.js';
export {
  currentPeriod,
  footerCountdown,
  gameNotStarted,
  scheduleTimestamps,
} from './machines/period.selectors.js';
export { type RealtimeMachine } from './machines/realtime.machine.js';
export { realtimeStatus, type RealtimeStatus } from './machines/realtime.selectors.js';
export { type RaffleMachine } from './machines/raffle.machine.js';
export {
  cooldownCountdown,
  isSubmittingStakes,
  raffleItemsStatus,
  type RaffleItemView,
  raffleItemViews,
  raffleRoleNotice,
  remainingCoins,
  stakeConfirmation,
  stakeControlsDisabled,
  userCoins,
  badgeCoins,
} from './machines/raffle.selectors.js';
export { type QuizMachine } from './machines/quiz.machine.js';
export {
  activeQuestion,
  chestsStatus,
  type ChestStatus,
  chestSubmitFailed,
  type ChestView,
  chestViews,
  isJudging,
  isSubmittingChest,
  type QuestionView,
  quizRoleNotice,
} from './machines/quiz.selectors.js';
export { type MeetupMachine } from './machines/meetup.machine.js';
export { meetupConfirmation, meetupControlsDisabled, savedMeetupChoice } from './machines/meetup.selectors.js';
export { type ChallengeMachine } from './machines/challenge.machine.js';
export { challengeConfirmation, challengeControlsDisabled, challengeLinkError } from './machines/challenge.selectors.js';
export { type BusinessesMachine } from './machines/businesses.machine.js';
export {
  businessByChallenge,
  businessBySlug,
  businessesStatus,
  businessList,
} from './machines/businesses.selectors.js';
export { type WinnersMachine } from './machines/winners.machine.js';
export { resultsOut, winnerPartners, winnersStatus } from './machines/winners.selectors.js';
export {
  parsePersistedClientState,
  PERSISTED_STATE_VERSION,
  type PersistedClientState,
  persistedClientStateSchema,
} from './machines/persisted-state.js';
export {
  createGameLogic,
  type GameActors,
  type GameLogic,
  type GameLogicPorts,
  type TimerClock,
} from './game-logic.js';
export { requestFailure, type RequestFailure, type RequestIntent } from './requests/request-policy.js';
export {
  type ActionOptions,
  type ActionState,
  type ActionStore,
  createActionStore,
  createQueryStore,
  type Loadable,
  type QueryStore,
  type RequestEffects,
} from './requests/request-store.js';
export { CANADIAN_REGIONS_FR } from './rules/profile/canonical-place.js';
