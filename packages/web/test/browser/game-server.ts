import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..', '..');
const webDist = resolve(repoRoot, 'packages', 'web', 'dist');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real game server (packages/server, from its TypeScript source so no build of it is needed) on a
 * free port with a fresh embedded database in a temporary folder, serving the built web app. Resolves once
 * the health check answers.
 */
export async function startGameServer(): Promise<RunningServer> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`Build the web app first: ${webDist} has no index.html`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-browser-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@dubloon-quest/source', '--import', 'tsx', join(repoRoot, 'packages', 'server', 'src', 'main.ts')],
    {
      cwd: join(repoRoot, 'packages', 'server'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, DEMO: 'on', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop: async () => {
      await new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The game server exited with code ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}/api/v2/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The game server did not answer ${url}/api/v2/health within ${timeoutMs} ms`);
}
