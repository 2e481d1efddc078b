// The packages as a developer outside the monorepo gets them: `npm pack` of core and adapters, the tarballs
// installed into an empty folder (their dependencies from the npm cache or registry), then each README's example
// type-checked for Node ESM and for bundlers, run on plain Node and run again bundled by Vite, against the real
// server. Nothing of the workspace is visible there but the TypeScript compiler and Vite themselves.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../support/real-server.js';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
// The compiler a developer installing today gets: the registry's latest TypeScript, 7 (the native compiler).
const tsc = join(workspace, 'tools/typescript-native/tsc-native.mjs');
const examples = ['core', 'adapters'] as const;

/** The newest modification time of the files under a folder, in ms (0 when it does not exist). */
function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Whether a package's built `dist` is older than its sources. `npm test` builds both packages just before (their
 * `check:package` packs them), so the tarballs are packed from that build; a run of this file alone builds first.
 */
function needsBuild(pkg: (typeof examples)[number]): boolean {
  const root = join(workspace, 'packages', pkg);
  try {
    return statSync(join(root, 'dist/index.js')).mtimeMs < newestChange(join(root, 'src'));
  } catch {
    return true;
  }
}

/** The first ```ts block of a package's README: the example the README promises works. */
function readmeExample(pkg: (typeof examples)[number]): string {
  const readme = readFileSync(join(workspace, 'packages', pkg, 'README.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!example) throw new Error(`packages/${pkg}/README.md has no ts example`);
  return example;
}

/**
 * Runs a command and answers its output. Asynchronous: the real server answering the consumer lives in this
 * process, so the event loop must stay free. A hung command is killed, failing its test instead of holding the run.
 */
async function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(command, args, { cwd, encoding: 'utf8', timeout: 300_000, env: { ...process.env, ...env } });
  return stdout;
}

/** Packing, installing and type-checking take minutes on a busy machine; nothing here measures time. */
const SLOW = 900_000;

interface PackedFile {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

describe('the packed packages, installed outside the workspace', { timeout: SLOW }, () => {
  let folder: string;
  let server: RealServer;
  let packed: PackedFile[];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'dubloon-consumer-'));
    // The tarballs hold what the sources say now: a stale package is built first (what its `prepack` does).
    for (const pkg of examples) if (needsBuild(pkg)) await run('npm', ['run', 'build', '-w', `@dubloon-quest/${pkg}`], workspace);
    packed = JSON.parse(
      await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', folder, '-w', '@dubloon-quest/core', '-w', '@dubloon-quest/adapters'], workspace),
    ) as PackedFile[];
    const typesNode = (JSON.parse(readFileSync(join(workspace, 'node_modules/@types/node/package.json'), 'utf8')) as { version: string }).version;
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...packed.map(({ filename }) => `./${filename}`), `@types/node@${typesNode}`], folder);
    for (const pkg of examples) writeFileSync(join(folder, `${pkg}-example.ts`), readmeExample(pkg));
    const compilerOptions = { strict: true, target: 'ES2023', lib: ['ES2023'], types: ['node'], skipLibCheck: false };
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, include: ['*.ts'] }),
    );
    writeFileSync(
      join(folder, 'tsconfig.bundler.json'),
      // The declarations themselves were checked by the nodenext pass; this one is about resolving the entries.
      JSON.stringify({ compilerOptions: { ...compilerOptions, module: 'esnext', moduleResolution: 'bundler', noEmit: true, skipLibCheck: true }, include: ['*.ts'] }),
    );
    server = await startRealServer();
  }, SLOW);

  afterAll(async () => {
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, SLOW);

  it('packs the built code and the sources its maps point to, without tests', () => {
    const paths = packed.flatMap(({ files }) => files.map(({ path }) => path));
    expect(paths).toContain('dist/index.js');
    expect(paths).toContain('dist/index.d.ts');
    expect(paths).toContain('README.md');
    expect(paths.filter((path) => /\.test\.tsx?$|(^|\/)test\//.test(path))).toEqual([]);
  });

  it('type-checks both README examples as Node ESM (nodenext) and as a bundler sees them', async () => {
    await expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], folder)).resolves.toBe('');
    await expect(run(process.execPath, [tsc, '-p', 'tsconfig.bundler.json'], folder)).resolves.toBe('');
  });

  it('runs the core example on plain Node: the whole game logs in against the fake server', async () => {
    expect(await run(process.execPath, ['out/core-example.js'], folder)).toBe('logged in as demo.player@example.com\n');
  });

  it('runs the adapters example on plain Node: logs in to the real server and reads the coins', async () => {
    expect(await run(process.execPath, ['out/adapters-example.js'], folder, { GAME_URL: server.url })).toMatch(
      /^demo\.player@example\.com has \d+ coins\n$/,
    );
  });

  it('bundles both examples with Vite, and the bundles run the same', async () => {
    await build({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: 'bundled',
        target: 'es2022',
        minify: false,
        lib: { entry: Object.fromEntries(examples.map((pkg) => [pkg, join(folder, `${pkg}-example.ts`)])), formats: ['es'] },
      },
    });
    expect(await run(process.execPath, ['bundled/core.js'], folder)).toBe('logged in as demo.player@example.com\n');
    expect(await run(process.execPath, ['bundled/adapters.js'], folder, { GAME_URL: server.url })).toMatch(/ has \d+ coins\n$/);
  });
});
