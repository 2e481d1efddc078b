import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's Chromium against the real server with a fresh embedded database (test/browser/). */
export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    environment: 'node',
    include: ['test/browser/**/*.browser.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
