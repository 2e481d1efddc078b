import * as z from 'zod/mini';
import { isoTimestampSchema } from './common.schema.js';

/**
 * Why a player's stakes were left out of a draw: `banned`, an organizer's ban in force when the stakes froze
 * (docs/decisions/0074-banned-players-and-the-draw.md). The draw record lists them in its snapshot's `excluded`.
 */
export const DRAW_EXCLUSION_REASONS = ['banned'] as const;

/** A SHA-256 digest: 64 lower-case hexadecimal characters. */
const digestSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** The organizers' commitment to the draw's secret (its SHA-256) and when they made it. */
export const drawCommitmentSchema = z.object({
  commitment: digestSchema,
  committed_at: isoTimestampSchema,
});
export type DrawCommitment = z.infer<typeof drawCommitmentSchema>;

/**
 * The raffle draw as the organizers ran it: when, and its record's canonical text (the draw record JSON, to be
 * checked byte for byte), or `record: null` while the organizers hold the results back.
 */
export const publishedDrawSchema = z.object({
  drawn_at: isoTimestampSchema,
  record: z.nullable(z.string()),
});
export type PublishedDraw = z.infer<typeof publishedDrawSchema>;

/**
 * `GET /game/raffle/draw` answer: the commitment (the one in force before the draw; the draw's own after it),
 * and the draw once it ran. Never the secret before the draw: it is only in the record.
 */
export const raffleDrawResponseSchema = z.object({
  commitment: z.nullable(drawCommitmentSchema),
  draw: z.nullable(publishedDrawSchema),
});
export type RaffleDrawResponse = z.infer<typeof raffleDrawResponseSchema>;

/**
 * `GET /game/raffle/draw` query: `event`, the id of an archived event, answers that event's draw as it was
 * archived (the same shape); without it, the event in play's.
 */
export const raffleDrawQuerySchema = z.object({
  event: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
      z.transform((text: string) => Number(text)),
    ),
  ),
  /**
   * The start of a draw's commitment (16 to 64 lowercase hex digits): that draw, whether its event is in play or
   * archived since (the address the presenter's QR code shows stays good after the archive; decision 0180).
   */
  draw: z.optional(z.string().check(z.regex(/^[0-9a-f]{16,64}$/))),
});
export type RaffleDrawQuery = z.infer<typeof raffleDrawQuerySchema>;
