import * as z from 'zod/mini';
import { API_BASE_PATH, type HttpMethod } from '../endpoints.js';
import {
  consoleAccountResponseSchema,
  consoleAccountsResponseSchema,
  consoleInviteRequestSchema,
  consoleMeResponseSchema,
  consoleUpdateAccountRequestSchema,
} from './console-accounts.schema.js';
import { consoleAuditQuerySchema, consoleAuditResponseSchema } from './console-audit.schema.js';
import { idParamSchema, type ConsoleRole } from './console-common.schema.js';
import { consoleDashboardResponseSchema } from './console-dashboard.schema.js';
import { consoleOutboxResponseSchema, consoleOverviewResponseSchema } from './console-overview.schema.js';
import {
  consoleBusinessFieldsSchema,
  consoleBusinessProfileRequestSchema,
  consoleBusinessResponseSchema,
  consoleBusinessSchema,
  consoleChestRequestSchema,
  consoleChestResponseSchema,
  consoleEventFileSchema,
  consoleEventResponseSchema,
  consoleImportResponseSchema,
  consoleItemFieldsSchema,
  consoleItemResponseSchema,
  consolePartnerFieldsSchema,
  consolePartnerResponseSchema,
  consoleRetireItemResponseSchema,
  consoleRetirePartnerRequestSchema,
  consoleRetireRequestSchema,
  consoleUpdateBusinessRequestSchema,
  consoleUpdateItemRequestSchema,
  consoleUpdatePartnerRequestSchema,
} from './console-event.schema.js';
import {
  consoleArchivedEventParamsSchema,
  consoleArchivedEventSchema,
  consoleArchivedExportParamsSchema,
  consoleArchiveEventRequestSchema,
  consoleArchiveEventResponseSchema,
  consoleEventsResponseSchema,
} from './console-events.schema.js';
import { consoleImageRequestSchema, consoleImageResponseSchema } from './console-images.schema.js';
import {
  consoleRateRequestSchema,
  consoleRateResponseSchema,
  consoleSubmissionsResponseSchema,
  consoleWinnersRequestSchema,
  consoleWinnersResponseSchema,
} from './console-judging.schema.js';
import {
  consoleAdjustCoinsRequestSchema,
  consoleAdjustCoinsResponseSchema,
  consoleBanRequestSchema,
  consoleKickRequestSchema,
  consoleKickResponseSchema,
  consolePlayerDetailSchema,
  consolePlayerResponseSchema,
  consolePlayersQuerySchema,
  consolePlayersResponseSchema,
} from './console-players.schema.js';
import {
  consoleCreateGroupRequestSchema,
  consoleGroupResponseSchema,
  consoleGroupsResponseSchema,
  consoleInvitationRequestSchema,
  consoleInvitationResponseSchema,
  consolePlayerImportPreviewSchema,
  consolePlayerImportProgressQuerySchema,
  consolePlayerImportProgressSchema,
  consolePlayerImportRequestSchema,
  consolePlayerImportResponseSchema,
  PLAYER_IMPORT_MAX_BYTES,
} from './console-player-import.schema.js';
import {
  consoleCommitRequestSchema,
  consoleCommitResponseSchema,
  consoleDrawRequestSchema,
  consoleDrawResponseSchema,
  consoleGetDrawResponseSchema,
  consoleItemStakesResponseSchema,
  consolePublishRequestSchema,
  consolePublishResponseSchema,
  consoleRaffleResponseSchema,
  consoleResultsResponseSchema,
} from './console-raffle.schema.js';
import {
  consoleBrandResponseSchema,
  consoleMailTextRequestSchema,
  consoleMailTextsResponseSchema,
  consoleUpdateBrandRequestSchema,
  consoleHelpResponseSchema,
  consoleUpdateHelpRequestSchema,
} from './console-look.schema.js';
import {
  consoleRenameEventRequestSchema,
  consoleScheduleRequestSchema,
  consoleScheduleSchema,
} from './console-schedule.schema.js';

/** The dashboard's query: how many hours of history (1 to 720, 24 unless given). */
export const consoleDashboardQuerySchema = z.object({
  hours: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.pipe(
        z.transform((text: string) => Number(text)),
        z.int().check(z.gte(1), z.lte(720)),
      ),
    ),
  ),
});

/** A CSV export: RFC 4180 text with CRLF line ends and a header row (cells starting with `= + - @` get a `'`). */
export const csvResponseSchema = z.string();

