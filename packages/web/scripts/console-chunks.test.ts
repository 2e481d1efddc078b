import { describe, expect, it } from 'vitest';
import {
  consoleOnlyChunkName,
  isConsoleFrameModule,
  isConsoleModule,
  playerReachable,
} from './console-chunks.js';

const graph = (edges: Record<string, { imports?: string[]; lazy?: string[] }>) => ({
  getModuleInfo: (id: string) =>
    id in edges
      ? { importedIds: edges[id]?.imports ?? [], dynamicallyImportedIds: edges[id]?.lazy ?? [] }
      : null,
});

const modules = graph({
  '/app/src/main.tsx': { imports: ['/app/src/app/routes.tsx'] },
  '/app/src/app/routes.tsx': {
    imports: ['/core/messages.ts'],
    lazy: ['/app/src/console/console-route.tsx', '/app/src/features/raffle.tsx'],
  },
  '/app/src/features/raffle.tsx': { imports: ['/core/raffle.ts'] },
  '/app/src/console/console-route.tsx': {
    imports: ['/core/console-schemas.ts', '/core/messages.ts', '/core/raffle.ts'],
  },
  '/core/console-schemas.ts': { imports: ['/node_modules/chart/index.js'] },
});

describe('console-only chunks', () => {
  it('knows the console folder', () => {
    expect(isConsoleModule('/app/src/console/screens/console-players.tsx')).toBe(true);
    expect(isConsoleModule('/app/src/features/console-like.tsx')).toBe(false);
  });

  it("reaches a player's modules through static and lazy imports, never through the console", () => {
    expect([...playerReachable('/app/src/main.tsx', modules)].sort()).toEqual([
      '/app/src/app/routes.tsx',
      '/app/src/features/raffle.tsx',
      '/app/src/main.tsx',
      '/core/messages.ts',
      '/core/raffle.ts',
    ]);
  });

  it('groups what only the console uses as console-shared and leaves the rest alone', () => {
    const name = consoleOnlyChunkName('/app/src/main.tsx');
    expect(name('/core/console-schemas.ts', modules)).toBe('console-shared');
    expect(name('/node_modules/chart/index.js', modules)).toBe('console-shared');
    expect(name('/core/raffle.ts', modules)).toBeNull();
    expect(name('/app/src/console/console-route.tsx', modules)).toBeNull();
  });

  it("knows the console's own files not named console-* (its shared hooks)", () => {
    expect(isConsoleFrameModule('/app/src/console/hooks/use-console-query.ts')).toBe(true);
    expect(isConsoleFrameModule('/app/src/console/components/download-file.ts')).toBe(true);
    expect(isConsoleFrameModule('/app/src/console/screens/raffle/console-raffle-route.tsx')).toBe(false);
    expect(isConsoleFrameModule('/app/src/features/use-notify.ts')).toBe(false);
  });
});
