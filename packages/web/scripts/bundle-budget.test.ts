import { describe, expect, it } from 'vitest';
import { analyseBundle, chunkCycles, DEFAULT_BUDGET, formatReport, scriptsOfHtml, type BuiltChunk } from './bundle-budget.js';

const chunk = (fileName: string, gzip: number, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-[\w]+\.js$/, ''),
  facadeModule: null,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  gzip,
  brotli: Math.round(gzip * 0.9),
  ...extra,
});

/** index imports vendor; login and raffle are lazy routes sharing `shared`; socket is lazy from raffle; console apart. */
const graph = (sizes: { index?: number; login?: number; raffle?: number; consoleSize?: number } = {}): BuiltChunk[] => [
  chunk('assets/index-a.js', sizes.index ?? 60_000, {
    imports: ['assets/vendor-b.js'],
    dynamicImports: ['assets/login-route-c.js', 'assets/raffle-route-d.js', 'assets/console-route-g.js'],
  }),
  chunk('assets/vendor-b.js', 20_000),
  chunk('assets/login-route-c.js', sizes.login ?? 8_000, {
    isDynamicEntry: true,
    facadeModule: 'src/features/auth/routes/login-route.tsx',
    imports: ['assets/shared-e.js'],
  }),
  chunk('assets/raffle-route-d.js', sizes.raffle ?? 9_000, {
    isDynamicEntry: true,
    facadeModule: 'src/features/raffle/routes/raffle-route.tsx',
    imports: ['assets/shared-e.js', 'assets/vendor-b.js'],
    dynamicImports: ['assets/socket-f.js'],
  }),
  chunk('assets/shared-e.js', 2_000),
  chunk('assets/socket-f.js', 14_000, { isDynamicEntry: true, facadeModule: 'src/app/socket.ts' }),
  chunk('assets/console-route-g.js', sizes.consoleSize ?? 30_000, {
    isDynamicEntry: true,
    facadeModule: 'src/features/console/routes/console-route.tsx',
    imports: ['assets/console-charts-h.js', 'assets/shared-e.js'],
  }),
  chunk('assets/console-charts-h.js', 40_000),
];

const input = (chunks: BuiltChunk[]) => ({
  chunks,
  htmlScripts: ['assets/index-a.js', 'assets/vendor-b.js'],
  firstPageModules: ['src/features/auth/routes/login-route.tsx'],
});

