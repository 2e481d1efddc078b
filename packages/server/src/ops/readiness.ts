import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@dubloon-quest/core';
import { recordedSchemaVersion, SCHEMA_VERSION } from '../db/migrations.js';
import type { AppContext } from '../services/context.js';

/** The readiness probe: send this process traffic? (`/api/v2/health` stays the liveness probe.) */
export const READY_PATH = `${API_BASE_PATH}/ready`;

/**
 * `GET /api/v2/ready`: 200 when the database answers with this code's migrations done, else 503 naming what is
 * missing. A load balancer or Kubernetes takes a process out of rotation on 503 and back on 200, while liveness
 * keeps it from being restarted for what a restart cannot fix. Redis (when set) is reported but never makes a
 * process unready: without it every process still serves its own players, and since Redis is shared, failing
 * readiness on it would take every process out at once, the whole game offline for one Redis blip (issue 42;
 * health says `degraded` and `dubloon_redis_connected` reads 0 meanwhile).
 */
export function registerReadiness(app: FastifyInstance, context: AppContext, redisConnected: () => boolean | null): void {
  app.get(READY_PATH, async (_request, reply) => {
    let database = false;
    let migrations = false;
    try {
      migrations = (await recordedSchemaVersion(context.repository.db)) >= SCHEMA_VERSION;
      database = true;
    } catch {
      // Unreachable: not ready.
    }
    const redis = redisConnected();
    const ready = database && migrations;
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', database, migrations, ...(redis === null ? {} : { redis }) });
  });
}
