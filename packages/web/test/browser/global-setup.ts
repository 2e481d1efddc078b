import type { TestProject } from 'vitest/node';
import { startGameServer } from './game-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts one real game server for the browser test run and stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startGameServer();
  project.provide('baseUrl', server.url);
  return server.stop;
}
