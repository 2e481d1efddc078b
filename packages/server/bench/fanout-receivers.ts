import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type CoinChangeEvent } from '@dubloon-quest/core';

/**
 * The receiving side of the socket fan-out (fanout.ts), in a process of its own: it holds the players'
 * sockets and notes when each `coin_change` arrives, and does nothing else. The players' payouts are sent by
 * the benchmark's process, as other players' browsers would send them: the receivers' event loop does not
 * also parse 32 payouts' HTTP answers at a time, which would delay the arrivals it measures (and by more for a
 * server whose answers come in groups, as the game's group commit answers them).
 */
export type ReceiversRequest =
  | { type: 'connect'; baseUrl: string; players: { userId: number; email: string; token: string }[] }
  | { type: 'arrivals' }
  | { type: 'close' };
export type ReceiversMessage = { type: 'connected'; seconds: number } | { type: 'arrivals'; arrivals: [string, number][]; loopLagP99Ms: number };

const CONNECT_BATCH = 250;
const wallClock = () => performance.timeOrigin + performance.now();
const arrivals = new Map<string, number>();
const sockets: Socket[] = [];
// The receivers' own event loop delay from the end of the connections on: what an arrival may have waited for.
const lag = monitorEventLoopDelay({ resolution: 10 });

/** Connects one player's socket (websocket transport, token in the handshake) and registers the email. */
async function connectPlayer(baseUrl: string, player: { userId: number; email: string; token: string }): Promise<Socket> {
  const socket = connectSocket(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000, auth: { token: player.token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const first = new Promise<void>((resolve) => socket.once(REALTIME_EVENTS.coinChange, () => resolve()));
  const ack = await new Promise<unknown>((resolve) => socket.emit(REALTIME_EVENTS.register, player.email, resolve));
  if (ack !== 'success') throw new Error(`register refused for ${player.email}: ${String(ack)}`);
  await first;
  socket.on(REALTIME_EVENTS.coinChange, (event: CoinChangeEvent) => arrivals.set(`${player.userId}:${event.balance}`, wallClock()));
  return socket;
}

const send = (message: ReceiversMessage) => process.send?.(message);
process.on('message', (request: ReceiversRequest) => {
  if (request.type === 'connect') {
    void (async () => {
      const start = performance.now();
      for (let first = 0; first < request.players.length; first += CONNECT_BATCH) {
        sockets.push(...(await Promise.all(request.players.slice(first, first + CONNECT_BATCH).map((player) => connectPlayer(request.baseUrl, player)))));
      }
      lag.enable();
      send({ type: 'connected', seconds: (performance.now() - start) / 1000 });
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  } else if (request.type === 'arrivals') {
    send({ type: 'arrivals', arrivals: [...arrivals], loopLagP99Ms: lag.percentile(99) / 1e6 });
    arrivals.clear();
    lag.reset();
  } else {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
