import { randomBytes } from 'node:crypto';
import { RESULTS_PUBLISHED_EVENT, type EventFile, type ResultsPublishedEvent } from '@dubloon-quest/core';
import { type ConsoleDraw } from '@dubloon-quest/core/console';
import { itemInDraw } from '@dubloon-quest/core/internal';
import type { Db } from '../db/db.js';
import { HttpError } from '../services/errors.js';
import { commitDraw, runDraw, type DrawOutcome } from '../services/draw.js';
import { DrawRepository, type DrawRow } from '../db/draws.repository.js';
import { organizerStorage } from '../db/organizer-storage.js';
import { actorOf, type ConsoleCaller } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { inTransaction } from '../db/in-transaction.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { previewResults, publishResults } from '../services/results/event-results.js';
import { consoleMessages, drawMessages } from '../services/language.js';

type RaffleCalls =
  | 'consoleGetRaffle'
  | 'consoleGetItemStakes'
  | 'consoleCommitDraw'
  | 'consoleRunDraw'
  | 'consoleGetDraw'
  | 'consoleGetResults'
  | 'consolePublishResults';

/** A stored draw as the console shows it: with its seed (from the record) and its winners' names and e-mails. */
export async function drawView(db: Db, event: EventFile, draw: DrawRow): Promise<ConsoleDraw> {
  const draws = new DrawRepository(db);
  const winners = await draws.drawWinners(draw.id);
  const names = new Map(event.raffle_items.map((item) => [item.item_id, item.name]));
  const record = JSON.parse(draw.record) as { seed?: unknown; snapshot?: { excluded?: { player_id: string }[] } };
  const excluded = record.snapshot?.excluded ?? [];
  const excludedNames = await draws.namesOf(excluded.map((entry) => entry.player_id));
  return {
    commitment: draw.commitment,
    snapshot_hash: draw.snapshotHash,
    seed: typeof record.seed === 'string' ? record.seed : '',
    drawn_at: draw.drawnAt.toISOString(),
    winners: winners.map((winner) => ({
      item_id: winner.itemId,
      item_name: names.get(winner.itemId) ?? null,
      rank: winner.rank,
      user_id: /^\d+$/.test(winner.playerId) ? Number(winner.playerId) : null,
      name: winner.name,
      email: winner.email,
    })),
    excluded: excluded.map((entry) => ({
      player_id: entry.player_id,
      name: excludedNames.get(entry.player_id) ?? null,
      reason: 'banned' as const,
    })),
    record: draw.record,
  };
}

/** The console's text for a refused draw. */
function drawRefusal(outcome: Extract<DrawOutcome, { ok: false }>): HttpError {
  switch (outcome.reason) {
    case 'invalidSecret':
      return new HttpError(422, drawMessages.invalidSecret, { secret: [drawMessages.invalidSecret] });
    case 'noCommitment':
      return new HttpError(409, consoleMessages.raffle.noCommitment);
    case 'secretMismatch':
      return new HttpError(422, consoleMessages.raffle.secretMismatch, {
        secret: [consoleMessages.raffle.secretMismatch],
      });
    case 'noEvent':
      return new HttpError(409, consoleMessages.raffle.noEvent);
    case 'raffleOpen':
      return new HttpError(409, consoleMessages.raffle.raffleOpen(outcome.reviewStart));
    case 'drawFailed':
      return new HttpError(422, outcome.message);
    case 'drawnMeanwhile':
      return new HttpError(409, consoleMessages.raffle.drawnMeanwhile);
  }
}

/**
 * The raffle: stakes, players and odds per item, the draw's commitment and the draw itself (the organizer tool's
 * `commitDraw` and `runDraw`, so both make the same provable draw), and publishing the results.
 */
