import type { RaffleDrawResponse } from '@dubloon-quest/core';
import type { AppContext } from '../services/context.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { DrawRepository } from '../db/draws.repository.js';
import type { Handlers } from './endpoint-routes.js';

/**
 * `GET /game/raffle/draw`, open to anyone (API.md): the commitment in force and, once the draw ran, the commitment
 * it was made under and its record's canonical text exactly as stored (the organizer tool's and the console's
 * draws store the same text). The record is held back (`null`) while the console holds the results back, as the
 * winners are: its player ids would tell a player whether they won. The secret is never read from anywhere but
 * the record, so it cannot leak before the draw.
 */
async function raffleDraw(context: AppContext): Promise<RaffleDrawResponse> {
  const db = context.repository.db;
  const draws = new DrawRepository(db);
  const [draw, active] = await Promise.all([draws.latestDraw(), draws.activeCommitment()]);
  if (draw === null) {
    return {
      commitment: active && { commitment: active.commitment, committed_at: active.createdAt.toISOString() },
      draw: null,
    };
  }
  const [madeAt, { state }] = await Promise.all([
    draws.commitmentMadeAt(draw.commitment),
    new ConsoleStateRepository(db).resultsState(),
  ]);
  const committedAt = madeAt ?? draw.drawnAt;
  return {
    commitment: { commitment: draw.commitment, committed_at: committedAt.toISOString() },
    draw: { drawn_at: draw.drawnAt.toISOString(), record: state === 'held' ? null : draw.record },
  };
}

/** The public draw call. */
export function drawHandlers(context: AppContext): Pick<Handlers, 'getRaffleDraw'> {
  return {
    getRaffleDraw: () => raffleDraw(context),
  };
}