describe('analyseBundle', () => {
  it('counts the HTML scripts, the login route and their static imports as the first page', () => {
    const report = analyseBundle(input(graph()));
    expect(report.firstPage.files).toEqual(['assets/index-a.js', 'assets/login-route-c.js', 'assets/shared-e.js', 'assets/vendor-b.js']);
    expect(report.firstPage.gzip).toBe(90_000);
    expect(report.violations).toEqual([]);
  });

  it("counts only what a lazy module loads beyond the first page as that route's own", () => {
    const report = analyseBundle(input(graph()));
    expect(report.lazy.map((group) => [group.module, group.files, group.gzip])).toEqual([
      ['src/app/socket.ts', ['assets/socket-f.js'], 14_000],
      ['src/features/raffle/routes/raffle-route.tsx', ['assets/raffle-route-d.js'], 9_000],
    ]);
  });

  it("sums everything a player's pages can reach for the total, and the console apart", () => {
    const report = analyseBundle(input(graph()));
    expect(report.playerTotal.gzip).toBe(60_000 + 20_000 + 8_000 + 9_000 + 2_000 + 14_000);
    expect(report.playerTotal.files).not.toContain('assets/console-route-g.js');
    expect(report.consoleTotal.files).toEqual(['assets/console-charts-h.js', 'assets/console-route-g.js']);
    expect(report.consoleTotal.gzip).toBe(70_000);
  });

  it('fails each budget it exceeds', () => {
    const report = analyseBundle(input(graph({ index: 90_000, raffle: 30_000, consoleSize: 120_000 })));
    expect(report.violations).toHaveLength(3);
    expect(report.violations[0]).toMatch(/^first page JavaScript is 120\.0 KB gzip, over the 115\.0 KB budget$/);
    expect(report.violations[1]).toMatch(/raffle-route\.tsx loads 30\.0 KB gzip of its own, over the 29\.0 KB budget/);
    expect(report.violations[2]).toMatch(/console loads 160\.0 KB/);
  });

  it('fails a chunk only the console loads whose name does not say so', () => {
    const chunks = graph().map((built) => (built.fileName === 'assets/console-charts-h.js' ? { ...built, fileName: 'assets/charts-h.js', name: 'charts' } : built));
    const consoleRoute = chunks.find((built) => built.fileName === 'assets/console-route-g.js')!;
    const renamed = chunks.map((built) => (built === consoleRoute ? { ...built, imports: ['assets/charts-h.js', 'assets/shared-e.js'] } : built));
    expect(analyseBundle(input(renamed)).violations).toEqual(['assets/charts-h.js is loaded only by the console, so its name must start with "console"']);
  });

  it('measures each language: French catalogues count for a French reader only', () => {
    const chunks: BuiltChunk[] = graph().map((built) =>
      built.fileName === 'assets/index-a.js' ? { ...built, dynamicImports: [...built.dynamicImports, 'assets/player-catalogues-fr-x.js'] } : built,
    );
    chunks.push({
      fileName: 'assets/player-catalogues-fr-x.js',
      name: 'player-catalogues-fr',
      facadeModule: 'src/locale/player-catalogues-fr.ts',
      isDynamicEntry: true,
      imports: [],
      dynamicImports: [],
      gzip: 7_000,
      brotli: 6_000,
    });
    const report = analyseBundle(input(chunks));
    expect(report.playerTotalFr.gzip - report.playerTotal.gzip).toBe(7_000);
    expect(report.firstPageFr.gzip - report.firstPage.gzip).toBe(7_000);
    expect(report.playerTotal.files).not.toContain('assets/player-catalogues-fr-x.js');
  });

  it('measures each language with its English apart: English texts count for an English reader only', () => {
    const withTexts = (built: BuiltChunk): BuiltChunk =>
      built.fileName === 'assets/index-a.js'
        ? { ...built, dynamicImports: [...built.dynamicImports, 'assets/player-catalogues-fr-x.js', 'assets/player-catalogues-en-y.js'] }
        : built;
    const chunks: BuiltChunk[] = [
      ...graph().map(withTexts),
      chunk('assets/player-catalogues-fr-x.js', 7_000, { isDynamicEntry: true, facadeModule: 'src/locale/player-catalogues-fr.ts' }),
      chunk('assets/player-catalogues-en-y.js', 6_000, {
        isDynamicEntry: true,
        facadeModule: 'src/locale/player-catalogues-en.ts',
        imports: ['assets/english-z.js'],
      }),
      chunk('assets/english-z.js', 500, { modules: ['../core/src/messages/catalogue.ts?english-texts', 'src/locale/english-texts.ts'] }),
    ];
    const report = analyseBundle(input(chunks));
    expect(report.firstPage.files).toEqual(expect.arrayContaining(['assets/player-catalogues-en-y.js', 'assets/english-z.js']));
    expect(report.firstPage.gzip).toBe(96_500);
    expect(report.firstPageFr.gzip).toBe(97_000);
    expect(report.playerTotal.files).not.toContain('assets/player-catalogues-fr-x.js');
    expect(report.playerTotalFr.files).not.toContain('assets/player-catalogues-en-y.js');
    expect(report.playerTotalFr.files).not.toContain('assets/english-z.js');
    expect(report.playerTotalFr.gzip - report.playerTotal.gzip).toBe(500);
    expect(report.consoleTotal.files).toEqual(['assets/console-charts-h.js', 'assets/console-route-g.js']);
    expect(report.violations).toEqual([]);
  });

  it('counts the pseudo-locale in neither language, and fails what it alone imports', () => {
    const pseudo = chunk('assets/pseudo-locale-p.js', 5_000, { isDynamicEntry: true, facadeModule: 'src/locale/pseudo-locale.ts' });
    const chunks = graph().map((c) => (c.fileName === 'assets/index-a.js' ? { ...c, dynamicImports: [...c.dynamicImports, pseudo.fileName] } : c));
    const without = analyseBundle(input(graph()));
    const report = analyseBundle(input([...chunks, pseudo]));
    expect([report.playerTotal.gzip, report.playerTotalFr.gzip, report.consoleTotal.gzip]).toEqual([without.playerTotal.gzip, without.playerTotalFr.gzip, without.consoleTotal.gzip]);
    expect(report.violations).toEqual([]);
    const heavy = chunk('assets/pseudo-helper-q.js', 9_000);
    const importing = analyseBundle(input([...chunks, { ...pseudo, imports: [heavy.fileName] }, heavy]));
    expect(importing.violations).toEqual(['assets/pseudo-helper-q.js is loaded only by the console, so its name must start with "console"']);
  });

  it('fails the player total', () => {
    const report = analyseBundle({ ...input(graph()), budget: { ...DEFAULT_BUDGET, playerTotal: 100_000 } });
    expect(report.violations).toEqual(["a player's pages can load 113.0 KB gzip, over the 100.0 KB budget"]);
  });

  it('fails when the first-page module is missing from the build, so a rename cannot hide it', () => {
    const report = analyseBundle({ ...input(graph()), firstPageModules: ['src/features/auth/routes/gone.tsx'] });
    expect(report.violations).toContain(
      "first-page module src/features/auth/routes/gone.tsx is neither a lazy chunk nor bundled with the page's scripts",
    );
  });

  it('accepts a first-page module bundled with the HTML scripts', () => {
    const chunks = graph().map((c) => (c.fileName === 'assets/vendor-b.js' ? { ...c, modules: ['src/app/routes.tsx'] } : c));
    const report = analyseBundle({ ...input(chunks), firstPageModules: ['src/app/routes.tsx'] });
    expect(report.violations).toEqual([]);
    expect(report.firstPage.gzip).toBe(80_000);
  });

  it('prints a table with the budgets', () => {
    const table = formatReport(analyseBundle(input(graph())));
    expect(table).toContain('first page in English (login, logged out)');
    expect(table).toContain('(budget 115.0 KB)');
    expect(table).toContain('loaded at login (the game logic)');
    expect(table).toContain('assets/socket-f.js');
  });
});

