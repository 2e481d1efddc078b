import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The server's HTTP, realtime and two-process tests, run once more on Node 22 LTS (`npm run test:node22`):
 * what a runtime can change is the HTTP server, sockets, native modules (argon2) and child processes, and
 * these files cover each of them on both databases; the whole suite runs on Node 24 in `npm test`
 * (issue 28 asked for exactly these once more, as the CI time allows; decision 0149). The list replaces the
 * base's (vitest's `mergeConfig` would add it to the base's globs).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/original-client.test.ts',
      'test/game.test.ts',
      'test/accounts.test.ts',
      'test/security-headers.test.ts',
      'test/realtime.test.ts',
      'test/multi-node.test.ts',
      'test/read-cache-cluster.test.ts',
    ],
  },
});
