import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'examples/**/*.test.ts'],
    // Core is pure and keeps no module state, so test files share one module graph per worker:
    // the suite runs in 13 s instead of 78 s, most of which was re-importing zod and fast-check per file.
    isolate: false,
    // Vitest's default leaves one of the two cores idle (cores - 1 workers); the packages' suites run one after
    // another, so each takes both (decision 0149).
    maxWorkers: 2,
    // Model-based runs take a few seconds alone and several times that while the other packages' suites
    // share the machine's two cores; the default 5 s would fail them on load, not on behaviour.
    testTimeout: 60_000,
  },
});
