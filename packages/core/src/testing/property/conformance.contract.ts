import { describe, it } from 'vitest';
import { checkGameApiConformance, CONFORMANCE_PROPERTIES, formatConformanceReport, type ConformanceOptions } from './conformance.js';
import type { ConformanceTarget } from './conformance-session.js';

/**
 * Registers the conformance suite as vitest tests, one per property: each fails with its broken rule and
 * shrunk counterexample, or is skipped with the reason it cannot run against this target now.
 */
export function describeGameApiConformance(name: string, target: ConformanceTarget, options: Omit<ConformanceOptions, 'properties' | 'onProperty'> = {}): void {
  describe(`GameApi conformance: ${name}`, () => {
    for (const property of CONFORMANCE_PROPERTIES) {
      it(property, async (context) => {
        const report = await checkGameApiConformance(target, { ...options, properties: [property] });
        const [result] = report.properties;
        if (result?.status === 'skipped') return context.skip(result.reason);
        if (!report.passed) throw new Error(formatConformanceReport(report));
      });
    }
  });
}
