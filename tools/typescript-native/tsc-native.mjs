#!/usr/bin/env node
// TypeScript 7's `tsc` under another name: the workspace's `tsc` stays TypeScript 6.0, the compiler whose JS API
// typescript-eslint needs (it supports TypeScript below 6.1). Decision 0149.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const typescript7 = dirname(createRequire(import.meta.url).resolve('typescript/package.json'));
await import(pathToFileURL(join(typescript7, 'bin', 'tsc')).href);
