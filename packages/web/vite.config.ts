import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { buildReport } from './scripts/build-report-plugin.js';

const serverUrl = process.env.DQ_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The first page a player sees is the login page: its lazy route module joins firstPageModules once routed.
    buildReport({ firstPageModules: [] }),
  ],
  // Core and adapters are bundled from their TypeScript source (docs/decisions/0001).
  resolve: { conditions: ['@dubloon-quest/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    // Decorative images must stay separate files so that phones (which never match their media query)
    // never download them; other small assets may be inlined.
    assetsInlineLimit: (file) => (file.includes('/decor/') ? false : undefined),
  },
  server: {
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
});
