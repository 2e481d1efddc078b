import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's Chromium against the real server with a fresh embedded database (test/browser/). */
export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    environment: 'node',
    include: ['test/browser/**/*.browser.test.ts'],
    // Two files at a time: a browser file spends most of its time waiting on Chromium, the server and the
    // page's timers, so on two cores two files take little more than one; each has its own server, database
    // folder and Chromium.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
