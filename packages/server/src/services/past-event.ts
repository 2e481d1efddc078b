import { API_BASE_PATH, eventFileSchema, type PastEventResponse, type ResultsResponse } from '@dubloon-quest/core';
import { type ArchivedPlayer, ArchiveRepository } from '../db/archive.repository.js';
import type { AppContext } from './context.js';

/**
 * The past-event cookie: what a player of an archived event holds to read it (docs/decisions/0180-past-players-
 * read-their-event.md). Set by a login with that account and by a call with a session the archive ended; sent
 * back only to `GET /game/past-event`; an hour long, as signed as an access token but naming no session, so
 * it opens nothing else.
 */
const PAST_EVENT_COOKIE = 'dq_past_event';
const PAST_EVENT_PATH = `${API_BASE_PATH}/game/past-event`;
const PAST_EVENT_TTL_MS = 60 * 60 * 1000;
/** The `sid` of a past-event token: never a session's id (those are random base64url, no colon). */
const pastSid = (archivedEventId: number) => `past-event:${archivedEventId}`;

/** The `Set-Cookie` value that lets this past player read their event for the next hour. */
export function pastEventCookie(context: Pick<AppContext, 'tokens' | 'now' | 'config'>, player: ArchivedPlayer): string {
  const token = context.tokens.sign({ sid: pastSid(player.archivedEventId), uid: player.userId, exp: context.now() + PAST_EVENT_TTL_MS });
  const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${PAST_EVENT_COOKIE}=${token}; Path=${PAST_EVENT_PATH}; HttpOnly; SameSite=Lax; Max-Age=${PAST_EVENT_TTL_MS / 1000}${secure}`;
}

/** The past player a request's cookie names, while it holds, or null. */
export async function pastPlayerOfCookie(context: AppContext, cookieHeader: string | undefined): Promise<ArchivedPlayer | null> {
  const token = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${PAST_EVENT_COOKIE}=`))
    ?.slice(PAST_EVENT_COOKIE.length + 1);
  const claims = token ? context.tokens.verify(token, context.now()) : null;
  if (claims === null) return null;
  const player = await new ArchiveRepository(context.repository.db).pastPlayer(claims.uid);
  return player !== null && claims.sid === pastSid(player.archivedEventId) ? player : null;
}

const NO_RESULTS: ResultsResponse = { raffle_winners: [], challenge_winners: [] };

/**
 * What a past player reads of their event: its names and archive date, the results as players saw them when it
 * was archived (each prize with its winners), and where anyone checks its draw.
 * Nothing else of the event: no chests, no stakes, no coins (decision 0180).
 */
export async function pastEventView(context: AppContext, player: ArchivedPlayer): Promise<PastEventResponse | null> {
  const row = await new ArchiveRepository(context.repository.db).pastEvent(player.archivedEventId);
  if (row === null) return null;
  const event = eventFileSchema.parse(JSON.parse(row.content));
  return {
    event: {
      name: event.name,
      ...(event.name_fr === undefined ? {} : { name_fr: event.name_fr }),
      archived_at: row.archivedAt.toISOString(),
    },
    results: row.playerResults === null ? NO_RESULTS : (JSON.parse(row.playerResults) as ResultsResponse),
    draw_check: `/raffle/verify?event=${row.id}`,
  };
}
