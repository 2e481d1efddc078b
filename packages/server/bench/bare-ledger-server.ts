import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { bareChestPayout, bareStake, openBareLedger } from './bare-ledger.js';

/**
 * The write baseline (issue 33): bare Fastify with a pg pool making the row changes of a stake and of a chest
 * payout in one PostgreSQL transaction each (bare-ledger.ts), in its own process. `DATABASE_URL` names the
 * bench's database.
 *
 * `POST /stake {user_id, item_id, coins}` and `POST /chest {user_id, chest_id, coins}`.
 */
const pool = await openBareLedger(process.env.DATABASE_URL);

const app = Fastify({ logger: false });
app.post<{ Body: { user_id: number; item_id: number; coins: number } }>('/stake', async (request) => {
  await bareStake(pool, request.body.user_id, request.body.item_id, request.body.coins);
  return { ok: true };
});
app.post<{ Body: { user_id: number; chest_id: number; coins: number } }>('/chest', async (request) => {
  await bareChestPayout(pool, request.body.user_id, request.body.chest_id, request.body.coins);
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
process.on('message', (request: { type: string }) => {
  if (request.type === 'cpu') {
    const usage = process.cpuUsage();
    process.send?.({ type: 'cpu', micros: usage.user + usage.system, systemMicros: usage.system });
  } else {
    void app.close().then(() => pool.end()).then(() => process.exit(0));
  }
});
