import type { FastifyError, FastifyInstance } from 'fastify';
import { contractMessages, type ErrorBody, serverMessages } from '@dubloon-quest/core';
import { unsafeTextFields } from '@dubloon-quest/core/internal';

/** An expected failure of a request: its status and the JSON error body `{message, errors?}`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
    /** What a refusal of a suspended account adds: the ban's end and reason. */
    readonly ban: Pick<ErrorBody, 'banned_until' | 'ban_reason'> = {},
  ) {
    super(message);
  }

  get body(): ErrorBody {
    const body = this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
    return { ...body, ...this.ban };
  }
}

/** 422 with the validators' field errors (the catalogue's texts). */
export function invalidFields(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, contractMessages.invalidRequest, errors);
}

/**
 * Refuses, before any handler runs, a request whose body, query or path holds a NUL, a lone surrogate or text
 * that was not UTF-8 (the JSON parser decodes such bytes to U+FFFD): 422 naming each field. The database would
 * otherwise refuse the NUL with a 500, or keep the replacement characters silently.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const errors = {
      ...unsafeTextFields(request.params),
      ...unsafeTextFields(request.query),
      ...unsafeTextFields(request.body),
    };
    done(Object.keys(errors).length > 0 ? invalidFields(errors) : undefined);
  });
}

/** True when a database driver error says the server cannot be reached (either engine). */
function isDatabaseDown(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'ENOTFOUND',
      '57P01',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test((error as Error).message ?? '')
  );
}

/**
 * Maps every failure to the JSON error body: expected failures keep their status and message; Fastify's own
 * 4xx (bad JSON, wrong content type, body too large) keep their status with a catalogue message; anything
 * else is logged and answered 500 (503 when the database is down) without a stack trace or internal detail.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send({ message: serverMessages.tooManyRequests });
    if (status >= 400 && status < 500) {
      const message =
        status === 415 ||
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? serverMessages.requestNotJson
          : contractMessages.invalidRequest;
      return reply.status(status).send({ message });
    }
    if (isDatabaseDown(error)) {
      request.log.error(`database unavailable: ${error.message}`);
      return reply.status(503).send({ message: serverMessages.databaseUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: serverMessages.unexpectedError });
  });
}
