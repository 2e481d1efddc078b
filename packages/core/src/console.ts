// `@dubloon-quest/core/console`: the organizers' and partners' console: its contract, rules and texts.
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
export { consoleEventsText } from './messages/console-ui/events.js';
export { consoleOverviewText } from './messages/console-ui/overview.js';
export { consoleOutboxText } from './messages/console-ui/outbox.js';
export { consolePresenterText } from './messages/console-ui/presenter.js';
export {
  currentRevealStep,
  presenterStage,
  type PresenterStage,
  revealedPrizes,
  revealMoves,
  type RevealAction,
  revealReducer,
  type RevealState,
  type RevealStep,
  revealSteps,
  startReveal,
} from './rules/console/console-presenter.js';
export { consoleBulkInvitationsText } from './messages/console-ui/console-bulk-invitations.js';
export {
  importProblemText,
  type ImportProblemCatalogues,
  knownImportProblem,
  validateGroupName,
  type WireImportProblem,
} from './rules/console/player-import.js';
export {
  type ConsoleGroup,
  type ConsoleImportRow,
  type ConsolePlayerImportPreview,
  type ConsolePlayerImportProgress,
  type ConsolePlayerImportRequest,
  PLAYER_IMPORT_MAX_BYTES,
} from './contract/console/console-player-import.schema.js';
export {
  consoleAccountsTextFr,
  consoleAuditTextFr,
  consoleDashboardTextFr,
  consoleMessagesFr,
  consolePlayersTextFr,
  consoleShellTextFr,
} from './messages/fr/console.fr.js';
export {
  consoleBusinessTextFr,
  consoleEventsTextFr,
  consoleEventTextFr,
  consoleExportsTextFr,
  consoleJudgingTextFr,
  consoleOutboxTextFr,
  consoleOverviewTextFr,
  consoleRaffleTextFr,
  consoleScheduleTextFr,
} from './messages/fr/console-screens.fr.js';
export { consoleBulkInvitationsTextFr } from './messages/fr/bulk-invitations.fr.js';
export { consoleBrandTextFr, consoleMailTextFr } from './messages/fr/look.fr.js';
export { consolePresenterTextFr } from './messages/fr/presenter.fr.js';
export { linksInMail, overviewNextStep, type OverviewStep } from './rules/console/console-overview.js';
export {
  type ConsoleMailState,
  type ConsoleOutbox,
  type ConsoleOutboxMail,
  type ConsoleOverview,
  consoleOutboxResponseSchema,
  consoleOverviewResponseSchema,
  MAIL_DELIVERIES,
  type MailDelivery,
} from './contract/console/console-overview.schema.js';
export {
  accountAffiliation,
  type AccountAffiliation,
  AFFILIATION_REFUSAL_FIELD,
  type AffiliationRefusal,
  type RequestedAffiliation,
} from './rules/console/account-affiliation.js';
export { type ConsoleAccess, isConsoleRole, resolveConsoleAccess } from './rules/access/console-access.js';
export { accountStatus, type AccountStatus } from './rules/console/account-status.js';
export {
  CONSOLE_ROLES,
  type ConsoleRole,
  idParamSchema,
  intQuerySchema,
  roleSchema,
  textQuerySchema,
  yesNoQuerySchema,
} from './contract/console/console-common.schema.js';
export {
  type ConsoleAccount,
  consoleAccountResponseSchema,
  consoleAccountSchema,
  consoleAccountsResponseSchema,
  type ConsoleInviteRequest,
  consoleInviteRequestSchema,
  type ConsoleMeResponse,
  consoleMeResponseSchema,
  consoleOwnItemSchema,
  type ConsoleUpdateAccountRequest,
  consoleUpdateAccountRequestSchema,
} from './contract/console/console-accounts.schema.js';
export {
  type ConsoleAdjustCoinsRequest,
  consoleAdjustCoinsRequestSchema,
  consoleAdjustCoinsResponseSchema,
  type ConsoleBanRequest,
  consoleBanRequestSchema,
  consoleKickRequestSchema,
  consoleKickResponseSchema,
  type ConsoleLedgerEntry,
  consoleLedgerEntrySchema,
  type ConsolePlayer,
  type ConsolePlayerDetail,
  consolePlayerDetailSchema,
  consolePlayerResponseSchema,
  consolePlayerSchema,
  type ConsolePlayersQuery,
  consolePlayersQuerySchema,
  type ConsolePlayersResponse,
  consolePlayersResponseSchema,
} from './contract/console/console-players.schema.js';
export {
  type ConsoleRenameEventRequest,
  consoleRenameEventRequestSchema,
  type ConsoleSchedule,
  type ConsoleScheduleRequest,
  consoleScheduleRequestSchema,
  consoleScheduleSchema,
} from './contract/console/console-schedule.schema.js';
export {
  ARCHIVED_EXPORTS,
  type ArchivedExport,
  type ConsoleArchivedEvent,
  consoleArchivedEventSchema,
  type ConsoleArchivedEventSummary,
  consoleArchivedEventSummarySchema,
  type ConsoleArchiveEventRequest,
  consoleArchiveEventRequestSchema,
  type ConsoleArchiveEventResponse,
  consoleArchiveEventResponseSchema,
  type ConsoleEventsResponse,
  consoleEventsResponseSchema,
  EVENT_STARTS,
  type EventStart,
} from './contract/console/console-events.schema.js';
export { archiveRefusal } from './rules/console/event-template.js';
export { nameFromEmail } from './rules/console/name-from-email.js';
export {
  type ConsoleBusiness,
  type ConsoleBusinessFields,
  consoleBusinessFieldsSchema,
  type ConsoleBusinessProfileRequest,
  consoleBusinessProfileRequestSchema,
  consoleBusinessResponseSchema,
  consoleBusinessSchema,
  type ConsoleChestRequest,
  consoleChestRequestSchema,
  consoleChestResponseSchema,
  type ConsoleEventFile,
  consoleEventFileSchema,
  type ConsoleEventResponse,
  consoleEventResponseSchema,
  consoleImportResponseSchema,
  type ConsoleItemFields,
  consoleItemFieldsSchema,
  consoleItemResponseSchema,
  type ConsolePartnerFields,
  consolePartnerFieldsSchema,
  consolePartnerResponseSchema,
  consoleRetireItemResponseSchema,
  consoleRetirePartnerRequestSchema,
  consoleRetireRequestSchema,
  type ConsoleUpdateBusinessRequest,
  consoleUpdateBusinessRequestSchema,
  consoleUpdateItemRequestSchema,
  consoleUpdatePartnerRequestSchema,
} from './contract/console/console-event.schema.js';
export {
  type ConsolePickedWinner,
  consolePickedWinnerSchema,
  type ConsoleRateRequest,
  consoleRateRequestSchema,
  consoleRateResponseSchema,
  type ConsoleSubmission,
  consoleSubmissionSchema,
  type ConsoleSubmissionsResponse,
  consoleSubmissionsResponseSchema,
  type ConsoleWinnersRequest,
  consoleWinnersRequestSchema,
  consoleWinnersResponseSchema,
} from './contract/console/console-judging.schema.js';
export {
  consoleCommitmentSchema,
  consoleCommitRequestSchema,
  consoleCommitResponseSchema,
  type ConsoleDraw,
  type ConsoleDrawRequest,
  consoleDrawRequestSchema,
  consoleDrawResponseSchema,
  consoleDrawSchema,
  consoleDrawWinnerSchema,
  consoleGetDrawResponseSchema,
  type ConsoleItemStakesResponse,
  consoleItemStakesResponseSchema,
  consolePublishRequestSchema,
  consolePublishResponseSchema,
  type ConsoleRaffleResponse,
  consoleRaffleResponseSchema,
  type ConsoleResultsResponse,
  consoleResultsResponseSchema,
  type ConsoleResultsState,
  consoleResultsStateSchema,
} from './contract/console/console-raffle.schema.js';
export {
  type ConsoleDashboardResponse,
  consoleDashboardResponseSchema,
  type ConsoleLiveDashboard,
  consoleLiveDashboardSchema,
  consoleMinuteSchema,
} from './contract/console/console-dashboard.schema.js';
export {
  type ConsoleAuditEntry,
  consoleAuditEntrySchema,
  type ConsoleAuditQuery,
  consoleAuditQuerySchema,
  type ConsoleAuditResponse,
  consoleAuditResponseSchema,
} from './contract/console/console-audit.schema.js';
export {
  checkImageDimensions,
  checkImageFile,
  type ConsoleImageRequest,
  consoleImageRequestSchema,
  type ConsoleImageResponse,
  consoleImageResponseSchema,
  IMAGE_FIT_PIXELS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_PIXELS,
  IMAGE_PURPOSES,
  IMAGE_TYPES,
  type ImagePurpose,
} from './contract/console/console-images.schema.js';
export {
  CONSOLE_DASHBOARD_PUSH_MS,
  CONSOLE_REALTIME_EVENTS,
} from './contract/console/console-realtime.schema.js';
export {
  type ConsoleProblem,
  type ConsoleProblemCatalogues,
  type ConsoleProblems,
  consoleProblemText,
  consoleProblemTexts,
  consoleProblemTextsOnRead,
} from './rules/console/console-problems.js';
export {
  awardPoolOf,
  type BusinessFieldChanges,
  chestEditAllowed,
  partnerRetireRefusal,
  SHORT_TEXT_MAX,
  validateBan,
  validateBusinessFields,
  validatePartnerBusinessFields,
  validateChallengeWinners,
  validateChestQuestions,
  validateCoinAdjustment,
  validateEventName,
  validateItemFields,
  validatePartnerFields,
  validateRating,
  validateSchedule,
} from './rules/console/console-rules.js';
export {
  consoleDashboardQuerySchema,
  type ConsoleEndpointDefinition,
  type ConsoleEndpointName,
  consoleEndpointNames,
  consoleEndpoints,
  type ConsoleEndpoints,
  type ConsoleParams,
  type ConsoleParsedParams,
  type ConsoleParsedQuery,
  type ConsoleParsedRequest,
  type ConsoleQuery,
  type ConsoleRequest,
  type ConsoleResponse,
  consoleRoleAllowed,
  consoleUrl,
  csvResponseSchema,
} from './contract/console/console-endpoints.js';
// The event's own look and mail texts (issue 32, docs/decisions/0157-event-look-and-mail-texts.md).
export { consoleBrandText } from './messages/console-ui/brand.js';
export { consoleMailText, defaultMailTexts } from './messages/console-ui/mail-texts.js';
export {
  eventBrandSchema,
  eventMailTextSchema,
  MAIL_KINDS,
  MAIL_LANGUAGES,
  type MailKind,
  type MailLanguage,
} from './contract/mail-text.schema.js';
export {
  consoleBrandResponseSchema,
  type ConsoleMailTextRequest,
  consoleMailTextRequestSchema,
  consoleMailTextsResponseSchema,
  type ConsoleUpdateBrandRequest,
  consoleUpdateBrandRequestSchema,
  consoleHelpResponseSchema,
  type ConsoleUpdateHelpRequest,
  consoleUpdateHelpRequestSchema,
} from './contract/console/console-look.schema.js';
export { type EventHelp, eventHelpSchema } from './contract/event-help.schema.js';
export { validateEventHelp } from './rules/console/event-help.js';
export {
  BRAND_MIN_CONTRAST,
  contrastWithWhite,
  type EventBrand,
  validateEventBrand,
} from './rules/console/event-brand.js';
export {
  type ChosenMailText,
  chosenMailText,
  type ComposedMail,
  composeMail,
  DEFAULT_MAIL_LANGUAGE,
  eventNameIn,
  type EventMailText,
  type MailTextSource,
  MAIL_VARIABLES,
  type MailEvent,
  type MailText,
  type MailValues,
  validateMailText,
} from './rules/mail/mail-texts.js';
export { fileSlug } from './rules/console/console-file-slug.js';
