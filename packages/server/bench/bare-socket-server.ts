import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { REALTIME_EVENTS } from '@dubloon-quest/core';
import { bareChestPayout, openBareLedger } from './bare-ledger.js';
import { answerProbes, type GameServerMessage } from './probes.js';

/**
 * The fan-out baseline: a bare socket.io server (no Redis adapter, no login) on Fastify, in its own process,
 * speaking what the fan-out measurement needs of the game server. A socket's `register(email)` joins the room
 * of that address and is answered `success` and a first `coin_change`. `POST /pay` with
 * `{ email, user_id, chest_id }` makes the chest payout's row changes in one PostgreSQL transaction (the write
 * baseline's, bare-ledger.ts: `DATABASE_URL` names the bench's database), then emits `coin_change` to that
 * room and records when, as the game server's probe does after a payout's commit: both servers do a payout's
 * database work for each event, and both are measured from the commit on. The same IPC probes as
 * `game-server.ts` (memory, emits, CPU, event loop delay, stop).
 */
const emitted = new Map<string, number>();
// The event loop's delay, read (and reset) by the fan-out measurement.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const callMicros: number[] = [];
const pool = await openBareLedger(process.env.DATABASE_URL);

const app = Fastify({ logger: false });
const io = new Server(app.server);
io.on('connection', (socket) => {
  socket.on(REALTIME_EVENTS.register, (email: unknown, ack: unknown) => {
    if (typeof email !== 'string' || typeof ack !== 'function') return;
    void socket.join(email);
    (ack as (answer: string) => void)('success');
    socket.emit(REALTIME_EVENTS.coinChange, { coins: 0, balance: 0 });
  });
});
app.post<{ Body: { email: string; user_id: number; chest_id: number } }>('/pay', async (request) => {
  const { email, user_id: userId, chest_id: chestId } = request.body;
  const balance = await bareChestPayout(pool, userId, chestId, 9);
  const start = performance.now();
  emitted.set(`${userId}:${balance}`, performance.timeOrigin + start);
  io.to(email).emit(REALTIME_EVENTS.coinChange, { coins: 9, balance });
  callMicros.push((performance.now() - start) * 1000);
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Closing socket.io closes the HTTP server under Fastify too.
answerProbes(emitted, () => io.close().then(() => pool.end()), { totals: new Map(), lag, callMicros });
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port } satisfies GameServerMessage);
