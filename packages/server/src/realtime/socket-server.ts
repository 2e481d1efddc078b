import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { GAME_NOT_STARTED, REALTIME_EVENTS, REGISTER_ACK, SCHEDULE_CHANGE_EVENT } from '@dubloon-quest/core';
import { authenticateToken } from '../services/auth/sessions.js';
import type { AppContext, AuthContext } from '../services/context.js';
import type { ServerConfig } from '../config/config.js';
import { sessionRoom, userRoom } from './socket-broadcaster.js';

/** The acknowledgement of a refused `register` (anything but "success" is a failure to the client). */
export const REGISTER_REFUSED = 'failure';

interface SocketData {
  auth: AuthContext | null;
  token: string | null;
  events: { windowStart: number; count: number };
}

/** Reads one cookie from a Cookie header. Pure. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Whether a browser's Origin may open a socket: same host, the public URL, or an allowed CORS origin. Pure. */
export function originAllowed(config: Pick<ServerConfig, 'corsOrigins' | 'publicUrl'>, request: Pick<IncomingMessage, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser: nothing to forge
  if (config.corsOrigins.includes(origin) || origin === new URL(config.publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Creates the socket.io server on the HTTP server: default path, size cap, Origin check, CORS as the API. */
export function createSocketServer(httpServer: HttpServer, config: ServerConfig): Server {
  return new Server(httpServer, {
    maxHttpBufferSize: config.socketMaxBytes,
    allowRequest: (request, callback) => callback(null, originAllowed(config, request)),
    ...(config.corsOrigins.length > 0 ? { cors: { origin: config.corsOrigins, credentials: true } } : {}),
  });
}

/**
 * Wires the game's realtime protocol. A socket authenticates with `auth.token` or the session cookie set at
 * login; `register(email, ack)` succeeds only for the authenticated user's own email and then sends the
 * schedule in force (`schedule_change`) and the authoritative coins (`coin_change` with a delta of 0 and the
 * balance). Every incoming event rechecks the
 * session (a logged-out or expired one is disconnected) and counts against a per-socket budget.
 */
export function wireRealtime(io: Server, context: AppContext, sessionCookie: string): void {
  io.use((socket, next) => {
    const handshakeToken: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = typeof handshakeToken === 'string' && handshakeToken !== 'undefined' ? handshakeToken : cookieValue(socket.handshake.headers.cookie, sessionCookie);
    authenticateToken(context, token)
      .then((auth) => {
        const data = socket.data as SocketData;
        data.auth = auth;
        data.token = auth ? token : null;
        data.events = { windowStart: context.now(), count: 0 };
        next();
      })
      .catch((error: unknown) => next(error as Error));
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    if (data.auth) void socket.join(sessionRoom(data.auth.session.id));

    socket.use((_packet, next) => {
      const budget = context.config.rateLimits.socketEvents;
      const now = context.now();
      if (now - data.events.windowStart >= budget.windowMs) data.events = { windowStart: now, count: 0 };
      data.events.count += 1;
      if (data.events.count > budget.max) {
        socket.disconnect(true);
        return;
      }
      if (data.token === null) return next();
      authenticateToken(context, data.token)
        .then((auth) => {
          if (!auth) {
            socket.disconnect(true);
            return;
          }
          data.auth = auth;
          next();
        })
        .catch(() => socket.disconnect(true));
    });

    socket.on(REALTIME_EVENTS.register, (email: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: string) => void;
      const auth = data.auth;
      if (!auth || typeof email !== 'string' || email.trim().toLowerCase() !== auth.user.email) {
        reply(REGISTER_REFUSED);
        return;
      }
      void socket.join(userRoom(auth.user.id));
      reply(REGISTER_ACK);
      // The schedule now, as login would give it: a client whose timestamps are older (a reload of a saved
      // session, a change made while its socket was down) follows without logging in again.
      socket.emit(SCHEDULE_CHANGE_EVENT, { timestamps: context.schedule.timestampsAt(context.now()) ?? GAME_NOT_STARTED });
      context.repository
        .coinBalance(auth.user.id)
        .then((balance) => {
          if (balance !== null) socket.emit(REALTIME_EVENTS.coinChange, { coins: 0, balance });
        })
        .catch((error: unknown) => context.log.warn(`could not send the coin balance on register: ${(error as Error).message}`));
    });
  });
}