/** What the web console and the server's routes both need to know about one console call. */
export interface ConsoleEndpointDefinition {
  readonly method: HttpMethod;
  /** Relative to `/api/v2`; `:name` segments are path parameters, read by {@link ConsoleEndpointDefinition.params}. */
  readonly path: `/console/${string}`;
  /** The path parameters (strings in the URL, read as numbers), or null when the path has none. */
  readonly params: z.ZodMiniType | null;
  /** The query string's parameters (GET), or null when the call takes none. */
  readonly query: z.ZodMiniType | null;
  /** The JSON body (POST, PATCH), or null when the call sends none. */
  readonly request: z.ZodMiniType | null;
  /** The body of a 200 answer. */
  readonly response: z.ZodMiniType;
  /** `json`, or `csv` for the exports (`text/csv`, sent as a download). */
  readonly format: 'json' | 'csv';
  /** Who may make the call; anyone else gets 403 (and 401 without a login). */
  readonly roles: readonly ConsoleRole[];
  /**
   * The call is about the business named by the `business_id` path parameter: a partner may make it only for
   * the business its account belongs to (403 otherwise); organizers for any.
   */
  readonly ownBusiness: boolean;
  /** The largest body accepted, in bytes, when larger than the server's default (64 KiB). */
  readonly maxBodyBytes: number | null;
}

const organizers = ['Organizer'] as const satisfies readonly ConsoleRole[];
const everyone = ['Organizer', 'Partner'] as const satisfies readonly ConsoleRole[];

const base = {
  params: null,
  query: null,
  request: null,
  format: 'json',
  ownBusiness: false,
  maxBodyBytes: null,
} as const;
const organizerGet = { ...base, method: 'GET', roles: organizers } as const;
const organizerPost = { ...base, method: 'POST', roles: organizers } as const;
const organizerPatch = { ...base, method: 'PATCH', roles: organizers } as const;
const csvExport = { ...organizerGet, response: csvResponseSchema, format: 'csv' } as const;

const userParams = z.object({ user_id: idParamSchema });
const itemParams = z.object({ item_id: idParamSchema });
const chestParams = z.object({ chest_id: idParamSchema });
const businessParams = z.object({ business_id: idParamSchema });
const submissionParams = z.object({ business_id: idParamSchema, user_id: idParamSchema });
/** A partner's own business: partners for theirs only, organizers for any. */
const ownBusiness = { roles: everyone, ownBusiness: true, params: businessParams } as const;

/**
 * The one table of console calls, keyed by call name: the web console's client and the server's routes (and
 * the role tests) are derived from it. Every call needs a login and, when it changes something (POST, PATCH),
 * the anti-forgery token. See packages/core/API.md, section "Console".
 */
