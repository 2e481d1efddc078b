import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { GAME_NOT_STARTED, REALTIME_EVENTS, REGISTER_ACK, SCHEDULE_CHANGE_EVENT } from '@dubloon-quest/core';
import { authenticateToken } from '../services/auth/sessions.js';
import type { AppContext, AuthContext } from '../services/context.js';
import type { ServerConfig } from '../config/config.js';
import { endedSessions } from '../db/session-states.js';
import { clientAddressResolver } from '../services/client-address.js';
import { accountRoom, endSocketsHere, SIGNED_IN_ROOM, sessionRoom, userRoom } from './socket-broadcaster.js';

/** How often each process checks the sessions of its sockets (a session ended while Redis was down, an expiry). */
const SESSION_SWEEP_MS = 1_000;

/** The acknowledgement of a refused `register` (anything but "success" is a failure to the client). */
const REGISTER_REFUSED = 'failure';

interface SocketData {
  auth: AuthContext | null;
  /** The client address an anonymous socket counts against (null once signed in). */
  anonymousAddress: string | null;
  token: string | null;
  events: { windowStart: number; count: number };
}

/** Reads one cookie from a Cookie header. Pure. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Whether a browser's Origin may open a socket: same host, the public URL, or an allowed CORS origin. Pure. */
function originAllowed(
  config: Pick<ServerConfig, 'corsOrigins' | 'publicUrl'>,
  request: Pick<IncomingMessage, 'headers'>,
): boolean {
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
 * balance). Every incoming event rechecks the session and counts against a per-socket budget; every second
 * the process checks the sessions of all its sockets. A socket whose session ended hears `session_ended` (why)
 * and is disconnected. A socket re-checks its session at every connection (a reconnection included): a token
 * of an ended session opens an anonymous socket, which hears the public schedule only, at most
 * `anonymousSocketsPerAddress` of them per client address.
 */
export function wireRealtime(io: Server, context: AppContext, sessionCookie: string): { close(): void } {
  const addressOf = clientAddressResolver(context.config.trustProxy);
  // Anonymous sockets per client address on this process: each costs memory and receives nothing private, so
  // a few per address are plenty (a signed-in socket never counts).
  const anonymous = new Map<string, number>();
  io.use((socket, next) => {
    const handshakeToken: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token =
      typeof handshakeToken === 'string' && handshakeToken !== 'undefined'
        ? handshakeToken
        : cookieValue(socket.handshake.headers.cookie, sessionCookie);
    authenticateToken(context, token)
      .then((auth) => {
        const data = socket.data as SocketData;
        data.auth = auth;
        data.token = auth ? token : null;
        data.events = { windowStart: context.now(), count: 0 };
        data.anonymousAddress = null;
        if (!auth) {
          const address = addressOf(socket.request);
          const open = anonymous.get(address) ?? 0;
          if (open >= context.config.anonymousSocketsPerAddress) {
            next(new Error(ANONYMOUS_SOCKETS_REFUSED));
            return;
          }
          anonymous.set(address, open + 1);
          data.anonymousAddress = address;
          socket.once('disconnect', () => {
            const left = (anonymous.get(address) ?? 1) - 1;
            if (left <= 0) anonymous.delete(address);
            else anonymous.set(address, left);
          });
        }
        next();
      })
      .catch((error: unknown) => next(error as Error));
  });

  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void sweepSessions(io, context).finally(() => {
      sweeping = false;
    });
  }, SESSION_SWEEP_MS).unref();

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    // Only signed-in sockets hear the game's broadcasts; an anonymous one hears the public schedule alone.
    if (data.auth)
      void socket.join([sessionRoom(data.auth.session.id), accountRoom(data.auth.user.id), SIGNED_IN_ROOM]);

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
      const sessionId = data.auth?.session.id ?? null;
      authenticateToken(context, data.token)
        .then(async (auth) => {
          if (!auth) {
            const ended =
              sessionId === null
                ? []
                : await endedSessions(context.repository.db, [sessionId], new Date(context.now()));
            endSocketsHere(io, {
              room: sessionRoom(sessionId ?? ''),
              except: null,
              event: ended[0]?.event ?? { reason: 'logged_out' },
            });
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
      socket.emit(SCHEDULE_CHANGE_EVENT, {
        timestamps: context.schedule.timestampsAt(context.now()) ?? GAME_NOT_STARTED,
      });
      context.repository
        .coinBalance(auth.user.id)
        .then((balance) => {
          if (balance !== null) socket.emit(REALTIME_EVENTS.coinChange, { coins: 0, balance });
        })
        .catch((error: unknown) =>
          context.log.warn(`could not send the coin balance on register: ${(error as Error).message}`),
        );
    });
  });

  return { close: () => clearInterval(sweep) };
}

/** The connect error of an anonymous socket over its address's cap. */
export const ANONYMOUS_SOCKETS_REFUSED = 'Too many connections without a login from this address';

/**
 * Ends this process's sockets whose session ended, whatever ended it: one query a second for every session
 * with a socket here. The request that ends a session also ends its sockets at once on every process; this
 * catches what that could not reach (Redis down at the time) and expiries, which no request announces.
 */
async function sweepSessions(io: Server, context: AppContext): Promise<void> {
  try {
    const sessions = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      const auth = (socket.data as SocketData).auth;
      if (auth) sessions.add(auth.session.id);
    }
    if (sessions.size === 0) return;
    for (const ended of await endedSessions(context.repository.db, [...sessions], new Date(context.now()))) {
      endSocketsHere(io, { room: sessionRoom(ended.id), except: null, event: ended.event });
    }
  } catch (error) {
    context.log.debug(`session sweep failed: ${(error as Error).message}`);
  }
}
