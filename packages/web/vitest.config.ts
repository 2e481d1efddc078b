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
  },
});
