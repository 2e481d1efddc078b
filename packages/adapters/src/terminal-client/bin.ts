#!/usr/bin/env node
// The `dubloon-quest-play` command (package.json "bin"): the terminal client on stdin and stdout.
// `npx -p @dubloon-quest/adapters dubloon-quest-play --url http://localhost:3000`; `npm run play -- --url <url>` in the repo.
import { parseArgs } from 'node:util';
import { runTerminalClient } from './terminal-client.js';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:3000' } } });
await runTerminalClient({ url: values.url, input: process.stdin, output: process.stdout });
