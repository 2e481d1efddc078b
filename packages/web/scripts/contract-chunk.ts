/**
 * Whether a module belongs to the wire contract's chunk: zod/mini, core's game schemas and endpoint table
 * (not the console's), its parse errors and the game API port's error type, and what their messages import (the
 * field problems, the event file's messages: elsewhere, that chunk and this one imported each other). Pure.
 */
export function isWireContractModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (/\/node_modules\/zod\//.test(path)) return true;
  if (/\/core\/src\/contract\/(?!console\/)[^/]+\.ts$/.test(path)) return true;
  return /\/core\/src\/(messages\/contract-messages|messages\/event-file-messages|ports\/game-api\.port|rules\/result|rules\/validation\/field-problems)\.ts$/.test(path);
}
