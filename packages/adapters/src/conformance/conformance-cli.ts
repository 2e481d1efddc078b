import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionTokens } from '@dubloon-quest/core';
import { DEMO_PLAYER } from '@dubloon-quest/core/testing';
import {
  checkGameApiConformance,
  CONFORMANCE_PROPERTIES,
  formatConformanceReport,
  type ConformancePropertyName,
  type ConformanceTarget,
} from '@dubloon-quest/core/testing/property';
import { createHttpGameApi } from '../http/http-game-api.js';

const CONFORMANCE_USAGE = `Usage: dubloon-quest-conformance <url> [--runs N] [--seed N [--path P]] [--only ${CONFORMANCE_PROPERTIES.join(',')}]

Checks the Dubloon Quest server at <url> (e.g. http://localhost:3000) against the game's rules with
property-based tests. The server must run in demo mode (DEMO=on, its default): every login of the demo
player plays its own fresh copy, which each test run needs. The chests open only in the demo's pre-game
and the gates are checked in two periods, so a run may wait for the next period (up to 11 minutes; it
says so). --seed and --path replay a failure, with --only naming the property that failed.
Exit code 0: conformant; 1: a rule broke; 2: bad arguments or no server.`;

/** What the command line needs from its host: where to write, and (for tests) the server's clock. */
export interface ConformanceCliIo {
  write(text: string): void;
  /** The server's time (default the local clock). */
  now?: () => number;
  /** Waits `ms` of the server's time (default a real timer); a test with its own clock moves it instead. */
  sleep?: (ms: number) => Promise<void>;
}

interface CliOptions {
  readonly url: string;
  readonly numRuns: number;
  readonly seed?: number;
  readonly path?: string;
  readonly properties: readonly ConformancePropertyName[];
}

function parseArguments(argv: readonly string[]): CliOptions | string {
  let url: string | null = null;
  let numRuns = 5;
  let seed: number | undefined;
  let path: string | undefined;
  let properties: readonly ConformancePropertyName[] = CONFORMANCE_PROPERTIES;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const value = argv[index + 1];
    if (argument === '--runs' || argument === '--seed') {
      const number = Number(value);
      if (!Number.isSafeInteger(number) || (argument === '--runs' && number < 1)) return `${argument} needs a whole number`;
      if (argument === '--runs') numRuns = number;
      else seed = number;
      index += 1;
    } else if (argument === '--path') {
      if (value === undefined || !/^\d+(:\d+)*$/.test(value)) return '--path needs the path a failure printed, such as 3:1:0';
      path = value;
      index += 1;
    } else if (argument === '--only') {
      const names = (value ?? '').split(',');
      const unknown = names.filter((name) => !(CONFORMANCE_PROPERTIES as readonly string[]).includes(name));
      if (unknown.length > 0) return `unknown properties: ${unknown.join(', ')}`;
      properties = names as ConformancePropertyName[];
      index += 1;
    } else if (argument.startsWith('--')) return `unknown option ${argument}`;
    else if (url === null) url = argument;
    else return `one URL only, got ${url} and ${argument}`;
  }
  if (url === null || !/^https?:\/\//.test(url)) return 'the server URL (http:// or https://) is missing';
  if (path !== undefined && (seed === undefined || properties.length !== 1)) return '--path replays one failure: give it with its --seed and --only <the property that failed>';
  return { url, numRuns, properties, ...(seed === undefined ? {} : { seed }), ...(path === undefined ? {} : { path }) };
}

/** A target on the server at `url`: each session a new HTTP adapter, logged in as the demo player. */
function demoServerTarget(url: string, now: () => number): ConformanceTarget {
  return () => {
    let tokens: SessionTokens | null = null;
    return {
      api: createHttpGameApi({ baseUrl: url, tokens: () => tokens }),
      useTokens: (next) => {
        tokens = next;
      },
      player: DEMO_PLAYER,
      now,
    };
  };
}

/**
 * `dubloon-quest-conformance <url>`: runs core's conformance suite against a running server through the HTTP
 * adapter and prints the report. Waits out the server's login rate limit when it answers one. Resolves the
 * exit code.
 */
export async function runConformanceCli(argv: readonly string[], io: ConformanceCliIo): Promise<number> {
  const options = parseArguments(argv);
  if (typeof options === 'string') {
    io.write(`${options}\n\n${CONFORMANCE_USAGE}\n`);
    return 2;
  }
  io.write(`Checking ${options.url} (${options.numRuns} runs per property${options.seed === undefined ? '' : `, seed ${options.seed}`})\n`);
  const pause = io.sleep ?? ((ms: number) => sleep(ms));
  try {
    const report = await checkGameApiConformance(demoServerTarget(options.url, io.now ?? Date.now), {
      numRuns: options.numRuns,
      properties: options.properties,
      wait: pause,
      onNote: (note) => io.write(`  ${note}\n`),
      onProperty: (property) => io.write(`  ${property.name}: ${property.status}\n`),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
    });
    io.write(`\n${formatConformanceReport(report)}\n`);
    return report.passed ? 0 : 1;
  } catch (error) {
    io.write(`Could not check ${options.url}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
