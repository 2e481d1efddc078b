#!/usr/bin/env node
// The `dubloon-quest-conformance` command (package.json "bin"); `npm run conformance -- <url>` in the repo.
// It runs core's property-testing kit, which needs fast-check: an optional peer dependency, so that the adapters
// alone do not install it. `npx -p @dubloon-quest/adapters -p fast-check dubloon-quest-conformance <url>`.
try {
  await import('fast-check');
} catch {
  process.stderr.write('dubloon-quest-conformance needs fast-check 4 beside @dubloon-quest/adapters: npm install --save-dev fast-check\n(or run it with npx -p @dubloon-quest/adapters -p fast-check dubloon-quest-conformance <url>)\n');
  process.exit(2);
}
const { runConformanceCli } = await import('./conformance-cli.js');
process.exitCode = await runConformanceCli(process.argv.slice(2), { write: (text) => process.stdout.write(text) });
