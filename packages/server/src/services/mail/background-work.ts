import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for: the mail of reset, resend, registration and e-mail change. The
 * request answers the same, in the same time, whether the address is known or not; what differs (a lookup, a
 * token, a mail) happens here, after the answer. `close` waits for what runs (a stopping server finishes its
 * mail) and refuses new work.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` after the current request's answer is on its way; a failure is logged, never thrown. */
  run(label: string, work: () => Promise<void>): void {
    if (this.closed) {
      this.log.warn(`${label}: not started, the server is stopping`);
      return;
    }
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `${label} failed`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once nothing runs (tests read the outbox after it). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Refuses new work and waits for the running work. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }
}
