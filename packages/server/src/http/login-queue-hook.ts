import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { API_BASE_PATH } from '@dubloon-quest/core';
import type { LoginQueue } from '../services/auth/login-queue.js';
import { HttpError } from '../services/errors.js';
import { serverMessages } from '../services/language.js';

/**
 * The cookie that keeps a login's place in the login queue between its tries (docs/decisions/0210): HttpOnly, sent
 * back only to the login call, so a browser keeps its place whatever the client; other clients send it back as a
 * cookie too.
 */
const LOGIN_TICKET_COOKIE = 'dq_login_ticket';
const LOGIN_PATH = `${API_BASE_PATH}/auth/login`;

/** One cookie's value from a Cookie header, or null. Pure. */
function ticketOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOGIN_TICKET_COOKIE) {
      const ticket = value.join('=');
      return /^[0-9a-f]{32}$/.test(ticket) ? ticket : null;
    }
  }
  return null;
}

/**
 * The login call's place in the queue, checked before its request budget and its handler: an admitted login goes
 * on (its slot is freed once its answer is sent or its connection closes); one that waited its hold without a turn
 * is answered 503 with `Retry-After`, its place in line (`queue.position`) and the ticket cookie that keeps it; one
 * past the queue's bound is answered 503 with `Retry-After` alone.
 */
export function loginQueueHook(queue: LoginQueue, secure: boolean): preValidationAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = await queue.enter(ticketOf(request.headers.cookie));
    if (admission.kind === 'admitted') {
      reply.raw.once('close', admission.release);
      if (ticketOf(request.headers.cookie) !== null)
        reply.header('Set-Cookie', `${LOGIN_TICKET_COOKIE}=; Path=${LOGIN_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`);
      return;
    }
    const headers: Record<string, string> = {
      'Retry-After': String(admission.retryAfterSeconds),
      'Cache-Control': 'no-store',
    };
    if (admission.kind === 'full') throw new HttpError(503, serverMessages.loginQueueFull, undefined, headers);
    // The place is kept a while past the retry (the queue's grace), so the cookie lives as long.
    headers['Set-Cookie'] =
      `${LOGIN_TICKET_COOKIE}=${admission.ticket}; Path=${LOGIN_PATH}; HttpOnly; SameSite=Lax; Max-Age=${admission.retryAfterSeconds + 60}${secure ? '; Secure' : ''}`;
    throw new HttpError(503, serverMessages.loginQueued(admission.position), undefined, headers, {
      queue: { position: admission.position },
    });
  };
}