export const consoleEndpoints = {
  // ---- who is using the console; accounts and roles ----
  consoleGetMe: {
    ...base,
    method: 'GET',
    path: '/console/me',
    response: consoleMeResponseSchema,
    roles: everyone,
  },
  consoleListAccounts: {
    ...organizerGet,
    path: '/console/accounts',
    response: consoleAccountsResponseSchema,
  },
  consoleInviteAccount: {
    ...organizerPost,
    path: '/console/accounts/invite',
    request: consoleInviteRequestSchema,
    response: consoleAccountResponseSchema,
  },
  consoleUpdateAccount: {
    ...organizerPatch,
    path: '/console/accounts/:user_id',
    params: userParams,
    request: consoleUpdateAccountRequestSchema,
    response: consoleAccountResponseSchema,
  },
  consoleResendInvitation: {
    ...organizerPost,
    path: '/console/accounts/:user_id/invitation',
    params: userParams,
    request: consoleInvitationRequestSchema,
    response: consoleInvitationResponseSchema,
  },

  // ---- players in bulk: CSV import and class or group links (issue 32) ----
  consolePreviewPlayerImport: {
    ...organizerPost,
    path: '/console/players/import/preview',
    request: consolePlayerImportRequestSchema,
    response: consolePlayerImportPreviewSchema,
    maxBodyBytes: PLAYER_IMPORT_MAX_BYTES,
  },
  consoleImportPlayers: {
    ...organizerPost,
    path: '/console/players/import',
    request: consolePlayerImportRequestSchema,
    response: consolePlayerImportResponseSchema,
    maxBodyBytes: PLAYER_IMPORT_MAX_BYTES,
  },
  consolePlayerImportProgress: {
    ...organizerGet,
    path: '/console/players/import/progress',
    query: consolePlayerImportProgressQuerySchema,
    response: consolePlayerImportProgressSchema,
  },
  consoleListGroups: { ...organizerGet, path: '/console/groups', response: consoleGroupsResponseSchema },
  consoleCreateGroup: {
    ...organizerPost,
    path: '/console/groups',
    request: consoleCreateGroupRequestSchema,
    response: consoleGroupResponseSchema,
  },

  // ---- players ----
  consoleListPlayers: {
    ...organizerGet,
    path: '/console/players',
    query: consolePlayersQuerySchema,
    response: consolePlayersResponseSchema,
  },
  consoleGetPlayer: {
    ...organizerGet,
    path: '/console/players/:user_id',
    params: userParams,
    response: consolePlayerDetailSchema,
  },
  consoleKickPlayer: {
    ...organizerPost,
    path: '/console/players/:user_id/kick',
    params: userParams,
    request: consoleKickRequestSchema,
    response: consoleKickResponseSchema,
  },
  consoleBanPlayer: {
    ...organizerPost,
    path: '/console/players/:user_id/ban',
    params: userParams,
    request: consoleBanRequestSchema,
    response: consolePlayerResponseSchema,
  },
  consoleAdjustCoins: {
    ...organizerPost,
    path: '/console/players/:user_id/coins',
    params: userParams,
    request: consoleAdjustCoinsRequestSchema,
    response: consoleAdjustCoinsResponseSchema,
  },

  // ---- schedule ----
  consoleGetSchedule: { ...organizerGet, path: '/console/schedule', response: consoleScheduleSchema },
  consoleUpdateSchedule: {
    ...organizerPatch,
    path: '/console/schedule',
    request: consoleScheduleRequestSchema,
    response: consoleScheduleSchema,
  },
  consoleRenameEvent: {
    ...organizerPatch,
    path: '/console/event/name',
    request: consoleRenameEventRequestSchema,
    response: consoleScheduleSchema,
  },
  consoleUpdateBrand: {
    ...organizerPatch,
    path: '/console/event/brand',
    request: consoleUpdateBrandRequestSchema,
    response: consoleBrandResponseSchema,
  },
  consoleUpdateHelp: {
    ...organizerPatch,
    path: '/console/event/help',
    request: consoleUpdateHelpRequestSchema,
    response: consoleHelpResponseSchema,
  },
  consoleUpdateMailText: {
    ...organizerPatch,
    path: '/console/event/mail-texts',
    request: consoleMailTextRequestSchema,
    response: consoleMailTextsResponseSchema,
  },

  // ---- event content ----
  consoleGetEvent: { ...organizerGet, path: '/console/event', response: consoleEventResponseSchema },
  consoleExportEvent: { ...organizerGet, path: '/console/event/file', response: consoleEventFileSchema },
  consoleImportEvent: {
    ...organizerPost,
    path: '/console/event/file',
    request: consoleEventFileSchema,
    response: consoleImportResponseSchema,
    maxBodyBytes: 10 * 1024 * 1024,
  },
  consoleCreatePartner: {
    ...organizerPost,
    path: '/console/partners',
    request: consolePartnerFieldsSchema,
    response: consolePartnerResponseSchema,
  },
  consoleUpdatePartner: {
    ...organizerPatch,
    path: '/console/partners',
    request: consoleUpdatePartnerRequestSchema,
    response: consolePartnerResponseSchema,
  },
  consoleRetirePartner: {
    ...organizerPost,
    path: '/console/partners/retire',
    request: consoleRetirePartnerRequestSchema,
    response: consolePartnerResponseSchema,
  },
  consoleCreateItem: {
    ...organizerPost,
    path: '/console/items',
    request: consoleItemFieldsSchema,
    response: consoleItemResponseSchema,
  },
  consoleUpdateItem: {
    ...organizerPatch,
    path: '/console/items/:item_id',
    params: itemParams,
    request: consoleUpdateItemRequestSchema,
    response: consoleItemResponseSchema,
  },
  consoleRetireItem: {
    ...organizerPost,
    path: '/console/items/:item_id/retire',
    params: itemParams,
    request: consoleRetireRequestSchema,
    response: consoleRetireItemResponseSchema,
  },
  consoleCreateChest: {
    ...organizerPost,
    path: '/console/chests',
    request: consoleChestRequestSchema,
    response: consoleChestResponseSchema,
  },
  consoleUpdateChest: {
    ...organizerPatch,
    path: '/console/chests/:chest_id',
    params: chestParams,
    request: consoleChestRequestSchema,
    response: consoleChestResponseSchema,
  },
  consoleRetireChest: {
    ...organizerPost,
    path: '/console/chests/:chest_id/retire',
    params: chestParams,
    request: consoleRetireRequestSchema,
    response: consoleChestResponseSchema,
  },
  consoleCreateBusiness: {
    ...organizerPost,
    path: '/console/businesses',
    request: consoleBusinessFieldsSchema,
    response: consoleBusinessResponseSchema,
  },
  consoleUpdateBusiness: {
    ...organizerPatch,
    path: '/console/businesses/:business_id',
    params: businessParams,
    request: consoleUpdateBusinessRequestSchema,
    response: consoleBusinessResponseSchema,
  },
  consoleRetireBusiness: {
    ...organizerPost,
    path: '/console/businesses/:business_id/retire',
    params: businessParams,
    request: consoleRetireRequestSchema,
    response: consoleBusinessResponseSchema,
  },

  // ---- a partner's own business (organizers: any business) ----
  consoleGetBusiness: {
    ...base,
    ...ownBusiness,
    method: 'GET',
    path: '/console/businesses/:business_id',
    response: consoleBusinessSchema,
  },
  consoleUpdateBusinessProfile: {
    ...base,
    ...ownBusiness,
    method: 'PATCH',
    path: '/console/businesses/:business_id/profile',
    request: consoleBusinessProfileRequestSchema,
    response: consoleBusinessResponseSchema,
  },
  consoleUpdateBusinessChest: {
    ...base,
    ...ownBusiness,
    method: 'PATCH',
    path: '/console/businesses/:business_id/chest',
    request: consoleChestRequestSchema,
    response: consoleBusinessResponseSchema,
  },
  consoleListSubmissions: {
    ...base,
    ...ownBusiness,
    method: 'GET',
    path: '/console/businesses/:business_id/submissions',
    response: consoleSubmissionsResponseSchema,
  },
  consoleRateSubmission: {
    ...base,
    ...ownBusiness,
    method: 'PATCH',
    path: '/console/businesses/:business_id/submissions/:user_id',
    params: submissionParams,
    request: consoleRateRequestSchema,
    response: consoleRateResponseSchema,
  },
  consoleSetChallengeWinners: {
    ...base,
    ...ownBusiness,
    method: 'PATCH',
    path: '/console/businesses/:business_id/winners',
    request: consoleWinnersRequestSchema,
    response: consoleWinnersResponseSchema,
  },

  // ---- raffle, draw and results ----
  consoleGetRaffle: { ...organizerGet, path: '/console/raffle', response: consoleRaffleResponseSchema },
  consoleGetItemStakes: {
    ...organizerGet,
    path: '/console/raffle/items/:item_id',
    params: itemParams,
    response: consoleItemStakesResponseSchema,
  },
  consoleCommitDraw: {
    ...organizerPost,
    path: '/console/raffle/commitment',
    request: consoleCommitRequestSchema,
    response: consoleCommitResponseSchema,
  },
  consoleRunDraw: {
    ...organizerPost,
    path: '/console/raffle/draw',
    request: consoleDrawRequestSchema,
    response: consoleDrawResponseSchema,
  },
  consoleGetDraw: { ...organizerGet, path: '/console/raffle/draw', response: consoleGetDrawResponseSchema },
  consoleGetResults: { ...organizerGet, path: '/console/results', response: consoleResultsResponseSchema },
  consolePublishResults: {
    ...organizerPost,
    path: '/console/results/publish',
    request: consolePublishRequestSchema,
    response: consolePublishResponseSchema,
  },

  // ---- overview, outbox, dashboard, exports, audit, images ----
  consoleGetOverview: { ...organizerGet, path: '/console/overview', response: consoleOverviewResponseSchema },
  consoleListOutbox: { ...organizerGet, path: '/console/outbox', response: consoleOutboxResponseSchema },
  consoleGetDashboard: {
    ...organizerGet,
    path: '/console/dashboard',
    query: consoleDashboardQuerySchema,
    response: consoleDashboardResponseSchema,
  },
  consoleExportPlayers: { ...csvExport, path: '/console/exports/players' },
  consoleExportMeetup: { ...csvExport, path: '/console/exports/meetup' },
  consoleExportWinners: { ...csvExport, path: '/console/exports/winners' },
  consoleExportMailingList: { ...csvExport, path: '/console/exports/mailing-list' },
  consoleExportAudit: { ...csvExport, path: '/console/exports/audit' },
  consoleListAudit: {
    ...organizerGet,
    path: '/console/audit',
    query: consoleAuditQuerySchema,
    response: consoleAuditResponseSchema,
  },
  consoleUploadImage: {
    ...base,
    method: 'POST',
    path: '/console/images',
    roles: everyone,
    request: consoleImageRequestSchema,
    response: consoleImageResponseSchema,
    maxBodyBytes: 8 * 1024 * 1024,
  },

  // ---- events: the one in play, the archived ones, and starting the next (last: archiving ends play) ----
  consoleListEvents: { ...organizerGet, path: '/console/events', response: consoleEventsResponseSchema },
  consoleGetArchivedEvent: {
    ...organizerGet,
    path: '/console/events/:event_id',
    params: consoleArchivedEventParamsSchema,
    response: consoleArchivedEventSchema,
  },
  consoleExportArchivedEvent: {
    ...csvExport,
    path: '/console/events/:event_id/exports/:export',
    params: consoleArchivedExportParamsSchema,
  },
  consoleArchiveEvent: {
    ...organizerPost,
    path: '/console/events/archive',
    request: consoleArchiveEventRequestSchema,
    response: consoleArchiveEventResponseSchema,
  },
} as const satisfies Record<string, ConsoleEndpointDefinition>;

