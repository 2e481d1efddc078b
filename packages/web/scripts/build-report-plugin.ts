import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { analyseBundle, formatReport, scriptsOfHtml, type Budget, type BuiltChunk } from './bundle-budget.js';

export interface BuildReportOptions {
  /** Modules (relative to the package root) loaded lazily by the first page: the login route. */
  firstPageModules: readonly string[];
  /** Modules the login loads (the game logic). */
  loginModules?: readonly string[];
  /** Lazy modules a logged-out visitor can load. */
  loggedOutModules?: readonly string[];
  budget?: Budget;
  /** Where the report goes, relative to the output folder. */
  reportFile?: string;
}

const PRECOMPRESSED = /\.(br|gz)$/;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.gz` and `file.br` next to `file` (maximum compression) and returns their sizes. */
function precompress(file: string): { gzip: number; brotli: number } {
  const content = readFileSync(file);
  const gzip = gzipSync(content, { level: 9 });
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.gz`, gzip);
  writeFileSync(`${file}.br`, brotli);
  return { gzip: gzip.length, brotli: brotli.length };
}

/**
 * After the build is written: precompresses every file of the output folder with gzip and brotli, measures
 * the JavaScript against the budget, writes the report (JSON) and prints it as a table, and fails the build
 * when a budget is exceeded.
 */
export function buildReport(options: BuildReportOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dubloon-quest:build-report',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      handler(output, bundle) {
        const outDir = output.dir ?? config.build.outDir;
        const sizes = new Map<string, { gzip: number; brotli: number }>();
        for (const file of filesUnder(outDir)) {
          if (!PRECOMPRESSED.test(file)) sizes.set(relative(outDir, file), precompress(file));
        }

        const chunks: BuiltChunk[] = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [
                {
                  fileName: item.fileName,
                  name: item.name,
                  facadeModule: item.facadeModuleId ? relative(config.root, item.facadeModuleId) : null,
                  isDynamicEntry: item.isDynamicEntry,
                  modules: item.moduleIds.map((id) => relative(config.root, id)),
                  imports: item.imports,
                  dynamicImports: item.dynamicImports,
                  gzip: sizes.get(item.fileName)?.gzip ?? 0,
                  brotli: sizes.get(item.fileName)?.brotli ?? 0,
                },
              ]
            : [],
        );
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const report = analyseBundle({
          chunks,
          htmlScripts: scriptsOfHtml(html).map((url) => url.replace(config.base.replace(/^\//, ''), '')),
          firstPageModules: options.firstPageModules,
          ...(options.loginModules ? { loginModules: options.loginModules } : {}),
          ...(options.loggedOutModules ? { loggedOutModules: options.loggedOutModules } : {}),
          ...(options.budget ? { budget: options.budget } : {}),
        });
        const assets = [...sizes].map(([file, size]) => ({ file, ...size })).sort((a, b) => a.file.localeCompare(b.file));
        writeFileSync(join(outDir, options.reportFile ?? 'build-report.json'), `${JSON.stringify({ ...report, assets }, null, 2)}\n`);
        config.logger.info(`\n${formatReport(report)}\n`);
        if (report.violations.length > 0)
          this.error(`JavaScript budget exceeded:\n  ${report.violations.join('\n  ')}`);
      },
    },
  };
}
