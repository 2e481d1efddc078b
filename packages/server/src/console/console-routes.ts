import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH, encodeContract, parseContract, safeParseContract } from '@dubloon-quest/core';
import {
  type ConsoleEndpointDefinition,
  type ConsoleEndpointName,
  consoleEndpoints,
  type ConsoleParsedParams,
  type ConsoleParsedQuery,
  type ConsoleParsedRequest,
  type ConsoleResponse,
  type ConsoleRole,
  fileSlug,
} from '@dubloon-quest/core/console';
import type { AppContext, AuthContext } from '../services/context.js';
import { requireAuth, requireCsrf } from '../services/auth/request-auth.js';
import { HttpError } from '../services/errors.js';
import type { Affiliation } from '../db/console-accounts.repository.js';
import type { ConsoleCaller } from '../services/console-caller.js';
import { consoleMessages, contractMessages } from '../services/language.js';

/** What a console handler receives: the parsed path parameters, query and body, and who calls. */
interface ConsoleCall<Name extends ConsoleEndpointName> {
  params: ConsoleParsedParams<Name>;
  query: ConsoleParsedQuery<Name>;
  body: ConsoleParsedRequest<Name>;
  caller: ConsoleCaller;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ConsoleHandler<Name extends ConsoleEndpointName> = (
  call: ConsoleCall<Name>,
) => Promise<ConsoleResponse<Name>>;

/** One handler per console call of the table: the compiler refuses a missing one. */
export type ConsoleHandlers = { [Name in ConsoleEndpointName]: ConsoleHandler<Name> };

/** Reads what the account of a login belongs to (a demo copy: its template's). */
export type AffiliationReader = (auth: AuthContext) => Promise<Affiliation>;

const isConsoleRole = (role: string): role is ConsoleRole => role === 'Organizer' || role === 'Partner';

function parsePart(schema: ConsoleEndpointDefinition['request'], value: unknown, subject: string): unknown {
  if (schema === null) return undefined;
  const parsed = safeParseContract(schema, value, subject);
  if (!parsed.ok) throw new HttpError(400, contractMessages.invalidRequest, parsed.error.fieldErrors);
  return parsed.value;
}

/**
 * Registers every call of the console endpoint table under `/api/v2`, each checked in this order: login (401),
 * anti-forgery token on POST and PATCH (403), role (403), path parameters and query (400), ownership of the
 * business for a partner (403), a shared demo account's write (403), body shape (400); then the handler, whose
 * own refusals are 404, 409 and 422. Answers are encoded with the response schema (ids become strings). CSV
 * exports are sent as `text/csv` downloads. With `checkResponses` every encoded answer is read back with its
 * response schema (tests).
 */
export function registerConsoleRoutes(
  app: FastifyInstance,
  context: AppContext,
  handlers: ConsoleHandlers,
  affiliationOf: AffiliationReader,
  checkResponses: boolean,
): void {
  for (const name of Object.keys(consoleEndpoints) as ConsoleEndpointName[]) {
    const endpoint = consoleEndpoints[name];
    const handler = handlers[name] as unknown as (call: ConsoleCall<ConsoleEndpointName>) => Promise<unknown>;
    const subject = `${endpoint.method} ${endpoint.path}`;
    app.route({
      method: endpoint.method,
      url: `${API_BASE_PATH}${endpoint.path}`,
      ...(endpoint.maxBodyBytes !== null ? { bodyLimit: endpoint.maxBodyBytes } : {}),
      handler: async (request, reply) => {
        const auth = await requireAuth(context, request);
        if (endpoint.method !== 'GET') requireCsrf(auth, request);
        const role = auth.user.role;
        if (!isConsoleRole(role)) throw new HttpError(403, consoleMessages.access.consoleOnly);
        if (!(endpoint.roles as readonly string[]).includes(role))
          throw new HttpError(403, consoleMessages.access.organizersOnly);
        const params = parsePart(
          endpoint.params,
          request.params ?? {},
          `the path of ${subject}`,
        ) as ConsoleParsedParams<ConsoleEndpointName>;
        const query = parsePart(
          endpoint.query,
          request.query ?? {},
          `the query of ${subject}`,
        ) as ConsoleParsedQuery<ConsoleEndpointName>;
        const affiliation = await affiliationOf(auth);
        if (endpoint.ownBusiness && role === 'Partner') {
          const businessId = (params as { business_id?: number } | undefined)?.business_id;
          if (affiliation.businessId === null || affiliation.businessId !== businessId)
            throw new HttpError(403, consoleMessages.access.notYourBusiness);
        }
        const caller: ConsoleCaller = { auth, role, ...affiliation, readOnly: auth.user.sandboxOf !== null };
        if (endpoint.method !== 'GET' && caller.readOnly)
          throw new HttpError(403, consoleMessages.access.demoReadOnly);
        const body = parsePart(
          endpoint.request,
          request.body ?? null,
          `the body of ${subject}`,
        ) as ConsoleParsedRequest<ConsoleEndpointName>;
        const result = await handler({ params, query, body, caller, request, reply });
        // Written in its wire form (ids as strings) here only, as the players' answers are.
        const answer = encodeContract(endpoint.response, result as never, `the answer of ${subject}`);
        if (checkResponses) parseContract(endpoint.response, answer, `the answer of ${subject}`);
        if (endpoint.format === 'csv') {
          // An archived event's export is named after the event's id and the export: dubloon-event-3-players.csv;
          // the event in play's after the event's name, as the console's downloads: harbor-days-2026-players.csv.
          const named = params as { event_id?: number; export?: string } | undefined;
          const file =
            named?.event_id !== undefined && named.export !== undefined
              ? `dubloon-event-${named.event_id}-${named.export}`
              : `${fileSlug(context.event.file.name) || 'dubloon'}-${endpoint.path.split('/').at(-1) ?? 'export'}`;
          void reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${file}.csv"`);
        }
        return answer;
      },
    });
  }
}
