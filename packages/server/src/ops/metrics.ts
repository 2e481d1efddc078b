import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, HEALTH_PATH } from '@dubloon-quest/core';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import type { PoolUse } from '../db/db.js';
import type { LedgerObserver } from '../db/ledger.js';
import type { Broadcaster } from '../services/broadcaster.js';
import type { MailObserver } from '../services/mail/mailer.js';
import { bearerMatches } from '../services/operator-key.js';
import { READY_PATH } from './readiness.js';

/** Where Prometheus scrapes, when `METRICS_TOKEN` is set (docs/deploy.md). */
const METRICS_PATH = '/metrics';

/**
 * The probes' routes and each one's `probe` label: a balancer's or Prometheus' requests, counted apart from the
 * players' (a not-ready process answers its readiness probe 503 every few seconds: counted with the game's
 * requests, those read as errors on the dashboards; issue 42).
 */
const PROBES: ReadonlyMap<string, string> = new Map([
  [`${API_BASE_PATH}${HEALTH_PATH}`, 'health'],
  [READY_PATH, 'ready'],
  [METRICS_PATH, 'metrics'],
]);

/** What the metrics read when scraped: the sockets, the database handle's use and the Redis link. */
export interface MetricSources {
  sockets: () => SocketServer;
  poolUse: () => PoolUse | null;
  /** Null without `REDIS_URL`. */
  redisConnected: () => boolean | null;
}

/**
 * The server's Prometheus metrics (prom-client, one registry per server so that several in one process stay
 * apart), and the observers the lower layers report through (docs/decisions/0142).
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'dubloon_http_request_duration_seconds',
    help: 'HTTP requests by method, route and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly socketEvents = new Counter({
    name: 'dubloon_socket_events_sent_total',
    help: 'Realtime events this process sent, by event (one per broadcast, whatever the number of receivers)',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });
  private readonly ledgerWrites = new Counter({
    name: 'dubloon_ledger_writes_total',
    help: 'Stakes and chest payouts committed, by kind (accepted writes only; refusals are dubloon_ledger_refusals_total)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly ledgerRefusals = new Counter({
    name: 'dubloon_ledger_refusals_total',
    help: 'Stake submissions and chest payouts the rules refused (nothing written), by kind and reason',
    labelNames: ['kind', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly groupCommits = new Histogram({
    name: 'dubloon_ledger_group_commit_size',
    help: 'Writes committed together in one ledger transaction (group commit), by kind',
    labelNames: ['kind'] as const,
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });
  private readonly mail = new Counter({
    name: 'dubloon_mail_total',
    help: 'Mail queued in the outbox, and deliveries that failed (retried by the outbox)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly probes = new Counter({
    name: 'dubloon_probe_requests_total',
    help: 'Requests of the health, readiness and metrics probes, by probe and status (not in dubloon_http_request_duration_seconds)',
    labelNames: ['probe', 'status'] as const,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'dubloon_throttle_refusals_total',
    help: 'Requests refused by a throttle or a route budget (429), by throttle',
    labelNames: ['throttle'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'dubloon_sockets_open',
      help: 'Realtime sockets open on this process, signed in or anonymous',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect() {
        const sockets = sources.sockets().of('/').sockets;
        let anonymous = 0;
        for (const socket of sockets.values()) if ((socket.data as { anonymousAddress?: string | null }).anonymousAddress) anonymous += 1;
        this.set({ kind: 'signed_in' }, sockets.size - anonymous);
        this.set({ kind: 'anonymous' }, anonymous);
      },
    });
    new Gauge({
      name: 'dubloon_db_pool',
      help: 'Database connections (PostgreSQL) or statements (embedded) in use and waiting',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = sources.poolUse();
        if (use === null) return;
        this.set({ state: 'in_use' }, use.inUse);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'dubloon_redis_connected',
      help: 'Whether the Redis link is up (1) or down (0); configured="no" without REDIS_URL',
      labelNames: ['configured'] as const,
      registers: [this.registry],
      collect() {
        const connected = sources.redisConnected();
        this.reset();
        if (connected === null) this.set({ configured: 'no' }, 0);
        else this.set({ configured: 'yes' }, connected ? 1 : 0);
      },
    });
    for (const outcome of ['queued', 'failed']) this.mail.inc({ outcome }, 0);
    for (const kind of ['stake', 'chest']) this.ledgerWrites.inc({ kind }, 0);
  }

  /** The ledger's reports: each group commit's size and its writes. */
  readonly ledger: LedgerObserver = {
    committed: (kind, writes) => {
      if (writes === 0) return;
      this.ledgerWrites.inc({ kind }, writes);
      this.groupCommits.observe({ kind }, writes);
    },
    refused: (kind, reason) => {
      this.ledgerRefusals.inc({ kind, reason });
    },
  };

  readonly mailObserver: MailObserver = {
    queued: () => this.mail.inc({ outcome: 'queued' }),
    failed: () => this.mail.inc({ outcome: 'failed' }),
  };

  /** Counts a refusal of a throttle (`login-failures`, `mail`, ...) or of a route budget (`route`). */
  readonly refused = (throttle: string): void => {
    this.refusals.inc({ throttle });
  };

  /** The broadcaster, counting every event it sends. */
  countEvents(inner: Broadcaster): Broadcaster {
    const count = (event: string) => this.socketEvents.inc({ event });
    return {
      coinChange: (userId, event) => (count('coin_change'), inner.coinChange(userId, event)),
      raffleSilver: (event) => (count('raffle_silver'), inner.raffleSilver(event)),
      challengeSubmitted: (event) => (count('challenge_submitted'), inner.challengeSubmitted(event)),
      raffleTotals: (event) => (count('raffle_totals'), inner.raffleTotals(event)),
      endSession: (sessionId, event) => (count('session_ended'), inner.endSession(sessionId, event)),
      endAccountSessions: (userId, event, except) => (count('session_ended'), inner.endAccountSessions(userId, event, except)),
    };
  }

  /**
   * Times every request by its route's pattern (`/api/v2/console/players/:user_id`, never the ids, so the
   * series stay few), counts the probes' requests apart, and serves `GET /metrics` to a scraper showing `token`. Without a token nothing is served.
   */
  install(app: FastifyInstance, token: string | null): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      const probe = PROBES.get(route);
      if (probe !== undefined) this.probes.inc({ probe, status });
      else this.requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    });
    if (token === null) return;
    app.get(METRICS_PATH, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: 'Unauthenticated.' });
      return reply.header('Content-Type', this.registry.contentType).header('Cache-Control', 'no-store').send(await this.registry.metrics());
    });
  }
}
