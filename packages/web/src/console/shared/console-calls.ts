import type { ConsoleApi, ConsoleCallArgs } from '@dubloon-quest/adapters/console';
import type { ConsoleEndpointName, ConsoleResponse } from '@dubloon-quest/core/console';
import { useMemo } from 'react';
import { useConsole } from './console-services.js';

/** An area's server calls, by endpoint name: `calls.consoleListAccounts()`. */
export type AreaCalls<Name extends ConsoleEndpointName> = {
  readonly [Call in Name]: (...args: ConsoleCallArgs<Call>) => Promise<ConsoleResponse<Call>>;
};

/**
 * The console calls one area makes (its `calls/` module lists them, docs/decisions/0132), bound to the console's
 * API: an area reaches the server through these and no other call.
 */
function bindCalls<const Names extends readonly ConsoleEndpointName[]>(
  api: ConsoleApi,
  names: Names,
): AreaCalls<Names[number]> {
  const call = api.call.bind(api) as (name: ConsoleEndpointName, ...args: unknown[]) => Promise<unknown>;
  return Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => call(name, ...args)]),
  ) as unknown as AreaCalls<Names[number]>;
}

/** {@link bindCalls} over the console's API, for an area's screens (the same object while the API stays). */
export function useAreaCalls<const Names extends readonly ConsoleEndpointName[]>(
  names: Names,
): AreaCalls<Names[number]> {
  const { api } = useConsole();
  return useMemo(() => bindCalls(api, names), [api, names]);
}
