// `@dubloon-quest/core/openapi`: the OpenAPI 3.1 descriptions of `/api/v2`, the players' calls and the console's,
// generated from the contract. An entry of its own, so that the JSON Schema writer stays out of every bundle that
// does not describe the API.
export {
  type JsonSchema,
  type OpenApiDocument,
  openApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
  type SocketEventDescription,
  wireJsonSchema,
} from './contract/openapi.js';
export {
  type ConsoleOpenApiDocument,
  consoleOpenApiDocument,
  type ConsoleOpenApiOperation,
  type ConsoleOpenApiParameter,
} from './contract/console-openapi.js';
