import { join } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { API_BASE_PATH, HEALTH_PATH } from '@dubloon-quest/core';
import { eventNameIn } from '@dubloon-quest/core/console';
import { AccessTokens } from './services/auth/tokens.js';
import { LoginQueue, type LoginQueueOptions } from './services/auth/login-queue.js';
import { DEFAULT_MAIL_PER_MINUTE, type ServerConfig } from './config/config.js';
import type { AppContext } from './services/context.js';
import type { Db } from './db/db.js';
import { migrate, SCHEMA_VERSION } from './db/migrations.js';
import { lockDataFolder, type DataFolderLock } from './db/data-folder-lock.js';
import { openPgDb } from './db/pg-db.js';
import { openPgliteDb } from './db/pglite-db.js';
import { openRepository } from './db/repository.js';
import { seedDemoAccounts } from './services/demo/demo-accounts.js';
import { purgeExpiredSandboxes } from './services/demo/sandbox-purge.js';
import { demoSchedule } from './services/event/demo-cycle.js';
import { loadEventFile, type EventSchedule } from './services/event/game-event.js';
import { Locations } from './services/event/locations.js';
import { accountHandlers, SESSION_COOKIE } from './http/account.handlers.js';
import { businessHandlers } from './http/business.handlers.js';
import { drawHandlers } from './http/draw.handlers.js';
import { registerEndpoints } from './http/endpoint-routes.js';
import { installErrorHandling, installTextGuard, HttpError } from './services/errors.js';
import { gameHandlers } from './http/game.handlers.js';
import { registerWebApp } from './http/web-app.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { redactedUrl } from './http/logged-url.js';
import { registerConsole } from './console/console-plugin.js';
import { inviteFirstOrganizer } from './services/first-organizer.js';
import { RaffleTotalsAnnouncer } from './realtime/raffle-totals.js';
import { BackgroundWork } from './services/mail/background-work.js';
import { consoleTransport, Outbox, smtpTransport } from './services/mail/mailer.js';
import { type Broadcaster } from './services/broadcaster.js';
import { socketBroadcaster } from './realtime/socket-broadcaster.js';
import { connectRedis, type RedisLink } from './services/redis-link.js';
import { invalidatingReadCache, openReadCache } from './services/read-cache.js';
import { refreshReadCache } from './services/auth/sessions.js';
import { createSocketServer, wireRealtime } from './realtime/socket-server.js';
import { registerApiDescription } from './http/api-description.js';
import { rateLimitStore } from './http/rate-limit-store.js';
import { Throttle } from './services/throttle.js';
import { trustFunction } from './services/client-address.js';
import { registerBackupRoute } from './ops/backup-route.js';
import { ServerMetrics } from './ops/metrics.js';
import { registerReadiness } from './ops/readiness.js';
import { installLanguage, serverMessages } from './services/language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The game's shared services (tests read the repository and outbox through it). */
    game: AppContext;
  }
}

/** What tests (and other hosts) may replace. */
/**
 * How many connections the kernel keeps waiting to be accepted (the listen backlog; Linux caps it at
 * `net.core.somaxconn`, 4,096 on current kernels). Node's 511 overflowed in a login storm whose event loop was
 * busy: each connection dropped there was retried by its client's TCP after 1 s, then 3 s (issue 44).
 */
export const LISTEN_BACKLOG = 4_096;

export interface BuildOptions {
  /** An open database to use instead of the configured one (it is migrated; the server closes it). */
  db?: Db;
  /** The clock, in epoch ms. */
  now?: () => number;
  /** The event's schedule, instead of the event file's (or the demo cycle). */
  schedule?: EventSchedule;
  /** Check every answer against its response schema (tests). */
  checkResponses?: boolean;
  /** Replace the socket broadcaster (e.g. to add a Redis adapter's, or to observe it). */
  wrapBroadcaster?: (broadcaster: Broadcaster) => Broadcaster;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /** The login queue's slots and hold, instead of the cores' (docs/decisions/0210; its bound is a setting). */
  loginQueue?: Pick<LoginQueueOptions, 'slots' | 'holdMs'>;
}

const SANDBOX_PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Builds the whole game server: the `/api/v2` calls of the endpoint table (logout included), health, socket.io on the
 * same HTTP server, the web app and media. Opens and migrates the database, loads the event file and, in demo
 * mode, seeds the demo accounts. Call `listen` on the result; `close` releases everything.
 * @throws EventFileError when the event file is invalid.
 */
