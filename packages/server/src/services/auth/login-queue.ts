import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * The login queue (docs/decisions/0210-login-queue.md). A login costs about 27 ms of CPU (the argon2id check at
 * OWASP's profile), so a storm bigger than the cores can hash is admitted at the rate they hash, a few logins at a
 * time, and the rest wait in line in the order they came:
 *
 * - a login is admitted at once while a slot is free and nobody waits;
 * - else it takes a ticket (a number in line) and waits up to `holdMs` for its turn; when its turn comes it is
 *   answered as usual, else it is answered 503 with `Retry-After` (when its turn should come) and its place in
 *   line, and the ticket keeps that place when it comes back (the web app retries by itself);
 * - a free slot goes to the earliest ticket whose holder is waiting: a holder between two tries keeps its number,
 *   and comes first again when it is back;
 * - past `bound` tickets in line, a login is answered 503 with `Retry-After` at once, without a place;
 * - a ticket whose holder did not come back within its `Retry-After` and `graceMs` leaves the line.
 *
 * One queue per process: with several processes, each admits at its own cores' rate.
 */

/** What the queue decided for one try. */
export type LoginAdmission =
  | { readonly kind: 'admitted'; readonly release: () => void }
  | { readonly kind: 'queued'; readonly ticket: string; readonly position: number; readonly retryAfterSeconds: number }
  | { readonly kind: 'full'; readonly retryAfterSeconds: number };

export interface LoginQueueOptions {
  /** Logins served at once (default: twice the cores this process may run on, so one hashes while one reads). */
  slots?: number;
  /** Most tickets in line; past it a login is refused with `Retry-After` (default 2,000). */
  bound?: number;
  /** How long a try waits for its turn before it is answered with its place (default 800 ms: answered within 2 s with room for a busy loop). */
  holdMs?: number;
  /** How long past its `Retry-After` a ticket keeps its place without its holder (default 15,000 ms). */
  graceMs?: number;
  /** The current time in epoch ms. */
  now?: () => number;
}

/** The default bound: about a minute of logins at production hashing costs on a few cores. */
const DEFAULT_LOGIN_QUEUE_BOUND = 2_000;
/** The first estimate of one login's time in its slot, before any was measured. */
const FIRST_SERVICE_MS = 60;
/** The longest `Retry-After` the queue asks for. */
const LONGEST_RETRY_SECONDS = 60;

interface Entry {
  readonly ticket: string;
  /** Resolves the waiting try with its turn; null while its holder is away. */
  turn: (() => void) | null;
  /** When the ticket leaves the line if its holder is not back (Infinity while it waits). */
  expiresAt: number;
}

export class LoginQueue {
  readonly slots: number;
  readonly bound: number;
  private readonly holdMs: number;
  private readonly graceMs: number;
  private readonly now: () => number;
  private inUse = 0;
  /** The tickets in line, in the order they were given (a Map keeps its insertion order). */
  private readonly line = new Map<string, Entry>();
  /** A moving average of one login's time in its slot, in ms. */
  private serviceMs = FIRST_SERVICE_MS;

  constructor(options: LoginQueueOptions = {}) {
    this.slots = Math.max(1, options.slots ?? 2 * availableParallelism());
    this.bound = Math.max(0, options.bound ?? DEFAULT_LOGIN_QUEUE_BOUND);
    this.holdMs = options.holdMs ?? 800;
    this.graceMs = options.graceMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * One login try, with the ticket it brings back (or none). Resolves within `holdMs`: admitted (call `release`
   * once the login is answered), queued with its place, or refused because the line is full.
   */
  async enter(ticket: string | null): Promise<LoginAdmission> {
    this.forgetExpired();
    let entry = ticket === null ? undefined : this.line.get(ticket);
    if (entry === undefined) {
      if (this.line.size === 0 && this.inUse < this.slots) return this.admit(false);
      if (this.line.size >= this.bound) {
        return { kind: 'full', retryAfterSeconds: this.secondsFor(this.line.size) };
      }
      entry = { ticket: randomBytes(16).toString('hex'), turn: null, expiresAt: Infinity };
      this.line.set(entry.ticket, entry);
    }
    const waiting = entry;
    const served = await new Promise<boolean>((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      // A second try with the same ticket (a double click) takes the turn over; the first one gives up.
      const timer = setTimeout(() => {
        if (waiting.turn === turn) waiting.turn = null;
        resolve(false);
      }, this.holdMs);
      waiting.expiresAt = Infinity;
      waiting.turn = turn;
      this.dispatch();
    });
    // The slot was taken for this try when its turn was given (dispatch).
    if (served) return this.admit(true);
    const position = this.positionOf(waiting.ticket);
    const retryAfterSeconds = this.secondsFor(position, this.holdMs);
    waiting.expiresAt = this.now() + retryAfterSeconds * 1000 + this.graceMs;
    return { kind: 'queued', ticket: waiting.ticket, position, retryAfterSeconds };
  }

  private admit(slotTaken: boolean): LoginAdmission {
    if (!slotTaken) this.inUse += 1;
    const started = performance.now();
    let released = false;
    return {
      kind: 'admitted',
      release: () => {
        if (released) return;
        released = true;
        this.inUse -= 1;
        this.serviceMs = 0.9 * this.serviceMs + 0.1 * (performance.now() - started);
        this.dispatch();
      },
    };
  }

  /** Gives free slots to the earliest tickets whose holders are waiting. */
  private dispatch(): void {
    for (const entry of this.line.values()) {
      if (this.inUse >= this.slots) return;
      if (entry.turn === null) continue;
      const turn = entry.turn;
      entry.turn = null;
      this.line.delete(entry.ticket);
      this.inUse += 1;
      turn();
    }
  }

  /** 1 for the first ticket in line. */
  private positionOf(ticket: string): number {
    let position = 1;
    for (const key of this.line.keys()) {
      if (key === ticket) return position;
      position += 1;
    }
    return position;
  }

  /** Whole seconds until `ahead` logins are served, less what the next try waits anyway; 1 to 60. */
  private secondsFor(ahead: number, heldMs = 0): number {
    const ms = (ahead * this.serviceMs) / this.slots - heldMs;
    return Math.min(LONGEST_RETRY_SECONDS, Math.max(1, Math.ceil(ms / 1000)));
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const entry of this.line.values()) if (entry.turn === null && entry.expiresAt <= now) this.line.delete(entry.ticket);
  }
}
