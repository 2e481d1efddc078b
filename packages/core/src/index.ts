// `@dubloon-quest/core`: the game, for every front end (the web app, a terminal client, a bot) and the server:
// the contract, the rules, the ports, the machines and `createGameLogic`. Named exports only (docs/decisions/0004).
export { messages } from './messages/catalogue.js';
export { formatDateTimeNamed } from './messages/date-time.js';
export { contractMessages } from './messages/contract-messages.js';
export { eventFileMessages } from './messages/event-file-messages.js';
export { serverMessages } from './messages/server-messages.js';
export { organizerMessages } from './messages/organizer-messages.js';
export { formatChancePercent, raffleChanceText } from './messages/fairness-ui/raffle-chance.js';
export { resultsDrawText } from './messages/fairness-ui/results-draw.js';
export { drawCheckText } from './messages/fairness-ui/draw-check.js';
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
export { fail, type RuleFailure, type RuleResult, type RuleSuccess, succeed } from './rules/result.js';
export {
  BUSINESSES_CACHE_MS,
  COINS_PER_QUESTION,
  EMAIL_LINK_COUNTDOWN_MS,
  ERROR_TOAST_MS,
  FADE_OUT_MS,
  MAX_CHEST_COINS,
  NAME_MIN_LENGTH,
  NEW_PLAYER_FREE_COINS,
  DEMO_EXTRA_COINS,
  NOTIFICATION_ID_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUESTIONS_PER_CHEST,
  RAFFLE_COOLDOWN_MS,
  RAFFLE_ITEMS_PER_PAGE,
  RAFFLE_REFRESH_MS,
  SUCCESS_TOAST_MS,
  TOKEN_HEX_LENGTH,
} from './rules/constants.js';
export {
  addUserCoins,
  canSubmitStakes,
  coinsOn,
  cooldownEndsAt,
  initLedger,
  type InitLedgerOptions,
  isInCooldown,
  isRaffleListStale,
  type LedgerFailureCode,
  type LedgerResult,
  minusCoin,
  plusCoin,
  refreshLedger,
  setRemainingCoins,
  setUserCoins,
  stakeCoins,
  stakedItems,
  type StakeLedger,
  type StakeSubmitBlockCode,
  type StakeSubmitCheck,
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
  type EventTimestamps,
  formatCountdown,
  gamePeriodAt,
  isGameNotStarted,
  msUntilPeriodEnd,
  parseEventSchedule,
  type PeriodAt,
  periodIndex,
  periodOfSchedule,
  type ScheduleFailureCode,
} from './rules/period/game-period.js';
export {
  type ChallengeWindow,
  type EventTimes,
  eventTimesOf,
  formatEventTime,
  isChallengeWindowOpen,
} from './rules/period/event-times.js';
export { type Feature, isFeatureOpen, isPlayer, PLAYER_ROLE } from './rules/access/feature-access.js';
export {
  INVITATION_PARAM,
  isFirstOrganizerInvitation,
  isInvitation,
  matchRoute,
  normalizePath,
  pageTitle,
  pageTitleForPath,
  PATHS,
  type RestrictionCode,
  type RouteDefinition,
  ROUTES,
} from './rules/access/routes.js';
export { businessPath, businessSlug } from './rules/access/business-path.js';
export {
  gameClosedFollowUp,
  isGameClosedFor,
  loginReturnPath,
  resolveRouteAccess,
  type RouteAccess,
  type RouteAccessInput,
} from './rules/access/route-access.js';
export {
  type AccountBan,
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
  isEmailAddress,
  validateEducation,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  type ValidationErrors,
} from './rules/validation/field-validators.js';
export {
  characterCount,
  hasUnsafeCharacter,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  unsafeTextFields,
  validateText,
} from './rules/validation/text-rules.js';
export { INT4_MAX, numbersOutOfRange } from './rules/validation/number-range.js';
export { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from './rules/validation/video-link.js';
export {
  checkVerificationToken,
  isHexToken,
  validateResetToken,
  validateVerificationToken,
  type VerificationTokenCheck,
} from './rules/validation/token-validators.js';
export {
  challengeLinkValidity,
  containsScriptOrHandler,
  validateChallengeLink,
} from './rules/validation/challenge-link.js';
export {
  isValid,
  type PasswordChangeForm,
  type PasswordResetForm,
  type ProfileFields,
  type RegistrationForm,
  validateEmailRequest,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateFirstOrganizer,
  type FirstOrganizerForm,
  validateProfileUpdate,
  validateRegistration,
} from './rules/validation/form-validators.js';
export {
  changeCountry,
  type LocationFields,
  registrationFieldEnablement,
  type RegistrationFieldEnablement,
} from './rules/validation/registration-fields.js';
export { PROFILE_FIELDS, profileChanges } from './rules/profile/profile-diff.js';
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
export { LocalQuizJudge, QuizJudgeError, type QuizJudgeErrorKind } from './quiz-judge/local-quiz-judge.js';
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
export {
  COIN_TOTAL_RETRIES,
  COUNTDOWN_TICK_MS,
  ERROR_PAGE_LOGOUT_DELAY_MS,
  LOADING_SLOW_MS,
  LOGOUT_REQUEST_LIMIT_MS,
  SOCKET_CONNECT_ATTEMPTS,
  SOCKET_RETRY_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  TIMER_LOGOUT_DELAY_MS,
} from './machines/timings.js';
export { createNotificationId, type RandomSource } from './machines/notification-id.js';
export { errorNotification } from './machines/error-notification.js';
export {
  type AppNotification,
  createNotificationsMachine,
  type NotificationAddedEmitted,
  type NotificationPayload,
  type NotificationRequest,
  type NotificationsContext,
  type NotificationsDeps,
  type NotificationsEvent,
  type NotificationsMachine,
  type NotifyEmitted,
} from './machines/notifications.machine.js';
export { notificationItems } from './machines/notifications.selectors.js';
export {
  type LoadingContext,
  type LoadingEvent,
  loadingMachine,
  type LoadingMachine,
} from './machines/loading.machine.js';
export { isOverlayShown, overlayMessage } from './machines/loading.selectors.js';
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
  type SessionMachine,
  type SessionState,
} from './machines/session.machine.js';
export {
  currentRole,
  currentUser,
  isLoggedIn,
  isLoggingIn,
  isLoggingOut,
  isNewLogin,
  isSavingProfile,
  persistedSession,
  sessionFormErrors,
  sessionTokens,
} from './machines/session.selectors.js';
export {
  createPeriodMachine,
  type GameConfigState,
  type PeriodContext,
  type PeriodDeps,
  type PeriodEmitted,
  type PeriodEvent,
  type PeriodInput,
  type PeriodMachine,
} from './machines/period.machine.js';
export {
  currentPeriod,
  footerCountdown,
  gameNotStarted,
  newPeriodCount,
  persistedGameConfig,
  scheduleTimestamps,
  timerRanOut,
} from './machines/period.selectors.js';
export {
  createRealtimeMachine,
  type RealtimeContext,
  type RealtimeDeps,
  type RealtimeEmitted,
  type RealtimeEvent,
  type RealtimeMachine,
} from './machines/realtime.machine.js';
export { realtimeStatus, type RealtimeStatus } from './machines/realtime.selectors.js';
export {
  coinChangeToRaffleEvent,
  createRaffleMachine,
  type RaffleContext,
  type RaffleDeps,
  type RaffleEmitted,
  type RaffleEvent,
  type RaffleInput,
  type RaffleMachine,
  type RaffleState,
} from './machines/raffle.machine.js';
export {
  cooldownCountdown,
  isSubmittingStakes,
  persistedRaffle,
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
  type QuizMachine,
  type QuizState,
} from './machines/quiz.machine.js';
export {
  activeQuestion,
  chestsStatus,
  type ChestStatus,
  chestSubmitFailed,
  chestsWithProgress,
  type ChestView,
  chestViews,
  isJudging,
  isSubmittingChest,
  persistedQuiz,
  type QuestionView,
  quizRoleNotice,
} from './machines/quiz.selectors.js';
export {
  createMeetupMachine,
  type MeetupContext,
  type MeetupDeps,
  type MeetupEmitted,
  type MeetupEvent,
  type MeetupMachine,
} from './machines/meetup.machine.js';
export {
  meetupConfirmation,
  meetupControlsDisabled,
  savedMeetupChoice,
} from './machines/meetup.selectors.js';
export {
  type ChallengeContext,
  type ChallengeDeps,
  type ChallengeDraft,
  type ChallengeEmitted,
  type ChallengeEvent,
  type ChallengeMachine,
  createChallengeMachine,
} from './machines/challenge.machine.js';
export {
  challengeConfirmation,
  challengeControlsDisabled,
  challengeLinkError,
} from './machines/challenge.selectors.js';
export {
  type BusinessesDeps,
  type BusinessesEmitted,
  type BusinessesEvent,
  type BusinessesInput,
  type BusinessesMachine,
  type BusinessesState,
  type ChallengeUpdate,
  createBusinessesMachine,
  mergeChallenge,
} from './machines/businesses.machine.js';
export {
  businessByChallenge,
  businessBySlug,
  businessesStatus,
  businessList,
  persistedBusinesses,
} from './machines/businesses.selectors.js';
export {
  createWinnersMachine,
  type WinnersDeps,
  type WinnersEmitted,
  type WinnersEvent,
  type WinnersInput,
  type WinnersMachine,
  type WinnersState,
} from './machines/winners.machine.js';
export {
  persistedWinners,
  resultsOut,
  winnerPartners,
  winnersStatus,
} from './machines/winners.selectors.js';
export {
  fromPersistedState,
  parsePersistedClientState,
  PERSISTED_STATE_VERSION,
  type PersistedClientState,
  persistedClientStateSchema,
  type PersistedSlices,
  toPersistedState,
} from './machines/persisted-state.js';
export {
  createRehydrateMachine,
  type RehydrateContext,
  type RehydrateDeps,
} from './machines/rehydrate.machine.js';
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
