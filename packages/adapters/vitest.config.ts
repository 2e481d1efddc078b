import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // In-process servers hash passwords at the cheapest argon2id costs and keep their databases with relaxed durability
    // (the server's passwords.ts and pglite-db.ts say why).
    setupFiles: ['./test/support/test-process.setup.ts'],
    // One module graph per worker, and both cores: each file starts its own servers and closes them, and the
    // packages' suites run one after another (decision 0149).
    isolate: false,
    maxWorkers: 2,
  },
});