export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const event = loadEventFile(config.eventFile);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["x-xsrf-token"]',
          'req.headers.cookie',
          'res.headers.authorization',
          'res.headers["x-xsrf-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      // Fastify's own request fields, with every logged URL's credentials (mailed tokens, socket ids) redacted.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    // Fastify's own per-request lines ("incoming request", "request completed") only with LOG_REQUESTS=on.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // One function for every form of TRUST_PROXY, so `request.ip` and the sockets' address agree.
    trustProxy: trustFunction(config.trustProxy),
  });
  installLanguage(app);
  installErrorHandling(app);
  installTextGuard(app);

  // The embedded database's folder is locked for this process first: a second server, or the organizer tool,
  // on the same DATA_DIR is refused whatever its PORT (the lock records this server's address once it listens).
  const folderLock = options.db || config.databaseUrl ? null : lockDataFolder(config.dataDir, 'server');
  const db = options.db ?? (config.databaseUrl ? openPgDb(config.databaseUrl, { max: config.databasePoolSize }) : await openEmbedded(join(config.dataDir, 'pglite'), folderLock));
  // Its sources are read at each scrape, once the socket server and the Redis link below exist.
  const metrics = new ServerMetrics({ sockets: () => io, poolUse: () => db.poolUse?.() ?? null, redisConnected: () => redisConnected() });
  const repository = openRepository(db, { ledger: metrics.ledger });
  const now = options.now ?? (() => Date.now());
  try {
    const applied = await migrate(db);
    app.log.info(
      applied.length > 0
        ? `database migrated: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} (${applied.join(', ')}), schema version ${SCHEMA_VERSION}`
        : `database schema up to date (version ${SCHEMA_VERSION}): no migration to apply`,
    );
    if (config.demo) await seedDemoAccounts(repository, new Date(now()));
  } catch (error) {
    await db.close().catch(() => undefined);
    folderLock?.release();
    throw error;
  }

  const io = createSocketServer(app.server, config);
  const redis: RedisLink | null = config.redisUrl
    ? await connectRedis(io, config.redisUrl, config.redisPrefix, app.log)
    : null;
  const redisConnected = () => (redis ? redis.connected : null);
  metrics.install(app, config.metricsToken ?? null);
  const readCache = openReadCache(db, redis);
  // An observer (the benchmark's) wraps the broadcaster as the handlers call it, right after their commit.
  const broadcaster = (options.wrapBroadcaster ?? ((inner: Broadcaster) => inner))(
    invalidatingReadCache(readCache, metrics.countEvents(socketBroadcaster(io, { cluster: redis !== null }))),
  );
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, (language) => {
        const { file: current } = event;
        const sender = config.mailFrom ?? { address: `no-reply@${new URL(config.publicUrl).hostname}`, name: null };
        // A logo on this server (`/media/...`) is addressed from PUBLIC_URL, as the mail's links are. A logo on
        // another host stays out of mails: it would learn of every mail opened (decision 0199).
        const brandLogo = current.brand?.logo;
        const logo = brandLogo?.startsWith('/') ? `${config.publicUrl}${brandLogo}` : brandLogo?.startsWith(`${config.publicUrl}/`) ? brandLogo : undefined;
        // The event's name in the mail's language: its French name in a French mail where the organizers wrote one.
        const eventName = eventNameIn(current, language);
        return { from: { address: sender.address, name: sender.name ?? eventName }, eventName, color: current.brand?.color, logo };
      })
    : consoleTransport(app.log);
  if (config.trustProxy === true)
    app.log.warn(
      'TRUST_PROXY=on believes every X-Forwarded-For, whoever wrote it: a client that reaches this server directly picks its own address. Set the proxies\' addresses or the number of proxy hops instead (docs/deploy.md); meanwhile each connection\'s own peer is throttled too',
    );
  if (!config.smtpUrl && !config.demo)
    app.log.warn(
      'SMTP_URL is not set: verification and reset links are printed to this log instead of being mailed',
    );
  const raffleTotals = new RaffleTotalsAnnouncer({
    read: async () => {
      const totals = await repository.stakeTotals();
      // Every item players see, so one whose stakes all went back to zero is announced too.
      return {
        items: context.event.file.raffle_items.map((item) => ({
          item_id: item.item_id,
          total_staked: totals.get(item.item_id) ?? 0,
        })),
      };
    },
    send: (totals) => broadcaster.raffleTotals(totals),
    warn: (message) => app.log.warn(message),
  });
  const context: AppContext = {
    config,
    repository,
    event,
    schedule: options.schedule ?? (config.demo ? demoSchedule : event.fixedSchedule()),
    locations: new Locations(),
    outbox: new Outbox(repository, transport, app.log, () => new Date(now()), metrics.mailObserver, config.mailPerMinute ?? DEFAULT_MAIL_PER_MINUTE),
    background: new BackgroundWork(app.log),
    tokens: new AccessTokens(config.tokenSecret),
    broadcaster,
    throttle: new Throttle(redis, now, metrics.refused),
    raffleTotals,
    readCache,
    log: app.log,
    now,
  };
  app.decorate('game', context);
  const realtime = wireRealtime(io, context, SESSION_COOKIE);

  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PATCH'],
      allowedHeaders: ['authorization', 'x-xsrf-token', 'content-type'],
      // Retry-After too: a client elsewhere waits as long as a 429 or a 503 (the login queue) asks (decision 0210).
      exposedHeaders: ['Authorization', 'x-xsrf-token', 'Retry-After'],
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStore(redis, now),
    hook: 'preHandler',
    onExceeded: () => metrics.refused('route'),
    errorResponseBuilder: (_request, details) =>
      new HttpError(429, serverMessages.tooManyRequests, undefined, {
        'Retry-After': String(Math.ceil(details.ttl / 1000)),
      }),
  });
  installSecurityHeaders(app, config, API_BASE_PATH);
  // No answer leaves before the read cache's versions of what its call changed are seen by every process.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const settled = readCache.settled();
    if (settled === null) done(null, payload);
    else void settled.then(() => done(null, payload));
  });

  // 503 only without the database (a load balancer then sends players elsewhere); without Redis the node still
  // serves its own players, so it stays in service and says so.
  app.get(`${API_BASE_PATH}${HEALTH_PATH}`, async (_request, reply) => {
    const database = await repository.ping();
    const status = !database ? 'unavailable' : redis && !redis.connected ? 'degraded' : 'ok';
    return reply
      .status(database ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status, database, ...(redis ? { redis: redis.connected } : {}) });
  });
  registerEndpoints(
    app,
    context,
    {
      ...accountHandlers(context),
      ...gameHandlers(context),
      ...businessHandlers(context),
      ...drawHandlers(context),
    },
    options.checkResponses ?? false,
    new LoginQueue({ now: context.now, ...options.loginQueue, ...(config.loginQueueBound === undefined ? {} : { bound: config.loginQueueBound }) }),
  );
  registerApiDescription(app);
  registerBackupRoute(app, context);
  registerReadiness(app, context, redisConnected);
  await registerConsole(app, context, {
    io,
    schedule: options.schedule,
    checkResponses: options.checkResponses,
  });
  await inviteFirstOrganizer(context);
  await registerWebApp(app, config, () => ({
    name: event.file.name,
    name_fr: event.file.name_fr,
    logo: event.file.brand?.logo,
    color: event.file.brand?.color,
    support_email: event.file.help?.support_email,
    chat_url: event.file.help?.chat_url,
  }));

  const purge = config.demo
    ? setInterval(() => void purgeExpiredSandboxes(context), SANDBOX_PURGE_EVERY_MS).unref()
    : null;
  const flush = setInterval(() => void context.outbox.flush(), 60_000).unref();
  let refreshing: Promise<void> | null = null;
  const refresh = setInterval(() => {
    refreshing ??= refreshReadCache(context)
      .catch((error: unknown) => app.log.warn(`the read cache was not refreshed: ${(error as Error).message}`))
      .finally(() => (refreshing = null));
  }, readCache.refreshEveryMs).unref();

  app.addHook('onClose', async () => {
    if (purge) clearInterval(purge);
    clearInterval(flush);
    clearInterval(refresh);
    await refreshing;
    raffleTotals.close();
    realtime.close();
    // Mail a request started is written before the database closes (work started after this is refused).
    await context.background.close();
    await context.outbox.stop();
    // A dead Redis link goes first: socket.io's adapter would wait for Redis to acknowledge its unsubscribing.
    if (redis && !redis.connected) await redis.close();
    await io.close();
    await redis?.close();
    await db.close();
    folderLock?.release();
  });
  if (folderLock) {
    app.addHook('onListen', (done) => {
      const address = app.server.address();
      if (address !== null && typeof address !== 'string') {
        const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
        folderLock.listening(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
      }
      done();
    });
  }
  return app;
}

/** Opens the embedded database, releasing the folder's lock when it cannot be opened. */
async function openEmbedded(folder: string, lock: DataFolderLock | null): Promise<Db> {
  try {
    return await openPgliteDb(folder);
  } catch (error) {
    lock?.release();
    throw error;
  }
}
