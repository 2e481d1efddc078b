import { gamePeriodAt, isFeatureOpen, type RaffleDrawResponse } from '@dubloon-quest/core';
import {
  commitmentOf,
  createDrawRecord,
  isDrawSecret,
  serializeDrawRecord,
  verifyCommitment,
  type DrawRecord,
  type DrawSnapshot,
  type DrawStake,
} from '@dubloon-quest/core/draw';
import { isInDraw } from '@dubloon-quest/core/internal';
import { DrawRepository, type CommitmentRow, type DrawRow, type StakeRow } from '../db/draws.repository.js';
import type { OrganizerStorage } from '../db/organizer-storage.js';
import type { Db } from '../db/db.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';

/** The outcome of {@link commitDraw}. */
export type CommitOutcome =
  | { ok: true; commitment: string; replaced: boolean }
  /** A commitment is in force and `replace` was not asked: nothing stored. */
  | { ok: false; reason: 'exists'; active: CommitmentRow }
  /** Another commitment was stored at the same moment: nothing stored. */
  | { ok: false; reason: 'meanwhile' };

/**
 * Stores the commitment of a draw secret (its SHA-256). Refuses while a commitment is in force unless
 * `replace` (the old one stays on record, marked replaced). `beforeStore` runs once the commitment is known
 * and before it is stored (the organizer tool writes the secret's file there). Used by the organizer tool's
 * `draw commit` and the console alike.
 */
export async function commitDraw(
  { draws }: Pick<OrganizerStorage, 'draws'>,
  options: { secret: string; now: Date; replace: boolean; beforeStore?: (commitment: string) => void },
): Promise<CommitOutcome> {
  const active = await draws.activeCommitment();
  if (active && !options.replace) return { ok: false, reason: 'exists', active };
  const commitment = commitmentOf(options.secret);
  options.beforeStore?.(commitment);
  const stored = await draws.addCommitment(commitment, options.now, options.replace);
  if (stored === 'exists') return { ok: false, reason: 'meanwhile' };
  return { ok: true, commitment, replaced: active !== null };
}

/** A draw made now: its record and canonical text, and the stakes it froze. */
interface NewDraw {
  record: DrawRecord;
  text: string;
  snapshot: DrawSnapshot;
  /** Every stake above 0 of a player in play when the draw froze them. */
  stakes: StakeRow[];
  /** Item ids that carry stakes but are not (or no longer) items of the event: kept, not drawn. */
  outside: number[];
}

/** The outcome of {@link runDraw}. */
export type DrawOutcome =
  | { ok: true; alreadyDrawn: true; draw: DrawRow }
  | { ok: true; alreadyDrawn: false; draw: DrawRow; made: NewDraw }
  | { ok: false; reason: 'invalidSecret' | 'noCommitment' | 'noEvent' | 'drawnMeanwhile' }
  | { ok: false; reason: 'secretMismatch'; commitment: string }
  | { ok: false; reason: 'raffleOpen'; reviewStart: string }
  | { ok: false; reason: 'drawFailed'; message: string };

/**
 * Runs the raffle draw under the commitment in force: checks the secret against it, refuses while the imported
 * event's timestamps say the raffle is open (unless `allowOpenRaffle`), freezes every stake above 0 of the
 * players in play on the event's items (retired items take no part; players banned at that moment are left out
 * and listed in the snapshot's `excluded`), draws each item with core's published
 * algorithm and stores the draw and its winners. A draw already stored under the commitment is answered as it
 * is, never drawn again. Used by the organizer tool's `draw run` and the console alike.
 */
