import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FanoutFigure } from './fanout.js';
import type { HttpFigure } from './http-load.js';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const REPORT_JSON = join(repositoryRoot, 'docs', 'performance.json');
const REPORT_MD = join(repositoryRoot, 'docs', 'performance.md');
const WEB_REPORT = join(repositoryRoot, 'packages', 'web', 'dist', 'build-report.json');
const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** The targets: reads as a share of bare Fastify's rate and writes per second, per engine; fan-out against bare socket.io. */
const TARGETS = {
  readRatioToBaseline: { PostgreSQL: 0.5, embedded: 0.25 },
  writesPerSecond: { PostgreSQL: 2_000, embedded: 1_000 },
  /** Issue 33 item 3: the fan-out target holds at 1,000 and at 5,000 sockets. */
  fanoutSockets: 1_000,
  /** coin_change p99 at most this many times the bare socket.io server's, measured just before. */
  fanoutP99ToBare: 1.5,
  /** The web build's own budget for the first page (packages/web/scripts/bundle-budget.ts), gzip. */
  firstPageGzipBytes: 115_000,
} as const;

/** Which of the targets' engines a results' engine is ("embedded (PGlite)" is the embedded one). */
const engineKind = (engine: string): 'PostgreSQL' | 'embedded' => (engine === 'PostgreSQL' ? 'PostgreSQL' : 'embedded');

export interface Machine {
  /** The 1-minute load average when the run started: other work on the machine (2 cores) slows every figure. */
  loadAverage: number;
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  postgres: string;
}

export interface EngineResults {
  engine: string;
  http: HttpFigure[];
  fanout: FanoutFigure[];
}

export interface WebSizes {
  firstPageGzipBytes: number;
  totalGzipBytes: number;
  source: string;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  connections: number;
  readSeconds: number;
  baseline: HttpFigure;
  engines: EngineResults[];
  web: WebSizes | null;
}

/** What the benchmark ran on. */
export async function describeMachine(postgresUrl: string): Promise<Machine> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return {
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    postgres: `PostgreSQL ${rows[0]?.server_version ?? '?'}`,
  };
}

/** The web build's first-page and total JavaScript, gzip, from its build report; null when not built. */
export function readWebSizes(): WebSizes | null {
  if (!existsSync(WEB_REPORT)) return null;
  const report = JSON.parse(readFileSync(WEB_REPORT, 'utf8')) as { firstPage?: { gzip?: number }; playerTotal?: { gzip?: number }; chunks?: { gzip: number }[] };
  const firstPage = report.firstPage?.gzip;
  const total = report.playerTotal?.gzip ?? report.chunks?.reduce((sum, chunk) => sum + chunk.gzip, 0);
  if (firstPage === undefined || total === undefined) return null;
  return { firstPageGzipBytes: firstPage, totalGzipBytes: total, source: 'packages/web/dist/build-report.json' };
}

/** The figure's rate over the baseline measured just before it (reads), else the run's first baseline. */
const ratio = (figure: HttpFigure, baseline: HttpFigure) => Math.round((figure.requestsPerSecond / (figure.baselineRequestsPerSecond ?? baseline.requestsPerSecond)) * 1000) / 1000;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Whether a figure meets its target, as the table shows it. */
function verdict(engine: string, figure: HttpFigure, baseline: HttpFigure): string {
  if (figure.name.startsWith('GET')) {
    const target = TARGETS.readRatioToBaseline[engineKind(engine)];
    const met = ratio(figure, baseline) >= target;
    return met ? `met (>= ${target} x baseline)` : `missed: ${Math.round((1 - ratio(figure, baseline) / target) * 100)}% short of ${target} x baseline`;
  }
  if (figure.writeBaselineRequestsPerSecond !== undefined) {
    const toBare = Math.round((figure.requestsPerSecond / figure.writeBaselineRequestsPerSecond) * 1000) / 1000;
    const bare = `${toBare} x the bare one-transaction handler's ${figure.writeBaselineRequestsPerSecond}/s`;
    return toBare >= 0.5 ? `met (${bare} >= 0.5)` : `missed: ${bare} < 0.5`;
  }
  const target = TARGETS.writesPerSecond[engineKind(engine)];
  const met = figure.requestsPerSecond >= target;
  return met ? `met (>= ${target}/s)` : `missed: ${Math.round((1 - figure.requestsPerSecond / target) * 100)}% short of ${target}/s`;
}

/** Whether a fan-out figure meets its target (1,000 sockets and more; p99 against the bare socket.io server's). */
function fanoutVerdict(figure: FanoutFigure): string {
  if (figure.sockets < TARGETS.fanoutSockets || figure.bareLatencyP99Ms === undefined) return '';
  const limit = Math.round(figure.bareLatencyP99Ms * TARGETS.fanoutP99ToBare * 100) / 100;
  return figure.latencyP99Ms <= limit ? `met (p99 <= ${TARGETS.fanoutP99ToBare} x bare = ${limit} ms)` : `missed: p99 ${figure.latencyP99Ms} ms > ${TARGETS.fanoutP99ToBare} x bare = ${limit} ms`;
}

