/**
 * Whether a module belongs to the wire contract's chunk: zod/mini, core's game schemas and endpoint table
 * (not the console's), its parse errors and the game API port's error type. Pure.
 */
export function isWireContractModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (/\/node_modules\/zod\//.test(path)) return true;
  if (/\/core\/src\/contract\/(?!console\/)[^/]+\.ts$/.test(path)) return true;
  return /\/core\/src\/(messages\/contract-messages|ports\/game-api\.port|rules\/result)\.ts$/.test(path);
}
