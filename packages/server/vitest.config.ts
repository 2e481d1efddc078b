import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The servers started in the workers hash passwords at the cheapest argon2id costs: about 1,600 hashes and checks
    // cost 48 s of CPU at production costs; and their embedded databases use relaxed durability (pglite-db.ts). Servers
    // started as processes of their own keep the production costs and PGlite's default.
    setupFiles: ['./test/support/test-process.setup.ts'],
    // The server as one file for the tests that start it as processes of their own (server-bundle.global.ts).
    globalSetup: ['./test/support/server-bundle.global.ts'],
    // Each test file opens its own embedded database (a migrated template, under a second); two cores run two
    // files at once. One module graph per worker instead of per file: importing the server's sources again for
    // each of 67 files cost 104 s of the suite's CPU (decision 0149). Every file starts its own servers and
    // databases and closes them, so nothing a test reads is left over from another file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
