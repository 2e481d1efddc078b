import { API_BASE_PATH, parseContract } from '@dubloon-quest/core';
import { consoleEndpoints, consoleUrl, type ConsoleEndpointName } from '@dubloon-quest/core/console';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { newReferralCode } from '../../src/db/referral-codes.js';
import type { Role } from '../../src/db/repository.js';
import { PASSWORD, uniqueEmail, type Response, type Session, type TestServer } from './test-server.js';

/** A signed-in console user as the tests drive it. */
export interface ConsoleSession extends Session {
  userId: number;
}

/**
 * Creates a verified account of a role straight in the database, with what a partner belongs to (a business by
 * its challenge id, or a raffle partner by name), and logs it in.
 */
export async function consoleAccount(
  server: TestServer,
  role: Role,
  belongsTo: { businessId?: number; rafflePartner?: string } = {},
): Promise<ConsoleSession> {
  const email = uniqueEmail();
  const user = await server.repository.createUser(
    {
      email,
      passwordHash: await hashPassword(PASSWORD),
      name: `Test ${role}`,
      education: 'Other',
      school: null,
      country: 'Canada',
      region: null,
      city: null,
      role,
      emailVerified: true,
      referralCode: newReferralCode(),
      referredBy: null,
    },
    new Date(server.clock.now),
  );
  if (belongsTo.businessId !== undefined || belongsTo.rafflePartner !== undefined) {
    await server.repository.db.query(
      'INSERT INTO console_affiliations (user_id, business_id, raffle_partner) VALUES ($1, $2, $3)',
      [user!.id, belongsTo.businessId ?? null, belongsTo.rafflePartner ?? null],
    );
  }
  return { ...(await server.login(email)), userId: user!.id };
}

/** What one console call sends. */
export interface ConsoleRequestParts {
  params?: Record<string, number | string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  rawBody?: string;
  csrf?: string;
  headers?: Record<string, string>;
}

/**
 * One console call of the table, as a session (or anonymously with null). A 200 JSON answer is read with the
 * call's response schema as the web console reads it (ids, strings on the wire, become numbers); `text` keeps
 * the answer as it travelled.
 */
export async function callConsole<T = Record<string, unknown>>(
  server: TestServer,
  name: ConsoleEndpointName,
  session: Session | null,
  parts: ConsoleRequestParts = {},
): Promise<Response<T>> {
  const endpoint = consoleEndpoints[name];
  const path = consoleUrl(name, parts.params ?? {}, parts.query ?? {}).slice(API_BASE_PATH.length);
  const answer = await server.call<T>(endpoint.method, path, {
    session,
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    ...(parts.rawBody !== undefined ? { rawBody: parts.rawBody } : {}),
    ...(parts.csrf !== undefined ? { csrf: parts.csrf } : {}),
    ...(parts.headers !== undefined ? { headers: parts.headers } : {}),
  });
  if (answer.status !== 200 || endpoint.format !== 'json') return answer;
  return { ...answer, body: parseContract(endpoint.response, answer.body, `the answer of ${endpoint.method} ${path}`) as T };
}

/**
 * A fingerprint of every table a console write may touch, to check that a refused call wrote nothing. Sessions
 * are left out (logins happen while tests run); the outbox too.
 */
export async function databaseFingerprint(server: TestServer): Promise<string> {
  const tables = [
    'users',
    'coin_transactions',
    'stakes',
    'organizer_event',
    'console_state',
    'console_affiliations',
    'console_audit',
    'challenge_ratings',
    'challenge_picks',
    'challenge_winners',
    'draw_commitments',
    'draws',
    'console_images',
    'archived_events',
    'email_tokens',
  ];
  // One query for every table: each round trip to the embedded database costs more than the hashing.
  const { rows } = await server.repository.db.query<{ fingerprint: string }>(
    `SELECT concat_ws(E'\\n', ${tables
      .map((table) => `(SELECT '${table}:' || count(*) || ':' || md5(COALESCE(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t)`)
      .join(', ')}) AS fingerprint`,
  );
  return rows[0]!.fingerprint;
}
