import { ConfigError, loadConfig, type ServerConfig } from './config/config.js';
import { EventFileError } from './services/event/game-event.js';
import { MigrationError } from './db/migrations.js';
import { buildServer, LISTEN_BACKLOG } from './server.js';
import { DataFolderInUseError } from './db/data-folder-lock.js';
import { startFailureLine } from './ops/start-failure.js';

/** How long a stop (SIGTERM, SIGINT) may take before the process exits regardless. */
const SHUTDOWN_DEADLINE_MS = 8_000;

/** Starts the game server from the environment's settings (see README "Settings"). */
async function main(): Promise<void> {
  let app;
  let config: ServerConfig | null = null;
  try {
    config = loadConfig(process.env);
    app = await buildServer(config);
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    app.log.info(
      `Dubloon Quest is served at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}${config.demo ? ' (demo mode: log in as demo.player@example.com / Treasure-2026)' : ''}`,
    );
    // Which runtime serves the game: the project pins Node 24 LTS through the registry's `node` package, and an
    // operator running their own Node sees here which one it is.
    app.log.info(`runtime: Node ${process.version}`);
  } catch (error) {
    // What an operator fixes (a setting, a service, a port) is one line naming the setting and what to do, and
    // exit status 1, never a stack trace (issue 42); a fault of the program keeps its stack, for its report.
    const line =
      error instanceof ConfigError || error instanceof EventFileError || error instanceof MigrationError || error instanceof DataFolderInUseError
        ? error.message
        : startFailureLine(error, config);
    console.error(line ?? `Dubloon Quest could not start: ${(error as Error).stack ?? String(error)}`);
    // What was opened before the failure (the database, Redis, the data folder's lock) is closed, briefly.
    if (app) await Promise.race([app.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
    process.exit(1);
  }
  const server = app;
  const stop = (signal: NodeJS.Signals) => {
    server.log.info(`${signal} received: stopping (no new connections; requests in flight finish, sockets close, then the database)`);
    // Stops accepting, answers 503 to requests arriving on open connections, finishes those in flight, closes
    // the sockets, Redis and the database. Whatever Redis or PostgreSQL do meanwhile (unreachable, hanging), the
    // process ends within SHUTDOWN_DEADLINE_MS: an orchestrator kills it at 10 s anyway, and a clean exit code
    // tells it the stop was asked for.
    setTimeout(() => {
      server.log.warn(`the graceful stop did not finish within ${SHUTDOWN_DEADLINE_MS} ms: exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => {
        server.log.info(`stopped after ${signal}`);
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error(`the stop after ${signal} failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
