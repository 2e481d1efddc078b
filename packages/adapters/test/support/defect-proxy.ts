import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH } from '@dubloon-quest/core';

/**
 * The defects a server may have that the conformance command must catch in every run (issue 43): each one is
 * what the proxy makes of the real server's honest answers.
 * - `stakeAnswerOneTooMany`: a stake's answer reports one coin more left than the player has.
 * - `chestPayoutReplayed`: a chest asked again is answered with its first payout (200) instead of 409.
 * - `cooldownAnswered200`: a stake refused by the 30-minute cooldown (429) is answered 200 with the last stake's answer.
 * - `learnGateIgnored`: Learn and Earn answers as if open when its period gate is closed: the chests as an
 *   empty list, a payout as the unfinished chest's 422.
 */
export const DEFECTS = ['stakeAnswerOneTooMany', 'chestPayoutReplayed', 'cooldownAnswered200', 'learnGateIgnored'] as const;
export type Defect = (typeof DEFECTS)[number];

export interface DefectProxy {
  /** The proxy's base URL, for the command line. */
  readonly url: string;
  /** The defect the proxy injects from now on (null: an honest proxy). */
  inject(defect: Defect | null): void;
  /** How many answers the defect changed since it was injected. */
  readonly injected: number;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const STAKES = `${API_BASE_PATH}/game/raffle/items`;
const CHEST_PAYOUT = `${API_BASE_PATH}/game/player/coins/chest`;
const LEARN = new Set([`${API_BASE_PATH}/game/chests`, `${API_BASE_PATH}/game/chests/answer`, CHEST_PAYOUT]);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({ status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) });

/**
 * A `node:http` proxy in front of the real server at `target`: every request is passed on as it came (method,
 * path, headers, body) and every answer comes back as the server gave it (status, headers, body), but for what
 * the injected defect changes.
 */
export async function startDefectProxy(target: string): Promise<DefectProxy> {
  let defect: Defect | null = null;
  let injected = 0;
  /** The first payout of each chest, by session (authorization) and chest. */
  const payouts = new Map<string, Answer>();
  /** The last accepted stake's answer, by session. */
  const stakes = new Map<string, Answer>();

  const change = (request: IncomingMessage, path: string, requestBody: string, answer: Answer): Answer => {
    const session = request.headers.authorization ?? '';
    const method = request.method ?? 'GET';
    if (defect === 'stakeAnswerOneTooMany' && method === 'POST' && path === STAKES && answer.status === 200) {
      const body = JSON.parse(answer.body) as { total_coins: number };
      injected += 1;
      return { ...answer, body: JSON.stringify({ ...body, total_coins: body.total_coins + 1 }) };
    }
    if (defect === 'cooldownAnswered200' && method === 'POST' && path === STAKES) {
      if (answer.status === 200) stakes.set(session, answer);
      const last = stakes.get(session);
      if (answer.status === 429 && last) {
        injected += 1;
        return last;
      }
    }
    if (defect === 'chestPayoutReplayed' && method === 'POST' && path === CHEST_PAYOUT) {
      const key = `${session} ${String((JSON.parse(requestBody || '{}') as { chest_id?: unknown }).chest_id)}`;
      const first = payouts.get(key);
      if (answer.status === 200 && !first) payouts.set(key, answer);
      if (answer.status === 409 && first) {
        injected += 1;
        return first;
      }
    }
    if (defect === 'learnGateIgnored' && LEARN.has(path) && answer.status === 409 && / is closed during /.test(answer.body)) {
      injected += 1;
      return method === 'GET' ? json(200, []) : json(422, { message: 'This chest is not finished' });
    }
    return answer;
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'host' || name === 'connection' || name === 'content-length') continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const url = new URL(request.url ?? '/', target);
      const method = request.method ?? 'GET';
      const upstream = await fetch(url, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body: body.toString('utf8') }) });
      const answerHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) answerHeaders[name] = value;
      });
      const answer = change(request, url.pathname, body.toString('utf8'), { status: upstream.status, headers: answerHeaders, body: await upstream.text() });
      response.writeHead(answer.status, answer.headers).end(answer.body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    inject(next) {
      defect = next;
      injected = 0;
      payouts.clear();
      stakes.clear();
    },
    get injected() {
      return injected;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
