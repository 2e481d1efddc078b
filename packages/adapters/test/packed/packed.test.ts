// The packages as a developer outside the monorepo gets them: `npm pack` of core and adapters, the tarballs
// installed into an empty folder (their dependencies from the npm cache or registry) one README at a time, with
// exactly what that README says to install: core's README with core alone, the adapters' with the adapters
// added, core's TESTING.md with fast-check added. Every ```ts sample of each is type-checked strictly (Node ESM
// and bundler resolution) and run on plain Node, against the real server; a sample marked as an excerpt
// (`<!-- excerpt: path -->`) must be verbatim in that file of the repository, which its own tests run. The first
// samples run again bundled by Vite. Nothing of the workspace is visible there but the TypeScript compiler and
// Vite themselves.
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

/** The documents whose samples run, in the order a developer installs their packages, with what each installs. */
const DOCUMENTS = [
  { name: 'core', file: 'packages/core/README.md', installs: ['@dubloon-quest/core'] },
  { name: 'adapters', file: 'packages/adapters/README.md', installs: ['@dubloon-quest/adapters'] },
  { name: 'testing', file: 'packages/core/TESTING.md', installs: ['fast-check'] },
] as const;

interface Sample {
  /** `core-1`: the document and the sample's place in it. */
  readonly id: string;
  readonly code: string;
  /** The repository file it is an excerpt of, or null for a whole program. */
  readonly excerptOf: string | null;
}

/** Every ```ts block of a document, each a whole program or an excerpt of a named file. */
function samplesOf(document: (typeof DOCUMENTS)[number]): Sample[] {
  const text = readFileSync(join(workspace, document.file), 'utf8');
  return [...text.matchAll(/(?:<!-- excerpt: ([^\s]+) -->\n)?```ts\n([\s\S]*?)```/g)].map((match, index) => ({
    id: `${document.name}-${index + 1}`,
    code: match[2]!,
    excerptOf: match[1] ?? null,
  }));
}

/** The relative links of a Markdown document: `[text](target)` whose target is no URL and no anchor. */
const relativeLinks = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!).filter((target) => !/^(https?:|mailto:|#)/.test(target));

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
  readonly name: string;
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
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
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

  it('packs the built code and its types, with no source maps, sources or tests (decision 0207)', () => {
    const paths = packed.flatMap(({ files }) => files.map(({ path }) => path));
    expect(paths).toContain('dist/index.js');
    expect(paths).toContain('dist/index.d.ts');
    expect(paths).toContain('README.md');
    expect(paths).toContain('dist/terminal-client/bin.js');
    expect(paths.filter((path) => /\.map$|^src\/|\.test\.tsx?$|(^|\/)test\//.test(path))).toEqual([]);
  });

  it("leaves no relative link of a packed document dead: each names a file of its tarball", () => {
    for (const { name, files } of packed) {
      const inTarball = new Set(files.map(({ path }) => path));
      const pkg = name.split('/')[1]!;
      for (const document of files.map(({ path }) => path).filter((path) => /^[^/]+\.md$/.test(path))) {
        const text = readFileSync(join(workspace, 'packages', pkg, document), 'utf8');
        expect(relativeLinks(text).filter((target) => !inTarball.has(target.replace(/^\.\//, '').replace(/#.*$/, ''))), `${pkg}/${document}`).toEqual([]);
      }
    }
  });

  it('keeps every excerpt verbatim in the file it names', () => {
    const excerpts = DOCUMENTS.flatMap(samplesOf).filter((sample) => sample.excerptOf !== null);
    expect(excerpts.length).toBeGreaterThan(0);
    for (const sample of excerpts) expect(readFileSync(join(workspace, sample.excerptOf!), 'utf8'), sample.id).toContain(sample.code);
  });

  // One README at a time, each with what it says to install added to the folder: a sample that needs more fails.
  it.each(DOCUMENTS.map((document) => [document.file, document] as const))('%s: installs what it says, type-checks and runs every sample', async (_, document) => {
    const tarball = (pkg: string) => `./${packed.find(({ filename }) => filename.includes(pkg.split('/')[1]!))!.filename}`;
    const versions = (name: string) => (JSON.parse(readFileSync(join(workspace, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    const specs = document.installs.map((pkg) => (pkg.startsWith('@dubloon-quest/') ? tarball(pkg) : `${pkg}@${versions(pkg)}`));
    // @types/node is the compiler's view of Node, as tsc itself: the samples print with console.log.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...specs, `@types/node@${versions('@types/node')}`], folder);
    const programs = samplesOf(document).filter((sample) => sample.excerptOf === null);
    for (const sample of programs) writeFileSync(join(folder, `${sample.id}.ts`), sample.code);
    await expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], folder)).resolves.toBe('');
    for (const sample of programs) {
      const output = await run(process.execPath, [`out/${sample.id}.js`], folder, { GAME_URL: server.url });
      expect(output, sample.id).toMatch(EXPECTED[sample.id] ?? /\S/);
    }
  });

  it('bundles the first samples of both READMEs with Vite, and the bundles run the same', async () => {
    // Every sample resolves its entries as a bundler does, too (the declarations were checked by the nodenext passes).
    await expect(run(process.execPath, [tsc, '-p', 'tsconfig.bundler.json'], folder)).resolves.toBe('');
    await build({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: 'bundled',
        target: 'es2022',
        minify: false,
        lib: { entry: { core: join(folder, 'core-1.ts'), adapters: join(folder, 'adapters-1.ts') }, formats: ['es'] },
      },
    });
    expect(await run(process.execPath, ['bundled/core.js'], folder)).toBe('logged in as demo.player@example.com\n');
    expect(await run(process.execPath, ['bundled/adapters.js'], folder, { GAME_URL: server.url })).toMatch(/ has \d+ coins\n$/);
  });
});

/** What a sample prints when it works (any output for the others). */
const EXPECTED: Record<string, RegExp> = {
  'core-1': /^logged in as demo\.player@example\.com\n$/,
  'adapters-1': /^demo\.player@example\.com has \d+ coins\n$/,
  'testing-1': /^the banner follows the raffle in every period\n$/,
  'testing-2': /PASS stakeLedger[\s\S]*PASS chestQuiz[\s\S]*PASS stakeCooldown[\s\S]*PASS periodGates[\s\S]*\nconformant\n$/,
  'testing-3': /broke: CHEST\.PAYS_ONCE/,
  'testing-4': /^20 runs of up to 12 stake submissions: the ledger held\n$/,
};
