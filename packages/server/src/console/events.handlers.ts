import { readFileSync } from 'node:fs';
import { type EventFile, eventFileSchema, isValid } from '@dubloon-quest/core';
import {
  ARCHIVED_EXPORTS,
  type ArchivedExport,
  archiveRefusal,
  type ConsoleArchivedEvent,
  type ConsoleArchivedEventSummary,
  type ConsoleArchiveEventRequest,
  type ConsoleDraw,
  type ConsoleResultsResponse,
  validateEventName,
} from '@dubloon-quest/core/console';
import { emptyEvent, eventTemplate } from '@dubloon-quest/core/internal';
import type { RaffleDrawResponse } from '@dubloon-quest/core';
import { DEMO_EVENT_FILE } from '../config/config.js';
import type { DbTransaction } from '../db/db.js';
import { ArchiveRepository, type ArchivedEventRow, playersInPlay } from '../db/archive.repository.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { inTransaction } from '../db/in-transaction.js';
import { clearPlayForNextEvent } from '../db/ledger.js';
import { organizerStorage } from '../db/organizer-storage.js';
import { ReportsRepository } from '../db/reports.repository.js';
import { actorOf } from '../services/console-caller.js';
import { publicDraw } from '../services/draw.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { formatCsv } from '../services/output.js';
import { previewResults, resultsForPlayers } from '../services/results/event-results.js';
import { winnersExportTable } from '../services/results/winners-export.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { drawView } from './raffle.handlers.js';
import { consoleMessages } from '../services/language.js';

type EventsCalls = 'consoleListEvents' | 'consoleGetArchivedEvent' | 'consoleExportArchivedEvent' | 'consoleArchiveEvent';

const unknownArchived = () => new HttpError(404, consoleMessages.events.unknownArchived);

/** The list entry of an archived event. Pure. */
function summaryOf(
  row: Pick<ArchivedEventRow, 'id' | 'name' | 'archivedAt' | 'archivedByEmail' | 'players'> & { nameFr: string | null | undefined },
  drawn: boolean,
): ConsoleArchivedEventSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.nameFr ? { name_fr: row.nameFr } : {}),
    archived_at: row.archivedAt.toISOString(),
    archived_by: row.archivedByEmail,
    players: row.players,
    drawn,
  };
}

/** An event document's text read as an event, and its settings beyond the event (`one_prize_per_player`). */
function readDocument(text: string): { event: EventFile; settings: Record<string, unknown> } {
  const document = JSON.parse(text) as Record<string, unknown>;
  const settings = typeof document.one_prize_per_player === 'boolean' ? { one_prize_per_player: document.one_prize_per_player } : {};
  return { event: eventFileSchema.parse(document), settings };
}

/**
 * Freezes the event in play as it is now, inside the archiving transaction: the event document, the results
 * and draw as the console shows them, what anyone can check of the draw, and the exports' CSV texts.
 */
async function freeze(tx: DbTransaction, event: EventFile, documentText: string, now: Date) {
  const db = inTransaction(tx);
  const organizer = organizerStorage(db);
  const reports = new ReportsRepository(tx);
  const { state, publishedAt } = await new ConsoleStateRepository(tx).resultsState();
  const results = { state, published_at: publishedAt?.toISOString() ?? null, preview: await previewResults(db, event) };
  const latest = await organizer.draws.latestDraw();
  const draw = latest === null ? null : await drawView(db, event, latest);
  const exports: Record<ArchivedExport, string> = {
    players: formatCsv(await reports.players()),
    meetup: formatCsv(await reports.meetup()),
    winners: formatCsv(await winnersExportTable(organizer)),
    'mailing-list': formatCsv(await reports.mailingList(now)),
  };
  return {
    name: event.name,
    content: documentText,
    results: JSON.stringify(results),
    draw: draw === null ? null : JSON.stringify(draw),
    publicDraw: JSON.stringify(await publicDraw(db)),
    exports: JSON.stringify(exports),
    players: await playersInPlay(tx),
    playerResults: JSON.stringify(await resultsForPlayers(db, event)),
  };
}

/**
 * The events: the one in play, the archived ones (read-only, as they were), and archiving the event in play to
 * start the next (docs/decisions/0110-event-after-event.md). Organizers only (the endpoint table).
 */
