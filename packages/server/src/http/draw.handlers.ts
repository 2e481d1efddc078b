import { raffleDrawResponseSchema, type RaffleDrawResponse, raffleDrawQuerySchema, safeParseContract } from '@dubloon-quest/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../services/context.js';
import { HttpError } from '../services/errors.js';
import { publicDraw } from '../services/draw.js';
import { ArchiveRepository } from '../db/archive.repository.js';
import type { Handlers } from './endpoint-routes.js';
import { contractMessages, serverMessages } from '../services/language.js';

/**
 * `GET /game/raffle/draw`, open to anyone (API.md): the event in play's draw as {@link publicDraw} tells it; with
 * `?event=<id>`, an archived event's, exactly as it was answered when the event was archived (404 for an id no
 * archived event has), so a finished event's draw stays checkable after the next one starts.
 */
async function raffleDraw(context: AppContext, request: FastifyRequest): Promise<RaffleDrawResponse> {
  const query = safeParseContract(raffleDrawQuerySchema, request.query ?? {}, 'the query of GET /game/raffle/draw');
  if (!query.ok) throw new HttpError(400, contractMessages.invalidRequest, query.error.fieldErrors);
  const db = context.repository.db;
  if (query.value.event === undefined) return publicDraw(db);
  const stored = await new ArchiveRepository(db).publicDraw(query.value.event);
  if (stored === null) throw new HttpError(404, serverMessages.unknownArchivedEvent);
  return raffleDrawResponseSchema.parse(JSON.parse(stored));
}

/** The public draw call. */
export function drawHandlers(context: AppContext): Pick<Handlers, 'getRaffleDraw'> {
  return {
    getRaffleDraw: ({ request }) => raffleDraw(context, request),
  };
}
