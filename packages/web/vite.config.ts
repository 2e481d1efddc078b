import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { buildReport } from './scripts/build-report-plugin.js';
import { englishApart } from './scripts/english-apart.js';
import { consoleFrameChunkName, consoleOnlyChunkName } from './scripts/console-chunks.js';
import { isWireContractModule } from './scripts/contract-chunk.js';
import { isCommonModule, isGameModule, isPlayerTextModule, isPublicModule } from './scripts/player-chunks.js';

const serverUrl = process.env.DQ_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The player's English texts in a chunk only an English reader downloads (docs/decisions/0169).
    englishApart({
      texts: 'src/locale/english-texts.ts',
      catalogues: [
        { module: '../core/src/messages/catalogue.ts', exports: ['messages'] },
        { module: '../core/src/messages/event-look.ts', exports: ['eventLookText'] },
        { module: '../core/src/messages/fairness-ui/raffle-chance.ts', exports: ['raffleChanceText'] },
        { module: '../core/src/messages/fairness-ui/results-draw.ts', exports: ['resultsDrawText'] },
        { module: '../core/src/messages/fairness-ui/draw-check.ts', exports: ['drawCheckText'] },
        { module: '../core/src/messages/draw-messages.ts', exports: ['drawMessages'] },
      ],
    }),
    buildReport({
      // The login page is the first page a player sees (bundled with the app's entry); the check fails if it is not there.
      firstPageModules: ['src/features/auth/routes/login-route.tsx'],
      // The game logic and adapters load at login (or at once with a saved session): every logged-in page has them.
      loginModules: ['src/app/game-services.ts'],
      // What a logged-out visitor can open: these pay for everything they load beyond the first page.
      loggedOutModules: [
        'src/features/auth/routes/register-route.tsx',
        'src/features/auth/routes/verify-email-route.tsx',
        'src/features/auth/routes/verify-route.tsx',
        'src/features/auth/routes/forgot-route.tsx',
        'src/features/auth/routes/reset-route.tsx',
        'src/features/errors/routes/error-route.tsx',
        'src/features/raffle-verify/routes/raffle-verify-route.tsx',
      ],
    }),
  ],
  // Core and adapters are bundled from their TypeScript source (docs/decisions/0001).
  resolve: { conditions: ['@dubloon-quest/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    // Every browser the game supports has modulepreload: no polyfill in the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The chunks stay as the groups below make them: rolldown's own merging (off until decision 0169, by the
      // entry's top-level await) would fold the login's and the screens' entries into the shared chunks, which the
      // report measures by those entries.
      experimental: { chunkOptimization: false },
      output: {
        // React, its DOM renderer and the router in one chunk: fewer round trips for the first page on a slow
        // network (each request waits for one of the browser's few connections).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
            // The presenter view's QR encoder (lean-qr, decision 0159): in a chunk of its own, loaded with that page
            // alone, not with the other console screens' shared chunk below.
            { name: 'console-presenter-qr', test: /node_modules[\\/]lean-qr[\\/]/ },
            // Its texts and reveal rules, which the raffle screen's link to it shares: named as a console chunk, without
            // their dependencies (the period rules players load too).
            { name: 'console-presenter-core', test: /[\\/]core[\\/]src[\\/](?:rules[\\/]console[\\/]console-presenter|messages[\\/]console-ui[\\/]presenter)\.ts$/, includeDependenciesRecursively: false },
            // What only the console uses, outside its own folder (core's console schemas, chart code): one
            // chunk named `console-shared`, so every file a player never downloads is named `console...`.
            { name: consoleOnlyChunkName(fileURLToPath(new URL('index.html', import.meta.url))) },
            // The console's own modules not named `console...` (the frame's hooks), alone: their dependencies stay
            // where they are, so the player's pages never load this chunk.
            { name: consoleFrameChunkName, includeDependenciesRecursively: false },
            // Core's console texts, which the console's frame (its catalogues, for the reader's language) and each
            // console screen share: one chunk rather than one per screen's texts (docs/decisions/0150).
            { name: 'console-texts', test: /[\\/]core[\\/]src[\\/]messages[\\/](console-ui[\\/]|console-messages\.ts|server-messages\.ts)/, includeDependenciesRecursively: false },
            // The wire contract every page that calls the server needs (zod/mini, core's game schemas and
            // endpoint table, the parse errors, ky and the HTTP failures), in one chunk: split by which pages use
            // which schema it made some twenty small chunks, whose repeated overhead cost the logged-out pages
            // about 1 KB gzip each. The game adapter itself stays apart (the draw check page does without it).
            { name: 'contract', test: isWireContractModule, includeDependenciesRecursively: false },
            // Fewer, larger chunks for a player (docs/decisions/0169): each small chunk cost its own gzip overhead.
            // Everything the first page runs (rolldown's `$initial`: the entry's static imports), with the entry.
            { name: 'app', tags: ['$initial'] },
            // The English texts a French reader's catalogue writes into beyond the first page's: alone, so the French
            // first page loads neither `public` nor `game`.
            { name: 'player-texts', test: isPlayerTextModule, includeDependenciesRecursively: false },
            // What the draw check page shares with the others (HTTP failures, loading state, dates), without the forms.
            { name: 'common', test: isCommonModule, includeDependenciesRecursively: false },
            // What the logged-out pages share with the logged-in ones (the API, forms, validators), with their
            // dependencies: taken before `game` below, so that no logged-out page loads the game.
            { name: 'public', test: isPublicModule },
            // The logged-in pages and the game logic the login loads, with every dependency the groups above left:
            // one chunk (the build fails on chunks importing each other, see `chunkCycles` in bundle-budget.ts).
            { name: 'game', test: isGameModule },
          ],
        },
      },
    },
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
