import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file opens its own embedded database (a few seconds each); two cores run two files at once.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
