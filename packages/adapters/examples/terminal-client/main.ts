// `npm run play -- --url http://localhost:3000`: the terminal client on stdin and stdout.
import { parseArgs } from 'node:util';
import { runTerminalClient } from './terminal-client.js';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:3000' } } });
await runTerminalClient({ url: values.url, input: process.stdin, output: process.stdout });
