import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@dubloon-quest/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@dubloon-quest/source'] } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // One jsdom and one module graph per worker instead of per file (Testing Library unmounts after each
    // test): 21 s instead of 193 s, most of which was building a jsdom for each of 31 files.
    isolate: false,
    // Both cores: the packages' suites run one after another (decision 0149).
    maxWorkers: 2,
    // The app tests drive whole journeys on core's in-memory game (3-4 s alone); on a loaded two-core
    // machine the default 5 s fails them on time, not on behaviour.
    testTimeout: 20_000,
  },
});
