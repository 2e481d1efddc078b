import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { REALTIME_EVENTS } from '@dubloon-quest/core';
import { answerProbes, type GameServerMessage } from './probes.js';

/**
 * The fan-out baseline: a bare socket.io server (no Redis adapter, no login, no database) on Fastify, in its
 * own process, speaking what the fan-out measurement needs of the game server. A socket's `register(email)`
 * joins the room of that address and is answered `success` and a first `coin_change`; `POST /pay` with
 * `{ email, user_id, balance }` emits `coin_change` to that room and records when, as the game server's probe
 * does after a payout's commit. The same IPC probes as `game-server.ts` (memory, emits, CPU, stop).
 */
const emitted = new Map<string, number>();

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
app.post<{ Body: { email: string; user_id: number; balance: number } }>('/pay', (request) => {
  const { email, user_id: userId, balance } = request.body;
  emitted.set(`${userId}:${balance}`, performance.timeOrigin + performance.now());
  io.to(email).emit(REALTIME_EVENTS.coinChange, { coins: 9, balance });
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Closing socket.io closes the HTTP server under Fastify too.
answerProbes(emitted, () => io.close());
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port } satisfies GameServerMessage);
