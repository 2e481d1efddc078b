// `@dubloon-quest/core/openapi`: the OpenAPI 3.1 description of `/api/v2`, generated from the contract. An entry of
// its own, so that the JSON Schema writer stays out of every bundle that does not describe the API.
export {
  type JsonSchema,
  type OpenApiDocument,
  openApiDocument,
  type OpenApiOperation,
  type SocketEventDescription,
  wireJsonSchema,
} from './contract/openapi.js';
