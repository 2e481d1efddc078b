import { readFileSync } from 'node:fs';
import { type EventFile, eventFileSchema } from '@dubloon-quest/core';
import { playerEventOf, withoutBlankFrench } from '@dubloon-quest/core/internal';
import type { AppContext } from '../services/context.js';
import type { DbTransaction } from '../db/db.js';
import { HttpError } from '../services/errors.js';
import { checkEventFile, type CheckedEventFile } from '../services/event/event-file-check.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { StoredEventRepository } from '../db/stored-event.repository.js';
import { recordAudit, type AuditActor, type AuditChange } from '../db/audit.repository.js';
import { inTransaction } from '../db/in-transaction.js';
import type { StakeRefund } from '../db/ledger.js';
import { consoleMessages, contractMessages } from '../services/language.js';

/** The event as the console knows it: the whole content (retired entries included) and where it is kept. */
export interface EventState {
  /** The whole event, retired entries and the console's fields included. */
  event: EventFile;
  /** `database` once imported (organizer tool or console) or edited; else the `file` of `EVENT_FILE`. */
  source: 'database' | 'file';
  updatedAt: Date | null;
  /** The stored content's hash (null while the file is served): tells an import by the organizer tool apart. */
  contentHash: string | null;
  /** `console_state.revision`: bumped by every console change of the event or the schedule. */
  revision: number;
  /** The console set the schedule: it wins over the demo's cycle and a host's fixed schedule. */
  scheduleOverride: boolean;
}

/** What an edit of the event decides: the new event (or a whole new document), what it answers, its audit entry. */
export interface EventEdit<T> {
  next: EventFile;
  /** A whole new document (an import), instead of `next` merged into the stored one. */
  document?: Record<string, unknown>;
  value: T;
  audit: AuditChange;
  /** Set the schedule override (a schedule change). */
  scheduleOverride?: boolean;
  /** Stakes `work` gave back (an item it retired through the ledger), announced with those of the stored event. */
  refunds?: StakeRefund[];
}

/** Every problem of an event check as the error body's `errors` (path to problems). Pure. */
function problemsByPath(
  problems: readonly { path: string; problem: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { path, problem } of problems) (errors[path] ??= []).push(problem);
  return errors;
}

/**
 * The event's content, kept in the database once an organizer imports or edits it (`organizer_event`, the
 * organizer tool's table) and read from `EVENT_FILE` before. It serves the players' view to the routes
 * (`context.event`, retired entries left out) and the whole event to the console. Every change goes through
 * {@link EventContentStore.edit}: one transaction that locks the console's state row, checks the result exactly
 * as the organizer tool's `import` does, stores it, bumps the revision and writes the audit entry. Every server
 * picks a change up at once when told ({@link EventContentStore.reload}) and within a second by polling.
 */
export class EventContentStore {
  private state: EventState;
  private readonly listeners = new Set<(state: EventState, previous: EventState) => void>();

  private constructor(
    private readonly context: AppContext,
    initial: EventState,
    private readonly announce: () => void,
  ) {
    this.state = initial;
    this.context.event.replace(playerEventOf(initial.event));
  }

  /**
   * Loads the stored event, or the event file's when none is stored. `announce` tells the other servers after
   * each change made here (they {@link EventContentStore.reload}).
   */
  static async open(context: AppContext, announce: () => void): Promise<EventContentStore> {
    const fileState: EventState = {
      event: context.event.file,
      source: 'file',
      updatedAt: null,
      contentHash: null,
      revision: -1,
      scheduleOverride: false,
    };
    const store = new EventContentStore(context, fileState, announce);
    await store.reload();
    return store;
  }

  get current(): EventState {
    return this.state;
  }

