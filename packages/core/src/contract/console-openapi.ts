import type * as z from 'zod/mini';
import { errorBodySchema } from './common.schema.js';
import { consoleEndpointNames, consoleEndpoints, type ConsoleEndpointDefinition, type ConsoleEndpointName } from './console/console-endpoints.js';
import { API_BASE_PATH } from './endpoints.js';
import { errorResponse, type JsonSchema, type OpenApiResponse, wireJsonSchema } from './openapi.js';

/** A parameter of a console call: in its path (`:name` in the table, `{name}` here) or its query string. */
export interface ConsoleOpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One console call: the OpenAPI Operation Object, with who may make it as extensions. */
export interface ConsoleOpenApiOperation {
  readonly operationId: ConsoleEndpointName;
  readonly summary: string;
  readonly security: readonly Record<string, readonly string[]>[];
  readonly parameters?: readonly ConsoleOpenApiParameter[];
  readonly requestBody?: { readonly required: true; readonly content: { readonly 'application/json': { readonly schema: JsonSchema } } };
  readonly responses: Record<string, OpenApiResponse | { readonly description: string; readonly content: { readonly 'text/csv': { readonly schema: JsonSchema } } }>;
  /** The roles that may make the call (403 for any other). */
  readonly 'x-roles': readonly string[];
  /** A partner may make it only for its own business (the `business_id` parameter). */
  readonly 'x-own-business': boolean;
}

/** The OpenAPI 3.1 document of the console's calls (`/api/v2/console/...`). */
export interface ConsoleOpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly paths: Record<string, Partial<Record<'get' | 'post' | 'patch', ConsoleOpenApiOperation>>>;
  readonly components: {
    readonly securitySchemes: Record<string, Record<string, string>>;
    readonly schemas: Record<string, JsonSchema>;
  };
}

/** The parameters an object schema describes, each in `where`; a schema's `required` list says which are required. */
function parametersOf(schema: z.ZodMiniType | null, where: 'path' | 'query'): ConsoleOpenApiParameter[] {
  if (schema === null) return [];
  const json = wireJsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function consoleOperationOf(name: ConsoleEndpointName): ConsoleOpenApiOperation {
  const endpoint: ConsoleEndpointDefinition = consoleEndpoints[name];
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')];
  const ok =
    endpoint.format === 'csv'
      ? { description: 'A CSV file (RFC 4180, CRLF line ends, a header row), sent as a download.', content: { 'text/csv': { schema: { type: 'string' } } } }
      : { description: 'Done.', content: { 'application/json': { schema: wireJsonSchema(endpoint.response) } } };
  const forbidden = [
    `The user's role is not ${endpoint.roles.join(' or ')}`,
    endpoint.method !== 'GET' ? 'no matching `x-xsrf-token`' : null,
    endpoint.ownBusiness ? "a partner asks about another partner's business" : null,
  ].filter((reason) => reason !== null);
  return {
    operationId: name,
    summary: `${endpoint.method} ${endpoint.path}`,
    security: [endpoint.method === 'GET' ? { bearer: [] } : { bearer: [], xsrf: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.request ? { requestBody: { required: true, content: { 'application/json': { schema: wireJsonSchema(endpoint.request) } } } } : {}),
    responses: {
      '200': ok,
      ...(endpoint.request || parameters.length > 0 ? { '400': errorResponse('A parameter or the body does not match its schema; `errors` names each field.') } : {}),
      '401': errorResponse('No valid `Authorization: Bearer` token.'),
      '403': errorResponse(`${forbidden.join(', or ')}.`),
      '4XX': errorResponse('Any other refusal, with a message to show.'),
    },
    'x-roles': endpoint.roles,
    'x-own-business': endpoint.ownBusiness,
  };
}

/**
 * The OpenAPI 3.1 description of the organizers' and partners' console calls, built from the console's endpoint
 * table and schemas, as {@link openApiDocument} is for the players' calls: a second document, served beside
 * the first. Pure.
 */
export function consoleOpenApiDocument(): ConsoleOpenApiDocument {
  const paths: ConsoleOpenApiDocument['paths'] = {};
  for (const name of consoleEndpointNames) {
    const { method, path } = consoleEndpoints[name];
    const templated = path.replace(/:(\w+)/g, '{$1}');
    paths[templated] = { ...paths[templated], [method.toLowerCase()]: consoleOperationOf(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dubloon Quest console API',
      version: API_BASE_PATH.slice(API_BASE_PATH.lastIndexOf('/') + 1),
      description:
        "The calls of the organizers' and partners' console. Log in with the players' `POST /auth/login` (see the players' document), " +
        'then send `Authorization: Bearer <access>` on every call, and the `x-xsrf-token` login answered on every POST and PATCH. ' +
        'Ids are strings on the wire. Generated from the console contract of @dubloon-quest/core.',
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "The access token from the `Authorization` header of login's answer." },
        xsrf: { type: 'apiKey', in: 'header', name: 'x-xsrf-token', description: "The anti-forgery token from login's answer." },
      },
      schemas: { ErrorBody: wireJsonSchema(errorBodySchema) },
    },
  };
}