export function raffleHandlers(services: ConsoleServices): Pick<ConsoleHandlers, RaffleCalls> {
  const { context, content, organizer } = services;
  const db = context.repository.db;

  /** Stores the event served from the file, so that the draw reads the same event players see. */
  const ensureStored = async (caller: ConsoleCaller) => {
    if (content.current.source === 'database') return;
    await content.edit(actorOf(caller), (event) =>
      Promise.resolve({
        next: event,
        value: null,
        audit: { action: 'event.store', target: 'event', before: null, after: { name: event.name } },
      }),
    );
  };

  return {
    async consoleGetRaffle() {
      const { event } = content.current;
      const [stakes, commitment, draw, state] = await Promise.all([
        organizer.draws.stakes(services.now()),
        organizer.draws.activeCommitment(),
        organizer.draws.latestDraw(),
        new ConsoleStateRepository(db).resultsState(),
      ]);
      return {
        items: event.raffle_items.map((item) => {
          const onItem = stakes.filter((stake) => stake.itemId === item.item_id);
          return {
            item_id: item.item_id,
            name: item.name,
            partner: item.partner,
            stock: item.stock,
            retired: item.retired === true,
            players: onItem.length,
            coins_staked: onItem.reduce((sum, stake) => sum + stake.coins, 0),
          };
        }),
        commitment: commitment
          ? { commitment: commitment.commitment, created_at: commitment.createdAt.toISOString() }
          : null,
        draw: draw ? await drawView(db, event, draw) : null,
        results_state: state.state,
      };
    },

    async consoleGetItemStakes({ params }) {
      const item = content.current.event.raffle_items.find((entry) => entry.item_id === params.item_id);
      if (!item) throw new HttpError(404, consoleMessages.content.unknownItem);
      const stakes = (await organizer.draws.stakes(services.now())).filter(
        (stake) => stake.itemId === item.item_id,
      );
      const total = stakes.reduce((sum, stake) => sum + stake.coins, 0);
      // Chances as a draw made now would give them: banned players' stakes are left out of it.
      const drawn = itemInDraw(stakes, item.stock);
      return {
        item: {
          item_id: item.item_id,
          name: item.name,
          partner: item.partner,
          stock: item.stock,
          retired: item.retired === true,
        },
        total_staked: total,
        stakes: drawn.stakes.map((stake) => ({
          user_id: stake.userId,
          name: stake.name,
          email: stake.email,
          coins: stake.coins,
          chance: stake.chance,
          banned: stake.banned,
        })),
      };
    },

    async consoleCommitDraw({ body, caller }) {
      const secret = randomBytes(32).toString('hex');
      const committed = await services.audited(actorOf(caller), async (tx) => {
        const outcome = await commitDraw(organizerStorage(inTransaction(tx)), {
          secret,
          now: services.now(),
          replace: body.replace === true,
        });
        if (!outcome.ok)
          throw new HttpError(
            409,
            outcome.reason === 'exists'
              ? consoleMessages.raffle.commitmentExists(outcome.active.commitment)
              : consoleMessages.raffle.committedMeanwhile,
          );
        // Never the secret: the audit log is no place to keep it.
        return {
          value: outcome,
          audit: {
            action: 'raffle.commit',
            target: 'draw',
            before: null,
            after: { commitment: outcome.commitment, replaced: outcome.replaced },
          },
        };
      });
      return {
        message: consoleMessages.raffle.committed,
        commitment: committed.commitment,
        secret,
        created_at: services.now().toISOString(),
        replaced: committed.replaced,
      };
    },

    async consoleRunDraw({ body, caller }) {
      await ensureStored(caller);
      const outcome = await services.audited(actorOf(caller), async (tx) => {
        const drawn = await runDraw(organizerStorage(inTransaction(tx)), {
          secret: body.secret.trim(),
          now: services.now(),
          allowOpenRaffle: body.allow_open_raffle === true,
        });
        if (!drawn.ok) throw drawRefusal(drawn);
        // A draw made here holds the results back until the organizers publish them.
        if (!drawn.alreadyDrawn)
          await new ConsoleStateRepository(tx).holdResultsUnlessDecided();
        return {
          value: drawn,
          audit: {
            action: drawn.alreadyDrawn ? 'raffle.draw.repeat' : 'raffle.draw',
            target: 'draw',
            before: null,
            after: {
              commitment: drawn.draw.commitment,
              snapshot_hash: drawn.draw.snapshotHash,
              winners: drawn.alreadyDrawn ? null : drawn.made.record.winners,
            },
          },
        };
      });
      const draw = await drawView(db, content.current.event, outcome.draw);
      return {
        message: outcome.alreadyDrawn
          ? consoleMessages.raffle.alreadyDrawn
          : consoleMessages.raffle.drawn(draw.winners.length),
        draw,
        already_drawn: outcome.alreadyDrawn,
      };
    },

    async consoleGetDraw() {
      const draw = await organizer.draws.latestDraw();
      return { draw: draw ? await drawView(db, content.current.event, draw) : null };
    },

    async consoleGetResults() {
      const [{ state, publishedAt }, preview] = await Promise.all([
        new ConsoleStateRepository(db).resultsState(),
        previewResults(db, content.current.event),
      ]);
      return { state, published_at: publishedAt?.toISOString() ?? null, preview };
    },

    async consolePublishResults({ body, caller }) {
      await services.audited(actorOf(caller), async (tx) => {
        const before = await new ConsoleStateRepository(tx).resultsState();
        const challenges = body.published
          ? await publishResults(inTransaction(tx), services.now())
          : (await new ConsoleStateRepository(tx).holdResults(), []);
        return {
          value: null,
          audit: {
            action: body.published ? 'results.publish' : 'results.hold',
            target: 'results',
            before: { state: before.state },
            after: { state: body.published ? 'published' : 'held', challenges },
          },
        };
      });
      const [{ state, publishedAt }, preview] = await Promise.all([
        new ConsoleStateRepository(db).resultsState(),
        previewResults(db, content.current.event),
      ]);
      if (body.published && publishedAt !== null) {
        // Every open game page, on every server (the Redis adapter), fetches the results again: a player left
        // on the Game Closed page follows to them without a reload.
        const event: ResultsPublishedEvent = { published_at: publishedAt.toISOString() };
        services.io.emit(RESULTS_PUBLISHED_EVENT, event);
      }
      return {
        message: body.published ? consoleMessages.results.published : consoleMessages.results.held,
        state,
        published_at: publishedAt?.toISOString() ?? null,
        preview,
      };
    },
  };
}