export async function runDraw(
  { draws, event: storedEvent }: Pick<OrganizerStorage, 'draws' | 'event'>,
  options: {
    secret: string;
    now: Date;
    allowOpenRaffle: boolean;
    onFrozen?: (snapshot: DrawSnapshot, outside: readonly number[]) => void;
    onItemDrawn?: (done: number) => void;
  },
): Promise<DrawOutcome> {
  const { secret, now } = options;
  if (!isDrawSecret(secret)) return { ok: false, reason: 'invalidSecret' };
  const active = await draws.activeCommitment();
  if (!active) return { ok: false, reason: 'noCommitment' };
  if (!verifyCommitment(secret, active.commitment))
    return { ok: false, reason: 'secretMismatch', commitment: active.commitment };
  const existing = await draws.drawFor(active.commitment);
  if (existing) return { ok: true, alreadyDrawn: true, draw: existing };
  const imported = await storedEvent.importedEvent();
  if (!imported) return { ok: false, reason: 'noEvent' };
  const { event } = imported;
  if (event.timestamps !== null && !options.allowOpenRaffle) {
    const { period } = gamePeriodAt(event.timestamps, now.getTime());
    if (isFeatureOpen('raffle', period))
      return { ok: false, reason: 'raffleOpen', reviewStart: event.timestamps.review_start };
  }

  const stakes = await draws.stakes(now);
  // A player banned when the stakes freeze is left out of the draw and listed as such in the record
  // (docs/decisions/0074-banned-players-and-the-draw.md).
  const banned = [...new Set(stakes.filter((stake) => !isInDraw(stake)).map((stake) => String(stake.userId)))];
  const byItem = new Map<number, DrawStake[]>();
  for (const stake of stakes) {
    if (!isInDraw(stake)) continue;
    const onItem = byItem.get(stake.itemId) ?? [];
    onItem.push({ player_id: String(stake.userId), coins: stake.coins });
    byItem.set(stake.itemId, onItem);
  }
  const items = event.raffle_items.filter((item) => item.retired !== true);
  const snapshot: DrawSnapshot = {
    event: event.name,
    frozen_at: now.toISOString(),
    one_prize_per_player: imported.onePrizePerPlayer,
    items: items.map((item) => ({
      item_id: item.item_id,
      stock: item.stock,
      stakes: byItem.get(item.item_id) ?? [],
    })),
    ...(banned.length === 0 ? {} : { excluded: banned.map((player_id) => ({ player_id, reason: 'banned' as const })) }),
  };
  const outside = [...byItem.keys()].filter((itemId) => !items.some((item) => item.item_id === itemId));
  options.onFrozen?.(snapshot, outside);

  const drawn = createDrawRecord(
    snapshot,
    secret,
    options.onItemDrawn ? { onItemDrawn: options.onItemDrawn } : {},
  );
  if (!drawn.ok) return { ok: false, reason: 'drawFailed', message: drawn.message };
  const record = drawn.value;
  const text = serializeDrawRecord(record);
  if (!(await draws.saveDraw(record.commitment, record.snapshot_hash, text, record.winners, now)))
    return { ok: false, reason: 'drawnMeanwhile' };
  const draw = await draws.drawFor(record.commitment);
  if (!draw) return { ok: false, reason: 'drawnMeanwhile' };
  return { ok: true, alreadyDrawn: false, draw, made: { record, text, snapshot, stakes, outside } };
}

/**
 * What anyone may check of the event in play's draw (`GET /game/raffle/draw`, API.md): the commitment in force
 * and, once the draw ran, the commitment it was made under and its record's canonical text exactly as stored.
 * The record is held back (`null`) while the console holds the results back, as the winners are: its player ids
 * would tell a player whether they won. Archiving stores this answer with the archived event.
 */
export async function publicDraw(db: Db): Promise<RaffleDrawResponse> {
  const organizer = new DrawRepository(db);
  const draw = await organizer.latestDraw();
  const active = await organizer.activeCommitment();
  if (draw === null) {
    return {
      commitment: active && { commitment: active.commitment, committed_at: active.createdAt.toISOString() },
      draw: null,
    };
  }
  const madeAt = await organizer.commitmentMadeAt(draw.commitment);
  const { state } = await new ConsoleStateRepository(db).resultsState();
  const committedAt = madeAt ?? draw.drawnAt;
  return {
    commitment: { commitment: draw.commitment, committed_at: committedAt.toISOString() },
    draw: { drawn_at: draw.drawnAt.toISOString(), record: state === 'held' ? null : draw.record },
  };
}