export function eventsHandlers(services: ConsoleServices): Pick<ConsoleHandlers, EventsCalls> {
  const { context, content, schedule } = services;
  const db = context.repository.db;
  const archive = new ArchiveRepository(db);

  /** The event the next one starts from, read inside the archiving transaction. */
  const startingPoint = async (
    body: ConsoleArchiveEventRequest,
    tx: DbTransaction,
    inPlay: { event: EventFile; settings: Record<string, unknown> },
    name: string,
  ): Promise<Record<string, unknown>> => {
    let source: { event: EventFile; settings: Record<string, unknown> };
    switch (body.start) {
      case 'empty':
        return { ...emptyEvent(name) };
      case 'this':
        source = inPlay;
        break;
      case 'demo':
        source = readDocument(readFileSync(DEMO_EVENT_FILE, 'utf8'));
        break;
      case 'archived': {
        if (body.from_event_id === undefined || body.from_event_id === null)
          throw invalidFields({ from_event_id: [consoleMessages.events.templateNeeded] });
        const row = await new ArchiveRepository(tx).get(body.from_event_id);
        if (row === null) throw unknownArchived();
        source = readDocument(row.content);
        break;
      }
    }
    return { ...eventTemplate(source.event, name), ...source.settings };
  };

  return {
    async consoleListEvents() {
      const [archived, players] = await Promise.all([archive.list(), playersInPlay(db)]);
      return {
        current: {
          name: content.current.event.name,
          ...(content.current.event.name_fr === undefined ? {} : { name_fr: content.current.event.name_fr }),
          players,
          game_end: schedule.view(context.now()).timestamps?.game_end ?? null,
        },
        archived: archived.map((row) => summaryOf(row, row.drawn)),
      };
    },

    async consoleGetArchivedEvent({ params }) {
      const row = await archive.get(params.event_id);
      if (row === null) throw unknownArchived();
      const { event } = readDocument(row.content);
      const exports = JSON.parse(row.exports) as Partial<Record<ArchivedExport, string>>;
      const answer: ConsoleArchivedEvent = {
        ...summaryOf({ ...row, nameFr: event.name_fr }, row.draw !== null),
        timestamps: event.timestamps,
        counts: {
          partners: event.partners.length,
          raffle_items: event.raffle_items.length,
          businesses: event.businesses.length,
          chests: event.chests.length,
        },
        // Written by this server when archiving, in the handlers' own form (ids as numbers).
        results: JSON.parse(row.results) as ConsoleResultsResponse,
        draw: row.draw === null ? null : (JSON.parse(row.draw) as ConsoleDraw),
        public_draw: JSON.parse(row.publicDraw) as RaffleDrawResponse,
        exports: ARCHIVED_EXPORTS.filter((name) => typeof exports[name] === 'string'),
      };
      return answer;
    },

    async consoleExportArchivedEvent({ params }) {
      const row = await archive.get(params.event_id);
      if (row === null) throw unknownArchived();
      const exports = JSON.parse(row.exports) as Partial<Record<ArchivedExport, string>>;
      return exports[params.export] ?? '';
    },

    async consoleArchiveEvent({ body, caller }) {
      const problems = validateEventName(body.name);
      if (!isValid(problems)) throw invalidFields(problems);
      const name = body.name.trim();
      const refusal = archiveRefusal(schedule.view(context.now()).timestamps?.game_end ?? null, context.now());
      if (refusal !== null) throw new HttpError(409, refusal);
      const actor = actorOf(caller);
      let removedPlayers: number[] = [];
      const archived = await content.edit(actor, async (event, tx) => {
        const documentText =
          (await organizerStorage(inTransaction(tx)).event.storedEventText()) ?? `${JSON.stringify(event, null, 2)}\n`;
        const inPlay = readDocument(documentText);
        const next = await startingPoint(body, tx, inPlay, name);
        const archivedAt = services.now();
        const frozen = await freeze(tx, event, documentText, archivedAt);
        const id = await new ArchiveRepository(tx).add({
          ...frozen,
          archivedAt,
          archivedBy: actor.userId,
          archivedByEmail: actor.email,
        });
        // Its players keep a way to read it (decision 0180): their accounts as they were, before play is cleared.
        await new ArchiveRepository(tx).keepPlayers(id);
        removedPlayers = await clearPlayForNextEvent(tx);
        const summary = summaryOf(
          { id, name: frozen.name, nameFr: event.name_fr, archivedAt, archivedByEmail: actor.email, players: frozen.players },
          frozen.draw !== null,
        );
        return {
          next: eventFileSchema.parse(next),
          document: next,
          value: summary,
          scheduleOverride: true,
          audit: {
            action: 'event.archive',
            target: `archived_event:${id}`,
            before: { name: event.name, players: removedPlayers.length, drawn: frozen.draw !== null },
            after: {
              archived_event_id: id,
              next: { name, start: body.start, ...(body.start === 'archived' ? { from_event_id: body.from_event_id } : {}) },
            },
          },
        };
      });
      // The archived event's players are gone: their sessions end now on every process (sockets told why,
      // read caches dropped), not at the realtime sweep's next pass.
      for (const userId of removedPlayers) context.broadcaster.endAccountSessions(userId, { reason: 'event_archived' });
      return {
        message: consoleMessages.events.archived(archived.name, name),
        archived,
        current: { name, players: 0 },
      };
    },
  };
}