export type ConsoleEndpoints = typeof consoleEndpoints;
export type ConsoleEndpointName = keyof ConsoleEndpoints;

/** Every console call name, in table order. */
export const consoleEndpointNames = Object.keys(consoleEndpoints) as ConsoleEndpointName[];

type SchemaOf<
  Name extends ConsoleEndpointName,
  Part extends 'params' | 'query' | 'request',
> = ConsoleEndpoints[Name][Part];

/** The body a console call sends (`undefined` for a call without one). */
export type ConsoleRequest<Name extends ConsoleEndpointName> =
  SchemaOf<Name, 'request'> extends infer Schema extends z.ZodMiniType ? z.input<Schema> : undefined;
/** The body as the server reads it (after the schema's parsing). */
export type ConsoleParsedRequest<Name extends ConsoleEndpointName> =
  SchemaOf<Name, 'request'> extends infer Schema extends z.ZodMiniType ? z.output<Schema> : undefined;
/** The path parameters a console call takes, as a client writes them (numbers or digit strings). */
export type ConsoleParams<Name extends ConsoleEndpointName> =
  SchemaOf<Name, 'params'> extends infer Schema extends z.ZodMiniType
    ? { [Key in keyof z.input<Schema>]: number | string }
    : undefined;
/** The path parameters as the server reads them (numbers). */
export type ConsoleParsedParams<Name extends ConsoleEndpointName> =
  SchemaOf<Name, 'params'> extends infer Schema extends z.ZodMiniType ? z.output<Schema> : undefined;