  /** Calls `listener` after every change of the state (with the state before), until the returned function is called. */
  onChange(listener: (state: EventState, previous: EventState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads the revision and the stored content's hash, and when either moved, the stored event. @returns whether
   * anything changed.
   */
  async reload(): Promise<boolean> {
    const version = await new ConsoleStateRepository(this.context.repository.db).eventVersion();
    if (!version) return false;
    const { revision, contentHash } = version;
    if (revision === this.state.revision && contentHash === this.state.contentHash) return false;
    const imported =
      contentHash === null ? null : await new StoredEventRepository(this.context.repository.db).importedEvent();
    this.apply({
      event: imported?.event ?? this.state.event,
      source: imported ? 'database' : this.state.source,
      updatedAt: imported?.importedAt ?? this.state.updatedAt,
      contentHash: imported?.contentHash ?? contentHash,
      revision,
      scheduleOverride: version.scheduleOverride,
    });
    return true;
  }

  /**
   * Changes the event in one transaction: locks the console's state row (so edits never interleave), reads the
   * stored document (or the event file's text the first time), lets `work` decide (it may also write other
   * tables with `tx`, and refuses by throwing an `HttpError`), checks the result as the organizer tool's
   * `import` does (a problem answers 422 with the paths), stores it, bumps the revision and records the audit
   * entry. Then serves the new event at once. Fields of the document beyond the event (the organizer tool's
   * roster, `one_prize_per_player`) are kept. Every stake given back (an item `work` retired, or one the stored
   * event retires: an import) is announced on its player's sockets once the change is committed.
   */
  async edit<T>(
    actor: AuditActor,
    work: (event: EventFile, tx: DbTransaction) => Promise<EventEdit<T>>,
  ): Promise<T> {
    const now = new Date(this.context.now());
    const aimedAt = await new ConsoleStateRepository(this.context.repository.db).eventInPlay();
    const outcome = await this.context.repository.db.transaction(async (tx) => {
      const consoleState = new ConsoleStateRepository(tx);
      const storedEvent = new StoredEventRepository(inTransaction(tx));
      await consoleState.lockEvent();
      await refuseIfArchivedSince(consoleState, aimedAt);
      const text =
        (await storedEvent.storedEventText()) ??
        readFileSync(this.context.config.eventFile, 'utf8');
      const document = JSON.parse(text) as Record<string, unknown>;
      const decided = await work(eventFileSchema.parse(document), tx);
      // A form's blank French text means "none": the stored event keeps no empty French (decision 0164).
      const nextText = `${JSON.stringify(withoutBlankFrench(decided.document ?? { ...document, ...decided.next }), null, 2)}\n`;
      const checked = checkOrRefuse(nextText);
      const saved = await storedEvent.saveEvent(
        nextText,
        checked.event,
        checked.onePrizePerPlayer,
        checked.contentHash,
        now,
      );
      const state = await consoleState.nextRevision(decided.scheduleOverride ?? null);
      await recordAudit(tx, actor, decided.audit, now);
      return {
        value: decided.value,
        checked,
        revision: state.revision,
        scheduleOverride: state.scheduleOverride,
        refunds: [...(decided.refunds ?? []), ...saved.refunds],
      };
    });
    this.apply({
      event: outcome.checked.event,
      source: 'database',
      updatedAt: now,
      contentHash: outcome.checked.contentHash,
      revision: outcome.revision,
      scheduleOverride: outcome.scheduleOverride,
    });
    this.announce();
    for (const refund of outcome.refunds)
      this.context.broadcaster.coinChange(refund.userId, { coins: refund.coins, balance: refund.balance });
    return outcome.value;
  }

  private apply(next: EventState): void {
    const previous = this.state;
    this.state = next;
    this.context.event.replace(playerEventOf(next.event));
    for (const listener of this.listeners) listener(next, previous);
  }
}

/**
 * Refuses (409) a console write aimed at an event that was archived since it arrived (`aimedAt`, from
 * {@link ConsoleStateRepository.eventInPlay}): applied now, it would land on the next event instead (issue 27).
 * Called under the console state's lock, which an archive holds until it commits.
 */
export async function refuseIfArchivedSince(consoleState: ConsoleStateRepository, aimedAt: number): Promise<void> {
  if ((await consoleState.eventInPlay()) !== aimedAt) throw new HttpError(409, consoleMessages.events.archivedMeanwhile);
}

/** Checks an event document's text as the organizer tool's `import` does. @throws HttpError 422 with every problem by path. */
export function checkOrRefuse(text: string): CheckedEventFile {
  const check = checkEventFile(text);
  if (!check.ok) throw new HttpError(422, contractMessages.invalidRequest, problemsByPath(check.problems));
  return check.value;
}
