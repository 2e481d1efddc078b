import { ConfigError, loadConfig } from './config/config.js';
import { EventFileError } from './services/event/game-event.js';
import { MigrationError } from './db/migrations.js';
import { buildServer } from './server.js';

/** How long a stop (SIGTERM, SIGINT) may take before the process exits regardless. */
const SHUTDOWN_DEADLINE_MS = 8_000;

/** Starts the game server from the environment's settings (see README "Settings"). */
async function main(): Promise<void> {
  let app;
  try {
    const config = loadConfig(process.env);
    app = await buildServer(config);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Dubloon Quest is served at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}${config.demo ? ' (demo mode: log in as demo.player@example.com / Treasure-2026)' : ''}`,
    );
    // Which runtime serves the game: the project pins Node 24 LTS through the registry's `node` package, and an
    // operator running their own Node sees here which one it is.
    app.log.info(`runtime: Node ${process.version}`);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EventFileError || error instanceof MigrationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = app;
  const stop = () => {
    // Stops accepting, answers 503 to requests arriving on open connections, finishes those in flight, closes
    // the sockets, Redis and the database. Whatever Redis or PostgreSQL do meanwhile (unreachable, hanging), the
    // process ends within SHUTDOWN_DEADLINE_MS: an orchestrator kills it at 10 s anyway, and a clean exit code
    // tells it the stop was asked for.
    setTimeout(() => {
      server.log.warn(`the graceful stop did not finish within ${SHUTDOWN_DEADLINE_MS} ms: exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
