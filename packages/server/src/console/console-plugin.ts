import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { GAME_NOT_STARTED, SCHEDULE_CHANGE_EVENT } from '@dubloon-quest/core';
import { CONSOLE_DASHBOARD_PUSH_MS, CONSOLE_REALTIME_EVENTS } from '@dubloon-quest/core/console';
import type { AppContext, AuthContext } from '../services/context.js';
import type { EventSchedule } from '../services/event/game-event.js';
import { accountHandlers } from './accounts.handlers.js';
import { auditHandlers } from './audit.handlers.js';
import { contentHandlers } from './content.handlers.js';
import {
  clusterMetrics,
  liveDashboard,
  localMetrics,
  METRICS_REQUEST,
  type NodeMetrics,
} from './live-dashboard.js';
import { eventsHandlers } from './events.handlers.js';
import { imageHandlers } from './images.handlers.js';
import { registerUploads } from './images.js';
import { judgingHandlers } from './judging.handlers.js';
import { overviewHandlers } from './overview.handlers.js';
import { raffleHandlers } from './raffle.handlers.js';
import { ConsoleScheduleSource } from './console-schedule.js';
import { registerConsoleRoutes, type ConsoleHandlers } from './console-routes.js';
import { baseServices, type ConsoleServices } from './console-services.js';
import { seedDemoConsole } from './demo-console.js';
import { EventContentStore, type EventState } from './event-content.js';
import { bulkPlayerHandlers } from './bulk-players.handlers.js';
import { playerHandlers } from './players.handlers.js';
import { reportHandlers } from './reports.handlers.js';
import { RequestMetrics } from './request-metrics.js';
import { scheduleHandlers } from './schedule.handlers.js';
import { lookHandlers } from './look.handlers.js';

/** What the console needs from the server that hosts it. */
export interface ConsoleHost {
  /** The server's socket.io server (pushes, organizers' room, messages between servers). */
  io: Server;
  /** The host's fixed schedule (tests), which the console's schedule then wins over once set. */
  schedule?: EventSchedule | undefined;
  /** Check every answer against its response schema (tests). */
  checkResponses?: boolean | undefined;
}

/** Between servers (socket.io's Redis adapter): "the console changed the event or the schedule: reload". */
const CONTENT_CHANGED = 'dq:console:content-changed';
/** The room of organizers' sockets. */
const ORGANIZERS_ROOM = 'console:organizers';
/** How often every server checks the database for a change made elsewhere (the organizer tool, a lost message). */
const POLL_MS = 1_000;

/** Whether two states give players another schedule. Pure. */
function scheduleMoved(state: EventState, previous: EventState): boolean {
  return (
    state.scheduleOverride !== previous.scheduleOverride ||
    JSON.stringify(state.event.timestamps) !== JSON.stringify(previous.event.timestamps)
  );
}

/**
 * Adds the organizers' and partners' console to a built game server: the `/api/v2/console/...` calls of core's
 * console endpoint table, the event content served from the database once imported or edited (the routes'
 * `context.event`), the console's schedule (the routes' `context.schedule`, pushed to every socket as
 * `schedule_change` when it moves), bans at login, request metrics and the organizers' live dashboard. Every
 * server of a deployment picks up a change at once (a message through socket.io's Redis adapter) and within a
 * second anyway (it polls the database). Call it after the game's routes and before the web app's.
 */
export async function registerConsole(
  app: FastifyInstance,
  context: AppContext,
  host: ConsoleHost,
): Promise<void> {
  const { io } = host;
  const shared = context.config.redisUrl !== null;
  const content = await EventContentStore.open(context, () => {
    if (shared) io.serverSideEmit(CONTENT_CHANGED);
  });
  // Said once while the database is unreachable (the poll runs every second), and once when it answers again.
  let unreachable = false;
  const reload = () => {
    content
      .reload()
      .then(() => {
        if (unreachable) context.log.info("console: the event's state is read again");
        unreachable = false;
      })
      .catch((error: unknown) => {
        if (!unreachable)
          context.log.warn(`console: could not read the event's state: ${(error as Error).message}`);
        unreachable = true;
      });
  };
  if (shared) io.on(CONTENT_CHANGED, reload);
  const poll = setInterval(reload, POLL_MS).unref();

  const schedule = new ConsoleScheduleSource(content, {
    settings: host.schedule ?? null,
    demo: context.config.demo,
  });
  context.schedule = schedule;
  content.onChange((state, previous) => {
    if (!scheduleMoved(state, previous)) return;
    // Each server tells its own sockets, whichever server made the change.
    io.local.emit(SCHEDULE_CHANGE_EVENT, {
      timestamps: schedule.timestampsAt(context.now()) ?? GAME_NOT_STARTED,
    });
  });

  const metrics = new RequestMetrics();
  app.addHook('onResponse', (_request, reply, done) => {
    metrics.count(Date.now(), reply.statusCode);
    done();
  });

  const services: ConsoleServices = { ...baseServices(context), io, content, schedule, metrics };
  if (context.config.demo) await seedDemoConsole(context, content.current.event);

  const handlers: ConsoleHandlers = {
    ...accountHandlers(services),
    ...playerHandlers(services),
    ...bulkPlayerHandlers(services),
    ...auditHandlers(services),
    ...scheduleHandlers(services),
    ...lookHandlers(services),
    ...contentHandlers(services),
    ...judgingHandlers(services),
    ...raffleHandlers(services),
    ...reportHandlers(services),
    ...overviewHandlers(services),
    ...imageHandlers(services),
    ...eventsHandlers(services),
  };
  registerConsoleRoutes(
    app,
    context,
    handlers,
    (auth: AuthContext) => services.accounts.affiliationOf(auth.user.id, auth.user.sandboxOf),
    host.checkResponses ?? false,
  );
  registerUploads(app, context.repository.db);

  // Organizers' sockets share a room, which receives the live dashboard every few seconds.
  io.on('connection', (socket) => {
    // The game's socket middleware (realtime/socket-server.ts) has put the socket's verified login in its data.
    const auth = (socket.data as { auth?: AuthContext | null }).auth;
    if (auth?.user.role === 'Organizer') void socket.join(ORGANIZERS_ROOM);
  });
  const answerMetrics = (reply: (metrics: NodeMetrics) => void) => reply(localMetrics(io, metrics));
  if (shared) io.on(METRICS_REQUEST, answerMetrics);
  const push = setInterval(() => {
    // Each server pushes to its own organizers only, so none receives it twice.
    if ((io.of('/').adapter.rooms.get(ORGANIZERS_ROOM)?.size ?? 0) === 0) return;
    clusterMetrics(io, metrics, shared)
      .then((nodes) => liveDashboard(context.repository.db, nodes))
      .then((live) => io.local.to(ORGANIZERS_ROOM).emit(CONSOLE_REALTIME_EVENTS.dashboard, live))
      .catch((error: unknown) =>
        context.log.warn(`console: could not push the live dashboard: ${(error as Error).message}`),
      );
  }, CONSOLE_DASHBOARD_PUSH_MS).unref();

  app.addHook('onClose', () => {
    clearInterval(poll);
    clearInterval(push);
    if (shared) {
      io.off(CONTENT_CHANGED, reload);
      io.off(METRICS_REQUEST, answerMetrics);
    }
    return Promise.resolve();
  });
}
