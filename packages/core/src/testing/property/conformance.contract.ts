import { describe, it } from 'vitest';
import { checkGameApiConformance, CONFORMANCE_PROPERTIES, formatConformanceReport, type ConformanceOptions } from './conformance.js';
import type { ConformanceTarget } from './conformance-session.js';

export interface GameApiConformanceTestOptions extends Omit<ConformanceOptions, 'properties' | 'onProperty'> {
  /** Each property's test timeout (default 120 s: against a real server every run logs in and plays). */
  readonly timeoutMs?: number;
}

/**
 * Registers the conformance suite as vitest tests, one per property: each fails with its broken rule and
 * shrunk counterexample, or is skipped with the reason it cannot run against this target now.
 */
export function describeGameApiConformance(name: string, target: ConformanceTarget, options: GameApiConformanceTestOptions = {}): void {
  const { timeoutMs = 120_000, ...conformance } = options;
  describe(`GameApi conformance: ${name}`, () => {
    for (const property of CONFORMANCE_PROPERTIES) {
      it(property, async (context) => {
        const report = await checkGameApiConformance(target, { ...conformance, properties: [property] });
        const [result] = report.properties;
        if (result?.status === 'skipped') return context.skip(result.reason);
        if (!report.passed) throw new Error(formatConformanceReport(report));
      }, timeoutMs);
    }
  });
}
