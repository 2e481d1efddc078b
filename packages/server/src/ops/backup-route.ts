import type { FastifyInstance, FastifyRequest } from 'fastify';
import { makeBackup } from '../db/backup.js';
import { BACKUP_PATH, bearerMatches, operatorKey } from '../services/operator-key.js';
import type { AppContext } from '../services/context.js';

/** Connections from this machine only: a proxy in front never forwards here unless it runs on the same host. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds to what it forwards. A proxy on the server's own machine connects from loopback, so the
 * address alone would let anyone it forwards for in (issue 41): a request carrying one never reaches the backup.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip'];

/** Whether a request came straight from this machine: a loopback peer, and nothing a proxy adds. */
function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * `POST /api/v2/ops/backup`: the database's backup file, for the organizer tool on the server's own machine
 * (the embedded database serves one process, so the tool cannot read it while the server runs). Answers 404,
 * as for any unknown path, to a connection from elsewhere, to a request a proxy forwarded, or without the
 * operator key.
 */
export function registerBackupRoute(app: FastifyInstance, context: AppContext): void {
  const key = operatorKey(context.config.tokenSecret);
  app.post(BACKUP_PATH, async (request, reply) => {
    if (!fromThisMachine(request) || !bearerMatches(request.headers.authorization, key))
      return reply.status(404).send({ message: 'Not Found' });
    const { data, summary } = await makeBackup(context.repository.db, {
      now: new Date(context.now()),
      event: context.event.file.name,
      tokenSecret: context.config.tokenSecret,
      signingSecret: context.config.tokenSecret,
    });
    context.log.info({ rows: summary.rows, bytes: data.length }, 'backup made for the organizer tool');
    return reply.header('Content-Type', 'application/gzip').header('Cache-Control', 'no-store').send(data);
  });
}
