export { COIN_TOTAL_RETRIES, createHttpGameApi, HTTP_TIMEOUT_MS, type HttpGameApi, type HttpGameApiOptions } from './http-game-api.js';
export { createPublicDrawApi, type PublicDrawApiOptions } from './public-draw-api.js';
