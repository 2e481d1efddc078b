import type { Server } from 'socket.io';
import type { ConsoleLiveDashboard } from '@dubloon-quest/core';
import { playerCounts } from '../db/dashboard.repository.js';
import type { Db } from '../db/db.js';
import { sumMinutes, type MinuteCount, type RequestMetrics } from './request-metrics.js';

/** Between servers: "answer your sockets and requests per minute". */
export const METRICS_REQUEST = 'dq:console:metrics';
/** How long a server waits for the others' metrics. */
const METRICS_WAIT_MS = 1_000;

/** One server's share of the live dashboard. */
export interface NodeMetrics {
  sockets: number;
  minutes: MinuteCount[];
}

/** This server's sockets and requests per minute. */
export function localMetrics(io: Server, metrics: RequestMetrics): NodeMetrics {
  return { sockets: io.engine.clientsCount, minutes: metrics.recent(Date.now()) };
}

/**
 * Every server's metrics: this one's, and with socket.io's Redis adapter the others' when they all answer within
 * a second (else this one's alone; `servers` says how many counted).
 */
export async function clusterMetrics(
  io: Server,
  metrics: RequestMetrics,
  shared: boolean,
): Promise<NodeMetrics[]> {
  const local = localMetrics(io, metrics);
  if (!shared) return [local];
  const others = await new Promise<NodeMetrics[]>((resolve) => {
    // Without every answer in time, this server's own figures are shown (and `servers` says so).
    const timer = setTimeout(() => resolve([]), METRICS_WAIT_MS);
    io.serverSideEmit(METRICS_REQUEST, (error: Error | null, responses: NodeMetrics[] | undefined) => {
      clearTimeout(timer);
      resolve(error ? [] : (responses ?? []));
    });
  });
  return [
    local,
    ...others.filter((entry) => typeof entry?.sockets === 'number' && Array.isArray(entry.minutes)),
  ];
}

/** The live part of the dashboard: every server's sockets and requests per minute, and the player counts. */
export async function liveDashboard(
  db: Pick<Db, 'query'>,
  nodes: readonly NodeMetrics[],
): Promise<ConsoleLiveDashboard> {
  const counts = await playerCounts(db);
  return {
    at: new Date().toISOString(),
    servers: nodes.length,
    sockets: nodes.reduce((sum, node) => sum + node.sockets, 0),
    minutes: sumMinutes(nodes.map((node) => node.minutes)).map((entry) => ({
      minute: new Date(entry.minute).toISOString(),
      requests: entry.requests,
      errors: entry.errors,
    })),
    ...counts,
  };
}
