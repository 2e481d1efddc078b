import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's Chromium against the real server with a fresh embedded database (test/browser/). */
export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    environment: 'node',
    include: ['test/browser/**/*.browser.test.ts'],
    // In-process servers hash passwords at the cheapest argon2id costs and keep their databases with relaxed durability
    // (the server's passwords.ts and pglite-db.ts say why).
    setupFiles: ['./test/browser/test-process.setup.ts'],
    // Three files at a time: a browser file spends about half its time waiting on Chromium, the server and the
    // page's timers, so two cores keep busy with three; each has its own server, database folder and Chromium.
    fileParallelism: true,
    maxWorkers: 3,
    // One module graph per worker: each file imported the server's and core's sources anew, 101 s of the
    // suite's CPU (decision 0149). Files share no state: each starts and stops its own server and browser.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
