import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The server as one file, for the tests that start it as processes of their own (`test/support/cluster.ts`):
 * bundled from the sources once per test run, so that each of those starts (about twenty) loads one module instead
 * of transforming and loading every source file through tsx, 1.4 CPU-s a start instead of 3.3 (decision 0174).
 * It sits two folders below the package, as `src/main.ts` does, so the paths the server finds from its own
 * location (the package's root and `package.json`) are the same; the libraries stay outside it, loaded from
 * node_modules as in production.
 */
export const SERVER_BUNDLE = resolve(import.meta.dirname, '..', '..', '.test-build', 'server', 'main.mjs');

export default async function bundleServer(): Promise<() => void> {
  await build({
    entryPoints: [resolve(import.meta.dirname, '..', '..', 'src', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['@dubloon-quest/source'],
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [
      {
        name: 'libraries-from-node-modules',
        setup(bundle) {
          // The workspace's packages are bundled from their sources (as tsx ran them); every other bare import is a library.
          bundle.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@dubloon-quest/') ? undefined : { path, external: true }));
        },
      },
    ],
  });
  return () => rmSync(resolve(SERVER_BUNDLE, '..'), { recursive: true, force: true });
}