/** The results as markdown tables. Pure. */
function markdownTables(results: BenchResults): string {
  const { machine, baseline } = results;
  const lines = [
    `Run ${results.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.postgres}; load average ${machine.loadAverage} at the start (other work on the machine); load generator, servers and databases on this one machine over loopback; autocannon with ${results.connections} connections, reads for ${results.readSeconds} s each, writes once per fresh player.`,
    '',
    'Each read is compared with the bare-Fastify rate measured just before it (column "baseline"); writes with the first one. CPU columns: CPU time per request of the server process and of the PostgreSQL backends serving it (the embedded database runs inside the server process); "x baseline (CPU)" is the bare server\'s CPU per request over the game\'s (server + database), a reading that the machine\'s other load disturbs less than rates.',
    '',
    '| call | database | requests/s | baseline requests/s | x baseline | p50 ms | p99 ms | not 2xx | server CPU µs/req | database CPU µs/req | x baseline (CPU) | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${baseline.name} | none | ${baseline.requestsPerSecond} | | 1 | ${baseline.latencyP50Ms} | ${baseline.latencyP99Ms} | ${baseline.non2xx} | ${baseline.serverCpuMicrosPerRequest ?? ''} | | 1 | baseline |`,
  ];
  const baselineCpu = baseline.serverCpuMicrosPerRequest;
  for (const engine of results.engines) {
    for (const figure of engine.http) {
      const spent = (figure.serverCpuMicrosPerRequest ?? 0) + (figure.databaseCpuMicrosPerRequest ?? 0);
      const reference = figure.baselineCpuMicrosPerRequest ?? baselineCpu;
      const cpuRatio = reference !== undefined && spent > 0 ? (reference / spent).toFixed(3) : '';
      lines.push(
        `| ${figure.name} | ${engine.engine} | ${figure.requestsPerSecond} | ${figure.baselineRequestsPerSecond ?? baseline.requestsPerSecond} | ${ratio(figure, baseline)} | ${figure.latencyP50Ms} | ${figure.latencyP99Ms} | ${figure.non2xx + figure.errors} | ${figure.serverCpuMicrosPerRequest ?? ''} | ${figure.databaseCpuMicrosPerRequest ?? '(in process)'} | ${cpuRatio} | ${verdict(engine.engine, figure, baseline)} |`,
      );
    }
  }
  lines.push(
    '',
    'Socket fan-out: each figure is followed by a bare socket.io server (no login, no Redis; each event after the same payout\'s row changes in one transaction) with as many sockets, measured the same way from the commit, the sockets held by a receivers\' process of their own ("bare" columns; decision 0162).',
    '',
    '| socket fan-out | database | coin_change p50 ms | p99 ms | max ms | bare p50 ms | bare p99 ms | p99 x bare | received | RSS per connection | heap per connection | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const engine of results.engines) {
    for (const figure of engine.fanout) {
      const toBare = figure.bareLatencyP99Ms ? (figure.latencyP99Ms / figure.bareLatencyP99Ms).toFixed(2) : '';
      lines.push(`| ${figure.sockets} sockets, one process | ${engine.engine} | ${figure.latencyP50Ms} | ${figure.latencyP99Ms} | ${figure.latencyMaxMs} | ${figure.bareLatencyP50Ms ?? ''} | ${figure.bareLatencyP99Ms ?? ''} | ${toBare} | ${figure.received}/${figure.events} | ${figure.rssPerConnectionKb} KB | ${figure.heapPerConnectionKb} KB | ${fanoutVerdict(figure)} |`);
    }
  }
  lines.push('', '| web build JavaScript (gzip) | size | target |', '|---|---:|---|');
  if (results.web) {
    const met = results.web.firstPageGzipBytes < TARGETS.firstPageGzipBytes;
    lines.push(`| first page | ${kb(results.web.firstPageGzipBytes)} | ${met ? 'met' : `missed by ${kb(results.web.firstPageGzipBytes - TARGETS.firstPageGzipBytes)}`} (< ${kb(TARGETS.firstPageGzipBytes)}) |`);
    lines.push(`| every player page | ${kb(results.web.totalGzipBytes)} | |`);
  } else {
    lines.push(`| first page | not measured: packages/web/dist/build-report.json is missing (run npm run build) | < ${kb(TARGETS.firstPageGzipBytes)} |`);
  }
  return lines.join('\n');
}

/** Writes docs/performance.json and replaces the generated part of docs/performance.md. */
export function writeReport(results: BenchResults): void {
  writeFileSync(REPORT_JSON, `${JSON.stringify(results, null, 2)}\n`);
  const block = `${START}\n${markdownTables(results)}\n${END}`;
  const existing = existsSync(REPORT_MD) ? readFileSync(REPORT_MD, 'utf8') : `# Performance\n\nFigures from \`npm run bench\`.\n\n${START}\n${END}\n`;
  const start = existing.indexOf(START);
  const end = existing.indexOf(END);
  const updated = start >= 0 && end > start ? existing.slice(0, start) + block + existing.slice(end + END.length) : `${existing.trimEnd()}\n\n${block}\n`;
  writeFileSync(REPORT_MD, updated);
  console.log(`\n${markdownTables(results)}\n\nWritten: docs/performance.json, docs/performance.md`);
}
