import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionFailure } from '../db/connection-failure.js';
import { type ErrorBody, INVALID_FIELDS_CODE } from '@dubloon-quest/core';
import { type ConsoleProblem, consoleProblemText } from '@dubloon-quest/core/console';
import { numbersOutOfRange, unsafeTextFields } from '@dubloon-quest/core/internal';
import { contractMessages, inRequestLanguage, problemCatalogues, serverMessages } from './language.js';

/**
 * A field's problems as the handlers give them: core's rules' codes (the players' `FieldProblem`s and the
 * console's content rules' `ConsoleProblem`s, written in the request's language when the answer is sent, and
 * carried as `codes`), or a text the server wrote itself in that language.
 */
export type FieldErrors = Readonly<Record<string, readonly (string | ConsoleProblem)[]>>;

/**
 * A problem's text in the request's language: a code by the server's catalogues (which read the request's
 * language, see language.ts), a text by its French when it is one of the contract parser's fixed English texts.
 */
const textOf = (problem: string | ConsoleProblem): string =>
  typeof problem === 'string'
    ? inRequestLanguage(problem)
    : consoleProblemText(problem, problemCatalogues);

/** An expected failure of a request: its status and the JSON error body `{message, errors?}`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** What a refusal adds: a suspended account's ban (its end and reason), a queued login's place. */
    readonly ban: Pick<ErrorBody, 'banned_until' | 'ban_reason' | 'queue'> = {},
    /** The answer's stable code, for a client to write `message` in its reader's language. */
    readonly code?: string,
  ) {
    super(message);
  }

  /**
   * The body, its field errors in the request's language (written when the answer is sent, inside the request).
   * `message` and `errors` are what they always were (the original event's client reads them); `code` and each
   * field's `codes` (the rules' problems, for the fields core's rules checked) are added beside them.
   */
  get body(): ErrorBody {
    const body: ErrorBody = { message: this.message };
    if (this.code !== undefined) body.code = this.code;
    if (this.errors) {
      const entries = Object.entries(this.errors);
      body.errors = Object.fromEntries(entries.map(([field, problems]) => [field, problems.map(textOf)]));
      const coded = entries.filter(([, problems]) => problems.every((problem) => typeof problem !== 'string'));
      if (coded.length > 0) body.codes = Object.fromEntries(coded) as NonNullable<ErrorBody['codes']>;
    }
    return { ...body, ...this.ban };
  }
}

/** 422 with the validators' field errors: core's rules' codes, or the server's own texts. */
export function invalidFields(errors: FieldErrors): HttpError {
  return new HttpError(422, contractMessages.invalidRequest, errors, {}, {}, INVALID_FIELDS_CODE);
}

/**
 * Refuses, before any handler runs, a request whose body, query or path holds a number past a PostgreSQL
 * integer (core's numbersOutOfRange), a NUL, a lone surrogate or text that was not UTF-8 (the JSON parser decodes such bytes to U+FFFD): 422 naming each field. The database would
 * otherwise refuse the NUL with a 500, or keep the replacement characters silently.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const errors = {
      // Numbers no integer column holds (an id past 2^31 - 1 reached PostgreSQL and answered 500).
      ...numbersOutOfRange(request.params, true),
      ...numbersOutOfRange(request.query, true),
      ...numbersOutOfRange(request.body),
      ...unsafeTextFields(request.params),
      ...unsafeTextFields(request.query),
      ...unsafeTextFields(request.body),
    };
    done(Object.keys(errors).length > 0 ? invalidFields(errors) : undefined);
  });
}

/** Seconds a client is asked to wait before sending again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Maps every failure to the JSON error body: expected failures keep their status and message; Fastify's own
 * 4xx (bad JSON, wrong content type, body too large) keep their status with a catalogue message; anything
 * else is logged and answered 500 (503 with `Retry-After` when the database connection failed) without a stack trace or internal detail.
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
    if (isConnectionFailure(error)) {
      request.log.error(`database unavailable: ${error.message}`);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: serverMessages.databaseUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: serverMessages.unexpectedError });
  });
}
