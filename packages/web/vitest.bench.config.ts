import { defineConfig } from 'vitest/config';

/** `npm run bench`: the slow-4G page-load measurement (not part of the tests). */
export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    environment: 'node',
    include: ['test/bench/**/*.measure.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
