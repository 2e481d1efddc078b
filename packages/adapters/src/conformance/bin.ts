#!/usr/bin/env node
// The `dubloon-quest-conformance` command (package.json "bin"); `npm run conformance -- <url>` in the repo.
import { runConformanceCli } from './conformance-cli.js';

process.exitCode = await runConformanceCli(process.argv.slice(2), { write: (text) => process.stdout.write(text) });
