import type { ConsoleResultsState } from '@dubloon-quest/core/console';
import type { Db } from './db.js';
import { textOrNull, toDate } from './row-values.js';

/** The console's one state row: the event's revision and schedule override, and whether the results are out. */
export class ConsoleStateRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Whether players see the stored winners, and since when they are published. */
  async resultsState(): Promise<{ state: ConsoleResultsState; publishedAt: Date | null }> {
    const { rows } = await this.db.query(
      'SELECT results_state, results_published_at FROM console_state WHERE id = 1',
    );
    const row = rows[0];
    const publishedAt = row?.results_published_at ? toDate(row.results_published_at) : null;
    return { state: (row?.results_state as ConsoleResultsState | undefined) ?? 'auto', publishedAt };
  }

  /**
   * What the players' published results are built from, as one text that changes whenever they may (decision
   * 0212): the publication's moment, the event's content hash and revision, the newest draw and the challenge
   * winners' rows. Null unless the results are published. One read of the state row and three small look-ups.
   */
  async publishedResultsKey(): Promise<string | null> {
    const { rows } = await this.db.query(
      `SELECT s.results_published_at, s.revision, e.content_hash,
         (SELECT max(id) FROM draws) AS draw_id,
         (SELECT count(*) FROM challenge_winners) AS winners,
         (SELECT max(created_at) FROM challenge_winners) AS winners_at
       FROM console_state s LEFT JOIN organizer_event e ON e.id = 1
       WHERE s.id = 1 AND s.results_state = 'published' AND s.results_published_at IS NOT NULL`,
    );
    const row = rows[0];
    if (!row) return null;
    const at = (value: unknown) => (value ? toDate(value).toISOString() : '');
    const count = (value: unknown) => (value === null || value === undefined ? '' : Number(value).toString());
    return [at(row.results_published_at), count(row.revision), textOrNull(row.content_hash) ?? '', count(row.draw_id), count(row.winners), at(row.winners_at)].join('|');
  }

  /** Players see the stored winners from `now` on. */
  async publishResults(now: Date): Promise<void> {
    await this.db.query(
      "UPDATE console_state SET results_state = 'published', results_published_at = $1 WHERE id = 1",
      [now],
    );
  }

  /** Players see the event's own results until the results are published again. */
  async holdResults(): Promise<void> {
    await this.db.query(
      "UPDATE console_state SET results_state = 'held', results_published_at = NULL WHERE id = 1",
    );
  }

  /** Holds the results back unless an organizer already decided (published or held them). */
  async holdResultsUnlessDecided(): Promise<void> {
    await this.db.query(
      "UPDATE console_state SET results_state = 'held' WHERE id = 1 AND results_state = 'auto'",
    );
  }

  /** The event's revision, its schedule override and the stored event's content hash; null before the first migration. */
  async eventVersion(): Promise<{
    revision: number;
    scheduleOverride: boolean;
    contentHash: string | null;
  } | null> {
    const { rows } = await this.db.query(
      `SELECT s.revision, s.schedule_override, e.content_hash FROM console_state s LEFT JOIN organizer_event e ON e.id = 1 WHERE s.id = 1`,
    );
    const row = rows[0];
    if (!row) return null;
    return {
      revision: Number(row.revision),
      scheduleOverride: Boolean(row.schedule_override),
      contentHash: textOrNull(row.content_hash),
    };
  }

  /** Locks the state row until the transaction ends, so edits of the event never interleave. */
  async lockEvent(): Promise<void> {
    await this.db.query('SELECT revision FROM console_state WHERE id = 1 FOR UPDATE');
  }

  /**
   * Waits for an event change in progress (an archive among them) and keeps the next one from starting until
   * this transaction ends, while other writes that take this lock go on side by side.
   */
  async shareLockEvent(): Promise<void> {
    await this.db.query('SELECT revision FROM console_state WHERE id = 1 FOR SHARE');
  }

  /**
   * Which event is in play: the id of the latest archived event (0 before the first archive). A console write
   * reads it as it arrives and again under the lock: if an archive committed in between, the write was aimed at
   * the archived event.
   */
  async eventInPlay(): Promise<number> {
    const { rows } = await this.db.query('SELECT coalesce(max(id), 0) AS id FROM archived_events');
    return Number(rows[0]?.id ?? 0);
  }

  /**
   * Counts one more change of the event, and sets the schedule override when `scheduleOverride` is not null.
   * @returns the new revision and override
   */
  async nextRevision(
    scheduleOverride: boolean | null,
  ): Promise<{ revision: number; scheduleOverride: boolean }> {
    const { rows } = await this.db.query(
      `UPDATE console_state SET revision = revision + 1, schedule_override = COALESCE($1, schedule_override) WHERE id = 1
       RETURNING revision, schedule_override`,
      [scheduleOverride],
    );
    return { revision: Number(rows[0]!.revision), scheduleOverride: Boolean(rows[0]!.schedule_override) };
  }
}
