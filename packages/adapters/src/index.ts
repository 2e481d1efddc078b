// The HTTP and storage adapters. The realtime adapter is reached only through `@dubloon-quest/adapters/realtime`,
// so that socket.io-client stays out of any bundle that does not load it (the web app imports it after login).
export { COIN_TOTAL_RETRIES, createHttpGameApi, HTTP_TIMEOUT_MS, type HttpGameApi, type HttpGameApiOptions } from './http/http-game-api.js';
