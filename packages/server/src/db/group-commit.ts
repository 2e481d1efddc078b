import type { Db } from './db.js';

/**
 * Group commit: requests that arrive while earlier ones are being committed wait, and are then committed
 * together in one transaction (`together`), at most `maxBatch` at a time and at most one per key (a player:
 * two requests of one player never share a transaction, so each sees the other's effect). A request arriving
 * when nothing is in flight goes at the end of the event loop's turn, with those read in the same turn. When a transaction of several fails as a whole, each of its
 * requests is made again alone (`alone`), so that one request's failure is its own.
 */
export class GroupCommit<R, A> {
  private queue: { request: R; resolve: (answer: A) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly options: {
      /** Commits several requests in one transaction: each one's answer, or the error that is its alone. */
      together: (requests: readonly R[]) => Promise<(A | RequestError)[]>;
      alone: (request: R) => Promise<A>;
      keyOf: (request: R) => number;
      /** Transactions in flight at once (several overlap their round trips on PostgreSQL). */
      maxInFlight: number;
      maxBatch: number;
      /**
       * Told the answers of each committed transaction, one per request it decided (a refusal decided under the
       * locks is an answer too; a request's own error is not): metrics count the writes and refusals apart.
       */
      committed?: (answers: readonly A[]) => void;
    },
  ) {}

  submit(request: R): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Starts the next transactions at the end of this turn of the event loop: the requests whose data already
   * arrived are read first and join them. (On the embedded database a transaction runs without giving the
   * event loop a turn, so a request started at once would always go alone.)
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch: typeof this.queue = [];
      const rest: typeof this.queue = [];
      const keys = new Set<number>();
      for (const waiting of this.queue) {
        const key = this.options.keyOf(waiting.request);
        if (batch.length < this.options.maxBatch && !keys.has(key)) {
          keys.add(key);
          batch.push(waiting);
        } else rest.push(waiting);
      }
      this.queue = rest;
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async run(batch: typeof this.queue): Promise<void> {
    if (batch.length > 1) {
      let answers: (A | RequestError)[] | null = null;
      try {
        answers = await this.options.together(batch.map((waiting) => waiting.request));
      } catch {
        // The transaction failed as a whole: each request again alone, below.
      }
      if (answers !== null) {
        this.options.committed?.(answers.filter((answer): answer is A => !(answer instanceof RequestError)));
        for (const [index, waiting] of batch.entries()) {
          const answer = answers[index]!;
          if (answer instanceof RequestError) waiting.reject(answer.cause);
          else waiting.resolve(answer);
        }
        return;
      }
    }
    await Promise.all(
      batch.map((waiting) =>
        this.options.alone(waiting.request).then((answer) => {
          this.options.committed?.([answer]);
          waiting.resolve(answer);
        }, waiting.reject),
      ),
    );
  }
}

/** One request's own failure inside a transaction of several (the others commit). */
export class RequestError {
  constructor(readonly cause: unknown) {}
}

/** Group commits in flight at once on PostgreSQL (the embedded database runs one transaction at a time). */
const GROUP_COMMITS_IN_FLIGHT = 2;
/** Writes committed together at most. */
const GROUP_COMMIT_MAX = 64;

/** A player's writes of one kind, grouped: several players' in one transaction, one player's apart. */
export function perPlayerGroups<R extends { userId: number }, A>(
  db: Db,
  together: (db: Db, requests: readonly R[]) => Promise<(A | RequestError)[]>,
  alone: (db: Db, request: R) => Promise<A>,
  committed?: (answers: readonly A[]) => void,
): GroupCommit<R, A> {
  return new GroupCommit<R, A>({
    ...(committed ? { committed } : {}),
    together: (requests) => together(db, requests),
    alone: (request) => alone(db, request),
    keyOf: (request) => request.userId,
    maxInFlight: db.engine === 'postgres' ? GROUP_COMMITS_IN_FLIGHT : 1,
    maxBatch: GROUP_COMMIT_MAX,
  });
}