describe('analyseBundle with the game loaded at login', () => {
  /** The login loads `game`; `profile` needs a session; `register` is a logged-out page that shares `api` with the game. */
  const withGame = (): BuiltChunk[] => [
    chunk('assets/index-a.js', 90_000, { dynamicImports: ['assets/login-route-c.js', 'assets/game-g.js', 'assets/profile-p.js', 'assets/register-r.js'] }),
    chunk('assets/login-route-c.js', 2_000, { isDynamicEntry: true, facadeModule: 'src/features/auth/routes/login-route.tsx' }),
    chunk('assets/game-g.js', 30_000, { isDynamicEntry: true, facadeModule: 'src/app/game-services.ts', imports: ['assets/api-x.js', 'assets/selectors-s.js'] }),
    chunk('assets/api-x.js', 9_000, { isDynamicEntry: true, facadeModule: 'src/app/api-services.ts' }),
    chunk('assets/selectors-s.js', 6_000),
    chunk('assets/profile-p.js', 4_000, { isDynamicEntry: true, facadeModule: 'src/features/profile/routes/profile-route.tsx', imports: ['assets/selectors-s.js', 'assets/api-x.js'] }),
    chunk('assets/register-r.js', 3_000, { isDynamicEntry: true, facadeModule: 'src/features/auth/routes/register-route.tsx', imports: ['assets/api-x.js'] }),
  ];
  const report = analyseBundle({
    chunks: withGame(),
    htmlScripts: ['assets/index-a.js'],
    firstPageModules: ['src/features/auth/routes/login-route.tsx'],
    loginModules: ['src/app/game-services.ts'],
    loggedOutModules: ['src/features/auth/routes/register-route.tsx', 'src/app/api-services.ts'],
  });

  it('reports what the login loads on a line of its own, outside the first page', () => {
    expect(report.firstPage.gzip).toBe(92_000);
    expect(report.atLogin.files).toEqual(['assets/api-x.js', 'assets/game-g.js', 'assets/selectors-s.js']);
    expect(report.lazy.map((group) => group.module)).not.toContain('src/app/game-services.ts');
  });

  it("does not charge a logged-in page for the login's chunks, but charges a logged-out page for what it loads", () => {
    const own = Object.fromEntries(report.lazy.map((group) => [group.module, group.files]));
    expect(own['src/features/profile/routes/profile-route.tsx']).toEqual(['assets/profile-p.js']);
    expect(own['src/features/auth/routes/register-route.tsx']).toEqual(['assets/api-x.js', 'assets/register-r.js']);
  });

  it('counts the login in the player total', () => {
    expect(report.playerTotal.gzip).toBe(144_000);
  });
});

describe('chunkCycles', () => {
  it('finds none in a graph whose static imports point one way', () => {
    expect(chunkCycles(graph())).toEqual([]);
  });

  it('finds chunks that import each other, directly or through others, and fails the build with them', () => {
    const chunks = [
      chunk('assets/game-a.js', 1_000, { imports: ['assets/public-b.js'] }),
      chunk('assets/public-b.js', 1_000, { imports: ['assets/contract-c.js'] }),
      chunk('assets/contract-c.js', 1_000, { imports: ['assets/public-b.js'] }),
      chunk('assets/index-a.js', 1_000, { imports: ['assets/game-a.js'], dynamicImports: ['assets/login-route-c.js'] }),
      chunk('assets/login-route-c.js', 1_000, { isDynamicEntry: true, facadeModule: 'src/features/auth/routes/login-route.tsx' }),
    ];
    expect(chunkCycles(chunks)).toEqual([['assets/contract-c.js', 'assets/public-b.js', 'assets/contract-c.js']]);
    expect(analyseBundle({ ...input(chunks), htmlScripts: ['assets/index-a.js'] }).violations).toEqual([
      'chunks import each other statically (assets/contract-c.js -> assets/public-b.js -> assets/contract-c.js): put the modules of the cycle in one chunk',
    ]);
  });

  it('ignores dynamic imports, which run after the importer', () => {
    const chunks = [
      chunk('assets/a.js', 1_000, { dynamicImports: ['assets/b.js'] }),
      chunk('assets/b.js', 1_000, { imports: ['assets/a.js'] }),
    ];
    expect(chunkCycles(chunks)).toEqual([]);
  });
});

describe('scriptsOfHtml', () => {
  it('finds module scripts and module preloads, not styles or classic scripts', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index.css">
      <script src="/legacy.js"></script>
    </head>`;
    expect(scriptsOfHtml(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });
});
