import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@dubloon-quest/source'] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