/** The query parameters a console call takes (strings, as in a URL). */
export type ConsoleQuery<Name extends ConsoleEndpointName> =
  SchemaOf<Name, 'query'> extends infer Schema extends z.ZodMiniType ? z.input<Schema> : undefined;
/** The query parameters as the server reads them. */
export type ConsoleParsedQuery<Name extends ConsoleEndpointName> =
  SchemaOf<Name, 'query'> extends infer Schema extends z.ZodMiniType ? z.output<Schema> : undefined;
/** The body of a console call's 200 answer. */
export type ConsoleResponse<Name extends ConsoleEndpointName> = z.output<ConsoleEndpoints[Name]['response']>;

/** Whether a role may make a console call (ownership of a business is checked apart). Pure. */
export function consoleRoleAllowed(name: ConsoleEndpointName, role: string | null | undefined): boolean {
  return (consoleEndpoints[name].roles as readonly string[]).includes(role ?? '');
}

/**
 * The full URL path of a console call, base included, with its path parameters filled in and its query
 * parameters appended (undefined ones left out), e.g. `consoleUrl('consoleGetPlayer', { user_id: 12 })` is
 * `/api/v2/console/players/12`. Pure.
 * @throws Error when a path parameter is missing.
 */
export function consoleUrl(
  name: ConsoleEndpointName,
  params: Record<string, number | string> = {},
  query: Record<string, string | undefined> = {},
): string {
  const path = consoleEndpoints[name].path.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}
