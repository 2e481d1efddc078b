// The API report of each entry point of a published package: API Extractor reads the entry's built declarations
// (dist/**/*.d.ts) and writes every public name with its signature to <package>/api/<entry>.api.md, which is
// checked in. `npm test` runs this in check mode, so a change to what an entry exports fails until the report is
// updated (`npm run api:update -w <package>`) and shows up in review. Usage, from a package folder:
//   node ../../scripts/api-report.mjs [--update]
import { mkdirSync, readFileSync } from 'node:fs';
import console from 'node:console';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const packageFolder = resolve('.');
const update = process.argv.includes('--update');
const manifest = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'));

/** `.` -> `index`, `./testing/contracts` -> `testing-contracts`: the report's file name for an entry. */
function reportName(entry) {
  return entry === '.' ? 'index' : entry.replace(/^\.\//, '').replaceAll('/', '-');
}

mkdirSync(join(packageFolder, 'api'), { recursive: true });
// An internal entry serves the monorepo's own packages and promises nothing: it has no report.
const entries = Object.entries(manifest.exports).filter(([entry]) => !entry.endsWith('/internal'));
const configs = entries.map(([entry, conditions]) => ({ entry, config: prepare(entry, conditions) }));
// One TypeScript program for every entry's analysis: building it again for each entry cost a few seconds of CPU each.
const compilerState = CompilerState.create(configs[0].config, { additionalEntryPoints: configs.map(({ config }) => config.mainEntryPointFilePath) });
let failed = false;
for (const { entry, config } of configs) {
  const result = Extractor.invoke(config, { compilerState, localBuild: update, showVerboseMessages: false, showDiagnostics: false });
  if (!result.succeeded || (!update && result.apiReportChanged)) {
    failed = true;
    console.error(`${manifest.name} ${entry}: the API report ${result.apiReportChanged ? 'differs from' : 'could not be compared with'} api/${reportName(entry)}.api.md; run \`npm run api:update -w ${manifest.name}\` and review the diff`);
  }
}
process.exitCode = failed ? 1 : 0;

/** API Extractor's settings for one entry: its built declarations in, its report out. */
function prepare(entry, conditions) {
  return ExtractorConfig.prepare({
    configObjectFullPath: join(packageFolder, 'api-extractor.json'),
    packageJsonFullPath: join(packageFolder, 'package.json'),
    configObject: {
      projectFolder: packageFolder,
      mainEntryPointFilePath: join(packageFolder, conditions.types),
      compiler: { overrideTsconfig: { compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true }, files: [join(packageFolder, conditions.types)] } },
      apiReport: {
        enabled: true,
        reportFolder: join(packageFolder, 'api'),
        reportTempFolder: join(packageFolder, 'node_modules/.api-report'),
        reportFileName: reportName(entry),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The packages mark no release stages (@public, @beta): every name an entry exports is public.
        // The report is about names and signatures; documentation comments are the source's concern.
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-undocumented': { logLevel: 'none' },
          'ae-unresolved-link': { logLevel: 'none' },
          // A type an entry's names use but the entry does not export: noted in the report, where review sees it.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
}
